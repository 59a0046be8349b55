import { MARKET_NAMES, TICKER_MESSAGES } from '@app/shared';
import type {
  FinancialAsset,
  financialAssetInputSchema,
  financialAssetListQuerySchema,
  financialAssetSelectQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { tickerQueries } from './tickers.queries.ts';
import type { AssetRow } from './tickers.queries.ts';

type AssetInput = z.output<typeof financialAssetInputSchema>;
type ListQuery = z.output<typeof financialAssetListQuerySchema>;
type SelectQuery = z.output<typeof financialAssetSelectQuerySchema>;

export interface TickerDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
}

export function toFinancialAsset(row: AssetRow): FinancialAsset {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    market: row.market,
    market_name: MARKET_NAMES[row.market],
    tick_size_cents: row.tickSizeCents,
    lot_size: row.lotSize,
    for_setups: row.forSetups,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

const notFound = () => new AppError('resource.not_found', TICKER_MESSAGES.notFound);

function values(input: AssetInput) {
  return {
    code: input.code,
    name: input.name,
    market: input.market,
    tickSizeCents: input.tick_size_cents,
    lotSize: input.lot_size,
    forSetups: input.for_setups,
    active: input.active,
  };
}

/** Gestão de Tickers: the assets recommendations and quotes name. */
export function tickerService({ db, audit }: TickerDeps) {
  const q = tickerQueries(db);
  const changed = async (action: string, id: number) =>
    audit({ action: `financial_asset.${action}`, targetType: 'financial_asset', targetId: id });

  return {
    async list(query: ListQuery) {
      const { rows, total } = await q.page(
        { search: query.search, market: query.market, active: query.active },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toFinancialAsset),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number) {
      const row = await q.find(id);
      if (!row) throw notFound();
      return toFinancialAsset(row);
    },

    async select(query: SelectQuery) {
      return q.options({ forSetups: query.mago === '1' });
    },

    async create(input: AssetInput) {
      const row = await q.insert(values(input));
      await changed('create', row.id);
      return toFinancialAsset(row);
    },

    async update(id: number, input: AssetInput) {
      const row = await q.update(id, values(input));
      if (!row) throw notFound();
      await changed('update', id);
      return toFinancialAsset(row);
    },

    async toggleActive(id: number) {
      const row = await q.toggleActive(id);
      if (!row) throw notFound();
      await changed(row.active ? 'activate' : 'deactivate', id);
      return toFinancialAsset(row);
    },

    async remove(id: number) {
      if (!(await q.remove(id))) throw notFound();
      await changed('delete', id);
    },
  };
}
export type TickerService = ReturnType<typeof tickerService>;
