import type {
  CommercialTable,
  commercialTableInputSchema,
  listCommercialTablesQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { commercialTablesQueries } from './commercial-tables.queries.ts';
import type { TableRow } from './commercial-tables.queries.ts';
import { fieldError, int4, likeTerm, listMeta, notFound, storableId } from './common.ts';
import { productsQueries } from './products.queries.ts';

type TableInput = z.output<typeof commercialTableInputSchema>;
type ListQuery = z.output<typeof listCommercialTablesQuerySchema>;

export const TABLE_NOT_FOUND = 'Tabela comercial não encontrada.';

export interface CommercialTablesDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Price lists sellers quote from ("tabelas comerciais"): a price per product. */
export function commercialTablesService({ db, audit }: CommercialTablesDeps) {
  const q = commercialTablesQueries(db);
  const productQueries = productsQueries(db);

  async function existing(id: number): Promise<TableRow> {
    if (!storableId(id)) throw notFound(TABLE_NOT_FOUND);
    const row = await q.find(id);
    if (!row) throw notFound(TABLE_NOT_FOUND);
    return row;
  }

  /** Each product once, each one live (a deleted product cannot be quoted). */
  async function checkPrices(input: TableInput) {
    const ids = input.prices.map((p) => p.product_id);
    if (new Set(ids).size !== ids.length)
      throw fieldError('prices', 'Cada produto só pode aparecer uma vez na tabela.');
    input.prices.forEach((p, i) => int4(`prices.${i}.price_cents`, p.price_cents));
    if (ids.length === 0) return;
    const storable = ids.filter(storableId);
    const found = new Set(await productQueries.liveIds(storable));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw fieldError('prices', `Produto #${missing} não encontrado.`);
  }

  /** Prices of live products, by product name. */
  async function pricesOf(tableId: number) {
    return q.prices(tableId);
  }

  async function write(input: TableInput, id?: number): Promise<number> {
    return db.transaction(async (tx) => {
      const fields = { name: input.name, active: input.active };
      let tableId = id;
      if (tableId === undefined) tableId = await q.insert(fields, tx);
      else await q.update(tableId, fields, tx);
      // The form sends the whole list: what it left out is no longer in the table.
      await q.replacePrices(
        tableId,
        input.prices.map((p) => ({ productId: p.product_id, priceCents: p.price_cents })),
        tx,
      );
      return tableId;
    });
  }

  return {
    existing,
    pricesOf,

    async list(query: ListQuery) {
      const { rows, total } = await q.list({
        ...(query.search ? { term: likeTerm(query.search) } : {}),
        ...(query.active ? { active: query.active === 'true' } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const counted = await q.livePriceCounts(rows.map((r) => r.id));
      const counts = new Map(counted.map((c) => [c.id, c.n]));
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          active: r.active,
          products_count: counts.get(r.id) ?? 0,
          created_at: r.createdAt.toISOString(),
        })),
        meta: listMeta(query, total),
      };
    },

    async find(id: number): Promise<CommercialTable> {
      const row = await existing(id);
      const prices = await pricesOf(id);
      return {
        id: row.id,
        name: row.name,
        active: row.active,
        products_count: prices.length,
        created_at: row.createdAt.toISOString(),
        prices,
      };
    },

    async create(input: TableInput): Promise<CommercialTable> {
      await checkPrices(input);
      const id = await write(input);
      await audit({
        action: 'commercial_table.create',
        targetType: 'commercial_table',
        targetId: id,
      });
      return this.find(id);
    },

    async update(id: number, input: TableInput): Promise<CommercialTable> {
      await existing(id);
      await checkPrices(input);
      await write(input, id);
      await audit({
        action: 'commercial_table.update',
        targetType: 'commercial_table',
        targetId: id,
      });
      return this.find(id);
    },
  };
}
export type CommercialTablesService = ReturnType<typeof commercialTablesService>;
