import {
  INT4_MAX,
  QUOTE_MESSAGES,
  cotahistFileMessage,
  offTickMessage,
  quoteBar,
} from '@app/shared';
import type {
  CotahistImportResult,
  LatestQuote,
  Quote,
  QuoteSource,
  StoredQuoteView,
  quoteInputSchema,
  quoteListQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cotahistDayAt, parseCotahist } from './cotahist.ts';
import { COTAHIST_MAX_BYTES, cotahistText, notCotahist } from './cotahist-upload.ts';
import type { CotahistUpload } from './cotahist-upload.ts';
import { offlineQuotes } from './quotes.provider.ts';
import type { QuotesProvider } from './quotes.provider.ts';
import { QUOTES_PER_STATEMENT, quoteQueries } from './quotes.queries.ts';
import type { QuoteRow, QuoteValues } from './quotes.queries.ts';

type QuoteInput = z.output<typeof quoteInputSchema>;
type ListQuery = z.output<typeof quoteListQuerySchema>;

/**
 * A quote as it was committed, for whoever moves on quotes (the recommendations): the domain's
 * `Quote` (`lastCents` is the bar's close, or the trade's price) with the row's id, asset and
 * source.
 */
export interface StoredQuote extends Quote {
  id: number;
  assetId: number;
  source: QuoteSource;
}

/**
 * Called once per write that stored quotes, after its transaction committed, with every quote it
 * stored (a re-import included: the rows were written again). What it throws reaches the caller
 * (the quotes stay stored; sending them again is harmless and calls it again).
 */
export type AfterQuotes = (stored: StoredQuote[]) => Promise<void>;

export interface QuotesDeps {
  db: Db;
  now: () => Date;
  /** Default: nothing happens after quotes are stored. */
  afterQuotes?: AfterQuotes;
  /** Where `storeProviderQuotes` asks (default: the offline provider, which knows nothing). */
  provider?: QuotesProvider;
  audit?: (entry: AuditEntry) => Promise<void>;
  /** The largest COTAHIST text (and upload) accepted; default COTAHIST_MAX_BYTES. */
  maxFileBytes?: number;
}

/** A provider's quote dated further ahead of our clock than this is not believed. */
const PROVIDER_CLOCK_SKEW_MS = 5 * 60_000;

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

