import type {
  CommercialTable,
  commercialTableInputSchema,
  listCommercialTablesQuerySchema,
} from '@app/shared';
import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { commercialTablePrices, commercialTables, products } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { fieldError, int4, likeTerm, listMeta, notFound, storableId } from './common.ts';

type TableInput = z.output<typeof commercialTableInputSchema>;
type TableRow = typeof commercialTables.$inferSelect;
type ListQuery = z.output<typeof listCommercialTablesQuerySchema>;

export const TABLE_NOT_FOUND = 'Tabela comercial não encontrada.';

export interface CommercialTablesDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Price lists sellers quote from ("tabelas comerciais"): a price per product. */
export function commercialTablesService({ db, audit }: CommercialTablesDeps) {
  async function existing(id: number): Promise<TableRow> {
    if (!storableId(id)) throw notFound(TABLE_NOT_FOUND);
    const [row] = await db.select().from(commercialTables).where(eq(commercialTables.id, id));
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
    const found = new Set(
      storable.length === 0
        ? []
        : (
            await db
              .select({ id: products.id })
              .from(products)
              .where(and(inArray(products.id, storable), isNull(products.deletedAt)))
          ).map((r) => r.id),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw fieldError('prices', `Produto #${missing} não encontrado.`);
  }

  /** Prices of live products, by product name. */
  async function pricesOf(tableId: number) {
    return db
      .select({
        product_id: products.id,
        product_name: products.name,
        list_price_cents: products.priceCents,
        price_cents: commercialTablePrices.priceCents,
      })
      .from(commercialTablePrices)
      .innerJoin(products, eq(products.id, commercialTablePrices.productId))
      .where(and(eq(commercialTablePrices.tableId, tableId), isNull(products.deletedAt)))
      .orderBy(sql`lower(${products.name})`, asc(products.id));
  }

  async function write(input: TableInput, id?: number): Promise<number> {
    return db.transaction(async (tx) => {
      let tableId = id;
      if (tableId === undefined) {
        const [row] = await tx
          .insert(commercialTables)
          .values({ name: input.name, active: input.active })
          .returning({ id: commercialTables.id });
        tableId = row!.id;
      } else {
        await tx
          .update(commercialTables)
          .set({ name: input.name, active: input.active })
          .where(eq(commercialTables.id, tableId));
        // The form sends the whole list: what it left out is no longer in the table.
        await tx.delete(commercialTablePrices).where(eq(commercialTablePrices.tableId, tableId));
      }
      const tid = tableId;
      if (input.prices.length > 0)
        await tx.insert(commercialTablePrices).values(
          input.prices.map((p) => ({
            tableId: tid,
            productId: p.product_id,
            priceCents: p.price_cents,
          })),
        );
      return tid;
    });
  }

  return {
    existing,
    pricesOf,

    async list(query: ListQuery) {
      const conditions: SQL[] = [];
      if (query.search) conditions.push(ilike(commercialTables.name, likeTerm(query.search)));
      if (query.active) conditions.push(eq(commercialTables.active, query.active === 'true'));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(commercialTables)
          .where(where)
          .orderBy(sql`lower(${commercialTables.name})`, asc(commercialTables.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(commercialTables).where(where),
      ]);
      const counted =
        rows.length === 0
          ? []
          : await db
              .select({ id: commercialTablePrices.tableId, n: count() })
              .from(commercialTablePrices)
              .innerJoin(products, eq(products.id, commercialTablePrices.productId))
              .where(
                and(
                  inArray(
                    commercialTablePrices.tableId,
                    rows.map((r) => r.id),
                  ),
                  isNull(products.deletedAt),
                ),
              )
              .groupBy(commercialTablePrices.tableId);
      const counts = new Map(counted.map((c) => [c.id, c.n]));
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          active: r.active,
          products_count: counts.get(r.id) ?? 0,
          created_at: r.createdAt.toISOString(),
        })),
        meta: listMeta(query, total?.n ?? 0),
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
