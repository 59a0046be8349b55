import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  accessPeriods,
  categories,
  cities,
  courseLevels,
  courseTypes,
  courses,
  instructors,
  lessons,
  states,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

export interface IdName {
  id: number;
  name: string;
}

/** Fixed option lists: their ids are what the API stores (index + 1), their names what staff read. */
export const TRIAL_TYPE_OPTIONS = [
  { id: 1, value: 'none', name: 'Sem período de teste' },
  { id: 2, value: 'free_lessons', name: 'Apenas aulas gratuitas' },
  { id: 3, value: 'full', name: 'Curso completo durante o teste' },
] as const;

export const RELEASE_TYPE_OPTIONS = [
  { id: 1, value: 'immediate', name: 'Imediatamente' },
  { id: 2, value: 'days_after_grant', name: 'Dias após a liberação' },
  { id: 3, value: 'on_date', name: 'Em uma data' },
] as const;

export const STUDENT_STATUS_OPTIONS = [
  { id: 1, value: 'active', name: 'Ativo' },
  { id: 2, value: 'scheduled', name: 'Agendado' },
  { id: 3, value: 'expired', name: 'Expirado' },
  { id: 4, value: 'revoked', name: 'Revogado' },
] as const;

/** The kinds of content the CMS manages (`select-cms-content-type`). */
export const CMS_CONTENT_TYPE_OPTIONS = [
  { id: 1, value: 'course', name: 'Curso' },
  { id: 2, value: 'ebook', name: 'E-book' },
  { id: 3, value: 'trail', name: 'Trilha' },
  { id: 4, value: 'research', name: 'Research' },
  { id: 5, value: 'podcast', name: 'Podcast' },
  { id: 6, value: 'broadcast', name: 'Transmissão' },
] as const;

const plain = (options: readonly { id: number; name: string }[]): IdName[] =>
  options.map(({ id, name }) => ({ id, name }));

const byName = (rows: IdName[]) => rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

/**
 * The course selects of spec section 7 (`GET /api/select-{name}`): every one answers
 * `{ id, name }[]` in the order staff expect (lookups by name, levels by their order).
 */
export function learningSelects(db: Db) {
  const live = and(isNull(courses.deletedAt));
  return {
    category: async () =>
      byName(await db.select({ id: categories.id, name: categories.name }).from(categories)),
    'course-level': () =>
      db
        .select({ id: courseLevels.id, name: courseLevels.name })
        .from(courseLevels)
        .orderBy(asc(courseLevels.order), asc(courseLevels.id)),
    instructor: async () =>
      byName(await db.select({ id: instructors.id, name: instructors.name }).from(instructors)),
    'access-period': () =>
      db
        .select({ id: accessPeriods.id, name: accessPeriods.name })
        .from(accessPeriods)
        .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id)),
    'course-access-period': () =>
      db
        .select({ id: accessPeriods.id, name: accessPeriods.name })
        .from(accessPeriods)
        .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id)),
    'course-type': async () =>
      byName(await db.select({ id: courseTypes.id, name: courseTypes.name }).from(courseTypes)),
    course: async () =>
      byName(await db.select({ id: courses.id, name: courses.title }).from(courses).where(live)),
    /** Lessons with a video, named "Curso — Aula" (for picking a video elsewhere). */
    video: async () =>
      byName(
        await db
          .select({
            id: lessons.id,
            name: sql<string>`${courses.title} || ' — ' || ${lessons.title}`,
          })
          .from(lessons)
          .innerJoin(courses, eq(courses.id, lessons.courseId))
          .where(and(isNull(courses.deletedAt), isNotNull(lessons.videoUrl))),
      ),
    /** Cities where in-person courses happen. */
    'course-city': async () => {
      const used = await db
        .selectDistinct({ id: courses.cityId })
        .from(courses)
        .where(and(isNull(courses.deletedAt), isNotNull(courses.cityId)));
      const ids = used.map((u) => u.id!).filter(Boolean);
      if (ids.length === 0) return [];
      return byName(
        await db
          .select({ id: cities.id, name: sql<string>`${cities.name} || ' - ' || ${states.uf}` })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(inArray(cities.id, ids)),
      );
    },
    /** States where in-person courses happen. */
    'course-uf': async () => {
      const used = await db
        .selectDistinct({ id: courses.ufId })
        .from(courses)
        .where(and(isNull(courses.deletedAt), isNotNull(courses.ufId)));
      const ids = used.map((u) => u.id!).filter(Boolean);
      if (ids.length === 0) return [];
      return byName(
        await db
          .select({ id: states.id, name: states.name })
          .from(states)
          .where(inArray(states.id, ids)),
      );
    },
    'cms-content-type': () => Promise.resolve(plain(CMS_CONTENT_TYPE_OPTIONS)),
    'course-trial-type': () => Promise.resolve(plain(TRIAL_TYPE_OPTIONS)),
    'student-status': () => Promise.resolve(plain(STUDENT_STATUS_OPTIONS)),
    'release-types': () => Promise.resolve(plain(RELEASE_TYPE_OPTIONS)),
  } satisfies Record<string, () => Promise<IdName[]>>;
}
export type LearningSelects = ReturnType<typeof learningSelects>;
