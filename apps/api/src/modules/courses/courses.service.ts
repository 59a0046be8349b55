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
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { categories, courseLevels, instructors } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { NO_ACCESS_MESSAGE, grantView } from '../access/access.service.ts';
import type { AccessService } from '../access/access.service.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import { feedCache } from '../../platform/db/feed-cache.ts';
import {
  MY_COURSES_TABLES,
  PUBLIC_COURSE_TABLES,
  coursesQueries,
  myCoursesTags,
} from './courses.queries.ts';
import type {
  AttachmentRow,
  MyCourseRow,
  PublicCourseRow,
  CertificateRow,
  CourseRow,
  LessonRow,
  ProgressRow,
} from './courses.queries.ts';

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

function myCourseView(row: MyCourseRow): MyCourse {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    cover_url: row.cover_url,
    cover_alt: row.cover_alt,
    instructor: row.instructor,
    percent: percentOf(row.completed_lessons, row.lessons_count),
    lessons_count: row.lessons_count,
    completed_lessons: row.completed_lessons,
    access_ends_at: iso(row.access_ends_at),
    last_lesson_id: row.last_lesson_id,
    last_activity_at: iso(row.last_activity_at),
  };
}

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
  /** Keeps the public pages and each person's Meus Cursos per process when given (ADR 0008). */
  feed?: ChangeFeed;
}

/** Most public pages (per brand and slug) and people's Meus Cursos one process keeps. */
const PUBLIC_PAGES_MAX = 2_000;
const MY_COURSES_MAX = 20_000;

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

