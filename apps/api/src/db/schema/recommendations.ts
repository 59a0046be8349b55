import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  FOLLOW_KIND_VALUES,
  FREQUENCY_VALUES,
  MARKET_VALUES,
  OPERATION_TYPE_VALUES,
  POSITION_SIZE_VALUES,
  QUOTE_SOURCE_VALUES,
  RECOMMENDATION_EVENT_KIND_VALUES,
  RECOMMENDATION_STATUS_VALUES,
  STOP_CONDUCTION_VALUES,
  TARGET_CONDUCTION_VALUES,
} from '@app/shared';
import type { Exit } from '@app/shared';
import { users } from './identity.ts';
import { BRAND_IDS } from './store.ts';

/**
 * Analyst recommendations (issue 15): who may recommend (CVM Resolução 20/2021 credentials),
 * trade methods and their setups, the tickers, quotes, the recommendations with the state their
 * history adds up to, and the append-only history itself. Prices are integer cents of the quote.
 */

/** An analyst's credentials: without a CNPI number and the declaration nobody may publish. */
export const analystCredentials = pgTable('analyst_credentials', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  /** The CNPI (Apimec) certification number, shown with every recommendation and report. */
  cnpi: text().notNull(),
  /** When the analyst accepted the declaration of independence (Res. CVM 20, art. 21). */
  declarationAcceptedAt: timestamp({ withTimezone: true }),
  /** Declared conflicts of interest, as the analyst wrote them ('' means none declared). */
  conflictsOfInterest: text().notNull().default(''),
  bio: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A trade method: sold like content (grants of kind `trade_method`). */
export const tradeMethods = pgTable(
  'trade_methods',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    descriptionHtml: text(),
    /** Null: every brand. */
    brand: text({ enum: BRAND_IDS }),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trade_methods_slug_unique').on(t.slug)],
);

/** A method's setups (`setups-mago/{id}`): a recommendation of the method names one. */
export const tradeMethodSetups = pgTable(
  'trade_method_setups',
  {
    id: serial().primaryKey(),
    tradeMethodId: integer()
      .notNull()
      .references(() => tradeMethods.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('trade_method_setups_name_unique').on(t.tradeMethodId, t.name)],
);

/** Which methods an analyst recommends in (`analyst-trade-methods/{id}`). */
export const analystTradeMethods = pgTable(
  'analyst_trade_methods',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    tradeMethodId: integer()
      .notNull()
      .references(() => tradeMethods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tradeMethodId] })],
);

/** Tickers (`gestao-de-tickers`): what can be recommended and quoted. */
export const financialAssets = pgTable(
  'financial_assets',
  {
    id: serial().primaryKey(),
    /** The B3 (or exchange) code, upper case: PETR4, WINZ26, BTC. */
    code: text().notNull(),
    name: text().notNull(),
    market: text({ enum: MARKET_VALUES }).notNull(),
    /** The smallest price step, in cents (mini-índice: 5 points = 500). */
    tickSizeCents: integer().notNull().default(1),
    /** The standard lot, in units. */
    lotSize: integer().notNull().default(100),
    /** Offered to the setups (`financial-assets?mago=1`). */
    forSetups: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financial_assets_code_unique').on(t.code),
    check('financial_assets_tick_positive', sql`${t.tickSizeCents} > 0`),
    check('financial_assets_lot_positive', sql`${t.lotSize} > 0`),
  ],
);

export const QUOTE_SOURCES = QUOTE_SOURCE_VALUES;

/** Quotes: a trade (open = high = low = close) or a bar; a COTAHIST day is a bar at its close. */
export const quotes = pgTable(
  'quotes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    assetId: integer()
      .notNull()
      .references(() => financialAssets.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    openCents: integer().notNull(),
    highCents: integer().notNull(),
    lowCents: integer().notNull(),
    closeCents: integer().notNull(),
    volume: bigint({ mode: 'bigint' }),
    source: text({ enum: QUOTE_SOURCES }).notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_asset_at_source_unique').on(t.assetId, t.at, t.source),
    index('quotes_asset_at_idx').on(t.assetId, t.at),
    check(
      'quotes_bar_coherent',
      sql`${t.lowCents} > 0 and ${t.lowCents} <= ${t.highCents} and ${t.openCents} between ${t.lowCents} and ${t.highCents} and ${t.closeCents} between ${t.lowCents} and ${t.highCents}`,
    ),
  ],
);

