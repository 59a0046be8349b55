import slugify from '@sindresorhus/slugify';
import { LESSON_COMPLETE_PERCENT, percentOf } from '@app/shared';
import type {
  CourseDetail,
  CoursePlayer,
  CourseSummary,
  LessonAdmin,
  LessonView,
  MyCourse,
  Progress,
  PublicCourse,
  courseInputSchema,
  lessonInputSchema,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  accessPeriods,
  categories,
  certificates,
  courseLevels,
  courseModules,
  courses,
  instructors,
  lessonAttachments,
  lessonProgress,
  lessons,
  users,
} from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { NO_ACCESS_MESSAGE, grantView } from '../access/access.service.ts';
import type { AccessService } from '../access/access.service.ts';

type CourseRow = typeof courses.$inferSelect;
type LessonRow = typeof lessons.$inferSelect;
type CourseInput = z.output<typeof courseInputSchema>;
type LessonInput = z.output<typeof lessonInputSchema>;
export type BrandKey = 'brazilian' | 'global' | 'liberta';

const COURSE_NOT_FOUND = 'Curso não encontrado.';
const LESSON_NOT_FOUND = 'Aula não encontrada.';

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** Who is asking: the person, and whether they may preview any course (staff with `Cursos`). */
export interface Viewer {
  userId: number;
  canPreview: boolean;
}

