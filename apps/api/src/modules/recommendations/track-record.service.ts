import {
  closedCallFromHistory,
  formatDateTimeSaoPaulo,
  OPERATION_TYPE_NAMES,
  RECOMMENDATION_STATUS_NAMES,
  trackRecord,
} from '@app/shared';
import type {
  BrandId,
  ClosedCallJson,
  ListPage,
  ReplayedCall,
  TrackRecordFigures,
  TrackRecordFiguresJson,
  TrackRecordJson,
  trackRecordCallsQuerySchema,
  trackRecordQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { PT_BR_SPREADSHEET, toCsv } from '../landings/csv.ts';
import { trackRecordQueries } from './track-record.queries.ts';
import type { CountedCallRow, TrackRecordFilter } from './track-record.queries.ts';

type FiguresQuery = z.output<typeof trackRecordQuerySchema>;
type CallsQuery = z.output<typeof trackRecordCallsQuerySchema>;

export interface TrackRecordDeps {
  db: Db;
  now: () => Date;
}

/** A counted call: its row and what its history replays to. */
interface Counted {
  row: CountedCallRow;
  call: ReplayedCall;
}

export function toFiguresJson(f: TrackRecordFigures): TrackRecordFiguresJson {
  return {
    calls: f.calls,
    wins: f.wins,
    losses: f.losses,
    hit_rate: f.hitRate,
    average_gain_percent: f.averageGainPercent,
    average_loss_percent: f.averageLossPercent,
    average_gain_cents: f.averageGainCents,
    average_loss_cents: f.averageLossCents,
    payoff: f.payoff,
    expectancy_percent: f.expectancyPercent,
    worst_streak: f.worstStreak,
    total_percent: f.totalPercent,
  };
}

/**
 * Replays one call's stored history with the shared rules (`closedCallFromHistory`). The
 * statement chose it because its history shows an entry and an end, so a replay that disagrees
 * means a history the rules could not have written: that is a 500 naming the call in the log,
 * never a call quietly left out (a hidden loss is what a track record must not allow).
 */
function replay(row: CountedCallRow): Counted {
  const call = closedCallFromHistory(
    {
      operation: row.operation,
      targetsCents: row.targetsCents,
      targetConduction: row.targetConduction,
      initialStopCents: row.initialStopCents,
    },
    row.history.map((line) => ({ ...line, at: new Date(line.at) })),
  );
  if (call === null)
    throw new Error(`recomendação ${row.id}: a história não termina numa chamada encerrada`);
  return { row, call };
}

const byName = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id;

/** `from`/`to` are São Paulo days; the statement turns them into instants. */
const filterOf = (brand: BrandId, query: FiguresQuery): TrackRecordFilter => ({
  brand,
  analystId: query.analyst_id ?? null,
  methodId: query.trade_method_id ?? null,
  from: query.from ?? null,
  to: query.to ?? null,
});

const iso = (value: Date | string) => new Date(value).toISOString();
const saoPaulo = (value: Date | string) =>
  formatDateTimeSaoPaulo(new Date(value), 'DD/MM/YYYY HH:mm') ?? '';
const twoPlaces = (value: number) => Math.round(value * 100) / 100;
/** Every number of the file is a price or a result: two decimals (`37,20`, `-2,50`). */
const SPREADSHEET = {
  ...PT_BR_SPREADSHEET,
  number: (value: number) => twoPlaces(value).toFixed(2).replace('.', ','),
};
/** `-de-2026-09-01-a-2026-10-31`, `-desde-…`, `-ate-…`, or nothing. */
const periodOf = ({ from, to }: FiguresQuery) =>
  from && to ? `-de-${from}-a-${to}` : from ? `-desde-${from}` : to ? `-ate-${to}` : '';

function toClosedCall({ row, call }: Counted): ClosedCallJson {
  return {
    id: row.id,
    asset: { code: row.assetCode, name: row.assetName, market: row.market },
    operation: row.operation,
    analyst: { id: row.analystId, name: row.analystName, cnpi: row.cnpi },
    trade_method: { id: row.methodId, name: row.methodName },
    published_at: iso(row.publishedAt),
    entered_at: call.enteredAt.toISOString(),
    entry_cents: call.entryCents,
    closed_at: call.closedAt.toISOString(),
    status: call.status,
    result_percent: call.percent,
    result_cents: call.cents,
  };
}

/**
 * The public track record of a brand: figures overall, by São Paulo month, by analyst and by
 * method, and the counted calls, all replayed from their history (ADR 0010) — the state columns
 * kept beside it are never read here, so nothing typed or "fixed" in them can change a figure.
 * Each answer is one statement. Nothing is cached: a correct drop would need the change feed's
 * triggers on the history and on every name shown.
 */
export function trackRecordService({ db, now }: TrackRecordDeps) {
  const q = trackRecordQueries(db);

  async function everyCall(brand: BrandId, query: FiguresQuery): Promise<Counted[]> {
    const { calls } = await q.countedCalls(filterOf(brand, query));
    return calls.map(replay);
  }

  return {
    async figures(brand: BrandId, query: FiguresQuery): Promise<TrackRecordJson> {
      const counted = await everyCall(brand, query);
      const record = trackRecord(counted.map((c) => c.call));
      const analysts = new Map<number, { id: number; name: string; cnpi: string | null }>();
      const methods = new Map<number, { id: number; name: string }>();
      const callsOf = new Map<string, ReplayedCall[]>();
      const add = (key: string, call: ReplayedCall) => {
        const calls = callsOf.get(key);
        if (calls) calls.push(call);
        else callsOf.set(key, [call]);
      };
      for (const { row, call } of counted) {
        analysts.set(row.analystId, { id: row.analystId, name: row.analystName, cnpi: row.cnpi });
        methods.set(row.methodId, { id: row.methodId, name: row.methodName });
        add(`analyst:${row.analystId}`, call);
        add(`method:${row.methodId}`, call);
      }
      const figuresOf = (key: string) => {
        const { months: _months, ...figures } = trackRecord(callsOf.get(key) ?? []);
        return toFiguresJson(figures);
      };
      return {
        overall: toFiguresJson(record),
        months: record.months.map(({ month, ...figures }) => ({
          month,
          figures: toFiguresJson(figures),
        })),
        analysts: [...analysts.values()]
          .sort(byName)
          .map((a) => ({ ...a, figures: figuresOf(`analyst:${a.id}`) })),
        trade_methods: [...methods.values()]
          .sort(byName)
          .map((m) => ({ ...m, figures: figuresOf(`method:${m.id}`) })),
      };
    },

    /** A page of the counted calls, newest ended first. */
    async calls(brand: BrandId, query: CallsQuery): Promise<ListPage<ClosedCallJson>> {
      const offset = (query.page - 1) * query.per_page;
      const { total, calls } = await q.countedCalls(filterOf(brand, query), {
        limit: query.per_page,
        offset,
      });
      return {
        data: calls.map((row) => toClosedCall(replay(row))),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /**
     * Every counted call as a spreadsheet in pt-BR (`;`, decimal comma, UTF-8 with BOM, São Paulo
     * times), newest ended first. Prices and results in the quote's units (R$, an index's points).
     */
    async csv(brand: BrandId, query: FiguresQuery): Promise<{ fileName: string; csv: string }> {
      const counted = await everyCall(brand, query);
      const csv = toCsv(
        [
          'Encerrada em',
          'Ativo',
          'Operação',
          'Analista',
          'CNPI',
          'Método',
          'Publicada em',
          'Entrada em',
          'Preço de entrada',
          'Situação',
          'Resultado (%)',
          'Resultado (pontos)',
        ],
        counted.map(({ row, call }) => [
          saoPaulo(call.closedAt),
          row.assetCode,
          OPERATION_TYPE_NAMES[row.operation],
          row.analystName,
          row.cnpi,
          row.methodName,
          saoPaulo(row.publishedAt),
          saoPaulo(call.enteredAt),
          call.entryCents / 100,
          RECOMMENDATION_STATUS_NAMES[call.status],
          call.percent,
          call.cents / 100,
        ]),
        SPREADSHEET,
      );
      const today = formatDateTimeSaoPaulo(now(), 'YYYY-MM-DD') ?? '';
      return { fileName: `histórico-de-resultados${periodOf(query)}-${today}.csv`, csv };
    },
  };
}
export type TrackRecordService = ReturnType<typeof trackRecordService>;
