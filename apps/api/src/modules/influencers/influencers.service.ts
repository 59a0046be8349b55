import { INFLUENCER_MESSAGES, influencerLink } from '@app/shared';
import type {
  Influencer,
  InfluencerLead,
  InfluencerPeriod,
  InfluencerReport,
  TrackingLink,
  influencerInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { PT_BR_SPREADSHEET, toCsv } from '../landings/csv.ts';
import { influencersQueries } from './influencers.queries.ts';
import type { InfluencerRow } from './influencers.queries.ts';

type InfluencerInput = z.output<typeof influencerInputSchema>;

export interface InfluencersDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

function toInfluencer(row: InfluencerRow): Influencer {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    channels: row.channels,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const cents = (value: string | number) => Number(value);

/**
 * Influencers (issue 17, Liberta `/influencer`): their `utm_influenciador` codes, the tracking
 * links to the site's pages, the report of what the people they brought did in a period of São
 * Paulo days (one statement), and each one's leads (the hub's sales-force panel reads them).
 */
export function influencersService({ db, audit, now }: InfluencersDeps) {
  const q = influencersQueries(db);
  const notFound = () => new AppError('resource.not_found', INFLUENCER_MESSAGES.notFound);

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'influencers_code_unique'))
        throw new AppError('conflict', INFLUENCER_MESSAGES.codeTaken, {
          error: { code: [INFLUENCER_MESSAGES.codeTaken] },
        });
      throw error;
    }
  }

  const values = (input: InfluencerInput) => ({
    name: input.name,
    code: input.code,
    channels: input.channels,
    active: input.active,
  });

  async function report(period: InfluencerPeriod): Promise<InfluencerReport> {
    const rows = (await q.report(period)).map((r) => ({
      ...r,
      revenue_cents: cents(r.revenue_cents),
    }));
    const totals = { signups: 0, trials: 0, paid_orders: 0, revenue_cents: 0 };
    for (const r of rows) {
      totals.signups += r.signups;
      totals.trials += r.trials;
      totals.paid_orders += r.paid_orders;
      totals.revenue_cents += r.revenue_cents;
    }
    return { from: period.from, to: period.to, data: rows, totals };
  }

  return {
    async list(query: { page: number; per_page: number; search?: string; active?: boolean }) {
      const { rows, total } = await q.page(query);
      return {
        data: rows.map(toInfluencer),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<Influencer> {
      const row = await q.byId(id);
      if (!row) throw notFound();
      return toInfluencer(row);
    },

    async create(input: InfluencerInput): Promise<Influencer> {
      const row = await saving(() => q.insert(values(input)));
      await audit({ action: 'influencer.create', targetType: 'influencer', targetId: row.id });
      return toInfluencer(row);
    },

    async update(id: number, input: InfluencerInput): Promise<Influencer> {
      const row = await saving(() => q.update(id, { ...values(input), updatedAt: now() }));
      if (!row) throw notFound();
      await audit({ action: 'influencer.update', targetType: 'influencer', targetId: id });
      return toInfluencer(row);
    },

    async toggle(id: number) {
      const row = await q.toggle(id, now());
      if (!row) throw notFound();
      await audit({
        action: row.active ? 'influencer.activate' : 'influencer.deactivate',
        targetType: 'influencer',
        targetId: id,
      });
      return row;
    },

    async remove(id: number): Promise<void> {
      const row = await q.remove(id);
      if (!row) throw notFound();
      await audit({ action: 'influencer.delete', targetType: 'influencer', targetId: id });
    },

    /** The influencer's link to each page: home, sign-up, landing pages and the store's. */
    async links(id: number): Promise<{ data: TrackingLink[] }> {
      const [row, targets] = await Promise.all([q.byId(id), q.linkTargets()]);
      if (!row) throw notFound();
      const link = (path: string) => influencerLink(path, row.code);
      return {
        data: [
          { kind: 'home', title: 'Página inicial', link: link('/home') },
          { kind: 'signup', title: 'Criar conta', link: link('/criar-conta') },
          { kind: 'store', title: 'Loja', link: link('/loja') },
          ...targets.map((t) => ({ kind: t.kind, title: t.title, link: link(t.path) })),
        ],
      };
    },

    report,

    async reportCsv(period: InfluencerPeriod) {
      const { data, totals } = await report(period);
      const reais = (value: number) => (value / 100).toFixed(2);
      const csv = toCsv(
        [
          'Influenciador',
          'Código',
          'Ativo',
          'Cadastros',
          'Trials',
          'Pedidos pagos',
          'Receita (R$)',
        ],
        [
          ...data.map((r) => [
            r.name,
            r.code,
            r.active ? 'Sim' : 'Não',
            r.signups,
            r.trials,
            r.paid_orders,
            Number(reais(r.revenue_cents)),
          ]),
          [
            'Total',
            null,
            null,
            totals.signups,
            totals.trials,
            totals.paid_orders,
            Number(reais(totals.revenue_cents)),
          ],
        ],
        PT_BR_SPREADSHEET,
      );
      return { fileName: `influenciadores-${period.from}-a-${period.to}.csv`, csv };
    },

    async leads(
      id: number,
      query: InfluencerPeriod & { page: number; per_page: number },
    ): Promise<{
      data: InfluencerLead[];
      meta: { total: number; page: number; per_page: number };
    }> {
      const row = await q.byId(id);
      if (!row) throw notFound();
      const rows = await q.leads(row.code, query, query, now());
      return {
        data: rows.map(({ total: _total, ...r }) => ({
          ...r,
          arrived_at: iso(r.arrived_at),
          trial_ends_at: r.trial_ends_at === null ? null : iso(r.trial_ends_at),
          revenue_cents: cents(r.revenue_cents),
        })),
        meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },
  };
}
export type InfluencersService = ReturnType<typeof influencersService>;
