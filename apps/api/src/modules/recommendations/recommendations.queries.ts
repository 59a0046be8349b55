import { and, asc, count, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  analystCredentials,
  analystTradeMethods,
  chats,
  financialAssets,
  quotes,
  recommendationChatPosts,
  recommendationEvents,
  recommendations,
  tradeMethods,
  tradeMethodSetups,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the recommendations themselves (the service holds the rules). */

export type RecommendationRow = typeof recommendations.$inferSelect;
export type RecommendationValues = Omit<typeof recommendations.$inferInsert, 'id'>;
export type EventValues = Omit<typeof recommendationEvents.$inferInsert, 'id' | 'createdAt'>;
/** The state columns a move writes (over the version it read). */
export type StateValues = Pick<
  RecommendationRow,
  | 'status'
  | 'stopCents'
  | 'entryCents'
  | 'targetsHit'
  | 'exits'
  | 'lastQuoteAt'
  | 'statusChangedAt'
  | 'closedAt'
  | 'resultPercent'
  | 'resultCents'
>;

/** A recommendation with the names every screen shows beside it. */
export interface RecommendationView {
  rec: RecommendationRow;
  analystName: string;
  cnpi: string | null;
  conflicts: string | null;
  methodName: string;
  setupName: string | null;
  assetCode: string;
  assetName: string;
  assetMarket: (typeof financialAssets.$inferSelect)['market'];
}

export interface RecommendationFilter {
  brand: RecommendationRow['brand'];
  search?: string | undefined;
  statuses?: readonly RecommendationRow['status'][] | undefined;
  analystId?: number | undefined;
  tradeMethodId?: number | undefined;
  assetId?: number | undefined;
  operation?: RecommendationRow['operation'] | undefined;
}

const viewColumns = {
  rec: recommendations,
  analystName: users.name,
  cnpi: analystCredentials.cnpi,
  conflicts: analystCredentials.conflictsOfInterest,
  methodName: tradeMethods.name,
  setupName: tradeMethodSetups.name,
  assetCode: financialAssets.code,
  assetName: financialAssets.name,
  assetMarket: financialAssets.market,
};

/** A ticker search as an `ilike` pattern: part of the code, its `%` and `_` taken literally. */
const searchPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

function where(filter: RecommendationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(recommendations.brand, filter.brand)];
  if (filter.search) conditions.push(ilike(financialAssets.code, searchPattern(filter.search)));
  if (filter.statuses) conditions.push(inArray(recommendations.status, [...filter.statuses]));
  if (filter.analystId) conditions.push(eq(recommendations.analystId, filter.analystId));
  if (filter.tradeMethodId)
    conditions.push(eq(recommendations.tradeMethodId, filter.tradeMethodId));
  if (filter.assetId) conditions.push(eq(recommendations.assetId, filter.assetId));
  if (filter.operation) conditions.push(eq(recommendations.operation, filter.operation));
  return and(...conditions);
}

/** The list's filters as one statement's inputs: an absent filter is a null that matches all. */
const ph = (name: string) => sql.placeholder(name);
const pageFilter = and(
  eq(recommendations.brand, sql`${ph('brand')}::text`),
  sql`(${ph('search')}::text is null or ${financialAssets.code} ilike ${ph('search')}::text)`,
  sql`(${ph('statuses')}::text[] is null or ${recommendations.status} = any(${ph('statuses')}::text[]))`,
  sql`(${ph('analystId')}::int is null or ${recommendations.analystId} = ${ph('analystId')}::int)`,
  sql`(${ph('methodId')}::int is null or ${recommendations.tradeMethodId} = ${ph('methodId')}::int)`,
  sql`(${ph('assetId')}::int is null or ${recommendations.assetId} = ${ph('assetId')}::int)`,
  sql`(${ph('operation')}::text is null or ${recommendations.operation} = ${ph('operation')}::text)`,
);

