import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * BI dashboards (issue 17, resource hub-home) that `/hub/bi/:slug` embeds. `metabase_secret` is
 * the embedding key: read only by the signing code, never answered.
 */
export const biDashboards = pgTable(
  'bi_dashboards',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    provider: text().notNull(),
    url: text().notNull(),
    metabaseDashboardId: integer(),
    metabaseSecret: text(),
    params: jsonb()
      .$type<Record<string, string | number | (string | number)[]>>()
      .notNull()
      .default({}),
    /** Profiles that see it; empty: every staff profile. */
    profileIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bi_dashboards_slug_unique').on(t.slug),
    check('bi_dashboards_provider_check', sql`${t.provider} in ('metabase', 'url')`),
  ],
);