/**
 * A recommendation. The levels never change once published (the stop's later moves are events);
 * the state columns are what its history adds up to, kept with it so a list reads one row.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: serial().primaryKey(),
    brand: text({ enum: BRAND_IDS }).notNull(),
    analystId: integer()
      .notNull()
      .references(() => users.id),
    tradeMethodId: integer()
      .notNull()
      .references(() => tradeMethods.id),
    setupId: integer().references(() => tradeMethodSetups.id),
    assetId: integer()
      .notNull()
      .references(() => financialAssets.id),
    operation: text({ enum: OPERATION_TYPE_VALUES }).notNull(),
    frequency: text({ enum: FREQUENCY_VALUES }).notNull(),
    entryMinCents: integer().notNull(),
    entryMaxCents: integer().notNull(),
    /** The stop as published (the current one is `stopCents`). */
    initialStopCents: integer().notNull(),
    targetsCents: integer().array().notNull(),
    stopConduction: text({ enum: STOP_CONDUCTION_VALUES }).notNull(),
    targetConduction: text({ enum: TARGET_CONDUCTION_VALUES }).notNull(),
    positionSize: text({ enum: POSITION_SIZE_VALUES }).notNull(),
    rationaleHtml: text().notNull().default(''),
    chartImageKey: text(),
    chartImageAlt: text(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    // The state (from the history).
    status: text({ enum: RECOMMENDATION_STATUS_VALUES }).notNull().default('waiting'),
    stopCents: integer().notNull(),
    entryCents: integer(),
    targetsHit: smallint().notNull().default(0),
    exits: jsonb().$type<Exit[]>().notNull().default([]),
    lastQuoteAt: timestamp({ withTimezone: true }),
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when it finished with an entry: the track record reads these. */
    closedAt: timestamp({ withTimezone: true }),
    resultPercent: doublePrecision(),
    resultCents: doublePrecision(),
    /** Bumped by every change of state: a move is written only over the version it read. */
    version: integer().notNull().default(0),
  },
  (t) => [
    index('recommendations_status_idx').on(t.brand, t.status, t.publishedAt),
    index('recommendations_asset_idx').on(t.assetId, t.status),
    index('recommendations_method_idx').on(t.tradeMethodId, t.publishedAt),
    index('recommendations_closed_idx').on(t.closedAt),
    check('recommendations_entry_range', sql`${t.entryMinCents} <= ${t.entryMaxCents}`),
    check('recommendations_targets', sql`cardinality(${t.targetsCents}) between 1 and 10`),
  ],
);

/**
 * The history: every change with its time, price and author (null: a quote or the clock moved
 * it). Append-only — a trigger refuses UPDATE and DELETE, so nobody can silently move a stop.
 */
export const recommendationEvents = pgTable(
  'recommendation_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    recommendationId: integer()
      .notNull()
      .references(() => recommendations.id),
    kind: text({ enum: RECOMMENDATION_EVENT_KIND_VALUES }).notNull(),
    fromStatus: text({ enum: RECOMMENDATION_STATUS_VALUES }),
    toStatus: text({ enum: RECOMMENDATION_STATUS_VALUES }).notNull(),
    priceCents: integer(),
    target: smallint(),
    previousStopCents: integer(),
    at: timestamp({ withTimezone: true }).notNull(),
    authorId: integer().references(() => users.id),
    quoteId: bigint({ mode: 'number' }).references(() => quotes.id),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommendation_events_recommendation_idx').on(t.recommendationId, t.id)],
);

/** The live chats a recommendation was posted into (its status changes follow there). */
export const recommendationChatPosts = pgTable(
  'recommendation_chat_posts',
  {
    recommendationId: integer()
      .notNull()
      .references(() => recommendations.id),
    chatId: integer().notNull(),
    messageId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recommendationId, t.chatId] })],
);

export const FOLLOW_KINDS = FOLLOW_KIND_VALUES;

/**
 * A customer following a method or an analyst in one brand, and how they want to hear of it: a
 * notification in the app (their own realtime topic) and/or the daily e-mail digest.
 */
export const recommendationFollows = pgTable(
  'recommendation_follows',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The brand it was followed in: only that brand's recommendations notify. */
    brand: text({ enum: BRAND_IDS }).notNull(),
    kind: text({ enum: FOLLOW_KINDS }).notNull(),
    targetId: integer().notNull(),
    inApp: boolean().notNull().default(true),
    emailDigest: boolean().notNull().default(false),
    /** The configured origin it was followed from (the digest's links point there). */
    origin: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommendation_follows_unique').on(t.userId, t.brand, t.kind, t.targetId),
    index('recommendation_follows_target_idx').on(t.kind, t.targetId),
  ],
);

/**
 * The daily e-mail digests queued: one per follower and São Paulo day, claimed before it is
 * queued, so two sweeps (or two API processes) never send the same day twice.
 */
export const recommendationDigests = pgTable(
  'recommendation_digests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The São Paulo day it tells of (YYYY-MM-DD). */
    day: text().notNull(),
    /** The outbox message, once queued. */
    outboxMessageId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
