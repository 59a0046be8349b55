import type { Db } from '../../platform/db/database.ts';
import { learningSelectQueries } from './selects.queries.ts';

export type { IdName } from './selects.queries.ts';
import type { IdName } from './selects.queries.ts';

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
  const q = learningSelectQueries(db);
  return {
    category: async () => byName(await q.categories()),
    'course-level': () => q.courseLevels(),
    instructor: async () => byName(await q.instructors()),
    'access-period': () => q.accessPeriods(),
    'course-access-period': () => q.accessPeriods(),
    'course-type': async () => byName(await q.courseTypes()),
    course: async () => byName(await q.courses()),
    /** Lessons with a video, named "Curso — Aula" (for picking a video elsewhere). */
    video: async () => byName(await q.videoLessons()),
    /** Cities where in-person courses happen. */
    'course-city': async () => byName(await q.courseCities()),
    /** States where in-person courses happen. */
    'course-uf': async () => byName(await q.courseStates()),
    'cms-content-type': () => Promise.resolve(plain(CMS_CONTENT_TYPE_OPTIONS)),
    'course-trial-type': () => Promise.resolve(plain(TRIAL_TYPE_OPTIONS)),
    'student-status': () => Promise.resolve(plain(STUDENT_STATUS_OPTIONS)),
    'release-types': () => Promise.resolve(plain(RELEASE_TYPE_OPTIONS)),
  } satisfies Record<string, () => Promise<IdName[]>>;
}
export type LearningSelects = ReturnType<typeof learningSelects>;
