import { BI_EMBED_TTL_SECONDS, BI_MESSAGES, CUSTOMER_PROFILE_ID } from '@app/shared';
import type {
  BiDashboard,
  BiEmbed,
  biDashboardInputSchema,
  biDashboardListQuerySchema,
} from '@app/shared';
import { SignJWT } from 'jose';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { biDashboardQueries } from './bi-dashboards.queries.ts';
import type { DashboardRow, DashboardValues } from './bi-dashboards.queries.ts';

type DashboardInput = z.output<typeof biDashboardInputSchema>;
type ListQuery = z.output<typeof biDashboardListQuerySchema>;

export interface BiDeps {
  db: Db;
  now: () => Date;
  /** BI_FRAME_ORIGINS: the only origins a dashboard may be embedded from (the CSP allows them). */
  frameOrigins: readonly string[];
  audit: (entry: AuditEntry) => Promise<void>;
}

const notFound = () => new AppError('resource.not_found', BI_MESSAGES.notFound);
const fieldError = (field: string, message: string) =>
  new AppError('bad.request', message, { error: { [field]: [message] } });

function toDashboard(row: DashboardRow): BiDashboard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    provider: row.provider,
    url: row.url,
    metabase_dashboard_id: row.metabase_dashboard_id,
    has_secret: row.has_secret,
    params: row.params,
    profile_ids: row.profile_ids,
    active: row.active,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Metabase's signed embedding: a JWT (HS256, the site's embedding secret) with the dashboard,
 * its locked parameters and an expiry, put in `<site>/embed/dashboard/<token>`.
 */
export async function signMetabaseEmbed(options: {
  siteUrl: string;
  dashboardId: number;
  secret: string;
  params: Record<string, unknown>;
  now: Date;
  ttlSeconds?: number;
}): Promise<{ url: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const exp = issuedAt + Math.min(options.ttlSeconds ?? BI_EMBED_TTL_SECONDS, BI_EMBED_TTL_SECONDS);
  const token = await new SignJWT({
    resource: { dashboard: options.dashboardId },
    params: options.params,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(options.secret));
  const site = options.siteUrl.replace(/\/+$/, '');
  return {
    url: `${site}/embed/dashboard/${token}#bordered=true&titled=false`,
    expiresAt: new Date(exp * 1000),
  };
}

export function biDashboardService(deps: BiDeps) {
  const q = biDashboardQueries(deps.db);
  const origins = new Set(deps.frameOrigins.map((o) => o.toLowerCase()));

  /** The row values of an input; the secret only when one was typed (empty keeps the stored one). */
  function values(input: DashboardInput, storedSecret: boolean): Partial<DashboardValues> {
    if (!origins.has(new URL(input.url).origin.toLowerCase()))
      throw fieldError('url', BI_MESSAGES.origin);
    const metabase = input.provider === 'metabase';
    if (metabase && input.metabase_secret === '' && !storedSecret)
      throw fieldError('metabase_secret', BI_MESSAGES.secret);
    if (metabase && input.metabase_secret !== '' && input.metabase_secret.length < 32)
      throw fieldError('metabase_secret', BI_MESSAGES.secret);
    return {
      slug: input.slug,
      title: input.title,
      description: input.description,
      provider: input.provider,
      url: input.url,
      metabaseDashboardId: metabase ? input.metabase_dashboard_id : null,
      ...(!metabase
        ? { metabaseSecret: null }
        : input.metabase_secret !== ''
          ? { metabaseSecret: input.metabase_secret }
          : {}),
      params: metabase ? input.params : {},
      profileIds: [...new Set(input.profile_ids)].filter((id) => id !== CUSTOMER_PROFILE_ID),
      active: input.active,
      updatedAt: deps.now(),
    };
  }

  return {
    async list(query: ListQuery) {
      const offset = (query.page - 1) * query.per_page;
      const rows = await q.page(query.search || undefined, query.per_page, offset);
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await q.count(query.search || undefined));
      return {
        data: rows.map(toDashboard),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number) {
      const row = await q.find(id);
      if (!row) throw notFound();
      return toDashboard(row);
    },

    async create(input: DashboardInput) {
      const row = await q.insert(values(input, false) as DashboardValues);
      await deps.audit({
        action: 'bi.dashboard.create',
        targetType: 'bi_dashboard',
        targetId: row.id,
      });
      return toDashboard(row);
    },

    async update(id: number, input: DashboardInput) {
      const stored = await q.find(id);
      if (!stored) throw notFound();
      const row = await q.update(id, values(input, stored.has_secret));
      if (!row) throw notFound();
      await deps.audit({ action: 'bi.dashboard.update', targetType: 'bi_dashboard', targetId: id });
      return toDashboard(row);
    },

    async remove(id: number) {
      if (!(await q.remove(id))) throw notFound();
      await deps.audit({ action: 'bi.dashboard.delete', targetType: 'bi_dashboard', targetId: id });
    },

    /** What `/hub/bi/:slug` embeds for this profile (404 when it may not see it). */
    async embed(profileId: number, slug: string): Promise<BiEmbed> {
      if (profileId === CUSTOMER_PROFILE_ID) throw notFound();
      const row = await q.forEmbed(slug, profileId);
      if (!row) throw notFound();
      const base = { slug: row.slug, title: row.title, description: row.description };
      if (row.provider === 'url') return { ...base, embed_url: row.url, expires_at: null };
      if (row.metabase_dashboard_id === null || row.metabase_secret === null) throw notFound();
      const signed = await signMetabaseEmbed({
        siteUrl: row.url,
        dashboardId: row.metabase_dashboard_id,
        secret: row.metabase_secret,
        params: row.params,
        now: deps.now(),
      });
      return { ...base, embed_url: signed.url, expires_at: signed.expiresAt.toISOString() };
    },

    async mine(profileId: number) {
      if (profileId === CUSTOMER_PROFILE_ID) return [];
      return q.visible(profileId);
    },

    profiles: () => q.profiles(CUSTOMER_PROFILE_ID),
  };
}
export type BiDashboardService = ReturnType<typeof biDashboardService>;
