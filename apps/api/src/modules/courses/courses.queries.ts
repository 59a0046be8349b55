import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { categories, courseLevels } from '../../db/schema/index.ts';
import {
  certificates,
  courseModules,
  courses,
  instructors,
  lessonAttachments,
  lessonProgress,
  lessons,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { activeAccess, nextGrantChange, reachableTargets } from '../access/access.queries.ts';
import { preparedRows } from '../../platform/db/prepared.ts';

/**
 * Every SQL statement of the courses module (courses, modules, lessons, progress, certificates).
 * The two hot reads, the public course page and Meus Cursos, are one prepared statement each.
 * Raw reads answer timestamps as text or Dates depending on the driver: the service normalises.
 */

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'slug'>;
export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type LessonValues = Omit<typeof lessons.$inferInsert, 'id' | 'moduleId' | 'courseId'>;
export type ProgressRow = typeof lessonProgress.$inferSelect;
export type AttachmentRow = typeof lessonAttachments.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
type Stamp = Date | string;

export interface PublicCourseRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  description_html: string | null;
  cover_url: string | null;
  cover_alt: string | null;
  ad_text: string | null;
  price_cents: number;
  max_installments: number;
  category: string | null;
  level: string | null;
  instructor: { name: string; bio: string | null; avatar_url: string | null } | null;
  access_period: string | null;
  lessons_count: number;
  duration_seconds: number;
  modules: {
    title: string;
    lessons: { id: number; title: string; duration_seconds: number; free_preview: boolean }[];
  }[];
  /** When the viewer's access started (null: no viewer or no access). */
  access_starts_at: Stamp | null;
}

export interface MyCourseRow {
  id: number;
  slug: string;
  title: string;
  cover_url: string | null;
  cover_alt: string | null;
  instructor: string | null;
  access_ends_at: Stamp | null;
  lessons_count: number;
  completed_lessons: number;
  last_lesson_id: number | null;
  last_activity_at: Stamp | null;
}

/** Meus Cursos with when it stops holding (ms since the epoch; null: until a change). */
export interface MyCoursesRow {
  courses: MyCourseRow[];
  next_change: number | null;
}

/** What the public page and Meus Cursos are read from (the change feed's tags, docs/adr/0008). */
export const PUBLIC_COURSE_TABLES = [
  'courses',
  'categories',
  'course_levels',
  'instructors',
  'access_periods',
  'course_modules',
  'lessons',
] as const;
export const MY_COURSES_TABLES = [
  'access_grants',
  'lesson_progress',
  'signature_type_contents',
  'courses',
  'instructors',
  'lessons',
] as const;
export const myCoursesTags = (userId: number): string[] => [
  `access_grants.user_id:${userId}`,
  `lesson_progress.user_id:${userId}`,
  'signature_type_contents',
  'courses',
  'instructors',
  'lessons',
];

export interface CourseListFilter {
  search?: string;
  status?: 'draft' | 'published';
  limit: number;
  offset: number;
}

