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
  LandingKind,
  LandingLead,
  LandingLeadResult,
  PublicLanding,
  TrackingData,
  landingInputSchema,
  landingLeadInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { AccessService } from '../access/access.service.ts';
import { toCsv } from './csv.ts';
import { landingsQueries } from './landings.queries.ts';
import type { LeadRow, PageRow } from './landings.queries.ts';

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

/**
 * Landing pages (`/lancamento/:slug`, `/interna/:slug`) and their leads. A lead on a page with
 * trial days starts the person's trial through the users module's trial service (and opens the
 * promoted course for those days); a visitor is asked to sign in first, since a trial belongs to
 * an account.
 */
export function landingsService({ db, access, trials, audit, now }: LandingsDeps) {
  const q = landingsQueries(db);

  async function existing(id: number): Promise<PageRow> {
    const row = await q.page(id);
    if (!row) throw new AppError('resource.not_found', LANDING_NOT_FOUND_MESSAGE);
    return row;
  }

  async function toLandings(rows: PageRow[]): Promise<Landing[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const courseIds = [...new Set(rows.map((r) => r.courseId).filter((v) => v !== null))];
    const [leadCounts, titles] = await Promise.all([
      q.leadCounts(ids),
      courseIds.length === 0 ? Promise.resolve([]) : q.courseTitles(courseIds),
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
    if (await q.slugTaken(input.kind, input.slug, exceptId))
      throw fieldError('slug', LANDING_SLUG_TAKEN_MESSAGE);
    if (input.course_id) {
      if (!(await q.liveCourseExists(input.course_id)))
        throw fieldError('course_id', LANDING_COURSE_MISSING_MESSAGE);
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

  const toLead = (row: LeadRow): LandingLead => ({
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
      const { rows, total } = await q.pages(query);
      return {
        data: await toLandings(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<Landing> {
      return toLanding(await existing(id));
    },

    async create(input: LandingInput): Promise<Landing> {
      await check(input);
      const row = await q.insertPage(values(input));
      await audit({ action: 'landing.create', targetType: 'landing_page', targetId: row.id });
      return toLanding(row);
    },

    async update(id: number, input: LandingInput): Promise<Landing> {
      await existing(id);
      await check(input, id);
      const row = await q.updatePage(id, { ...values(input), updatedAt: now() });
      await audit({ action: 'landing.update', targetType: 'landing_page', targetId: id });
      return toLanding(row!);
    },

    /** Deletes the page and its leads (the form asks for confirmation, naming how many). */
    async remove(id: number): Promise<void> {
      await existing(id);
      const leads = await db.transaction((tx) => q.deletePage(id, tx));
      await audit({
        action: 'landing.delete',
        targetType: 'landing_page',
        targetId: id,
        details: { leads },
      });
    },

    /** Courses a page may promote (live ones, drafts included: a launch may precede them). */
    courseOptions() {
      return q.courseOptions();
    },

    async leads(pageId: number, query: { page: number; per_page: number; search?: string }) {
      await existing(pageId);
      const { rows, total } = await q.leads(pageId, query);
      return {
        data: rows.map(toLead),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /** The page's leads as CSV (RFC 4180), newest first, times in São Paulo. */
    async exportLeads(pageId: number): Promise<{ fileName: string; csv: string }> {
      const page = await existing(pageId);
      const rows = await q.latestLeads(pageId, LEADS_EXPORT_LIMIT);
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
      const page = await q.activePageBySlug(kind, slug.toLowerCase());
      if (!page) throw new AppError('resource.not_found', LANDING_NOT_FOUND_MESSAGE);
      const [course] = page.courseId ? await q.courseCards({ courseId: page.courseId }) : [];
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
      const page = await q.activePage(pageId);
      if (!page) throw new AppError('resource.not_found', LANDING_NOT_FOUND_MESSAGE);
      const accountId = viewer ? viewer.userId : await q.accountByEmail(input.email);
      const utm = tracking
        ? (Object.fromEntries(
            Object.entries(tracking).filter((entry) => typeof entry[1] === 'string'),
          ) as Record<string, string>)
        : null;
      const leadId = await q.insertLead({
        landingPageId: page.id,
        userId: accountId ?? null,
        name: input.name,
        email: input.email,
        phoneNumber: input.phone_number ?? null,
        utm,
        createdAt: now(),
      });

      if (page.trialDays <= 0) return { message: LEAD_SAVED_MESSAGE, trial: null };
      const course = page.courseId ? await q.publishedCourse(page.courseId) : undefined;
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
            sourceId: leadId,
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