export function toQuoteView(row: QuoteRow): StoredQuoteView {
  return {
    id: row.id,
    asset_id: row.assetId,
    at: row.at.toISOString(),
    open_cents: row.openCents,
    high_cents: row.highCents,
    low_cents: row.lowCents,
    close_cents: row.closeCents,
    volume: row.volume === null ? null : Number(row.volume),
    source: row.source,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

export function toStoredQuote(row: QuoteRow): StoredQuote {
  return {
    id: row.id,
    assetId: row.assetId,
    source: row.source,
    at: row.at,
    openCents: row.openCents,
    highCents: row.highCents,
    lowCents: row.lowCents,
    lastCents: row.closeCents,
  };
}

/** Stored quotes (issue 15): typed by staff, imported from B3's COTAHIST, pulled from a provider. */
export function quotesService({
  db,
  now,
  afterQuotes = () => Promise.resolve(),
  provider = offlineQuotes,
  audit = () => Promise.resolve(),
  maxFileBytes = COTAHIST_MAX_BYTES,
}: QuotesDeps) {
  const q = quoteQueries(db);

  /** Stores `values`: every row, or none (one statement, or a transaction around several). */
  async function commit(values: QuoteValues[]): Promise<QuoteRow[]> {
    if (values.length === 0) return [];
    if (values.length <= QUOTES_PER_STATEMENT) return q.upsertMany(values);
    return db.transaction((tx) => q.upsertMany(values, tx));
  }

  /** Hands committed rows to the hook (nothing stored: no call). */
  async function announce(rows: QuoteRow[]): Promise<void> {
    if (rows.length > 0) await afterQuotes(rows.map(toStoredQuote));
  }

  return {
    /** `create-quote`: a trade or a bar typed by staff, on the asset's tick, not after now. */
    async create(input: QuoteInput, userId: number): Promise<StoredQuoteView> {
      const at = new Date(input.at);
      if (at.getTime() > now().getTime()) throw fieldError('at', QUOTE_MESSAGES.atInFuture);
      const asset = await q.asset(input.asset_id);
      if (!asset) throw fieldError('asset_id', QUOTE_MESSAGES.assetNotFound);
      const bar = quoteBar(input);
      const prices =
        input.price_cents !== undefined
          ? { price_cents: input.price_cents }
          : {
              open_cents: bar.openCents,
              high_cents: bar.highCents,
              low_cents: bar.lowCents,
              close_cents: bar.closeCents,
            };
      const offTick = Object.entries(prices).filter(
        ([, cents]) => cents % asset.tickSizeCents !== 0,
      );
      if (offTick.length > 0) {
        const message = offTickMessage(asset.tickSizeCents);
        throw new AppError('bad.request', message, {
          error: Object.fromEntries(offTick.map(([field]) => [field, [message]])),
        });
      }
      const rows = await commit([
        {
          assetId: asset.id,
          at,
          ...bar,
          volume: input.volume == null ? null : BigInt(input.volume),
          source: 'staff',
          createdBy: userId,
        },
      ]);
      await announce(rows);
      return toQuoteView(rows[0]!);
    },

    /**
     * `import-cotahist`: a B3 COTAHIST file (.TXT or a .ZIP with it). Lines of codes no ticker has
     * are counted, not stored; each day's bar is stored at that day's close (`cotahistDayAt`) with
     * source 'cotahist', over what an earlier import of the same day stored.
     */
    async importCotahist(upload: CotahistUpload | null): Promise<CotahistImportResult> {
      if (!upload) throw notCotahist(cotahistFileMessage(maxFileBytes));
      const file = parseCotahist(await cotahistText(upload, maxFileBytes));
      if (!file.header?.fileName.startsWith('COTAHIST')) throw notCotahist();
      // Every non-empty line is the header, the trailer, a quote or a refused line; B3's trailer
      // counts them all. A file cut short (an interrupted download) has no trailer or another count.
      const lines = 2 + file.quotes.length + file.errors.length;
      if (file.declaredLines !== lines) throw notCotahist(QUOTE_MESSAGES.incomplete);

      const assets = new Map((await q.allAssets()).map((asset) => [asset.code, asset]));
      const unknown = new Set<string>();
      const byAssetAndDay = new Map<string, QuoteValues>();
      for (const quote of file.quotes) {
        const asset = assets.get(quote.code);
        if (!asset) {
          unknown.add(quote.code);
          continue;
        }
        // The same code twice on a day (B3 does not write it; a hand-edited file might): the last.
        byAssetAndDay.set(`${asset.id}:${quote.day}`, {
          assetId: asset.id,
          at: cotahistDayAt(quote.day),
          openCents: quote.openCents,
          highCents: quote.highCents,
          lowCents: quote.lowCents,
          closeCents: quote.closeCents,
          volume: quote.volume,
          source: 'cotahist',
          createdBy: null,
        });
      }
      const values = [...byAssetAndDay.values()];
      // A price past the column (a quote per thousand, say) is refused with its line, not the file.
      const storable = values.filter((v) => v.highCents <= INT4_MAX && v.lowCents > 0);
      const rows = await commit(storable);
      const result: CotahistImportResult = {
        imported: rows.length,
        skipped: file.quotes.length + file.errors.length - rows.length,
        unknown_codes: [...unknown].sort(),
        assets: new Set(rows.map((row) => row.assetId)).size,
      };
      await audit({
        action: 'quotes.import_cotahist',
        targetType: 'quotes',
        details: { file: file.header.fileName, ...result, unknown_codes: unknown.size },
      });
      await announce(rows);
      return result;
    },

    /** `list-quotes`: one asset's quotes, newest first. */
    async list(query: ListQuery) {
      const { rows, total } = await q.page(
        {
          assetId: query.asset_id,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          source: query.source,
        },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toQuoteView),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /** `latest-quotes`: the newest quote of every active ticker (tickers without one are left out). */
    async latest(): Promise<LatestQuote[]> {
      const rows = await q.latestOfActive();
      return rows.map((row) => ({
        ...toQuoteView(row.quote),
        asset_code: row.assetCode,
        asset_name: row.assetName,
        market: row.market,
      }));
    },

    /** The last price of an asset strictly before `at` (null: none), for whoever replays quotes. */
    async priceBefore(assetId: number, at: Date): Promise<{ closeCents: number; at: Date } | null> {
      return (await q.priceBefore(assetId, at)) ?? null;
    },

    /**
     * Asks the configured provider about every active ticker and stores what it answers with
     * source 'provider' (the hook hears them like any other). What the provider throws (503) reaches
     * the caller. Answers what was stored.
     */
    async storeProviderQuotes(): Promise<StoredQuote[]> {
      const assets = await q.activeAssets();
      if (assets.length === 0) return [];
      const byCode = new Map(assets.map((asset) => [asset.code, asset]));
      const latest = await provider.latest(assets.map((asset) => asset.code));
      const notAfter = now().getTime() + PROVIDER_CLOCK_SKEW_MS;
      const byAssetAndTime = new Map<string, QuoteValues>();
      for (const quote of latest) {
        const asset = byCode.get(quote.code);
        const bar = [quote.openCents, quote.highCents, quote.lowCents, quote.lastCents];
        // One odd answer (an unknown code, a time ahead of ours, a bar that does not close) is
        // left out; the others are stored.
        const coherent =
          bar.every((cents) => Number.isSafeInteger(cents) && cents > 0 && cents <= INT4_MAX) &&
          quote.lowCents <= Math.min(quote.openCents, quote.lastCents) &&
          quote.highCents >= Math.max(quote.openCents, quote.lastCents);
        if (!asset || quote.at.getTime() > notAfter || !coherent) continue;
        byAssetAndTime.set(`${asset.id}:${quote.at.getTime()}`, {
          assetId: asset.id,
          at: quote.at,
          openCents: quote.openCents,
          highCents: quote.highCents,
          lowCents: quote.lowCents,
          closeCents: quote.lastCents,
          volume: null,
          source: 'provider',
          createdBy: null,
        });
      }
      const rows = await commit([...byAssetAndTime.values()]);
      await announce(rows);
      return rows.map(toStoredQuote);
    },
  };
}
export type QuotesService = ReturnType<typeof quotesService>;

/**
 * Runs `storeProviderQuotes` every `everyMs` (a run still going skips its turn); errors go to
 * `onError`. Answers the function that stops it: no run starts after it, and it settles when
 * the run still going has ended (the app's close waits for it before the database closes; a
 * transaction cut by the pool's end, or by a test's dropped schema, ended in a deadlock).
 */
export function startProviderRefresh(
  service: Pick<QuotesService, 'storeProviderQuotes'>,
  everyMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .storeProviderQuotes()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
