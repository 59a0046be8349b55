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

/** The statements behind the course selects (`selects.ts` orders and names them). */
export function learningSelectQueries(db: Db) {
  return {
    categories: (tx: Db = db): Promise<IdName[]> =>
      tx.select({ id: categories.id, name: categories.name }).from(categories),

    courseLevels: (tx: Db = db): Promise<IdName[]> =>
      tx
        .select({ id: courseLevels.id, name: courseLevels.name })
        .from(courseLevels)
        .orderBy(asc(courseLevels.order), asc(courseLevels.id)),

    instructors: (tx: Db = db): Promise<IdName[]> =>
      tx.select({ id: instructors.id, name: instructors.name }).from(instructors),

    /** Shortest first, lifetime (no days) last. */
    accessPeriods: (tx: Db = db): Promise<IdName[]> =>
      tx
        .select({ id: accessPeriods.id, name: accessPeriods.name })
        .from(accessPeriods)
        .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id)),

    courseTypes: (tx: Db = db): Promise<IdName[]> =>
      tx.select({ id: courseTypes.id, name: courseTypes.name }).from(courseTypes),

    /** Courses not deleted. */
    courses: (tx: Db = db): Promise<IdName[]> =>
      tx
        .select({ id: courses.id, name: courses.title })
        .from(courses)
        .where(isNull(courses.deletedAt)),

    /** Lessons with a video, named "Curso — Aula". */
    videoLessons: (tx: Db = db): Promise<IdName[]> =>
      tx
        .select({
          id: lessons.id,
          name: sql<string>`${courses.title} || ' — ' || ${lessons.title}`,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(and(isNull(courses.deletedAt), isNotNull(lessons.videoUrl))),

    /** Cities where courses (not deleted) happen, named "Cidade - UF". */
    async courseCities(tx: Db = db): Promise<IdName[]> {
      const used = await tx
        .selectDistinct({ id: courses.cityId })
        .from(courses)
        .where(and(isNull(courses.deletedAt), isNotNull(courses.cityId)));
      const ids = used.map((u) => u.id!).filter(Boolean);
      if (ids.length === 0) return [];
      return tx
        .select({ id: cities.id, name: sql<string>`${cities.name} || ' - ' || ${states.uf}` })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(inArray(cities.id, ids));
    },

    /** States where courses (not deleted) happen. */
    async courseStates(tx: Db = db): Promise<IdName[]> {
      const used = await tx
        .selectDistinct({ id: courses.ufId })
        .from(courses)
        .where(and(isNull(courses.deletedAt), isNotNull(courses.ufId)));
      const ids = used.map((u) => u.id!).filter(Boolean);
      if (ids.length === 0) return [];
      return tx
        .select({ id: states.id, name: states.name })
        .from(states)
        .where(inArray(states.id, ids));
    },
  };
}
