import { and, asc, eq, getTableColumns, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { tradeMethods, tradeMethodSetups } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the trade methods and their setups. */

export type MethodRow = typeof tradeMethods.$inferSelect;
export type MethodValues = Omit<typeof tradeMethods.$inferInsert, 'id' | 'createdAt'>;
export type SetupRow = typeof tradeMethodSetups.$inferSelect;
export type SetupValues = Pick<SetupRow, 'name' | 'description' | 'active' | 'sortOrder'>;
export type MethodWithSetups = MethodRow & { setups: SetupRow[] };

/**
 * The method's setups, in order, as one JSON column (camelCase like the rows). The outer row's id
 * is written out: Drizzle would render `tradeMethods.id` unqualified, which the subquery reads as
 * its own `s.id`.
 */
const setupsColumn = sql<SetupRow[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'tradeMethodId', s.trade_method_id, 'name', s.name,
    'description', s.description, 'active', s.active, 'sortOrder', s.sort_order)
    order by s.sort_order, s.id)
  from ${tradeMethodSetups} s where s.trade_method_id = "trade_methods"."id"), '[]'::json)`;

export interface MethodFilter {
  search?: string | undefined;
  active?: boolean | undefined;
}

function matching({ search, active }: MethodFilter): SQL | undefined {
  const term = `%${search}%`;
  return and(
    search ? or(ilike(tradeMethods.name, term), ilike(tradeMethods.slug, term)) : undefined,
    active === undefined ? undefined : eq(tradeMethods.active, active),
  );
}

export function methodQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<MethodWithSetups | undefined> {
      const [row] = await tx
        .select({ method: tradeMethods, setups: setupsColumn })
        .from(tradeMethods)
        .where(eq(tradeMethods.id, id));
      return row && { ...row.method, setups: row.setups };
    },

    /** One page by order and name, with the filter's total (a window count). */
    async page(filter: MethodFilter, limit: number, offset: number, tx: Db = db) {
      const rows = await tx
        .select({
          method: tradeMethods,
          setups: setupsColumn,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(tradeMethods)
        .where(matching(filter))
        .orderBy(asc(tradeMethods.sortOrder), asc(tradeMethods.name))
        .limit(limit)
        .offset(offset);
      return {
        rows: rows.map((r): MethodWithSetups => ({ ...r.method, setups: r.setups })),
        total: rows[0]?.total ?? null,
      };
    },

    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: tradeMethods.id })
        .from(tradeMethods)
        .where(eq(tradeMethods.slug, slug));
      return row?.id;
    },

    async insert(values: MethodValues, tx: Db = db): Promise<MethodRow> {
      const [row] = await tx.insert(tradeMethods).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<MethodValues>, tx: Db = db) {
      const [row] = await tx
        .update(tradeMethods)
        .set(values)
        .where(eq(tradeMethods.id, id))
        .returning();
      return row;
    },

    /** Flips `active` in the statement; the method as it now is, with its setups. */
    async toggleActive(id: number, tx: Db = db): Promise<MethodWithSetups | undefined> {
      const [row] = await tx
        .update(tradeMethods)
        .set({ active: sql`not ${tradeMethods.active}` })
        .where(eq(tradeMethods.id, id))
        .returning({ ...getTableColumns(tradeMethods), setups: setupsColumn });
      return row;
    },

    async remove(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(tradeMethods)
        .where(eq(tradeMethods.id, id))
        .returning({ id: tradeMethods.id });
      return rows.length > 0;
    },

    /** Removes the method's setups not kept (one a recommendation names stays: 409 by its key). */
    async removeSetupsBut(methodId: number, kept: number[], tx: Db = db): Promise<void> {
      await tx
        .delete(tradeMethodSetups)
        .where(
          and(
            eq(tradeMethodSetups.tradeMethodId, methodId),
            kept.length > 0 ? notInArray(tradeMethodSetups.id, kept) : undefined,
          ),
        );
    },

    /**
     * Writes the setups in the given order — kept ones (of this method) changed, new ones added —
     * and answers them as stored (a kept id of another method changes nothing and is left out).
     */
    async saveSetups(
      methodId: number,
      setups: (SetupValues & { id?: number | undefined })[],
      tx: Db = db,
    ): Promise<SetupRow[]> {
      const saved: SetupRow[] = [];
      for (const { id, ...values } of setups) {
        const [row] =
          id === undefined
            ? await tx
                .insert(tradeMethodSetups)
                .values({ ...values, tradeMethodId: methodId })
                .returning()
            : await tx
                .update(tradeMethodSetups)
                .set(values)
                .where(
                  and(eq(tradeMethodSetups.id, id), eq(tradeMethodSetups.tradeMethodId, methodId)),
                )
                .returning();
        if (row) saved.push(row);
      }
      return saved;
    },

    async count(filter: MethodFilter, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(tradeMethods)
        .where(matching(filter));
      return row?.total ?? 0;
    },

    /** `trade-methods`: the active ones, by order and name. */
    options(tx: Db = db) {
      return tx
        .select({ id: tradeMethods.id, name: tradeMethods.name })
        .from(tradeMethods)
        .where(eq(tradeMethods.active, true))
        .orderBy(asc(tradeMethods.sortOrder), asc(tradeMethods.name));
    },

    /** `setups-mago/{id}`: a method's active setups. */
    setupOptions(methodId: number, tx: Db = db) {
      return tx
        .select({ id: tradeMethodSetups.id, name: tradeMethodSetups.name })
        .from(tradeMethodSetups)
        .where(
          and(eq(tradeMethodSetups.tradeMethodId, methodId), eq(tradeMethodSetups.active, true)),
        )
        .orderBy(asc(tradeMethodSetups.sortOrder), asc(tradeMethodSetups.id));
    },
  };
}
export type MethodQueries = ReturnType<typeof methodQueries>;
