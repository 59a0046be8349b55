import {
  LANDING_COURSE_MISSING_MESSAGE,
  LANDING_NOT_FOUND_MESSAGE,
  LANDING_SLUG_TAKEN_MESSAGE,
  LEAD_SAVED_MESSAGE,
  UTM_FIELDS,
  formatDateTimeSaoPaulo,
} from '@app/shared';
import type {
  Landing,
  LandingCourse,
  LandingKind,
  LandingLead,
  LandingLeadResult,
  PublicLanding,
  TrackingData,
  landingInputSchema,
  landingLeadInputSchema,
} from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  categories,
  courses,
  landingLeads,
  landingPages,
  lessons,
  users,
} from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { AccessService } from '../access/access.service.ts';
import { toCsv } from './csv.ts';

type PageRow = typeof landingPages.$inferSelect;
type LandingInput = z.output<typeof landingInputSchema>;
type LeadInput = z.output<typeof landingLeadInputSchema>;

/** The most rows one CSV export carries. */
export const LEADS_EXPORT_LIMIT = 50_000;

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

/** The trial service of the users module (one trial per person; 409 when already used). */
export interface TrialStarter {
  startTrial(
    session: { userId: number },
    tracking: Record<string, string> | null,
    days?: number,
  ): Promise<{ trial_days: number; ends_at: string }>;
}

export interface LandingsDeps {
  db: Db;
  access: AccessService;
  trials: TrialStarter;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

/** Course cards: published, live courses with their category and lesson totals. */
export async function courseCards(db: Db, where: SQL, limit?: number): Promise<LandingCourse[]> {
  const query = db
    .select({ course: courses, category: categories.name })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(where, isNull(courses.deletedAt), eq(courses.status, 'published')))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const totals = await db
    .select({
      courseId: lessons.courseId,
      n: count(),
      seconds: sql<number>`coalesce(sum(${lessons.durationSeconds}), 0)::int`,
    })
    .from(lessons)
    .where(
      inArray(
        lessons.courseId,
        rows.map((r) => r.course.id),
      ),
    )
    .groupBy(lessons.courseId);
  const byCourse = new Map(totals.map((t) => [t.courseId, t]));
  return rows.map(({ course, category }) => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    subtitle: course.subtitle,
    cover_url: course.coverUrl,
    category: category ?? null,
    price_cents: course.priceCents,
    max_installments: course.maxInstallments,
    lessons_count: byCourse.get(course.id)?.n ?? 0,
    duration_seconds: Number(byCourse.get(course.id)?.seconds ?? 0),
  }));
}

/**
 * Landing pages (`/lancamento/:slug`, `/interna/:slug`) and their leads. A lead on a page with
 * trial days starts the person's trial through the users module's trial service (and opens the
 * promoted course for those days); a visitor is asked to sign in first, since a trial belongs to
 * an account.
 */
