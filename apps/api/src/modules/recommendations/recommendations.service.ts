import {
  ANALYST_MESSAGES,
  applyAction,
  applyClock,
  applyQuote,
  farolSignal,
  OPEN_STATUSES,
  RECOMMENDATION_FORM_MESSAGES,
  recommendationsTopic,
  resultOf,
} from '@app/shared';
import type {
  BrandId,
  Farol,
  Quote,
  Recommendation,
  RecommendationChangedEvent,
  RecommendationDetail,
  RecommendationEvent,
  RecommendationLevels,
  RecommendationPayload,
  RecommendationState,
  RecommendationStatus,
  recommendationActionRequestSchema,
  recommendationInputSchema,
  recommendationListQuerySchema,
  ServerTopicEvent,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { AccessService, ContentOffers } from '../access/access.service.ts';
import type { StoredQuote as MarketStoredQuote } from '../market-data/quotes.service.ts';
import { recommendationQueries } from './recommendations.queries.ts';
import type {
  EventValues,
  RecommendationRow,
  RecommendationView,
  StateValues,
} from './recommendations.queries.ts';

type Input = z.output<typeof recommendationInputSchema>;
type ListQuery = z.output<typeof recommendationListQuerySchema>;
type ActionRequest = z.output<typeof recommendationActionRequestSchema>;

/** Who is looking: staff (`Recomendações` read) see every level; others by their grants. */
export interface RecommendationViewer {
  userId: number;
  staff: boolean;
}

/** A stored quote, as the market-data module hands it over after its commit. */
export type StoredQuote = Pick<
  MarketStoredQuote,
  'id' | 'assetId' | 'at' | 'openCents' | 'highCents' | 'lowCents' | 'lastCents'
>;

export interface RecommendationDeps {
  db: Db;
  access: AccessService;
  now: () => Date;
  audit: (entry: AuditEntry) => Promise<void>;
  publish: (topic: string, event: ServerTopicEvent) => Promise<void>;
  /** Posts a card into a recommendation room (the chat module); null: the room took none. */
  postCard?: (
    authorId: number,
    chatId: number,
    message: string,
    payload: RecommendationPayload,
  ) => Promise<number | null>;
  log?: (error: unknown, what: string) => void;
  /** After a move was announced on `recs:<brand>`: the followers hear of it (follows.service). */
  followers?: (
    brand: BrandId,
    analystId: number,
    event: RecommendationChangedEvent,
  ) => Promise<unknown>;
}

const FINISHED: readonly RecommendationStatus[] = [
  'gain',
  'stopped',
  'closed',
  'cancelled',
  'expired',
];

const notFound = () => new AppError('resource.not_found', RECOMMENDATION_FORM_MESSAGES.notFound);
const changedMeanwhile = () =>
  new AppError('conflict', RECOMMENDATION_FORM_MESSAGES.changedMeanwhile);
function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

export function levelsOf(row: RecommendationRow): RecommendationLevels {
  return {
    operation: row.operation,
    entryMinCents: row.entryMinCents,
    entryMaxCents: row.entryMaxCents,
    targetsCents: row.targetsCents,
    stopConduction: row.stopConduction,
    targetConduction: row.targetConduction,
    validUntil: row.validUntil,
  };
}

export function stateOf(row: RecommendationRow): RecommendationState {
  return {
    status: row.status,
    stopCents: row.stopCents,
    entryCents: row.entryCents,
    targetsHit: row.targetsHit,
    exits: row.exits,
    lastQuoteAt: row.lastQuoteAt,
  };
}

/** The state columns a move leaves (with the result once it finished with an entry). */
function stateValues(
  row: RecommendationRow,
  state: RecommendationState,
  events: readonly RecommendationEvent[],
): StateValues {
  const last = events.at(-1);
  const statusChanged = events.some((e) => e.from !== e.to);
  const finished = FINISHED.includes(state.status);
  const result = finished ? resultOf(levelsOf(row), state) : null;
  return {
    status: state.status,
    stopCents: state.stopCents,
    entryCents: state.entryCents,
    targetsHit: state.targetsHit,
    exits: [...state.exits],
    lastQuoteAt: state.lastQuoteAt,
    statusChangedAt: statusChanged && last ? last.at : row.statusChangedAt,
    closedAt: finished && result && last ? last.at : null,
    resultPercent: result?.percent ?? null,
    resultCents: result?.cents ?? null,
  };
}

function eventValues(
  recommendationId: number,
  events: readonly RecommendationEvent[],
  extra: { authorId: number | null; quoteId: number | null; note: string | null },
): EventValues[] {
  return events.map((e) => ({
    recommendationId,
    kind: e.kind,
    fromStatus: e.from,
    toStatus: e.to,
    priceCents: e.priceCents,
    target: e.target ?? null,
    previousStopCents: e.previousStopCents ?? null,
    at: e.at,
    ...extra,
  }));
}

const iso = (value: Date) => value.toISOString();

export function toRecommendation(
  view: RecommendationView,
  unlocked: boolean,
  offers?: ContentOffers,
): Recommendation {
  const { rec } = view;
  return {
    id: rec.id,
    analyst: {
      id: rec.analystId,
      name: view.analystName,
      cnpi: view.cnpi,
      conflicts_of_interest: view.conflicts ?? '',
    },
    trade_method: { id: rec.tradeMethodId, name: view.methodName },
    setup: rec.setupId && view.setupName ? { id: rec.setupId, name: view.setupName } : null,
    asset: {
      id: rec.assetId,
      code: view.assetCode,
      name: view.assetName,
      market: view.assetMarket,
    },
    operation: rec.operation,
    frequency: rec.frequency,
    status: rec.status,
    status_changed_at: iso(rec.statusChangedAt),
    published_at: iso(rec.publishedAt),
    valid_until: iso(rec.validUntil),
    unlocked,
    levels: unlocked
      ? {
          entry_min_cents: rec.entryMinCents,
          entry_max_cents: rec.entryMaxCents,
          initial_stop_cents: rec.initialStopCents,
          stop_cents: rec.stopCents,
          targets_cents: rec.targetsCents,
          stop_conduction: rec.stopConduction,
          target_conduction: rec.targetConduction,
          position_size: rec.positionSize,
          entry_cents: rec.entryCents,
          targets_hit: rec.targetsHit,
          rationale_html: rec.rationaleHtml,
        }
      : null,
    // A finished call's result is public (the track record shows it); an open one's is a level.
    result_percent: FINISHED.includes(rec.status) ? rec.resultPercent : null,
    result_cents: FINISHED.includes(rec.status) && unlocked ? rec.resultCents : null,
    ...(unlocked
      ? {}
      : {
          required_signatures: offers?.signatures ?? [],
          store_products: offers?.products ?? [],
        }),
    version: rec.version,
  };
}

/** The chat line that follows a move (no price: the room may hold people without the method). */
function moveMessage(code: string, event: RecommendationEvent | { kind: 'published' }): string {
  switch (event.kind) {
    case 'published':
      return `Nova recomendação: ${code}`;
    case 'entered':
      return `${code}: entrada executada`;
    case 'target':
      return `${code}: alvo ${event.target ?? ''} atingido`;
    case 'stop_moved':
      return `${code}: stop ajustado`;
    case 'stopped':
      return `${code}: stopada`;
    case 'closed':
      return `${code}: encerrada pelo analista`;
    case 'cancelled':
      return `${code}: cancelada`;
    case 'expired':
      return `${code}: expirada`;
  }
}

/**
 * Recommendations (issue 15): publishing, the analyst's actions, the moves quotes and the clock
 * make, and who sees what. Every change is a line of the append-only history written in the
 * same transaction as the state it leaves, over the version it read (one of two concurrent
 * moves wins, the other is refused or recomputed).
 */
export function recommendationService(deps: RecommendationDeps) {
  const { db, access, now, audit } = deps;
  const q = recommendationQueries(db);
  const log = deps.log ?? (() => undefined);

  async function unlockedMethods(
    viewer: RecommendationViewer | null,
  ): Promise<Set<number> | 'all'> {
    if (viewer?.staff) return 'all';
    if (!viewer) return new Set();
    return new Set((await access.targets(viewer.userId, 'trade_method')).keys());
  }

  async function present(viewer: RecommendationViewer | null, views: RecommendationView[]) {
    const unlocked = await unlockedMethods(viewer);
    const opens = (v: RecommendationView) =>
      unlocked === 'all' || unlocked.has(v.rec.tradeMethodId);
    // What would open the page's locked methods (signatures, store products), in one statement;
    // a page holds one brand's calls.
    const locked = views.filter((v) => !opens(v));
    const offers =
      locked.length > 0
        ? await access.offersCoveringEach(
            'trade_method',
            locked.map((v) => v.rec.tradeMethodId),
            locked[0]!.rec.brand,
          )
        : new Map<number, ContentOffers>();
    return views.map((v) => toRecommendation(v, opens(v), offers.get(v.rec.tradeMethodId)));
  }

  function changedEvent(
    row: RecommendationRow,
    code: string,
    kind: string,
    target: number | null,
    at: Date,
  ): RecommendationChangedEvent {
    return {
      name: 'recommendation.changed',
      id: row.id,
      trade_method_id: row.tradeMethodId,
      asset_id: row.assetId,
      asset_code: code,
      operation: row.operation,
      kind,
      status: row.status,
      target,
      at: iso(at),
      version: row.version,
    };
  }

  /** After a commit: the brand's viewers hear of it, and the rooms it was posted into. */
  async function announce(
    row: RecommendationRow,
    code: string,
    events: readonly RecommendationEvent[],
    chatIds: readonly number[],
  ): Promise<void> {
    // A stop that followed a target is part of that move: the target is the news.
    const last = events.filter((e) => e.kind !== 'stop_moved').at(-1) ?? events.at(-1);
    if (!last) return;
    try {
      const changed = changedEvent(row, code, last.kind, last.target ?? null, last.at);
      await deps.publish(recommendationsTopic(row.brand), changed);
      await deps.followers?.(row.brand, row.analystId, changed);
      if (deps.postCard && last.kind !== 'stop_moved' && chatIds.length > 0) {
        const payload: RecommendationPayload = {
          ticker: code,
          operation: row.operation === 'buy' ? 'compra' : 'venda',
          recommendation_id: row.id,
          status: row.status,
        };
        await Promise.all(
          chatIds.map((chatId) =>
            deps.postCard!(row.analystId, chatId, moveMessage(code, last), payload),
          ),
        );
      }
    } catch (error) {
      // The move is committed; a lost announcement must not undo it (viewers re-read on focus).
      log(error, 'anunciar recomendação');
    }
  }

  /**
   * Applies one batch of moves to a recommendation over the version read, with their history.
   * Undefined when another move got there first.
   */
  async function writeMove(
    row: RecommendationRow,
    state: RecommendationState,
    events: readonly RecommendationEvent[],
    extra: { authorId: number | null; quoteId: number | null; note: string | null },
  ): Promise<RecommendationRow | undefined> {
    return db.transaction(async (tx) => {
      const written = await q.writeState(row.id, row.version, stateValues(row, state, events), tx);
      if (!written) return undefined;
      await q.insertEvents(eventValues(row.id, events, extra), tx);
      return written;
    });
  }

  return {
    async list(viewer: RecommendationViewer | null, brand: BrandId, query: ListQuery) {
      const statuses =
        query.status === 'open'
          ? OPEN_STATUSES
          : query.status === 'finished'
            ? FINISHED
            : query.status
              ? [query.status]
              : undefined;
      const { rows, total } = await q.page(
        {
          brand,
          search: query.search,
          statuses,
          analystId: query.analyst_id,
          tradeMethodId: query.trade_method_id,
          assetId: query.asset_id,
          operation: query.operation,
        },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: await present(viewer, rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(
      viewer: RecommendationViewer | null,
      brand: BrandId,
      id: number,
    ): Promise<RecommendationDetail> {
      const view = await q.find(id);
      if (!view || view.rec.brand !== brand) throw notFound();
      const [recommendation] = await present(viewer, [view]);
      if (!recommendation!.unlocked) return { ...recommendation!, events: null, chats: [] };
      const [events, chats] = await Promise.all([q.events(id), q.chatsOf(id)]);
      return {
        ...recommendation!,
        events: events.map(({ event: e, authorName }) => ({
          id: e.id,
          kind: e.kind,
          from_status: e.fromStatus,
          to_status: e.toStatus,
          price_cents: e.priceCents,
          target: e.target,
          previous_stop_cents: e.previousStopCents,
          at: iso(e.at),
          author_name: authorName,
          note: e.note,
        })),
        chats,
      };
    },

    async create(authorId: number, brand: BrandId, input: Input): Promise<RecommendationDetail> {
      const at = now();
      const validUntil = new Date(input.valid_until);
      if (validUntil <= at)
        throw fieldError('valid_until', RECOMMENDATION_FORM_MESSAGES.validInFuture);
      const setupId = input.setup_id ?? null;
      const [checks, chatIds] = await Promise.all([
        q.publishChecks({
          analystId: input.analyst_id,
          tradeMethodId: input.trade_method_id,
          setupId,
          assetId: input.asset_id,
        }),
        q.recommendationChats([...new Set(input.chat_ids)]),
      ]);
      if (!checks.analystExists) throw fieldError('analyst_id', ANALYST_MESSAGES.notFound);
      if (checks.cnpi === null) throw fieldError('analyst_id', ANALYST_MESSAGES.cannotPublish);
      if (!checks.methodActive)
        throw fieldError('trade_method_id', RECOMMENDATION_FORM_MESSAGES.method);
      if (!checks.inMethod) throw fieldError('trade_method_id', ANALYST_MESSAGES.methodNotAnalysts);
      if (!checks.setupOk || (setupId === null && checks.methodHasSetups))
        throw fieldError('setup_id', RECOMMENDATION_FORM_MESSAGES.setup);
      if (!checks.assetActive) throw fieldError('asset_id', RECOMMENDATION_FORM_MESSAGES.asset);
      if (chatIds.length !== new Set(input.chat_ids).size)
        throw fieldError('chat_ids', RECOMMENDATION_FORM_MESSAGES.chat);

      const row = await db.transaction(async (tx) => {
        const created = await q.insert(
          {
            brand,
            analystId: input.analyst_id,
            tradeMethodId: input.trade_method_id,
            setupId,
            assetId: input.asset_id,
            operation: input.operation,
            frequency: input.frequency,
            entryMinCents: input.entry_min_cents,
            entryMaxCents: input.entry_max_cents ?? input.entry_min_cents,
            initialStopCents: input.stop_cents,
            targetsCents: input.targets_cents,
            stopConduction: input.stop_conduction,
            targetConduction: input.target_conduction,
            positionSize: input.position_size,
            // Rich text shown to customers: kept to the allowlist (no stored XSS).
            rationaleHtml: cleanHtml(input.rationale_html) ?? '',
            validUntil,
            publishedAt: at,
            createdBy: authorId,
            stopCents: input.stop_cents,
            statusChangedAt: at,
          },
          tx,
        );
        await q.insertEvents(
          [
            {
              recommendationId: created.id,
              kind: 'published',
              fromStatus: null,
              toStatus: 'waiting',
              priceCents: null,
              target: null,
              previousStopCents: null,
              at,
              authorId,
              quoteId: null,
              note: null,
            },
          ],
          tx,
        );
        return created;
      });
      await audit({
        action: 'recommendation.publish',
        targetType: 'recommendation',
        targetId: row.id,
      });
      const view = (await q.find(row.id))!;
      const code = view.assetCode;
      try {
        const changed = changedEvent(row, code, 'published', null, at);
        await deps.publish(recommendationsTopic(brand), changed);
        await deps.followers?.(brand, row.analystId, changed);
        if (deps.postCard && chatIds.length > 0) {
          const payload: RecommendationPayload = {
            ticker: code,
            operation: row.operation === 'buy' ? 'compra' : 'venda',
            recommendation_id: row.id,
            status: row.status,
          };
          const posted = await Promise.all(
            chatIds.map(async (chatId) => ({
              recommendationId: row.id,
              chatId,
              messageId: await deps.postCard!(
                row.analystId,
                chatId,
                moveMessage(code, { kind: 'published' }),
                payload,
              ),
            })),
          );
          await q.insertChatPosts(posted);
        }
      } catch (error) {
        log(error, 'anunciar recomendação');
      }
      return this.find({ userId: authorId, staff: true }, brand, row.id);
    },

    /** The analyst's hand: cancel, close at a price, move the stop — on the version seen. */
    async act(
      authorId: number,
      brand: BrandId,
      id: number,
      request: ActionRequest,
    ): Promise<RecommendationDetail> {
      const view = await q.find(id);
      if (!view || view.rec.brand !== brand) throw notFound();
      const row = view.rec;
      if (row.version !== request.version) throw changedMeanwhile();
      const { action } = request;
      const result = applyAction(
        levelsOf(row),
        stateOf(row),
        action.kind === 'close'
          ? { kind: 'close', priceCents: action.price_cents }
          : action.kind === 'move_stop'
            ? { kind: 'move_stop', stopCents: action.stop_cents }
            : { kind: 'cancel' },
        now(),
      );
      if ('refused' in result) throw new AppError('bad.request', result.refused);
      const written = await writeMove(row, result.state, result.events, {
        authorId,
        quoteId: null,
        note: action.note ?? null,
      });
      if (!written) throw changedMeanwhile();
      await audit({
        action: `recommendation.${action.kind}`,
        targetType: 'recommendation',
        targetId: id,
      });
      const chats = await q.chatIdsOf([id]);
      await announce(
        written,
        view.assetCode,
        result.events,
        chats.map((c) => c.chatId),
      );
      return this.find({ userId: authorId, staff: true }, row.brand, id);
    },

    /**
     * Stored quotes move the open recommendations of their assets, in time order, each quote
     * against the price before it (a gap crosses a level). A move that lost a race to another
     * is computed again from what won.
     */
    async applyQuotes(stored: readonly StoredQuote[]): Promise<number> {
      if (stored.length === 0) return 0;
      const byAsset = new Map<number, StoredQuote[]>();
      for (const quote of stored)
        byAsset.set(quote.assetId, [...(byAsset.get(quote.assetId) ?? []), quote]);
      for (const list of byAsset.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());
      const open = await q.openOfAssets([...byAsset.keys()]);
      let moved = 0;
      for (const first of open) {
        const list = byAsset.get(first.assetId) ?? [];
        let row: RecommendationRow | undefined = first;
        for (let attempt = 0; row && attempt < 3; attempt++) {
          const levels = levelsOf(row);
          let state = stateOf(row);
          const events: { event: RecommendationEvent; quoteId: number }[] = [];
          let previous = await q.lastPriceBefore(row.assetId, list[0]!.at, row.publishedAt);
          for (const quote of list) {
            // A price from before the call existed (a late import of past days) moves nothing.
            if (quote.at <= row.publishedAt) continue;
            const bar: Quote = {
              at: quote.at,
              openCents: quote.openCents,
              highCents: quote.highCents,
              lowCents: quote.lowCents,
              lastCents: quote.lastCents,
            };
            const move = applyQuote(levels, state, bar, previous);
            previous = quote.lastCents;
            if (move.stale) continue;
            state = move.state;
            for (const event of move.events) events.push({ event, quoteId: quote.id });
          }
          if (state.lastQuoteAt?.getTime() === row.lastQuoteAt?.getTime() && events.length === 0)
            break;
          const current: RecommendationRow = row;
          const written = await db.transaction(async (tx) => {
            const w = await q.writeState(
              current.id,
              current.version,
              stateValues(
                current,
                state,
                events.map((e) => e.event),
              ),
              tx,
            );
            if (!w) return undefined;
            await q.insertEvents(
              events.flatMap((e) =>
                eventValues(current.id, [e.event], {
                  authorId: null,
                  quoteId: e.quoteId,
                  note: null,
                }),
              ),
              tx,
            );
            return w;
          });
          if (written) {
            if (events.length > 0) {
              moved += 1;
              const view = await q.find(written.id);
              const chats = await q.chatIdsOf([written.id]);
              await announce(
                written,
                view?.assetCode ?? '',
                events.map((e) => e.event),
                chats.map((c) => c.chatId),
              );
            }
            break;
          }
          // Another move won: start again from what it left.
          row = (await q.find(current.id))?.rec;
          if (row && !OPEN_STATUSES.includes(row.status)) break;
        }
      }
      return moved;
    },

    /** `/farol`: the watched tickers with today's signal from the open recommendations. */
    async farol(brand: BrandId): Promise<Farol> {
      const rows = await q.farol(brand);
      return {
        at: iso(now()),
        data: rows.map((r) => ({
          asset: { id: r.id, code: r.code, name: r.name, market: r.market },
          signal: farolSignal(r.buy_count, r.sell_count),
          buy_count: r.buy_count,
          sell_count: r.sell_count,
          last_price_cents: r.last_cents,
          last_quote_at: r.last_at === null ? null : new Date(r.last_at).toISOString(),
          change_percent:
            r.last_cents !== null && r.previous_cents
              ? ((r.last_cents - r.previous_cents) / r.previous_cents) * 100
              : null,
        })),
      };
    },

    /** The validity's end: waiting calls expire; positions leave at the last price known. */
    async expireDue(): Promise<number> {
      const at = now();
      const due = await q.due(at);
      let expired = 0;
      for (const row of due) {
        const last = await q.lastPriceBefore(row.assetId, row.validUntil, row.publishedAt);
        const move = applyClock(levelsOf(row), stateOf(row), at, last);
        if (move.events.length === 0) continue;
        const written = await writeMove(row, move.state, move.events, {
          authorId: null,
          quoteId: null,
          note: null,
        });
        if (!written) continue;
        expired += 1;
        const view = await q.find(row.id);
        const chats = await q.chatIdsOf([row.id]);
        await announce(
          written,
          view?.assetCode ?? '',
          move.events,
          chats.map((c) => c.chatId),
        );
      }
      return expired;
    },
  };
}
export type RecommendationService = ReturnType<typeof recommendationService>;
