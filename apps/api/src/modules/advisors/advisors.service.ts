import { createHash } from 'node:crypto';
import { ADVISOR_MESSAGES, INVESTMENT_PAGE_MESSAGES } from '@app/shared';
import type {
  Advisor,
  InvestmentPage,
  SiteAdvisor,
  SiteInvestmentPage,
  SiteInvestmentPageSummary,
  advisorInputSchema,
  investmentPageInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { Db } from '../../platform/db/database.ts';
import { feedCache } from '../../platform/db/feed-cache.ts';
import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { SITE_TABLES, advisorsQueries } from './advisors.queries.ts';
import type { AdvisorRow, InvestmentPageRow, SiteRows } from './advisors.queries.ts';

type AdvisorInput = z.output<typeof advisorInputSchema>;
type InvestmentPageInput = z.output<typeof investmentPageInputSchema>;
type Paging = { page: number; per_page: number };

export interface AdvisorsDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
  /** Keeps the site's snapshot per process (absent: every site read asks the database). */
  feed?: ChangeFeed | undefined;
  /** Removes a stored upload when its advisor or page is deleted. */
  removeCover?: (url: string | null) => Promise<void>;
}

/** A site answer, serialised once per snapshot, with its strong validator. */
export interface SiteAnswer {
  body: string;
  etag: string;
}

/** Everything the site reads, answered from memory until staff change something. */
interface SiteSnapshot {
  advisors: SiteAnswer;
  advisor: Map<number, SiteAnswer>;
  pages: SiteAnswer;
  page: Map<string, SiteAnswer>;
}

/** A strong ETag of the bytes of `body`: equal bodies, equal tags, in every process. */
function answerOf(value: unknown): SiteAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag };
}

