import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  courses,
  courtesies,
  ebooks,
  orderProducts,
  orderRefunds,
  orders,
  researchReports,
  signatureTypes,
  trails,
  userTrials,
  users,
} from '../../db/schema/index.ts';
import type { GrantKind } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { orderStatusAt } from '../store/orders.queries.ts';

/**
 * Every SQL statement of the customers screens (the list, totals, trials, orders, refunds and
 * the names of granted contents). Accounts themselves are written through the users module's
 * queries; grants are read through the access module.
 */

export type UserRow = typeof users.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

export interface CustomerSearch {
  /** Matches name or e-mail (`%…%`, already escaped). */
  term?: string;
  /** Matches the CPF/CNPJ (0-9A-Z only). */
  taxId?: string;
  /** Matches the phone (digits only). */
  phone?: string;
  sort: { column: 'name' | 'email' | 'created_at'; descending: boolean };
  limit: number;
  offset: number;
}

export const contentKey = (kind: string, id: number) => `${kind}:${id}`;

/**
 * "2x Curso A, Combo B": what the order list shows in one line. Written with its own alias and
 * a qualified outer column: Drizzle leaves columns unqualified in single-table selects, and an
 * unqualified "id" here would be the order line's, not the order's.
 */
const productsSummary = sql<string | null>`(
  select string_agg(
    case when op.amount > 1 then op.amount::text || 'x ' || op.name else op.name end,
    ', ' order by op.id)
  from ${orderProducts} op where op.order_id = "orders"."id")`;

const refundCreator = alias(users, 'refund_creator');

const TITLED = [
  ['course', courses],
  ['ebook', ebooks],
  ['trail', trails],
  ['research', researchReports],
] as const;

export function customersQueries(db: Db) {
  return {
    /** Customers (profile `profileId`, not deleted) matching the search, a page and the total. */
    async list(profileId: number, search: CustomerSearch, tx: Db = db) {
      const conditions: SQL[] = [eq(users.profileId, profileId), isNull(users.deletedAt)];
      if (search.term !== undefined) {
        const matches: SQL[] = [ilike(users.name, search.term), ilike(users.email, search.term)];
        if (search.taxId !== undefined) matches.push(ilike(users.identifier, `%${search.taxId}%`));
        if (search.phone !== undefined) matches.push(ilike(users.phoneNumber, `%${search.phone}%`));
        conditions.push(or(...matches)!);
      }
      const where = and(...conditions);
      const column = { name: users.name, email: users.email, created_at: users.createdAt }[
        search.sort.column
      ];
      const order = search.sort.descending ? desc(column) : asc(column);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(order, asc(users.id))
          .limit(search.limit)
          .offset(search.offset),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Orders counted, money in (net of refunds) and refunded, per person. */
    totals: (userIds: number[], statuses: number[], tx: Db = db) =>
      userIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              userId: orders.userId,
              ordersCount: count(),
              // bigint sums: both drivers hand them back as text or bigint; Number() is exact here.
              paid: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)::bigint`.mapWith(
                Number,
              ),
              refunded: sql<number>`coalesce(sum(${orders.refundedCents}), 0)::bigint`.mapWith(
                Number,
              ),
            })
            .from(orders)
            .where(and(inArray(orders.userId, userIds), inArray(orders.status, statuses)))
            .groupBy(orders.userId),

    /** Who among `userIds` is in a trial at `at`. */
    async inTrial(userIds: number[], at: Date, tx: Db = db): Promise<number[]> {
      if (userIds.length === 0) return [];
      const iso = at.toISOString();
      const rows = await tx
        .selectDistinct({ userId: userTrials.userId })
        .from(userTrials)
        .where(
          and(
            inArray(userTrials.userId, userIds),
            sql`${userTrials.startsAt} <= ${iso}::timestamptz`,
            sql`${userTrials.endsAt} > ${iso}::timestamptz`,
          ),
        );
      return rows.map((r) => r.userId);
    },

    /** Courtesies of a person active at `at`. */
    async activeCourtesies(userId: number, at: Date, tx: Db = db): Promise<number> {
      const iso = at.toISOString();
      const [row] = await tx
        .select({ n: count() })
        .from(courtesies)
        .where(
          and(
            eq(courtesies.userId, userId),
            isNull(courtesies.revokedAt),
            sql`${courtesies.startsAt} <= ${iso}::timestamptz`,
            sql`(${courtesies.endsAt} is null or ${courtesies.endsAt} > ${iso}::timestamptz)`,
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * A person's orders, newest first, each with its one-line products summary and its status
     * as of `at` (a Pix code past its expiry reads expired; the store's sweep writes it).
     */
    async orders(userId: number, at: Date, limit: number, offset: number, tx: Db = db) {
      const where = eq(orders.userId, userId);
      const [rows, [total]] = await Promise.all([
        tx
          .select({
            o: orders,
            summary: productsSummary,
            status: sql<number>`${orderStatusAt(at, '"orders"')}`,
          })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Refunds of a person's orders, newest first, with who made them. */
    async refunds(userId: number, limit: number, offset: number, tx: Db = db) {
      const where = eq(orders.userId, userId);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ r: orderRefunds, createdByName: refundCreator.name })
          .from(orderRefunds)
          .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
          .leftJoin(refundCreator, eq(refundCreator.id, orderRefunds.createdBy))
          .where(where)
          .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: count() })
          .from(orderRefunds)
          .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Names of granted contents by `kind:id`. Deleted contents keep their name here: a
     * customer's history still says what they had. Broadcasts have no table here, so they are
     * named by id by the caller.
     */
    async contentNames(
      items: readonly { kind: GrantKind; target_id: number }[],
      tx: Db = db,
    ): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      const ids = (kind: GrantKind) => [
        ...new Set(items.filter((i) => i.kind === kind).map((i) => i.target_id)),
      ];
      const lookups: Promise<void>[] = [];
      const add = (kind: GrantKind, rows: Promise<{ id: number; name: string }[]>) =>
        lookups.push(
          rows.then((found) => {
            for (const r of found) names.set(contentKey(kind, r.id), r.name);
          }),
        );
      for (const [kind, table] of TITLED) {
        const tableIds = ids(kind);
        if (tableIds.length > 0)
          add(
            kind,
            tx
              .select({ id: table.id, name: table.title })
              .from(table)
              .where(inArray(table.id, tableIds)),
          );
      }
      const signatureIds = ids('signature');
      if (signatureIds.length > 0)
        add(
          'signature',
          tx
            .select({ id: signatureTypes.id, name: signatureTypes.name })
            .from(signatureTypes)
            .where(inArray(signatureTypes.id, signatureIds)),
        );
      await Promise.all(lookups);
      return names;
    },
  };
}
export type CustomersQueries = ReturnType<typeof customersQueries>;
