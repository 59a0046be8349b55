import type { BrandId, HistoryLine, Market, OperationType, TargetConduction } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { preparedRows } from '../../platform/db/prepared.ts';

/** Every SQL statement of the track record. */

export interface TrackRecordFilter {
  brand: BrandId;
  analystId: number | null;
  methodId: number | null;
  /** Whole São Paulo days, `YYYY-MM-DD`, inclusive. */
  from: string | null;
  to: string | null;
}

/** A history line as the statement writes it (JSON: the time is text). */
export type StoredLine = Omit<HistoryLine, 'at'> & { at: string };

export interface CountedCallRow {
  id: number;
  analystId: number;
  analystName: string;
  cnpi: string | null;
  methodId: number;
  methodName: string;
  assetCode: string;
  assetName: string;
  market: Market;
  operation: OperationType;
  targetsCents: number[];
  targetConduction: TargetConduction;
  initialStopCents: number;
  publishedAt: Date | string;
  closedAt: Date | string;
  /** Oldest first, `published` included. */
  history: StoredLine[];
}

type Row = { total: number } & ({ id: null } | CountedCallRow);

interface Params {
  brand: BrandId;
  analystId: number | null;
  methodId: number | null;
  from: string | null;
  to: string | null;
  /** Null: every call. */
  limit: number | null;
  offset: number;
}

export function trackRecordQueries(db: Db) {
  /**
   * The calls the track record counts, chosen by their history alone: a line says the entry was
   * taken, and a line put the call in a status it cannot leave (`ended`, when it ended: the
   * filters' day and the list's order). The state columns of `recommendations` are not read.
   * Always one row at least: the total, with the page's calls (newest ended first) beside it,
   * each with its levels' sizes and its history for the service to replay.
   */
  const counted = preparedRows<Row, Params>(
    db,
    'track_record_counted_calls',
    (p) => sql`
      with counted as (
        select r.id, r.analyst_id, r.trade_method_id, r.asset_id, r.operation, r.targets_cents,
               r.target_conduction, r.initial_stop_cents, r.published_at, ended.at as closed_at
        from recommendations r
        cross join lateral (
          select e.at from recommendation_events e
          where e.recommendation_id = r.id
            and e.to_status in ('gain', 'stopped', 'closed', 'expired')
          order by e.id desc limit 1) ended
        where r.brand = ${p.brand}
          and exists (select 1 from recommendation_events e
                      where e.recommendation_id = r.id and e.kind = 'entered')
          and (${p.analystId}::int is null or r.analyst_id = ${p.analystId}::int)
          and (${p.methodId}::int is null or r.trade_method_id = ${p.methodId}::int)
          and (${p.from}::date is null
               or ended.at >= (${p.from}::date)::timestamp at time zone 'America/Sao_Paulo')
          and (${p.to}::date is null
               or ended.at < ((${p.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo'))
      )
      select t.total, c.id, c.analyst_id as "analystId", u.name as "analystName", ac.cnpi,
             c.trade_method_id as "methodId", m.name as "methodName", a.code as "assetCode",
             a.name as "assetName", a.market, c.operation, c.targets_cents as "targetsCents",
             c.target_conduction as "targetConduction",
             c.initial_stop_cents as "initialStopCents", c.published_at as "publishedAt",
             c.closed_at as "closedAt", h.history
      from (select count(*)::int as total from counted) t
      left join lateral (
        select * from counted order by closed_at desc, id desc
        limit ${p.limit}::int offset ${p.offset}::int) c on true
      left join users u on u.id = c.analyst_id
      left join analyst_credentials ac on ac.user_id = c.analyst_id
      left join trade_methods m on m.id = c.trade_method_id
      left join financial_assets a on a.id = c.asset_id
      left join lateral (
        select json_agg(json_build_object('kind', e.kind, 'to', e.to_status,
                 'priceCents', e.price_cents, 'target', e.target, 'at', e.at) order by e.id)
               as history
        from recommendation_events e where e.recommendation_id = c.id) h on true
      order by c.closed_at desc, c.id desc`,
  );

  return {
    /** The counted calls of a filter (a page of them with `limit`), and how many there are. */
    async countedCalls(
      filter: TrackRecordFilter,
      page: { limit: number; offset: number } | null = null,
      tx?: Db,
    ): Promise<{ total: number; calls: CountedCallRow[] }> {
      const rows = await counted(
        { ...filter, limit: page?.limit ?? null, offset: page?.offset ?? 0 },
        tx,
      );
      return {
        total: rows[0]?.total ?? 0,
        calls: rows.filter((row): row is Row & CountedCallRow => row.id !== null),
      };
    },
  };
}
export type TrackRecordQueries = ReturnType<typeof trackRecordQueries>;
