import { and, asc, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { financialAssets, quotes } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the stored quotes (the service holds the rules). */

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteValues = Omit<typeof quotes.$inferInsert, 'id' | 'createdAt'>;
export type QuoteSourceValue = QuoteRow['source'];

export interface QuoteFilter {
  assetId: number;
  /** Inclusive bounds of `at`. */
  from?: Date | undefined;
  to?: Date | undefined;
  source?: QuoteSourceValue | undefined;
}

/** A ticker as the quotes need it. */
export interface QuotedAsset {
  id: number;
  code: string;
  tickSizeCents: number;
  active: boolean;
}

/** Rows per insert: 9 parameters a row stays well under PostgreSQL's 65,535 per statement. */
export const QUOTES_PER_STATEMENT = 5_000;

function where(filter: QuoteFilter): SQL | undefined {
  return and(
    eq(quotes.assetId, filter.assetId),
    filter.from ? gte(quotes.at, filter.from) : undefined,
    filter.to ? lte(quotes.at, filter.to) : undefined,
    filter.source ? eq(quotes.source, filter.source) : undefined,
  );
}

const assetColumns = {
  id: financialAssets.id,
  code: financialAssets.code,
  tickSizeCents: financialAssets.tickSizeCents,
  active: financialAssets.active,
};

export function quoteQueries(db: Db) {
  /** The newest quote of each active ticker (the farol): one statement, one index probe each. */
  const newest = db
    .select()
    .from(quotes)
    .where(eq(quotes.assetId, financialAssets.id))
    .orderBy(desc(quotes.at), desc(quotes.id))
    .limit(1)
    .as('newest');
  const latestQuery = (handle: Db) =>
    handle
      .select({
        quote: {
          id: newest.id,
          assetId: newest.assetId,
          at: newest.at,
          openCents: newest.openCents,
          highCents: newest.highCents,
          lowCents: newest.lowCents,
          closeCents: newest.closeCents,
          volume: newest.volume,
          source: newest.source,
          createdBy: newest.createdBy,
          createdAt: newest.createdAt,
        },
        assetCode: financialAssets.code,
        assetName: financialAssets.name,
        market: financialAssets.market,
      })
      .from(financialAssets)
      .innerJoinLateral(newest, sql`true`)
      .where(eq(financialAssets.active, true))
      .orderBy(asc(financialAssets.code));
  const latestPrepared = latestQuery(db).prepare('quotes_latest_of_active');

  return {
    /**
     * Stores quotes; one that names an (asset, at, source) already stored is written over it, so
     * importing a file again changes nothing and a corrected quote replaces the old one. Answers
     * every row as it now is, in the order given. A batch must not name one (asset, at, source)
     * twice (PostgreSQL refuses to update a row twice in one statement).
     */
    async upsertMany(values: QuoteValues[], tx: Db = db): Promise<QuoteRow[]> {
      const stored: QuoteRow[] = [];
      for (let i = 0; i < values.length; i += QUOTES_PER_STATEMENT) {
        const rows = await tx
          .insert(quotes)
          .values(values.slice(i, i + QUOTES_PER_STATEMENT))
          .onConflictDoUpdate({
            target: [quotes.assetId, quotes.at, quotes.source],
            set: {
              openCents: sql`excluded.open_cents`,
              highCents: sql`excluded.high_cents`,
              lowCents: sql`excluded.low_cents`,
              closeCents: sql`excluded.close_cents`,
              volume: sql`excluded.volume`,
              createdBy: sql`excluded.created_by`,
            },
          })
          .returning();
        stored.push(...rows);
      }
      return stored;
    },

    /** One page of an asset's quotes, newest first, with the filter's total (one statement). */
    async page(
      filter: QuoteFilter,
      limit: number,
      offset: number,
      tx: Db = db,
    ): Promise<{ rows: QuoteRow[]; total: number }> {
      const rows = await tx
        .select({ quote: quotes, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(quotes)
        .where(where(filter))
        .orderBy(desc(quotes.at), desc(quotes.id))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0)
        return { rows: rows.map((r) => r.quote), total: rows[0]?.total ?? 0 };
      // A page past the end still says how many there are.
      const [counted] = await tx.select({ total: count() }).from(quotes).where(where(filter));
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** An asset's quotes with `from <= at <= to`, oldest first (replaying a period). */
    between(assetId: number, from: Date, to: Date, tx: Db = db): Promise<QuoteRow[]> {
      return tx
        .select()
        .from(quotes)
        .where(where({ assetId, from, to }))
        .orderBy(asc(quotes.at), asc(quotes.id));
    },

    /** The newest quote of each active ticker, by code. */
    latestOfActive(tx: Db = db) {
      return tx === db ? latestPrepared.execute() : latestQuery(tx);
    },

    /**
     * The last price known strictly before `at`: the close of the newest quote of the asset before
     * that instant (any source), with its time; undefined when there is none.
     */
    async priceBefore(
      assetId: number,
      at: Date,
      tx: Db = db,
    ): Promise<{ closeCents: number; at: Date } | undefined> {
      const [row] = await tx
        .select({ closeCents: quotes.closeCents, at: quotes.at })
        .from(quotes)
        .where(and(eq(quotes.assetId, assetId), lt(quotes.at, at)))
        .orderBy(desc(quotes.at), desc(quotes.id))
        .limit(1);
      return row;
    },

    async asset(id: number, tx: Db = db): Promise<QuotedAsset | undefined> {
      const [row] = await tx
        .select(assetColumns)
        .from(financialAssets)
        .where(eq(financialAssets.id, id));
      return row;
    },

    /** Every ticker, active or not (an import keeps the lines of the codes it knows). */
    allAssets(tx: Db = db): Promise<QuotedAsset[]> {
      return tx.select(assetColumns).from(financialAssets);
    },

    /** The active tickers, by code (what the quotes provider is asked about). */
    activeAssets(tx: Db = db): Promise<QuotedAsset[]> {
      return tx
        .select(assetColumns)
        .from(financialAssets)
        .where(eq(financialAssets.active, true))
        .orderBy(asc(financialAssets.code));
    },
  };
}
export type QuoteQueries = ReturnType<typeof quoteQueries>;