export function coursesQueries(db: Db) {
  /**
   * The public course page in one statement: the published course, its category, level,
   * instructor and access period, lesson totals, the curriculum as JSON and, for a signed-in
   * viewer, when their access started (the access module's rule, joined).
   */
  const publicCourse = preparedRows<
    PublicCourseRow,
    { slug: string; brand: string; userId: number | null; at: string }
  >(
    db,
    'courses_public_page',
    (p) => sql`
      select c.id, c.slug, c.title, c.subtitle, c.description_html, c.cover_url, c.cover_alt,
             c.ad_texts ->> ${p.brand}::text as ad_text, c.price_cents, c.max_installments,
             cat.name as category, lv.name as level,
             case when i.id is null then null
                  else json_build_object('name', i.name, 'bio', i.bio, 'avatar_url', i.avatar_url)
             end as instructor,
             ap.name as access_period,
             totals.n as lessons_count, totals.seconds as duration_seconds,
             coalesce(tree.modules, '[]'::json) as modules,
             grant_.starts_at as access_starts_at
      from courses c
      left join categories cat on cat.id = c.category_id
      left join course_levels lv on lv.id = c.level_id
      left join instructors i on i.id = c.instructor_id
      left join access_periods ap on ap.id = c.access_period_id
      cross join lateral (
        select count(*)::int as n, coalesce(sum(l.duration_seconds), 0)::int as seconds
        from lessons l where l.course_id = c.id
      ) totals
      cross join lateral (
        select json_agg(json_build_object('title', m.title, 'lessons', coalesce(ls.lessons, '[]'::json))
                        order by m."order", m.id) as modules
        from course_modules m
        left join lateral (
          select json_agg(json_build_object('id', l.id, 'title', l.title,
                                            'duration_seconds', l.duration_seconds,
                                            'free_preview', l.free_preview)
                          order by l."order", l.id) as lessons
          from lessons l where l.module_id = m.id and l.course_id = c.id
        ) ls on true
        where m.course_id = c.id
      ) tree
      cross join lateral ${activeAccess(p.userId, 'course', sql`c.id`, p.at)} grant_
      where c.slug = ${p.slug} and c.deleted_at is null and c.status = 'published'`,
  );

  /**
   * Meus Cursos in one statement and one row: every published course the person reaches now (the
   * access module's rule, joined), its instructor, lesson count and the person's progress in it,
   * and when what they reach changes next (the per-process cache keeps it until then).
   */
  const myCourses = preparedRows<MyCoursesRow, { userId: number; at: string }>(
    db,
    'courses_mine',
    (p) => sql`
      select coalesce((select json_agg(mine) from (
        select c.id, c.slug, c.title, c.cover_url, c.cover_alt, i.name as instructor,
               r.ends_at as access_ends_at, totals.n as lessons_count,
               progress.completed as completed_lessons, progress.last_lesson as last_lesson_id,
               progress.last_at as last_activity_at
        from ${reachableTargets(p.userId, 'course', p.at)} r
        join courses c on c.id = r.target_id and c.deleted_at is null and c.status = 'published'
        left join instructors i on i.id = c.instructor_id
        cross join lateral (select count(*)::int as n from lessons l where l.course_id = c.id) totals
        cross join lateral (
          select (count(*) filter (where lp.completed_at is not null))::int as completed,
                 max(lp.updated_at) as last_at,
                 (array_agg(lp.lesson_id order by lp.updated_at desc))[1] as last_lesson
          from lesson_progress lp where lp.user_id = ${p.userId} and lp.course_id = c.id
        ) progress) mine), '[]'::json) as courses,
        ${nextGrantChange(p.userId, p.at)} as next_change`,
  );

  const sameCourse = (userId: number, courseId: number) =>
    and(eq(certificates.userId, userId), eq(certificates.courseId, courseId));

  return {
    // ------------------------------------------------------------ hot reads
    publicCourse: async (
      slug: string,
      brand: string,
      userId: number | null,
      at: Date,
    ): Promise<PublicCourseRow | undefined> =>
      (await publicCourse({ slug, brand, userId, at: at.toISOString() }))[0],

    myCourses: async (userId: number, at: Date): Promise<MyCoursesRow> =>
      (await myCourses({ userId, at: at.toISOString() }))[0]!,

    // ------------------------------------------------------------ courses
    async liveCourse(id: number, tx: Db = db): Promise<CourseRow | undefined> {
      const [row] = await tx
        .select()
        .from(courses)
        .where(and(eq(courses.id, id), isNull(courses.deletedAt)));
      return row;
    },

    async liveCourseBySlug(slug: string, tx: Db = db): Promise<CourseRow | undefined> {
      const [row] = await tx
        .select()
        .from(courses)
        .where(and(eq(courses.slug, slug), isNull(courses.deletedAt)));
      return row;
    },

    /** The id of the course (deleted or not) that holds this address. */
    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      return row?.id;
    },

    async list(filter: CourseListFilter, tx: Db = db) {
      const conditions: SQL[] = [isNull(courses.deletedAt)];
      if (filter.search) {
        const term = `%${filter.search}%`;
        conditions.push(or(ilike(courses.title, term), ilike(courses.slug, term))!);
      }
      if (filter.status) conditions.push(eq(courses.status, filter.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(courses)
          .where(where)
          .orderBy(desc(courses.updatedAt), desc(courses.id))
          .limit(filter.limit)
          .offset(filter.offset),
        tx.select({ n: count() }).from(courses).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Names of categories, levels or instructors by id. */
    async names(
      table: typeof categories | typeof courseLevels | typeof instructors,
      ids: number[],
      tx: Db = db,
    ): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, ids));
    },

    async instructorName(id: number, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ name: instructors.name })
        .from(instructors)
        .where(eq(instructors.id, id));
      return row?.name;
    },

    async insertCourse(values: CourseValues & { slug: string }, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
      return row!.id;
    },

    async updateCourse(id: number, values: Partial<CourseValues> & { slug?: string }, tx: Db = db) {
      await tx.update(courses).set(values).where(eq(courses.id, id));
    },

    /** Existing course ids among `ids` (not deleted). */
    async liveCourseIds(ids: number[], tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, ids), isNull(courses.deletedAt)));
      return rows.map((r) => r.id);
    },

    async titles(ids: number[], tx: Db = db): Promise<{ id: number; title: string }[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(inArray(courses.id, ids));
    },

    // ------------------------------------------------------------ curriculum
    modulesOf: (courseId: number, tx: Db = db): Promise<ModuleRow[]> =>
      tx
        .select()
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId))
        .orderBy(asc(courseModules.order), asc(courseModules.id)),

    lessonsOf: (courseId: number, tx: Db = db): Promise<LessonRow[]> =>
      tx
        .select()
        .from(lessons)
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.order), asc(lessons.id)),

    /** Lesson count and total seconds per course. */
    async lessonTotals(courseIds: number[], tx: Db = db) {
      if (courseIds.length === 0) return [];
      const rows = await tx
        .select({
          courseId: lessons.courseId,
          n: count(),
          seconds: sql<number>`coalesce(sum(${lessons.durationSeconds}), 0)::int`,
        })
        .from(lessons)
        .where(inArray(lessons.courseId, courseIds))
        .groupBy(lessons.courseId);
      return rows.map((r) => ({ courseId: r.courseId, n: r.n, seconds: Number(r.seconds) }));
    },

    async module(id: number, tx: Db = db): Promise<ModuleRow | undefined> {
      const [row] = await tx.select().from(courseModules).where(eq(courseModules.id, id));
      return row;
    },

    async nextModuleOrder(courseId: number, tx: Db = db): Promise<number> {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${courseModules.order}), -1)::int` })
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId));
      return Number(last?.max ?? -1) + 1;
    },

    async insertModule(values: { courseId: number; title: string; order: number }, tx: Db = db) {
      await tx.insert(courseModules).values(values);
    },

    async updateModule(id: number, values: { title?: string; order?: number }, tx: Db = db) {
      await tx.update(courseModules).set(values).where(eq(courseModules.id, id));
    },

    async deleteModule(id: number, tx: Db = db) {
      await tx.delete(courseModules).where(eq(courseModules.id, id));
    },

    async lesson(id: number, tx: Db = db): Promise<LessonRow | undefined> {
      const [row] = await tx.select().from(lessons).where(eq(lessons.id, id));
      return row;
    },

    async lessonIdsOfModule(moduleId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.moduleId, moduleId));
      return rows.map((r) => r.id);
    },

    async nextLessonOrder(moduleId: number, tx: Db = db): Promise<number> {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${lessons.order}), -1)::int` })
        .from(lessons)
        .where(eq(lessons.moduleId, moduleId));
      return Number(last?.max ?? -1) + 1;
    },

    async insertLesson(
      values: LessonValues & { moduleId: number; courseId: number; order: number },
      tx: Db = db,
    ) {
      await tx.insert(lessons).values(values);
    },

    async updateLesson(
      id: number,
      values: Partial<LessonValues> & { moduleId?: number },
      tx: Db = db,
    ) {
      await tx.update(lessons).set(values).where(eq(lessons.id, id));
    },

    async deleteLesson(id: number, tx: Db = db) {
      await tx.delete(lessons).where(eq(lessons.id, id));
    },

    /** A lesson with its course (not deleted). */
    async lessonWithCourse(lessonId: number, tx: Db = db) {
      const [row] = await tx
        .select({ lesson: lessons, course: courses })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(and(eq(lessons.id, lessonId), isNull(courses.deletedAt)));
      return row;
    },

    attachmentsOf: (lessonIds: number[], tx: Db = db): Promise<AttachmentRow[]> =>
      lessonIds.length === 0
        ? Promise.resolve([])
        : tx.select().from(lessonAttachments).where(inArray(lessonAttachments.lessonId, lessonIds)),

    // ------------------------------------------------------------ progress
    progressOfCourse: (userId: number, courseId: number, tx: Db = db): Promise<ProgressRow[]> =>
      tx
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId))),

    async progressOfLesson(
      userId: number,
      lessonId: number,
      tx: Db = db,
    ): Promise<ProgressRow | undefined> {
      const [row] = await tx
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
      return row;
    },

    /**
     * Records a position: the resume point is `position`, the furthest point only grows, and
     * `complete` sets the completion time once.
     */
    async saveProgress(
      input: {
        userId: number;
        lessonId: number;
        courseId: number;
        position: number;
        duration: number;
        complete: boolean;
        at: Date;
      },
      tx: Db = db,
    ) {
      const { at, position, duration, complete } = input;
      await tx
        .insert(lessonProgress)
        .values({
          userId: input.userId,
          lessonId: input.lessonId,
          courseId: input.courseId,
          positionSeconds: position,
          furthestSeconds: position,
          durationSeconds: duration,
          completedAt: complete ? at : null,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: {
            positionSeconds: position,
            furthestSeconds: sql`greatest(${lessonProgress.furthestSeconds}, ${position})`,
            durationSeconds: duration,
            completedAt: complete
              ? sql`coalesce(${lessonProgress.completedAt}, ${at.toISOString()}::timestamptz)`
              : sql`${lessonProgress.completedAt}`,
            updatedAt: at,
          },
        });
    },

    // ------------------------------------------------------------ certificates
    async certificateOf(
      userId: number,
      courseId: number,
      tx: Db = db,
    ): Promise<CertificateRow | undefined> {
      const [row] = await tx.select().from(certificates).where(sameCourse(userId, courseId));
      return row;
    },

    async certificateCodeOf(userId: number, courseId: number, tx: Db = db) {
      const [row] = await tx
        .select({ code: certificates.code })
        .from(certificates)
        .where(sameCourse(userId, courseId));
      return row?.code;
    },

    /** Inserts a certificate unless the person already has one for the course (then undefined). */
    async insertCertificate(
      values: Omit<typeof certificates.$inferInsert, 'id'>,
      tx: Db = db,
    ): Promise<CertificateRow | undefined> {
      const [row] = await tx.insert(certificates).values(values).onConflictDoNothing().returning();
      return row;
    },

    async certificateByCode(code: string, tx: Db = db): Promise<CertificateRow | undefined> {
      const [row] = await tx.select().from(certificates).where(eq(certificates.code, code));
      return row;
    },

    // ------------------------------------------------------------ people
    async userName(userId: number, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name;
    },

    async liveUserExists(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row !== undefined;
    },
  };
}
export type CoursesQueries = ReturnType<typeof coursesQueries>;