export function landingsService({ db, access, trials, audit, now }: LandingsDeps) {
  async function existing(id: number): Promise<PageRow> {
    const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
    if (!row) throw new AppError('resource.not_found', LANDING_NOT_FOUND_MESSAGE);
    return row;
  }

  async function toLandings(rows: PageRow[]): Promise<Landing[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const courseIds = [...new Set(rows.map((r) => r.courseId).filter((v) => v !== null))];
    const [leadCounts, titles] = await Promise.all([
      db
        .select({ pageId: landingLeads.landingPageId, n: count() })
        .from(landingLeads)
        .where(inArray(landingLeads.landingPageId, ids))
        .groupBy(landingLeads.landingPageId),
      courseIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(inArray(courses.id, courseIds)),
    ]);
    const leadsOf = new Map(leadCounts.map((l) => [l.pageId, l.n]));
    const titleOf = new Map(titles.map((c) => [c.id, c.title]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      slug: r.slug,
      title: r.title,
      headline: r.headline,
      body_html: r.bodyHtml,
      video_url: r.videoUrl,
      course_id: r.courseId,
      course_title: r.courseId ? (titleOf.get(r.courseId) ?? null) : null,
      cta_text: r.ctaText,
      trial_days: r.trialDays,
      active: r.active,
      leads_count: leadsOf.get(r.id) ?? 0,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
  const toLanding = async (row: PageRow) => (await toLandings([row]))[0]!;

  async function check(input: LandingInput, exceptId?: number): Promise<void> {
    const [taken] = await db
      .select({ id: landingPages.id })
      .from(landingPages)
      .where(
        and(
          eq(landingPages.kind, input.kind),
          eq(landingPages.slug, input.slug),
          ...(exceptId === undefined ? [] : [ne(landingPages.id, exceptId)]),
        ),
      );
    if (taken) throw fieldError('slug', LANDING_SLUG_TAKEN_MESSAGE);
    if (input.course_id) {
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, input.course_id), isNull(courses.deletedAt)));
      if (!course) throw fieldError('course_id', LANDING_COURSE_MISSING_MESSAGE);
    }
  }

  const values = (input: LandingInput) => ({
    kind: input.kind,
    slug: input.slug,
    title: input.title,
    headline: input.headline || null,
    bodyHtml: cleanHtml(input.body_html),
    videoUrl: input.video_url || null,
    courseId: input.course_id ?? null,
    ctaText: input.cta_text || null,
    trialDays: input.trial_days,
    active: input.active,
  });

  function leadRows(pageId: number, search: string | undefined) {
    const conditions: SQL[] = [eq(landingLeads.landingPageId, pageId)];
    if (search) {
      const term = `%${search}%`;
      conditions.push(or(ilike(landingLeads.name, term), ilike(landingLeads.email, term))!);
    }
    return and(...conditions)!;
  }

  const toLead = (row: typeof landingLeads.$inferSelect): LandingLead => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    user_id: row.userId,
    utm: row.utm ?? null,
    created_at: row.createdAt.toISOString(),
  });

  return {
    // ---------------------------------------------------------------- staff
    async list(query: { page: number; per_page: number; search?: string; kind?: LandingKind }) {
      const conditions: SQL[] = [];
      if (query.search) {
        const term = `%${query.search}%`;
        conditions.push(or(ilike(landingPages.title, term), ilike(landingPages.slug, term))!);
      }
      if (query.kind) conditions.push(eq(landingPages.kind, query.kind));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(landingPages)
          .where(where)
          .orderBy(desc(landingPages.updatedAt), desc(landingPages.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(landingPages).where(where),
      ]);
      return {
        data: await toLandings(rows),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<Landing> {
      return toLanding(await existing(id));
    },

    async create(input: LandingInput): Promise<Landing> {
      await check(input);
      const [row] = await db.insert(landingPages).values(values(input)).returning();
      await audit({ action: 'landing.create', targetType: 'landing_page', targetId: row!.id });
      return toLanding(row!);
    },

    async update(id: number, input: LandingInput): Promise<Landing> {
      await existing(id);
      await check(input, id);
      const [row] = await db
        .update(landingPages)
        .set({ ...values(input), updatedAt: now() })
        .where(eq(landingPages.id, id))
        .returning();
      await audit({ action: 'landing.update', targetType: 'landing_page', targetId: id });
      return toLanding(row!);
    },

    /** Deletes the page and its leads (the form asks for confirmation, naming how many). */
    async remove(id: number): Promise<void> {
      await existing(id);
      const leads = await db.transaction(async (tx) => {
        const gone = await tx
          .delete(landingLeads)
          .where(eq(landingLeads.landingPageId, id))
          .returning({ id: landingLeads.id });
        await tx.delete(landingPages).where(eq(landingPages.id, id));
        return gone.length;
      });
      await audit({
        action: 'landing.delete',
        targetType: 'landing_page',
        targetId: id,
        details: { leads },
      });
    },

    /** Courses a page may promote (live ones, drafts included: a launch may precede them). */
    async courseOptions() {
      return db
        .select({ id: courses.id, name: courses.title })
        .from(courses)
        .where(isNull(courses.deletedAt))
        .orderBy(asc(courses.title));
    },

    async leads(pageId: number, query: { page: number; per_page: number; search?: string }) {
      await existing(pageId);
      const where = leadRows(pageId, query.search);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(landingLeads)
          .where(where)
          .orderBy(desc(landingLeads.createdAt), desc(landingLeads.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(landingLeads).where(where),
      ]);
      return {
        data: rows.map(toLead),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    /** The page's leads as CSV (RFC 4180), newest first, times in São Paulo. */
    async exportLeads(pageId: number): Promise<{ fileName: string; csv: string }> {
      const page = await existing(pageId);
      const rows = await db
        .select()
        .from(landingLeads)
        .where(eq(landingLeads.landingPageId, pageId))
        .orderBy(desc(landingLeads.createdAt), desc(landingLeads.id))
        .limit(LEADS_EXPORT_LIMIT);
      await audit({
        action: 'landing.leads.export',
        targetType: 'landing_page',
        targetId: pageId,
        details: { rows: rows.length },
      });
      const csv = toCsv(
        ['Data', 'Nome', 'E-mail', 'Telefone', 'Conta', ...UTM_FIELDS],
        rows.map((r) => [
          formatDateTimeSaoPaulo(r.createdAt.toISOString(), 'DD/MM/YYYY HH:mm'),
          r.name,
          r.email,
          r.phoneNumber,
          r.userId,
          ...UTM_FIELDS.map((field) => r.utm?.[field] ?? null),
        ]),
      );
      return {
        fileName: `leads-${page.kind === 'launch' ? 'lancamento' : 'interna'}-${page.slug}.csv`,
        csv,
      };
    },

    // ---------------------------------------------------------------- visitors
    async publicLanding(kind: LandingKind, slug: string): Promise<PublicLanding> {
      const [page] = await db
        .select()
        .from(landingPages)
        .where(
          and(
            eq(landingPages.kind, kind),
            eq(landingPages.slug, slug.toLowerCase()),
            eq(landingPages.active, true),
          ),
        );
      if (!page) throw new AppError('resource.not_found', LANDING_NOT_FOUND_MESSAGE);
      const [course] = page.courseId ? await courseCards(db, eq(courses.id, page.courseId)) : [];
      return {
        id: page.id,
        kind: page.kind,
        slug: page.slug,
        title: page.title,
        headline: page.headline,
        body_html: page.bodyHtml,
        video_url: page.videoUrl,
        cta_text: page.ctaText,
        trial_days: page.trialDays,
        course: course ?? null,
      };
    },

    /**
     * Stores a lead (utm fields only when source, medium and campaign all came). On a page with
     * trial days: a signed-in person's trial starts now (once per person) and the promoted course
     * opens until it ends; a visitor is told to sign in or create the account to start it.
     */
    async submitLead(
      pageId: number,
      input: LeadInput,
      tracking: TrackingData | null,
      viewer: { userId: number } | null,
    ): Promise<LandingLeadResult> {
      const [page] = await db
        .select()
        .from(landingPages)
        .where(and(eq(landingPages.id, pageId), eq(landingPages.active, true)));
      if (!page) throw new AppError('resource.not_found', LANDING_NOT_FOUND_MESSAGE);
      const [account] = viewer
        ? [{ id: viewer.userId }]
        : await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
      const utm = tracking
        ? (Object.fromEntries(
            Object.entries(tracking).filter((entry) => typeof entry[1] === 'string'),
          ) as Record<string, string>)
        : null;
      const [lead] = await db
        .insert(landingLeads)
        .values({
          landingPageId: page.id,
          userId: account?.id ?? null,
          name: input.name,
          email: input.email,
          phoneNumber: input.phone_number ?? null,
          utm,
          createdAt: now(),
        })
        .returning({ id: landingLeads.id });

      if (page.trialDays <= 0) return { message: LEAD_SAVED_MESSAGE, trial: null };
      const [course] = page.courseId
        ? await db
            .select({ id: courses.id, slug: courses.slug })
            .from(courses)
            .where(
              and(
                eq(courses.id, page.courseId),
                isNull(courses.deletedAt),
                eq(courses.status, 'published'),
              ),
            )
        : [];
      const base = { days: page.trialDays, course_slug: course?.slug ?? null };
      if (!viewer)
        return {
          message: LEAD_SAVED_MESSAGE,
          trial: { status: 'login_required', ends_at: null, ...base },
        };
      try {
        const trial = await trials.startTrial(viewer, utm, page.trialDays);
        if (course)
          await access.grant({
            userId: viewer.userId,
            kind: 'course',
            targetId: course.id,
            startsAt: now(),
            endsAt: new Date(trial.ends_at),
            source: 'trial',
            sourceId: lead!.id,
            note: `Teste grátis: ${page.title}`,
          });
        return {
          message: LEAD_SAVED_MESSAGE,
          trial: { status: 'granted', ends_at: trial.ends_at, ...base },
        };
      } catch (error) {
        if (error instanceof AppError && error.code === 'conflict')
          return {
            message: LEAD_SAVED_MESSAGE,
            trial: { status: 'already_used', ends_at: null, ...base },
          };
        throw error;
      }
    },
  };
}
export type LandingsService = ReturnType<typeof landingsService>;