/** The list page's statement, prepared on its first use (see `page`). */
function preparePage(db: Db) {
  return db
    .select({ ...viewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(recommendations)
    .innerJoin(users, eq(users.id, recommendations.analystId))
    .leftJoin(analystCredentials, eq(analystCredentials.userId, recommendations.analystId))
    .innerJoin(tradeMethods, eq(tradeMethods.id, recommendations.tradeMethodId))
    .leftJoin(tradeMethodSetups, eq(tradeMethodSetups.id, recommendations.setupId))
    .innerJoin(financialAssets, eq(financialAssets.id, recommendations.assetId))
    .where(pageFilter)
    .orderBy(desc(recommendations.publishedAt), desc(recommendations.id))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .prepare('recommendations_page');
}

export function recommendationQueries(db: Db) {
  let pageStatement: ReturnType<typeof preparePage> | undefined;
  const view = (tx: Db) =>
    tx
      .select(viewColumns)
      .from(recommendations)
      .innerJoin(users, eq(users.id, recommendations.analystId))
      .leftJoin(analystCredentials, eq(analystCredentials.userId, recommendations.analystId))
      .innerJoin(tradeMethods, eq(tradeMethods.id, recommendations.tradeMethodId))
      .leftJoin(tradeMethodSetups, eq(tradeMethodSetups.id, recommendations.setupId))
      .innerJoin(financialAssets, eq(financialAssets.id, recommendations.assetId));

  return {
    async find(id: number, tx: Db = db): Promise<RecommendationView | undefined> {
      const [row] = await view(tx).where(eq(recommendations.id, id));
      return row;
    },

    /**
     * A page, newest first, with the filter's total (one statement: a window count), prepared
     * once for every combination of filters (each absent one a null): the lists are read on
     * every screen and live event, and planning the joins again cost more than running them.
     */
    async page(
      filter: RecommendationFilter,
      limit: number,
      offset: number,
      tx: Db = db,
    ): Promise<{ rows: RecommendationView[]; total: number }> {
      pageStatement ??= preparePage(db);
      const params = {
        brand: filter.brand,
        search: filter.search ? searchPattern(filter.search) : null,
        statuses: filter.statuses ? [...filter.statuses] : null,
        analystId: filter.analystId ?? null,
        methodId: filter.tradeMethodId ?? null,
        assetId: filter.assetId ?? null,
        operation: filter.operation ?? null,
        limit,
        offset,
      };
      const rows =
        tx === db
          ? await pageStatement.execute(params)
          : await tx
              .select({ ...viewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
              .from(recommendations)
              .innerJoin(users, eq(users.id, recommendations.analystId))
              .leftJoin(
                analystCredentials,
                eq(analystCredentials.userId, recommendations.analystId),
              )
              .innerJoin(tradeMethods, eq(tradeMethods.id, recommendations.tradeMethodId))
              .leftJoin(tradeMethodSetups, eq(tradeMethodSetups.id, recommendations.setupId))
              .innerJoin(financialAssets, eq(financialAssets.id, recommendations.assetId))
              .where(where(filter))
              .orderBy(desc(recommendations.publishedAt), desc(recommendations.id))
              .limit(limit)
              .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [counted] = await tx
        .select({ total: count() })
        .from(recommendations)
        .innerJoin(financialAssets, eq(financialAssets.id, recommendations.assetId))
        .where(where(filter));
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** The history, oldest first, with each author's name. */
    async events(recommendationId: number, tx: Db = db) {
      return tx
        .select({ event: recommendationEvents, authorName: users.name })
        .from(recommendationEvents)
        .leftJoin(users, eq(users.id, recommendationEvents.authorId))
        .where(eq(recommendationEvents.recommendationId, recommendationId))
        .orderBy(asc(recommendationEvents.id));
    },

    /** The chats a recommendation was posted into, by name. */
    async chatsOf(recommendationId: number, tx: Db = db) {
      return tx
        .select({ id: chats.id, name: chats.name })
        .from(recommendationChatPosts)
        .innerJoin(chats, eq(chats.id, recommendationChatPosts.chatId))
        .where(eq(recommendationChatPosts.recommendationId, recommendationId))
        .orderBy(asc(chats.name));
    },

    async insert(values: RecommendationValues, tx: Db = db): Promise<RecommendationRow> {
      const [row] = await tx.insert(recommendations).values(values).returning();
      return row!;
    },

    async insertEvents(values: EventValues[], tx: Db = db): Promise<void> {
      if (values.length > 0) await tx.insert(recommendationEvents).values(values);
    },

    async insertChatPosts(
      rows: { recommendationId: number; chatId: number; messageId: number | null }[],
      tx: Db = db,
    ): Promise<void> {
      if (rows.length > 0) await tx.insert(recommendationChatPosts).values(rows);
    },

    /**
     * Writes a move's state over the version it was computed from; undefined when another move
     * got there first (the caller re-reads and tries again, or refuses).
     */
    async writeState(
      id: number,
      version: number,
      state: StateValues,
      tx: Db = db,
    ): Promise<RecommendationRow | undefined> {
      const [row] = await tx
        .update(recommendations)
        .set({ ...state, version: sql`${recommendations.version} + 1` })
        .where(and(eq(recommendations.id, id), eq(recommendations.version, version)))
        .returning();
      return row;
    },

    /** Still-moving recommendations of some assets (a quote may move them). */
    async openOfAssets(assetIds: readonly number[], tx: Db = db): Promise<RecommendationRow[]> {
      if (assetIds.length === 0) return [];
      return tx
        .select()
        .from(recommendations)
        .where(
          and(
            inArray(recommendations.assetId, [...assetIds]),
            inArray(recommendations.status, ['waiting', 'active', 'partial']),
          ),
        )
        .orderBy(asc(recommendations.id));
    },

    /** Still-moving recommendations whose validity ended by `at`. */
    async due(at: Date, tx: Db = db): Promise<RecommendationRow[]> {
      return tx
        .select()
        .from(recommendations)
        .where(
          and(
            inArray(recommendations.status, ['waiting', 'active', 'partial']),
            lte(recommendations.validUntil, at),
          ),
        )
        .orderBy(asc(recommendations.id))
        .limit(500);
    },

    /**
     * The last price of an asset before `at` and not before `since` (for a gap: a price from
     * before the recommendation existed says nothing of what it crossed; for an expiry's exit).
     */
    async lastPriceBefore(
      assetId: number,
      at: Date,
      since: Date,
      tx: Db = db,
    ): Promise<number | null> {
      const [row] = await tx
        .select({ close: quotes.closeCents })
        .from(quotes)
        .where(
          and(
            eq(quotes.assetId, assetId),
            sql`${quotes.at} < ${at.toISOString()}`,
            sql`${quotes.at} >= ${since.toISOString()}`,
          ),
        )
        .orderBy(desc(quotes.at))
        .limit(1);
      return row?.close ?? null;
    },

    /**
     * What publishing needs to check, in one statement: the analyst's credentials, whether they
     * publish in the method, whether the setup belongs to it and the ticker is active.
     */
    async publishChecks(
      input: { analystId: number; tradeMethodId: number; setupId: number | null; assetId: number },
      tx: Db = db,
    ) {
      const [row] = await tx
        .select({
          analystExists: sql<boolean>`exists (select 1 from ${users} u
            where u.id = ${input.analystId} and u.deleted_at is null)`,
          cnpi: sql<string | null>`(select c.cnpi from ${analystCredentials} c
            where c.user_id = ${input.analystId} and c.declaration_accepted_at is not null)`,
          inMethod: sql<boolean>`exists (select 1 from ${analystTradeMethods} a
            where a.user_id = ${input.analystId} and a.trade_method_id = ${input.tradeMethodId})`,
          methodActive: sql<boolean>`exists (select 1 from ${tradeMethods} m
            where m.id = ${input.tradeMethodId} and m.active)`,
          methodHasSetups: sql<boolean>`exists (select 1 from ${tradeMethodSetups} s
            where s.trade_method_id = ${input.tradeMethodId} and s.active)`,
          setupOk: sql<boolean>`${input.setupId === null ? sql`true` : sql`exists (select 1 from ${tradeMethodSetups} s where s.id = ${input.setupId} and s.trade_method_id = ${input.tradeMethodId} and s.active)`}`,
          assetActive: sql<boolean>`exists (select 1 from ${financialAssets} f
            where f.id = ${input.assetId} and f.active)`,
        })
        .from(sql`(select 1) as one`);
      return row!;
    },

    /** Which of these chats exist and are recommendation rooms (`select-chat-recommendations`). */
    async recommendationChats(chatIds: readonly number[], tx: Db = db): Promise<number[]> {
      if (chatIds.length === 0) return [];
      const rows = await tx
        .select({ id: chats.id })
        .from(chats)
        .where(and(inArray(chats.id, [...chatIds]), eq(chats.recommendations, true)));
      return rows.map((r) => r.id);
    },

    /** The chats each recommendation was posted into (status changes follow there). */
    async chatIdsOf(recommendationIds: readonly number[], tx: Db = db) {
      if (recommendationIds.length === 0) return [];
      return tx
        .select({
          recommendationId: recommendationChatPosts.recommendationId,
          chatId: recommendationChatPosts.chatId,
        })
        .from(recommendationChatPosts)
        .where(inArray(recommendationChatPosts.recommendationId, [...recommendationIds]));
    },

    /**
     * The farol: every active ticker offered to setups or with an open recommendation of the
     * brand, its open calls by side and its two newest quotes — one statement.
     */
    async farol(brand: RecommendationRow['brand'], tx: Db = db) {
      return queryRows<{
        id: number;
        code: string;
        name: string;
        market: (typeof financialAssets.$inferSelect)['market'];
        buy_count: number;
        sell_count: number;
        last_cents: number | null;
        last_at: Date | string | null;
        previous_cents: number | null;
      }>(
        tx,
        sql`select f.id, f.code, f.name, f.market,
              coalesce(o.buy_count, 0)::int as buy_count,
              coalesce(o.sell_count, 0)::int as sell_count,
              q1.close_cents as last_cents, q1.at as last_at, q2.close_cents as previous_cents
            from financial_assets f
            left join (
              select r.asset_id,
                count(*) filter (where r.operation = 'buy') as buy_count,
                count(*) filter (where r.operation = 'sell') as sell_count
              from recommendations r
              where r.brand = ${brand} and r.status in ('waiting', 'active', 'partial')
              group by r.asset_id) o on o.asset_id = f.id
            left join lateral (
              select q.close_cents, q.at from quotes q where q.asset_id = f.id
              order by q.at desc limit 1) q1 on true
            left join lateral (
              select q.close_cents from quotes q where q.asset_id = f.id
              order by q.at desc offset 1 limit 1) q2 on true
            where f.active and (f.for_setups or o.asset_id is not null)
            order by f.code`,
      );
    },
  };
}
export type RecommendationQueries = ReturnType<typeof recommendationQueries>;