export interface CoursesDeps {
  db: Db;
  access: AccessService;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

/** When a lesson opens for someone whose access started at `grantStart`; null: already open. */
export function releaseTime(
  lesson: Pick<LessonRow, 'releaseType' | 'releaseDays' | 'releaseAt'>,
  grantStart: Date | null,
): Date | null {
  if (lesson.releaseType === 'on_date') return lesson.releaseAt;
  if (lesson.releaseType === 'days_after_grant' && grantStart && lesson.releaseDays)
    return new Date(grantStart.getTime() + lesson.releaseDays * 86_400_000);
  return null;
}

export function coursesService({ db, access, audit, now }: CoursesDeps) {
  async function existingCourse(id: number): Promise<CourseRow> {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.id, id), isNull(courses.deletedAt)));
    if (!row) throw new AppError('resource.not_found', COURSE_NOT_FOUND);
    return row;
  }

  async function publishedBySlug(slug: string): Promise<CourseRow> {
    const [row] = await db
      .select()
      .from(courses)
      .where(
        and(eq(courses.slug, slug), isNull(courses.deletedAt), eq(courses.status, 'published')),
      );
    if (!row) throw new AppError('resource.not_found', COURSE_NOT_FOUND);
    return row;
  }

  async function uniqueSlug(wanted: string, exceptId?: number): Promise<string> {
    const taken = async (slug: string) => {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      return row !== undefined && row.id !== exceptId;
    };
    let slug = wanted;
    for (let n = 2; await taken(slug); n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  /** Modules in order, each with its lessons in order. */
  async function curriculum(courseId: number) {
    const modules = await db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.order), asc(courseModules.id));
    const rows = await db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.order), asc(lessons.id));
    return modules.map((m) => ({ ...m, lessons: rows.filter((l) => l.moduleId === m.id) }));
  }

  const flatLessons = (tree: Awaited<ReturnType<typeof curriculum>>) =>
    tree.flatMap((m) => m.lessons);

  async function lessonsCount(courseIds: number[]) {
    if (courseIds.length === 0) return new Map<number, { n: number; seconds: number }>();
    const rows = await db
      .select({
        courseId: lessons.courseId,
        n: count(),
        seconds: sql<number>`coalesce(sum(${lessons.durationSeconds}), 0)::int`,
      })
      .from(lessons)
      .where(inArray(lessons.courseId, courseIds))
      .groupBy(lessons.courseId);
    return new Map(rows.map((r) => [r.courseId, { n: r.n, seconds: Number(r.seconds) }]));
  }

  async function progressMap(userId: number, courseId: number) {
    const rows = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
    return new Map(rows.map((r) => [r.lessonId, r]));
  }

  function lessonPercent(
    lesson: Pick<LessonRow, 'durationSeconds'>,
    progress: typeof lessonProgress.$inferSelect | undefined,
  ): number {
    if (!progress) return 0;
    if (progress.completedAt) return 100;
    const duration = progress.durationSeconds || lesson.durationSeconds;
    return percentOf(progress.furthestSeconds, duration);
  }

  /** Course access for a viewer: grant (with its start, for release rules) or staff preview. */
  async function courseAccess(viewer: Viewer | null, courseId: number) {
    if (!viewer) return { has: false, startsAt: null, endsAt: null };
    if (viewer.canPreview) return { has: true, startsAt: null, endsAt: null, preview: true };
    const grant = await access.find(viewer.userId, 'course', courseId);
    return grant
      ? { has: true, startsAt: grant.startsAt, endsAt: grant.endsAt }
      : { has: false, startsAt: null, endsAt: null };
  }

  async function toSummaries(rows: CourseRow[]): Promise<CourseSummary[]> {
    const ids = rows.map((r) => r.id);
    const counts = await lessonsCount(ids);
    const names = async <T extends { id: number; name: string }>(
      table: typeof categories | typeof courseLevels | typeof instructors,
      wanted: (number | null)[],
    ) => {
      const present = [...new Set(wanted.filter((v): v is number => v !== null))];
      if (present.length === 0) return new Map<number, string>();
      const found = (await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, present))) as T[];
      return new Map(found.map((f) => [f.id, f.name]));
    };
    const [cats, levels, teachers] = await Promise.all([
      names(
        categories,
        rows.map((r) => r.categoryId),
      ),
      names(
        courseLevels,
        rows.map((r) => r.levelId),
      ),
      names(
        instructors,
        rows.map((r) => r.instructorId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      subtitle: r.subtitle,
      cover_url: r.coverUrl,
      category: r.categoryId ? (cats.get(r.categoryId) ?? null) : null,
      level: r.levelId ? (levels.get(r.levelId) ?? null) : null,
      instructor: r.instructorId ? (teachers.get(r.instructorId) ?? null) : null,
      price_cents: r.priceCents,
      status: r.status,
      lessons_count: counts.get(r.id)?.n ?? 0,
      duration_seconds: counts.get(r.id)?.seconds ?? 0,
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  function toLessonAdmin(
    l: LessonRow,
    attachments: (typeof lessonAttachments.$inferSelect)[],
  ): LessonAdmin {
    return {
      id: l.id,
      module_id: l.moduleId,
      title: l.title,
      video_url: l.videoUrl,
      body_html: l.bodyHtml,
      duration_seconds: l.durationSeconds,
      free_preview: l.freePreview,
      release_type: l.releaseType,
      release_days: l.releaseDays,
      release_at: iso(l.releaseAt),
      order: l.order,
      attachments: attachments
        .filter((a) => a.lessonId === l.id)
        .map((a) => ({ id: a.id, file_name: a.fileName, size_bytes: a.sizeBytes })),
    };
  }

  function courseValues(input: CourseInput) {
    return {
      title: input.title,
      subtitle: input.subtitle ?? null,
      descriptionHtml: cleanHtml(input.description_html),
      coverUrl: input.cover_url ?? null,
      categoryId: input.category_id ?? null,
      levelId: input.level_id ?? null,
      typeId: input.type_id ?? null,
      instructorId: input.instructor_id ?? null,
      accessPeriodId: input.access_period_id ?? null,
      trialType: input.trial_type,
      cityId: input.city_id ?? null,
      ufId: input.uf_id ?? null,
      priceCents: input.price_cents,
      maxInstallments: input.max_installments,
      adTexts: input.ad_texts
        ? Object.fromEntries(
            Object.entries(input.ad_texts).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
            ),
          )
        : null,
      status: input.status,
    };
  }

  async function lessonWithCourse(lessonId: number) {
    const [row] = await db
      .select({ lesson: lessons, course: courses })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessons.id, lessonId), isNull(courses.deletedAt)));
    if (!row) throw new AppError('resource.not_found', LESSON_NOT_FOUND);
    return row;
  }

  /**
   * May this viewer open this lesson now? Free previews are open to any signed-in person;
   * otherwise a grant (or staff preview) and a release time in the past.
   */
  async function openLesson(viewer: Viewer, lessonId: number) {
    const { lesson, course } = await lessonWithCourse(lessonId);
    if (course.status !== 'published' && !viewer.canPreview)
      throw new AppError('resource.not_found', LESSON_NOT_FOUND);
    const grant = await courseAccess(viewer, course.id);
    if (!grant.has && !lesson.freePreview) throw await access.denied('course', course.id);
    if (grant.has && !viewer.canPreview) {
      const opens = releaseTime(lesson, grant.startsAt);
      if (opens && opens > now())
        throw new AppError(
          'auth.forbidden',
          `Esta aula será liberada em ${opens.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`,
        );
    }
    return { lesson, course };
  }

  async function coursePercent(userId: number, courseId: number) {
    const tree = await curriculum(courseId);
    const all = flatLessons(tree);
    const progress = await progressMap(userId, courseId);
    const completed = all.filter((l) => lessonPercent(l, progress.get(l.id)) >= 100).length;
    return { percent: percentOf(completed, all.length), completed, total: all.length, progress };
  }

  return {
    // ---------------------------------------------------------------- staff
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      status?: 'draft' | 'published';
    }) {
      const conditions: SQL[] = [isNull(courses.deletedAt)];
      if (query.search) {
        const term = `%${query.search}%`;
        conditions.push(or(ilike(courses.title, term), ilike(courses.slug, term))!);
      }
      if (query.status) conditions.push(eq(courses.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(courses)
          .where(where)
          .orderBy(desc(courses.updatedAt), desc(courses.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(courses).where(where),
      ]);
      return {
        data: await toSummaries(rows),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<CourseDetail> {
      const course = await existingCourse(id);
      const [summary] = await toSummaries([course]);
      const tree = await curriculum(id);
      const lessonIds = flatLessons(tree).map((l) => l.id);
      const attachments =
        lessonIds.length === 0
          ? []
          : await db
              .select()
              .from(lessonAttachments)
              .where(inArray(lessonAttachments.lessonId, lessonIds));
      return {
        ...summary!,
        description_html: course.descriptionHtml,
        category_id: course.categoryId,
        level_id: course.levelId,
        type_id: course.typeId,
        instructor_id: course.instructorId,
        access_period_id: course.accessPeriodId,
        trial_type: course.trialType,
        city_id: course.cityId,
        uf_id: course.ufId,
        max_installments: course.maxInstallments,
        ad_texts: course.adTexts ?? null,
        modules: tree.map((m) => ({
          id: m.id,
          title: m.title,
          order: m.order,
          lessons: m.lessons.map((l) => toLessonAdmin(l, attachments)),
        })),
      };
    },

    async create(input: CourseInput): Promise<CourseDetail> {
      const slug = input.slug
        ? input.slug
        : await uniqueSlug(slugify(input.title, { locale: 'pt' }) || 'curso');
      if (input.slug && (await uniqueSlug(input.slug)) !== input.slug)
        throw fieldError('slug', 'Já existe um curso com este endereço.');
      const [row] = await db
        .insert(courses)
        .values({ ...courseValues(input), slug })
        .returning({ id: courses.id });
      await audit({ action: 'course.create', targetType: 'course', targetId: row!.id });
      return this.find(row!.id);
    },

    async update(id: number, input: CourseInput): Promise<CourseDetail> {
      const current = await existingCourse(id);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug)
        throw fieldError('slug', 'Já existe um curso com este endereço.');
      await db
        .update(courses)
        .set({ ...courseValues(input), slug, updatedAt: now() })
        .where(eq(courses.id, id));
      await audit({ action: 'course.update', targetType: 'course', targetId: id });
      return this.find(id);
    },

    /** Soft delete: students' progress and certificates keep pointing at it. */
    async remove(id: number): Promise<void> {
      await existingCourse(id);
      await db.update(courses).set({ deletedAt: now(), status: 'draft' }).where(eq(courses.id, id));
      await audit({ action: 'course.delete', targetType: 'course', targetId: id });
    },

    async createModule(courseId: number, input: { title: string; order?: number }) {
      await existingCourse(courseId);
      const [last] = await db
        .select({ max: sql<number>`coalesce(max(${courseModules.order}), -1)::int` })
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId));
      await db.insert(courseModules).values({
        courseId,
        title: input.title,
        order: input.order ?? Number(last?.max ?? -1) + 1,
      });
      await this.touch(courseId);
      return this.find(courseId);
    },

    async updateModule(id: number, input: { title: string; order?: number }) {
      const [module] = await db.select().from(courseModules).where(eq(courseModules.id, id));
      if (!module) throw new AppError('resource.not_found', 'Módulo não encontrado.');
      await db
        .update(courseModules)
        .set({ title: input.title, ...(input.order === undefined ? {} : { order: input.order }) })
        .where(eq(courseModules.id, id));
      await this.touch(module.courseId);
      return this.find(module.courseId);
    },

    async deleteModule(id: number) {
      const [module] = await db.select().from(courseModules).where(eq(courseModules.id, id));
      if (!module) throw new AppError('resource.not_found', 'Módulo não encontrado.');
      await db.delete(courseModules).where(eq(courseModules.id, id));
      await this.touch(module.courseId);
      return this.find(module.courseId);
    },

    /** New order of a course's modules: `ids` must be exactly its modules. */
    async reorderModules(courseId: number, ids: number[]) {
      const tree = await curriculum(courseId);
      const current = tree.map((m) => m.id).sort((a, b) => a - b);
      if (JSON.stringify([...ids].sort((a, b) => a - b)) !== JSON.stringify(current))
        throw fieldError('ids', 'Envie todos os módulos do curso, cada um uma vez.');
      await db.transaction(async (tx) => {
        for (const [order, id] of ids.entries())
          await tx.update(courseModules).set({ order }).where(eq(courseModules.id, id));
      });
      return this.find(courseId);
    },

    async createLesson(input: LessonInput) {
      const [module] = await db
        .select()
        .from(courseModules)
        .where(eq(courseModules.id, input.module_id));
      if (!module) throw fieldError('module_id', 'Módulo não encontrado.');
      const [last] = await db
        .select({ max: sql<number>`coalesce(max(${lessons.order}), -1)::int` })
        .from(lessons)
        .where(eq(lessons.moduleId, module.id));
      await db.insert(lessons).values({
        ...lessonValues(input),
        moduleId: module.id,
        courseId: module.courseId,
        order: input.order ?? Number(last?.max ?? -1) + 1,
      });
      await this.touch(module.courseId);
      return this.find(module.courseId);
    },

    async updateLesson(id: number, input: LessonInput) {
      const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
      if (!lesson) throw new AppError('resource.not_found', LESSON_NOT_FOUND);
      const [module] = await db
        .select()
        .from(courseModules)
        .where(eq(courseModules.id, input.module_id));
      if (!module || module.courseId !== lesson.courseId)
        throw fieldError('module_id', 'Escolha um módulo deste curso.');
      await db
        .update(lessons)
        .set({
          ...lessonValues(input),
          moduleId: module.id,
          ...(input.order === undefined ? {} : { order: input.order }),
        })
        .where(eq(lessons.id, id));
      await this.touch(lesson.courseId);
      return this.find(lesson.courseId);
    },

    async deleteLesson(id: number) {
      const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
      if (!lesson) throw new AppError('resource.not_found', LESSON_NOT_FOUND);
      await db.delete(lessons).where(eq(lessons.id, id));
      await this.touch(lesson.courseId);
      return this.find(lesson.courseId);
    },

    async reorderLessons(moduleId: number, ids: number[]) {
      const [module] = await db.select().from(courseModules).where(eq(courseModules.id, moduleId));
      if (!module) throw new AppError('resource.not_found', 'Módulo não encontrado.');
      const current = (
        await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.moduleId, moduleId))
      )
        .map((l) => l.id)
        .sort((a, b) => a - b);
      if (JSON.stringify([...ids].sort((a, b) => a - b)) !== JSON.stringify(current))
        throw fieldError('ids', 'Envie todas as aulas do módulo, cada uma uma vez.');
      await db.transaction(async (tx) => {
        for (const [order, id] of ids.entries())
          await tx.update(lessons).set({ order }).where(eq(lessons.id, id));
      });
      return this.find(module.courseId);
    },

    async touch(courseId: number) {
      await db.update(courses).set({ updatedAt: now() }).where(eq(courses.id, courseId));
    },

    // ---------------------------------------------------------------- students
    async publicCourse(
      slug: string,
      brand: BrandKey,
      viewer: Viewer | null,
    ): Promise<PublicCourse> {
      const course = await publishedBySlug(slug);
      const [summary] = await toSummaries([course]);
      const tree = await curriculum(course.id);
      const [teacher] = course.instructorId
        ? await db.select().from(instructors).where(eq(instructors.id, course.instructorId))
        : [];
      const [period] = course.accessPeriodId
        ? await db.select().from(accessPeriods).where(eq(accessPeriods.id, course.accessPeriodId))
        : [];
      const grant = await courseAccess(viewer, course.id);
      return {
        id: course.id,
        slug: course.slug,
        title: course.title,
        subtitle: course.subtitle,
        description_html: course.descriptionHtml,
        cover_url: course.coverUrl,
        category: summary!.category,
        level: summary!.level,
        instructor: teacher
          ? { name: teacher.name, bio: teacher.bio, avatar_url: teacher.avatarUrl }
          : null,
        ad_text: course.adTexts?.[brand] ?? null,
        price_cents: course.priceCents,
        max_installments: course.maxInstallments,
        access_period: period?.name ?? null,
        lessons_count: summary!.lessons_count,
        duration_seconds: summary!.duration_seconds,
        modules: tree.map((m) => ({
          title: m.title,
          lessons: m.lessons.map((l) => ({
            id: l.id,
            title: l.title,
            duration_seconds: l.durationSeconds,
            free_preview: l.freePreview,
          })),
        })),
        has_access: grant.has,
      };
    },

    async player(viewer: Viewer, slug: string): Promise<CoursePlayer> {
      const [course] = await db
        .select()
        .from(courses)
        .where(and(eq(courses.slug, slug), isNull(courses.deletedAt)));
      if (!course || (course.status !== 'published' && !viewer.canPreview))
        throw new AppError('resource.not_found', COURSE_NOT_FOUND);
      const grant = await courseAccess(viewer, course.id);
      const tree = await curriculum(course.id);
      const progress = await progressMap(viewer.userId, course.id);
      const at = now();
      const all = flatLessons(tree);
      const states = new Map(
        all.map((l) => {
          const opens = grant.has && !viewer.canPreview ? releaseTime(l, grant.startsAt) : null;
          const locked = grant.has ? opens !== null && opens > at : !l.freePreview;
          const p = progress.get(l.id);
          const percent = lessonPercent(l, p);
          return [
            l.id,
            {
              id: l.id,
              title: l.title,
              duration_seconds: l.durationSeconds,
              free_preview: l.freePreview,
              locked,
              released_at: opens && opens > at ? opens.toISOString() : null,
              position_seconds: p?.positionSeconds ?? 0,
              percent,
              completed: percent >= 100,
            },
          ] as const;
        }),
      );
      const completed = [...states.values()].filter((s) => s.completed).length;
      const lastTouched = [...progress.values()].sort(
        (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime(),
      )[0];
      const firstOpen = all.find((l) => !states.get(l.id)!.locked && !states.get(l.id)!.completed);
      const [certificate] = await db
        .select({ code: certificates.code })
        .from(certificates)
        .where(and(eq(certificates.userId, viewer.userId), eq(certificates.courseId, course.id)));
      const [teacher] = course.instructorId
        ? await db
            .select({ name: instructors.name })
            .from(instructors)
            .where(eq(instructors.id, course.instructorId))
        : [];
      return {
        id: course.id,
        slug: course.slug,
        title: course.title,
        cover_url: course.coverUrl,
        instructor: teacher?.name ?? null,
        has_access: grant.has,
        access_ends_at: iso(grant.endsAt),
        percent: percentOf(completed, all.length),
        completed_lessons: completed,
        lessons_count: all.length,
        resume_lesson_id:
          (lastTouched && !states.get(lastTouched.lessonId)?.locked
            ? lastTouched.lessonId
            : null) ??
          firstOpen?.id ??
          all[0]?.id ??
          null,
        certificate_code: certificate?.code ?? null,
        modules: tree.map((m) => ({
          id: m.id,
          title: m.title,
          lessons: m.lessons.map((l) => states.get(l.id)!),
        })),
      };
    },

    async lesson(viewer: Viewer, lessonId: number): Promise<LessonView> {
      const { lesson, course } = await openLesson(viewer, lessonId);
      const all = flatLessons(await curriculum(course.id));
      const index = all.findIndex((l) => l.id === lesson.id);
      const [progress] = await db
        .select()
        .from(lessonProgress)
        .where(
          and(eq(lessonProgress.userId, viewer.userId), eq(lessonProgress.lessonId, lesson.id)),
        );
      const attachments = await db
        .select()
        .from(lessonAttachments)
        .where(eq(lessonAttachments.lessonId, lesson.id));
      const percent = lessonPercent(lesson, progress);
      return {
        id: lesson.id,
        course_id: course.id,
        course_slug: course.slug,
        title: lesson.title,
        video_url: lesson.videoUrl,
        body_html: lesson.bodyHtml,
        duration_seconds: lesson.durationSeconds,
        position_seconds: progress?.positionSeconds ?? 0,
        percent,
        completed: percent >= 100,
        next_lesson_id: all[index + 1]?.id ?? null,
        previous_lesson_id: index > 0 ? (all[index - 1]?.id ?? null) : null,
        attachments: attachments.map((a) => ({
          id: a.id,
          file_name: a.fileName,
          size_bytes: a.sizeBytes,
        })),
      };
    },

    /**
     * Saves where the student is (every few seconds and on leave). The resume point is the last
     * position sent; the furthest point only grows; crossing 90 % completes the lesson.
     */
    async saveProgress(
      viewer: Viewer,
      lessonId: number,
      input: { position_seconds: number; duration_seconds?: number; complete?: boolean },
    ): Promise<Progress> {
      const { lesson, course } = await openLesson(viewer, lessonId);
      const duration = Math.round(input.duration_seconds ?? 0) || lesson.durationSeconds;
      const position = Math.round(
        duration > 0 ? Math.min(input.position_seconds, duration) : input.position_seconds,
      );
      const at = now();
      const reachesEnd =
        input.complete === true ||
        (duration > 0 && percentOf(position, duration) >= LESSON_COMPLETE_PERCENT);
      await db
        .insert(lessonProgress)
        .values({
          userId: viewer.userId,
          lessonId: lesson.id,
          courseId: course.id,
          positionSeconds: position,
          furthestSeconds: position,
          durationSeconds: duration,
          completedAt: reachesEnd ? at : null,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: {
            positionSeconds: position,
            furthestSeconds: sql`greatest(${lessonProgress.furthestSeconds}, ${position})`,
            durationSeconds: duration,
            completedAt: reachesEnd
              ? sql`coalesce(${lessonProgress.completedAt}, ${at.toISOString()}::timestamptz)`
              : sql`${lessonProgress.completedAt}`,
            updatedAt: at,
          },
        });
      const course_ = await coursePercent(viewer.userId, course.id);
      const p = course_.progress.get(lesson.id);
      const percent = lessonPercent(lesson, p);
      return {
        lesson_id: lesson.id,
        position_seconds: p?.positionSeconds ?? position,
        percent,
        completed: percent >= 100,
        course_percent: course_.percent,
      };
    },

    async myCourses(userId: number): Promise<MyCourse[]> {
      const reachable = await access.targets(userId, 'course');
      const ids = [...reachable.keys()];
      if (ids.length === 0) return [];
      const rows = await db
        .select({ course: courses, instructor: instructors.name })
        .from(courses)
        .leftJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(
          and(inArray(courses.id, ids), isNull(courses.deletedAt), eq(courses.status, 'published')),
        );
      const counts = await lessonsCount(ids);
      const progress = await db
        .select({
          courseId: lessonProgress.courseId,
          completed: sql<number>`count(*) filter (where ${lessonProgress.completedAt} is not null)::int`,
          lastAt: sql<string | null>`max(${lessonProgress.updatedAt})`,
          lastLesson: sql<
            number | null
          >`(array_agg(${lessonProgress.lessonId} order by ${lessonProgress.updatedAt} desc))[1]`,
        })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, ids)))
        .groupBy(lessonProgress.courseId);
      const byCourse = new Map(progress.map((p) => [p.courseId, p]));
      return rows
        .map(({ course, instructor }) => {
          const total = counts.get(course.id)?.n ?? 0;
          const p = byCourse.get(course.id);
          const completed = Number(p?.completed ?? 0);
          return {
            id: course.id,
            slug: course.slug,
            title: course.title,
            cover_url: course.coverUrl,
            instructor: instructor ?? null,
            percent: percentOf(completed, total),
            lessons_count: total,
            completed_lessons: completed,
            access_ends_at: iso(reachable.get(course.id)?.endsAt),
            last_lesson_id: p?.lastLesson ?? null,
            last_activity_at: iso(p?.lastAt),
          };
        })
        .sort(
          (a, b) =>
            (b.last_activity_at ?? '').localeCompare(a.last_activity_at ?? '') ||
            a.title.localeCompare(b.title, 'pt-BR'),
        );
    },

    /** Issues (once) the certificate of a course every lesson of which is complete. */
    async issueCertificate(viewer: Viewer, courseId: number) {
      const course = await existingCourse(courseId);
      if (!(await courseAccess(viewer, courseId)).has)
        throw new AppError('auth.forbidden', NO_ACCESS_MESSAGE);
      const [existing] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, viewer.userId), eq(certificates.courseId, courseId)));
      if (existing) return toCertificate(existing);
      const state = await coursePercent(viewer.userId, courseId);
      if (state.total === 0 || state.completed < state.total)
        throw new AppError(
          'conflict',
          `Conclua todas as aulas para emitir o certificado (${state.completed} de ${state.total}).`,
        );
      const [student] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, viewer.userId));
      const counts = await lessonsCount([courseId]);
      const [row] = await db
        .insert(certificates)
        .values({
          code: randomBytes(9).toString('base64url'),
          userId: viewer.userId,
          courseId,
          studentName: student!.name,
          courseTitle: course.title,
          workloadMinutes: Math.ceil((counts.get(courseId)?.seconds ?? 0) / 60),
          issuedAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toCertificate(row);
      const [raced] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, viewer.userId), eq(certificates.courseId, courseId)));
      return toCertificate(raced!);
    },

    async verifyCertificate(code: string) {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      if (!row) throw new AppError('resource.not_found', 'Certificado não encontrado.');
      return toCertificate(row);
    },

    // ---------------------------------------------------------------- grants (staff)
    async registerUserCourses(
      actorId: number,
      input: {
        user_id: number;
        course_ids: number[];
        ends_at?: string | null;
        note?: string | null;
      },
    ) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.user_id), isNull(users.deletedAt)));
      if (!user) throw fieldError('user_id', 'Usuário não encontrado.');
      const ids = [...new Set(input.course_ids)];
      const found = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, ids), isNull(courses.deletedAt)));
      if (found.length !== ids.length) throw fieldError('course_ids', 'Curso não encontrado.');
      const at = now();
      const endsAt = input.ends_at ? new Date(input.ends_at) : null;
      if (endsAt && endsAt <= at) throw fieldError('ends_at', 'A data final deve ser futura.');
      for (const courseId of ids)
        await access.grant({
          userId: user.id,
          kind: 'course',
          targetId: courseId,
          startsAt: at,
          endsAt,
          source: 'staff',
          createdBy: actorId,
          note: input.note ?? null,
        });
      await audit({
        action: 'courses.grant',
        targetType: 'user',
        targetId: user.id,
        details: { course_ids: ids, ends_at: iso(endsAt) },
      });
      return this.coursesByUser(user.id);
    },

    async coursesByUser(userId: number) {
      const grants = await access.list(userId, 'course');
      const titles = grants.length
        ? await db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(inArray(courses.id, [...new Set(grants.map((g) => g.target_id))]))
        : [];
      const names = new Map(titles.map((t) => [t.id, t.title]));
      return grants.map((g) => grantView(g, names.get(g.target_id) ?? `#${g.target_id}`, now()));
    },
  };

  function lessonValues(input: LessonInput) {
    return {
      title: input.title,
      videoUrl: input.video_url ?? null,
      bodyHtml: cleanHtml(input.body_html),
      durationSeconds: input.duration_seconds,
      freePreview: input.free_preview,
      releaseType: input.release_type,
      releaseDays: input.release_type === 'days_after_grant' ? (input.release_days ?? null) : null,
      releaseAt:
        input.release_type === 'on_date' && input.release_at ? new Date(input.release_at) : null,
    };
  }
}
export type CoursesService = ReturnType<typeof coursesService>;

function toCertificate(row: typeof certificates.$inferSelect) {
  return {
    code: row.code,
    student_name: row.studentName,
    course_title: row.courseTitle,
    workload_minutes: row.workloadMinutes,
    issued_at: row.issuedAt.toISOString(),
  };
}