function snapshotOf(rows: SiteRows): SiteSnapshot {
  const advisors: SiteAdvisor[] = rows.advisors.map((a) => ({ ...a }));
  const byId = new Map(advisors.map((a) => [a.id, a]));
  const pages: SiteInvestmentPageSummary[] = rows.pages.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    summary: p.summary,
    cover_url: p.cover_url,
    cover_alt: p.cover_alt,
    advisor_count: p.advisor_ids.length,
  }));
  return {
    advisors: answerOf({ data: advisors }),
    advisor: new Map(advisors.map((a) => [a.id, answerOf(a)])),
    pages: answerOf({ data: pages }),
    page: new Map(
      rows.pages.map((p) => {
        const page: SiteInvestmentPage = {
          id: p.id,
          slug: p.slug,
          title: p.title,
          summary: p.summary,
          cover_url: p.cover_url,
          cover_alt: p.cover_alt,
          content_html: p.content_html,
          advisors: p.advisor_ids.flatMap((id) => byId.get(id) ?? []),
        };
        return [p.slug, answerOf(page)];
      }),
    ),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdvisor(row: AdvisorRow): Advisor {
  return { ...row, updated_at: iso(row.updated_at) };
}

function toPage(row: InvestmentPageRow): InvestmentPage {
  return { ...row, advisor_ids: row.advisors.map((a) => a.id), updated_at: iso(row.updated_at) };
}

/**
 * Advisors and investment pages (issue 17). Staff keep them; the marketing site reads the
 * active advisors and the published pages without a session, from a per-process snapshot the
 * change feed drops on any change to their tables (docs/adr/0008), each answer serialised once
 * with a strong ETag.
 */
export function advisorsService({ db, audit, now, feed, removeCover }: AdvisorsDeps) {
  const q = advisorsQueries(db);
  const site = feedCache<'site', SiteSnapshot>(feed, {
    tables: SITE_TABLES,
    max: 1,
    now: () => now().getTime(),
  });
  const snapshot = () => site.get('site', async () => snapshotOf(await q.site()));

  const notFoundAdvisor = () => new AppError('resource.not_found', ADVISOR_MESSAGES.notFound);
  const notFoundPage = () => new AppError('resource.not_found', INVESTMENT_PAGE_MESSAGES.notFound);

  /** The staff account's name, refused when it is not a staff account. */
  async function linkedUser(userId: number | null | undefined): Promise<string | null> {
    if (!userId) return null;
    const user = await q.staffUser(userId);
    if (!user)
      throw new AppError('bad.request', ADVISOR_MESSAGES.notStaff, {
        error: { user_id: [ADVISOR_MESSAGES.notStaff] },
      });
    return user.name;
  }

  function advisorValues(input: AdvisorInput) {
    return {
      name: input.name,
      coverUrl: input.cover_url ?? null,
      certifications: input.certifications,
      bioHtml: cleanHtml(input.bio_html),
      specialties: [...new Set(input.specialties)],
      city: input.city || null,
      uf: input.uf ?? null,
      email: input.email ? input.email.toLowerCase() : null,
      phone: input.phone ?? null,
      whatsapp: input.whatsapp,
      sortOrder: input.order,
      active: input.active,
      userId: input.user_id ?? null,
    };
  }

  async function savingAdvisor<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'advisors_user_unique'))
        throw new AppError('conflict', ADVISOR_MESSAGES.userTaken, {
          error: { user_id: [ADVISOR_MESSAGES.userTaken] },
        });
      throw error;
    }
  }

  function pageValues(input: InvestmentPageInput) {
    return {
      slug: input.slug,
      title: input.title,
      summary: input.summary || null,
      coverUrl: input.cover_url ?? null,
      contentHtml: cleanHtml(input.content_html),
      sortOrder: input.order,
      published: input.published,
    };
  }

  async function savingPage<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'investment_pages_slug_unique'))
        throw new AppError('conflict', INVESTMENT_PAGE_MESSAGES.slugTaken, {
          error: { slug: [INVESTMENT_PAGE_MESSAGES.slugTaken] },
        });
      if (isForeignKeyViolation(error))
        throw new AppError('bad.request', ADVISOR_MESSAGES.notFound, {
          error: { advisor_ids: [ADVISOR_MESSAGES.notFound] },
        });
      throw error;
    }
  }

  return {
    // --- The site (public) ----------------------------------------------------------------
    async siteAdvisors(): Promise<SiteAnswer> {
      return (await snapshot()).advisors;
    },
    async siteAdvisor(id: number): Promise<SiteAnswer> {
      const answer = (await snapshot()).advisor.get(id);
      if (!answer) throw notFoundAdvisor();
      return answer;
    },
    async sitePages(): Promise<SiteAnswer> {
      return (await snapshot()).pages;
    },
    async sitePage(slug: string): Promise<SiteAnswer> {
      const answer = (await snapshot()).page.get(slug);
      if (!answer) throw notFoundPage();
      return answer;
    },

    // --- Advisors (staff) -----------------------------------------------------------------
    async listAdvisors(query: Paging & { search?: string; active?: boolean }) {
      const { rows } = await q.advisorPage(query);
      return {
        data: rows.map(({ total: _total, ...row }) => toAdvisor(row)),
        meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async findAdvisor(id: number): Promise<Advisor> {
      const row = await q.advisor(id);
      if (!row) throw notFoundAdvisor();
      return toAdvisor(row);
    },

    async createAdvisor(input: AdvisorInput): Promise<Advisor> {
      const userName = await linkedUser(input.user_id);
      const row = await savingAdvisor(() => q.insertAdvisor(advisorValues(input)));
      await audit({ action: 'advisor.create', targetType: 'advisor', targetId: row.id });
      return fromTable(row, userName);
    },

    async updateAdvisor(id: number, input: AdvisorInput): Promise<Advisor> {
      const userName = await linkedUser(input.user_id);
      const row = await savingAdvisor(() =>
        q.updateAdvisor(id, { ...advisorValues(input), updatedAt: now() }),
      );
      if (!row) throw notFoundAdvisor();
      await audit({ action: 'advisor.update', targetType: 'advisor', targetId: id });
      return fromTable(row, userName);
    },

    async toggleAdvisor(id: number): Promise<{ id: number; active: boolean }> {
      const row = await q.toggleAdvisor(id, now());
      if (!row) throw notFoundAdvisor();
      await audit({
        action: row.active ? 'advisor.activate' : 'advisor.deactivate',
        targetType: 'advisor',
        targetId: id,
      });
      return row;
    },

    async deleteAdvisor(id: number): Promise<void> {
      const row = await q.deleteAdvisor(id);
      if (!row) throw notFoundAdvisor();
      await removeCover?.(row.coverUrl);
      await audit({ action: 'advisor.delete', targetType: 'advisor', targetId: id });
    },

    advisorOptions() {
      return q.advisorOptions();
    },

    staffUserOptions() {
      return q.staffUsers();
    },

    // --- Investment pages (staff) ---------------------------------------------------------
    async listPages(query: Paging & { search?: string; published?: boolean }) {
      const { rows } = await q.pagePage(query);
      return {
        data: rows.map(({ total: _total, ...row }) => toPage(row)),
        meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async findPage(id: number): Promise<InvestmentPage> {
      const row = await q.investmentPage(id);
      if (!row) throw notFoundPage();
      return toPage(row);
    },

    async createPage(input: InvestmentPageInput): Promise<InvestmentPage> {
      const saved = await savingPage(() =>
        db.transaction(async (tx) => {
          const page = await q.insertPage(pageValues(input), tx);
          const advisors = await q.addPageAdvisors(page.id, input.advisor_ids, tx);
          return { page, advisors };
        }),
      );
      await audit({
        action: 'investment_page.create',
        targetType: 'investment_page',
        targetId: saved.page.id,
      });
      return pageFromTable(saved.page, saved.advisors);
    },

    async updatePage(id: number, input: InvestmentPageInput): Promise<InvestmentPage> {
      const saved = await savingPage(() =>
        db.transaction(async (tx) => {
          const page = await q.updatePage(id, { ...pageValues(input), updatedAt: now() }, tx);
          if (!page) return null;
          await q.clearPageAdvisors(id, tx);
          const advisors = await q.addPageAdvisors(id, input.advisor_ids, tx);
          return { page, advisors };
        }),
      );
      if (!saved) throw notFoundPage();
      await audit({
        action: 'investment_page.update',
        targetType: 'investment_page',
        targetId: id,
      });
      return pageFromTable(saved.page, saved.advisors);
    },

    async togglePage(id: number): Promise<{ id: number; published: boolean }> {
      const row = await q.togglePage(id, now());
      if (!row) throw notFoundPage();
      await audit({
        action: row.published ? 'investment_page.publish' : 'investment_page.unpublish',
        targetType: 'investment_page',
        targetId: id,
      });
      return row;
    },

    async deletePage(id: number): Promise<void> {
      const row = await q.deletePage(id);
      if (!row) throw notFoundPage();
      await removeCover?.(row.coverUrl);
      await audit({
        action: 'investment_page.delete',
        targetType: 'investment_page',
        targetId: id,
      });
    },

    close() {
      site.close();
    },
  };
}
export type AdvisorsService = ReturnType<typeof advisorsService>;

type AdvisorTableRow = Awaited<ReturnType<ReturnType<typeof advisorsQueries>['insertAdvisor']>>;
type PageTableRow = Awaited<ReturnType<ReturnType<typeof advisorsQueries>['insertPage']>>;

function fromTable(row: AdvisorTableRow, userName: string | null): Advisor {
  return {
    id: row.id,
    name: row.name,
    cover_url: row.coverUrl,
    cover_alt: row.coverAlt,
    certifications: row.certifications,
    bio_html: row.bioHtml,
    specialties: row.specialties,
    city: row.city,
    uf: row.uf,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    order: row.sortOrder,
    active: row.active,
    user_id: row.userId,
    user_name: row.userId ? userName : null,
    page_count: row.pageCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

function pageFromTable(
  row: PageTableRow,
  advisors: { id: number; name: string; active: boolean }[],
): InvestmentPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover_url: row.coverUrl,
    cover_alt: row.coverAlt,
    content_html: row.contentHtml,
    advisor_ids: advisors.map((a) => a.id),
    advisors,
    order: row.sortOrder,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
  };
}
