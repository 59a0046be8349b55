import { SALES_FORCE_MESSAGES as M, formatDateTimeSaoPaulo } from '@app/shared';
import type {
  InfluencerPeriod,
  ListPage,
  SalesForceAdvisors,
  SalesForceCustomer,
  SalesForceLead,
  SalesForceLeadFilters,
  SalesForceScope,
  SalesForceSituation,
  SalesForceSummary,
  TakenLead,
} from '@app/shared';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { PT_BR_SPREADSHEET, toCsv } from '../landings/csv.ts';
import { salesForceQueries } from './sales-force.queries.ts';
import type { BookScope, CustomerRow, LeadRow } from './sales-force.queries.ts';

export interface SalesForceDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

/** Who asks: their id and name, and whether they may see other advisors' books. */
export interface Viewer {
  id: number;
  name: string;
  manager: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toCustomer(r: CustomerRow): SalesForceCustomer {
  return {
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    phone_number: r.phone_number,
    situation: r.situation,
    signature:
      r.signature_name === null
        ? null
        : { name: r.signature_name, ends_at: isoOrNull(r.signature_ends_at) },
    trial_ends_at: isoOrNull(r.trial_ends_at),
    last_order:
      r.last_paid_at === null
        ? null
        : { paid_at: iso(r.last_paid_at), total_cents: Number(r.last_total_cents) },
    since: iso(r.since),
    advisor: { id: r.advisor_id, name: r.advisor_name },
  };
}

function toLead(r: LeadRow): SalesForceLead {
  return {
    user_id: r.user_id,
    name: r.name,
    email: r.email,
    phone_number: r.phone_number,
    arrived_at: iso(r.arrived_at),
    source: r.code === null ? 'trial' : 'influencer',
    via: r.via,
    code: r.code,
    influencer:
      r.influencer_id === null ? null : { id: r.influencer_id, name: r.influencer_name ?? '' },
    trial_ends_at: isoOrNull(r.trial_ends_at),
    converted_at: isoOrNull(r.converted_at),
    advisor: r.advisor_id === null ? null : { id: r.advisor_id, name: r.advisor_name ?? '' },
  };
}

/**
 * The advisors' commercial panel (issue 17, Liberta `/hub/sales-force`): the book of customers
 * `customer_advisors` gives each advisor, the leads influencers and trials bring, and "Assumir
 * lead" (the same table and audit entry as the customer record's "Assessor responsável").
 * A person sees their own book; `manage` on hub-sales-force sees another advisor's or everyone's.
 */
export function salesForceService({ db, audit, now }: SalesForceDeps) {
  const q = salesForceQueries(db);

  /** The book asked for, as the viewer may see it: null for everyone's. */
  function scopeOf(viewer: Viewer, asked: SalesForceScope): BookScope {
    if (asked === undefined || asked === viewer.id) return viewer.id;
    if (!viewer.manager) throw new AppError('auth.forbidden', M.onlyOwn);
    return asked === 'all' ? null : asked;
  }

  return {
    async summary(
      viewer: Viewer,
      query: InfluencerPeriod & { advisor_id?: SalesForceScope },
    ): Promise<SalesForceSummary> {
      const scope = scopeOf(viewer, query.advisor_id);
      const row = await q.summary(scope, query, now());
      if (scope !== null && row.advisor_name === null)
        throw new AppError('resource.not_found', M.advisorNotFound);
      const { advisor_name, ...figures } = row;
      return {
        from: query.from,
        to: query.to,
        advisor: scope === null ? null : { id: scope, name: advisor_name! },
        ...figures,
        conversion_rate:
          row.leads === 0 ? 0 : Math.round((row.converted_leads / row.leads) * 10_000) / 10_000,
        revenue_cents: Number(row.revenue_cents),
      };
    },

    async customers(
      viewer: Viewer,
      query: {
        page: number;
        per_page: number;
        search?: string | undefined;
        situation?: SalesForceSituation | undefined;
        advisor_id?: SalesForceScope;
      },
    ): Promise<ListPage<SalesForceCustomer>> {
      const scope = scopeOf(viewer, query.advisor_id);
      const rows = await q.customers(scope, query, now());
      return {
        data: rows.map(toCustomer),
        meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async leads(
      viewer: Viewer,
      query: SalesForceLeadFilters & { page: number; per_page: number },
    ): Promise<ListPage<SalesForceLead>> {
      const rows = await q.leads(query, viewer.id, query);
      return {
        data: rows.map(toLead),
        meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async leadsCsv(viewer: Viewer, filter: SalesForceLeadFilters) {
      const rows = (await q.leads(filter, viewer.id, null)).map(toLead);
      const when = (value: string | null) =>
        value === null ? null : (formatDateTimeSaoPaulo(value, 'DD/MM/YYYY HH:mm') ?? null);
      const csv = toCsv(
        [
          'Nome',
          'E-mail',
          'Telefone',
          'Chegada',
          'Origem',
          'Influenciador',
          'Código',
          'Fim do trial',
          'Situação',
          'Convertido em',
          'Assessor',
        ],
        rows.map((l) => [
          l.name,
          l.email,
          l.phone_number,
          when(l.arrived_at),
          l.source === 'influencer'
            ? l.via === 'trial'
              ? 'Influenciador (trial)'
              : 'Influenciador'
            : 'Trial',
          l.influencer?.name ?? null,
          l.code,
          when(l.trial_ends_at),
          l.converted_at === null ? 'Em aberto' : 'Convertido',
          when(l.converted_at),
          l.advisor?.name ?? null,
        ]),
        PT_BR_SPREADSHEET,
      );
      await audit({
        action: 'sales-force.leads.export',
        details: { from: filter.from, to: filter.to, rows: rows.length },
      });
      return { fileName: `leads-${filter.from}-a-${filter.to}.csv`, csv };
    },

    async advisors(viewer: Viewer): Promise<SalesForceAdvisors> {
      if (!viewer.manager) throw new AppError('auth.forbidden', M.onlyOwn);
      return { data: await q.advisors() };
    },

    /**
     * "Assumir lead": the viewer becomes responsible for the customer, if nobody is. Taking one's
     * own lead again answers the same; someone else's is a 409 (whoever inserted first won).
     */
    async take(viewer: Viewer, customerId: number): Promise<TakenLead> {
      const taken = await q.take(customerId, viewer.id, now());
      const answer = { customer_id: customerId, advisor: { id: viewer.id, name: viewer.name } };
      if (taken !== undefined) {
        await audit({
          action: 'customer.advisor',
          targetType: 'user',
          targetId: customerId,
          details: { advisor_id: viewer.id, via: 'sales-force' },
        });
        return answer;
      }
      const holder = await q.holder(customerId);
      if (!holder) throw new AppError('resource.not_found', M.leadNotFound);
      if (holder.advisor_id === viewer.id) return answer;
      throw new AppError(
        'conflict',
        holder.advisor_name === null ? M.leadTaken : M.leadTakenBy(holder.advisor_name),
      );
    },
  };
}
export type SalesForceService = ReturnType<typeof salesForceService>;