export function coursesService({ db, access, audit, now, feed }: CoursesDeps) {
  const q = coursesQueries(db);
  const clock = () => now().getTime();
  // A page read for visitors (no grant joined); a viewer's access comes from their Meus Cursos.
  const pages = feedCache<string, { row: PublicCourseRow | null }>(feed, {
    tables: PUBLIC_COURSE_TABLES,
    max: PUBLIC_PAGES_MAX,
    now: clock,
  });
  /** Meus Cursos as answered (most recent activity first, then by title), and until when. */
  interface Mine {
    list: MyCourse[];
    ids: ReadonlySet<number>;
    nextChange: number | null;
  }
  const mine = feedCache<number, Mine>(feed, {
    tables: MY_COURSES_TABLES,
    tags: (_mine, userId) => myCoursesTags(userId),
    validUntil: (kept) => kept.nextChange,
    max: MY_COURSES_MAX,
    now: clock,
  });
  /** One statement (kept per process): the courses the access module opens, with progress. */
  const myCoursesOf = (userId: number): Promise<Mine> => {
    const read = async (): Promise<Mine> => {
      const row = await q.myCourses(userId, now());
      const list = row.courses
        .map(myCourseView)
        .sort(
          (a, b) =>
            (b.last_activity_at ?? '').localeCompare(a.last_activity_at ?? '') ||
            a.title.localeCompare(b.title, 'pt-BR'),
        );
      return { list, ids: new Set(list.map((c) => c.id)), nextChange: row.next_change };
    };
    return mine.get(userId, read);
  };

  async function existingCourse(id: number): Promise<CourseRow> {
    const row = await q.liveCourse(id);
    if (!row) throw new AppError('resource.not_found', COURSE_NOT_FOUND);
    return row;
  }

  async function uniqueSlug(wanted: string, exceptId?: number): Promise<string> {
    const taken = async (slug: string) => {
      const owner = await q.slugOwner(slug);
      return owner !== undefined && owner !== exceptId;
    };
    let slug = wanted;
    for (let n = 2; await taken(slug); n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  /** Modules in order, each with its lessons in order. */
  async function curriculum(courseId: number) {
    const modules = await q.modulesOf(courseId);
    const rows = await q.lessonsOf(courseId);
    return modules.map((m) => ({ ...m, lessons: rows.filter((l) => l.moduleId === m.id) }));
  }

  const flatLessons = (tree: Awaited<ReturnType<typeof curriculum>>) =>
    tree.flatMap((m) => m.lessons);

  async function lessonsCount(courseIds: number[]) {
    if (courseIds.length === 0) return new Map<number, { n: number; seconds: number }>();
    const rows = await q.lessonTotals(courseIds);
    return new Map(rows.map((r) => [r.courseId, { n: r.n, seconds: r.seconds }]));
  }

  async function progressMap(userId: number, courseId: number) {
    const rows = await q.progressOfCourse(userId, courseId);
    return new Map(rows.map((r) => [r.lessonId, r]));
  }

  function lessonPercent(
    lesson: Pick<LessonRow, 'durationSeconds'>,
    progress: ProgressRow | undefined,
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
    const names = async (
      table: typeof categories | typeof courseLevels | typeof instructors,
      wanted: (number | null)[],
    ) => {
      const present = [...new Set(wanted.filter((v): v is number => v !== null))];
      const found = await q.names(table, present);
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
      cover_alt: r.coverAlt,
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

  function toLessonAdmin(l: LessonRow, attachments: AttachmentRow[]): LessonAdmin {
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
    const row = await q.lessonWithCourse(lessonId);
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
    /** Lets the kept pages go (the app closing). */
    close(): void {
      pages.close();
      mine.close();
    },

    // ---------------------------------------------------------------- staff
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      status?: 'draft' | 'published';
    }) {
      const { rows, total } = await q.list({
        ...(query.search ? { search: query.search } : {}),
        ...(query.status ? { status: query.status } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        data: await toSummaries(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<CourseDetail> {
      const course = await existingCourse(id);
      const [summary] = await toSummaries([course]);
      const tree = await curriculum(id);
      const lessonIds = flatLessons(tree).map((l) => l.id);
      const attachments = await q.attachmentsOf(lessonIds);
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
      const id = await q.insertCourse({ ...courseValues(input), slug });
      await audit({ action: 'course.create', targetType: 'course', targetId: id });
      return this.find(id);
    },

    async update(id: number, input: CourseInput): Promise<CourseDetail> {
      const current = await existingCourse(id);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug)
        throw fieldError('slug', 'Já existe um curso com este endereço.');
      await q.updateCourse(id, { ...courseValues(input), slug, updatedAt: now() });
      await audit({ action: 'course.update', targetType: 'course', targetId: id });
      return this.find(id);
    },

    /** Soft delete: students' progress and certificates keep pointing at it. */
    async remove(id: number): Promise<void> {
      await existingCourse(id);
      await q.updateCourse(id, { deletedAt: now(), status: 'draft' });
      await audit({ action: 'course.delete', targetType: 'course', targetId: id });
    },

    async createModule(courseId: number, input: { title: string; order?: number }) {
      await existingCourse(courseId);
      await q.insertModule({
        courseId,
        title: input.title,
        order: input.order ?? (await q.nextModuleOrder(courseId)),
      });
      await this.touch(courseId);
      return this.find(courseId);
    },

    async updateModule(id: number, input: { title: string; order?: number }) {
      const module = await q.module(id);
      if (!module) throw new AppError('resource.not_found', 'Módulo não encontrado.');
      await q.updateModule(id, {
        title: input.title,
        ...(input.order === undefined ? {} : { order: input.order }),
      });
      await this.touch(module.courseId);
      return this.find(module.courseId);
    },

    async deleteModule(id: number) {
      const module = await q.module(id);
      if (!module) throw new AppError('resource.not_found', 'Módulo não encontrado.');
      await q.deleteModule(id);
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
        for (const [order, id] of ids.entries()) await q.updateModule(id, { order }, tx);
      });
      return this.find(courseId);
    },

    async createLesson(input: LessonInput) {
      const module = await q.module(input.module_id);
      if (!module) throw fieldError('module_id', 'Módulo não encontrado.');
      await q.insertLesson({
        ...lessonValues(input),
        moduleId: module.id,
        courseId: module.courseId,
        order: input.order ?? (await q.nextLessonOrder(module.id)),
      });
      await this.touch(module.courseId);
      return this.find(module.courseId);
    },

    async updateLesson(id: number, input: LessonInput) {
      const lesson = await q.lesson(id);
      if (!lesson) throw new AppError('resource.not_found', LESSON_NOT_FOUND);
      const module = await q.module(input.module_id);
      if (!module || module.courseId !== lesson.courseId)
        throw fieldError('module_id', 'Escolha um módulo deste curso.');
      await q.updateLesson(id, {
        ...lessonValues(input),
        moduleId: module.id,
        ...(input.order === undefined ? {} : { order: input.order }),
      });
      await this.touch(lesson.courseId);
      return this.find(lesson.courseId);
    },

    async deleteLesson(id: number) {
      const lesson = await q.lesson(id);
      if (!lesson) throw new AppError('resource.not_found', LESSON_NOT_FOUND);
      await q.deleteLesson(id);
      await this.touch(lesson.courseId);
      return this.find(lesson.courseId);
    },

    async reorderLessons(moduleId: number, ids: number[]) {
      const module = await q.module(moduleId);
      if (!module) throw new AppError('resource.not_found', 'Módulo não encontrado.');
      const current = (await q.lessonIdsOfModule(moduleId)).sort((a, b) => a - b);
      if (JSON.stringify([...ids].sort((a, b) => a - b)) !== JSON.stringify(current))
        throw fieldError('ids', 'Envie todas as aulas do módulo, cada uma uma vez.');
      await db.transaction(async (tx) => {
        for (const [order, id] of ids.entries()) await q.updateLesson(id, { order }, tx);
      });
      return this.find(module.courseId);
    },

    async touch(courseId: number) {
      await q.updateCourse(courseId, { updatedAt: now() });
    },

    // ---------------------------------------------------------------- students
    async publicCourse(
      slug: string,
      brand: BrandKey,
      viewer: Viewer | null,
    ): Promise<PublicCourse> {
      const person = viewer && !viewer.canPreview ? viewer.userId : null;
      let course: PublicCourseRow | null;
      let reached: boolean;
      if (feed) {
        // Kept: the page as visitors see it, and what the viewer reaches (both usually warm).
        const [page, reach] = await Promise.all([
          pages.get(`${brand} ${slug}`, async () => ({
            row: (await q.publicCourse(slug, brand, null, now())) ?? null,
          })),
          person === null ? null : myCoursesOf(person),
        ]);
        course = page.row;
        reached = course !== null && reach !== null && reach.ids.has(course.id);
      } else {
        // One statement: the course with everything the page shows and the viewer's grant.
        course = (await q.publicCourse(slug, brand, person, now())) ?? null;
        reached = course?.access_starts_at != null;
      }
      if (!course) throw new AppError('resource.not_found', COURSE_NOT_FOUND);
      return {
        id: course.id,
        slug: course.slug,
        title: course.title,
        subtitle: course.subtitle,
        description_html: course.description_html,
        cover_url: course.cover_url,
        cover_alt: course.cover_alt,
        category: course.category,
        level: course.level,
        instructor: course.instructor,
        ad_text: course.ad_text,
        price_cents: course.price_cents,
        max_installments: course.max_installments,
        access_period: course.access_period,
        lessons_count: course.lessons_count,
        duration_seconds: course.duration_seconds,
        modules: course.modules,
        has_access: viewer !== null && (viewer.canPreview || reached),
      };
    },

    async player(viewer: Viewer, slug: string): Promise<CoursePlayer> {
      const course = await q.liveCourseBySlug(slug);
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
      const certificate = await q.certificateCodeOf(viewer.userId, course.id);
      const teacher = course.instructorId ? await q.instructorName(course.instructorId) : undefined;
      return {
        id: course.id,
        slug: course.slug,
        title: course.title,
        cover_url: course.coverUrl,
        instructor: teacher ?? null,
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
        certificate_code: certificate ?? null,
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
      const progress = await q.progressOfLesson(viewer.userId, lesson.id);
      const attachments = await q.attachmentsOf([lesson.id]);
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
      await q.saveProgress({
        userId: viewer.userId,
        lessonId: lesson.id,
        courseId: course.id,
        position,
        duration,
        complete: reachesEnd,
        at,
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
      return (await myCoursesOf(userId)).list;
    },

    /** Issues (once) the certificate of a course every lesson of which is complete. */
    async issueCertificate(viewer: Viewer, courseId: number) {
      const course = await existingCourse(courseId);
      if (!(await courseAccess(viewer, courseId)).has)
        throw new AppError('auth.forbidden', NO_ACCESS_MESSAGE);
      const existing = await q.certificateOf(viewer.userId, courseId);
      if (existing) return toCertificate(existing);
      const state = await coursePercent(viewer.userId, courseId);
      if (state.total === 0 || state.completed < state.total)
        throw new AppError(
          'conflict',
          `Conclua todas as aulas para emitir o certificado (${state.completed} de ${state.total}).`,
        );
      const student = await q.userName(viewer.userId);
      const counts = await lessonsCount([courseId]);
      const row = await q.insertCertificate({
        code: randomBytes(9).toString('base64url'),
        userId: viewer.userId,
        courseId,
        studentName: student!,
        courseTitle: course.title,
        workloadMinutes: Math.ceil((counts.get(courseId)?.seconds ?? 0) / 60),
        issuedAt: now(),
      });
      if (row) return toCertificate(row);
      const raced = await q.certificateOf(viewer.userId, courseId);
      return toCertificate(raced!);
    },

    async verifyCertificate(code: string) {
      const row = await q.certificateByCode(code);
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
      if (!(await q.liveUserExists(input.user_id)))
        throw fieldError('user_id', 'Usuário não encontrado.');
      const user = { id: input.user_id };
      const ids = [...new Set(input.course_ids)];
      const found = await q.liveCourseIds(ids);
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
      const titles = await q.titles([...new Set(grants.map((g) => g.target_id))]);
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

function toCertificate(row: CertificateRow) {
  return {
    code: row.code,
    student_name: row.studentName,
    course_title: row.courseTitle,
    workload_minutes: row.workloadMinutes,
    issued_at: row.issuedAt.toISOString(),
  };
}
