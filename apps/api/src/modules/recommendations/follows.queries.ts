import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  analystCredentials,
  financialAssets,
  recommendationDigests,
  recommendationEvents,
  recommendationFollows,
  recommendations,
  tradeMethods,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of following methods and analysts, and of the daily digest. */

export type FollowRow = typeof recommendationFollows.$inferSelect;
export type FollowKind = FollowRow['kind'];
export type Brand = FollowRow['brand'];

export interface FollowView extends FollowRow {
  targetName: string;
}

/** One line of a digest: a history line of a followed recommendation, with what it shows. */
export interface DigestLine {
  userId: number;
  email: string;
  userName: string;
  origin: string | null;
  recommendationId: number;
  brand: Brand;
  tradeMethodId: number;
  methodName: string;
  analystName: string;
  assetCode: string;
  operation: 'buy' | 'sell';
  eventId: number;
  kind: string;
  toStatus: string;
  target: number | null;
  priceCents: number | null;
  at: Date;
  entryMinCents: number;
  entryMaxCents: number;
  stopCents: number;
  targetsCents: number[];
}

/** The follows of a recommendation (same brand, its method or its analyst). */
const followsRecommendation = sql`f.brand = r.brand and (
  (f.kind = 'trade_method' and f.target_id = r.trade_method_id)
  or (f.kind = 'analyst' and f.target_id = r.analyst_id))`;

export function followQueries(db: Db) {
  return {
    /** A person's follows in a brand, with the method's or the analyst's name. */
    async mine(userId: number, brand: Brand): Promise<FollowView[]> {
      return db
        .select({
          id: recommendationFollows.id,
          userId: recommendationFollows.userId,
          brand: recommendationFollows.brand,
          kind: recommendationFollows.kind,
          targetId: recommendationFollows.targetId,
          inApp: recommendationFollows.inApp,
          emailDigest: recommendationFollows.emailDigest,
          origin: recommendationFollows.origin,
          createdAt: recommendationFollows.createdAt,
          targetName: sql<string>`coalesce(${tradeMethods.name}, ${users.name}, '')`,
        })
        .from(recommendationFollows)
        .leftJoin(
          tradeMethods,
          and(
            eq(recommendationFollows.kind, 'trade_method'),
            eq(tradeMethods.id, recommendationFollows.targetId),
          ),
        )
        .leftJoin(
          users,
          and(
            eq(recommendationFollows.kind, 'analyst'),
            eq(users.id, recommendationFollows.targetId),
          ),
        )
        .where(
          and(eq(recommendationFollows.userId, userId), eq(recommendationFollows.brand, brand)),
        )
        .orderBy(asc(recommendationFollows.createdAt), asc(recommendationFollows.id));
    },

    /** An active method offered in the brand (null brand: every brand), by name. */
    async followableMethod(id: number, brand: Brand): Promise<string | undefined> {
      const [row] = await db
        .select({ name: tradeMethods.name })
        .from(tradeMethods)
        .where(
          and(
            eq(tradeMethods.id, id),
            eq(tradeMethods.active, true),
            or(isNull(tradeMethods.brand), eq(tradeMethods.brand, brand)),
          ),
        );
      return row?.name;
    },

    /** A person with analyst credentials (not deleted), by name. */
    async followableAnalyst(id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: users.name })
        .from(users)
        .innerJoin(analystCredentials, eq(analystCredentials.userId, users.id))
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row?.name;
    },

    /** Follows (or changes the avisos of a follow); whether it was new, and its id. */
    async upsert(values: {
      userId: number;
      brand: Brand;
      kind: FollowKind;
      targetId: number;
      inApp: boolean;
      emailDigest: boolean;
      origin: string | null;
    }): Promise<{ id: number; created: boolean }> {
      const [row] = await queryRows<{ id: number; created: boolean }>(
        db,
        sql`insert into ${recommendationFollows}
              (user_id, brand, kind, target_id, in_app, email_digest, origin)
            values (${values.userId}, ${values.brand}, ${values.kind}, ${values.targetId},
              ${values.inApp}, ${values.emailDigest}, ${values.origin})
            on conflict (user_id, brand, kind, target_id) do update
              set in_app = excluded.in_app, email_digest = excluded.email_digest,
                  origin = excluded.origin
            returning id, (xmax = 0) as created`,
      );
      return { id: Number(row!.id), created: row!.created };
    },

    /** Removes one of the person's follows; whether there was one. */
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(recommendationFollows)
        .where(and(eq(recommendationFollows.id, id), eq(recommendationFollows.userId, userId)))
        .returning({ id: recommendationFollows.id });
      return rows.length > 0;
    },

    /** Who hears of a recommendation in the app, and through which of their follows. */
    async appFollowers(
      brand: Brand,
      tradeMethodId: number,
      analystId: number,
    ): Promise<{ userId: number; kinds: FollowKind[] }[]> {
      const rows = await queryRows<{ user_id: number; kinds: FollowKind[] }>(
        db,
        sql`select f.user_id, array_agg(distinct f.kind order by f.kind) as kinds
            from ${recommendationFollows} f
            join ${users} u on u.id = f.user_id and u.deleted_at is null
            where f.in_app and f.brand = ${brand}
              and ((f.kind = 'trade_method' and f.target_id = ${tradeMethodId})
                or (f.kind = 'analyst' and f.target_id = ${analystId}))
            group by f.user_id
            order by f.user_id`,
      );
      return rows.map((r) => ({ userId: Number(r.user_id), kinds: r.kinds }));
    },

    /** The names a notification shows. */
    async names(
      tradeMethodId: number,
      analystId: number,
    ): Promise<{ methodName: string; analystName: string }> {
      const [row] = await queryRows<{ method_name: string; analyst_name: string }>(
        db,
        sql`select (select name from ${tradeMethods} where id = ${tradeMethodId}) as method_name,
                   (select name from ${users} where id = ${analystId}) as analyst_name`,
      );
      return { methodName: row?.method_name ?? '', analystName: row?.analyst_name ?? '' };
    },

    /**
     * The history lines of a São Paulo day (`YYYY-MM-DD`) of what each e-mail follower follows,
     * for the followers without a digest of that day yet; a line heard through two follows is
     * one line. Ordered by person, then time.
     */
    async digestLines(day: string): Promise<DigestLine[]> {
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select distinct on (f.user_id, e.id)
              f.user_id, u.email, u.name as user_name, f.origin,
              r.id as recommendation_id, r.brand, r.trade_method_id, m.name as method_name,
              a.name as analyst_name, fa.code as asset_code, r.operation,
              e.id as event_id, e.kind, e.to_status, e.target, e.price_cents, e.at,
              r.entry_min_cents, r.entry_max_cents, r.stop_cents, r.targets_cents
            from ${recommendationEvents} e
            join ${recommendations} r on r.id = e.recommendation_id
            join ${recommendationFollows} f on f.email_digest and ${followsRecommendation}
            join ${users} u on u.id = f.user_id and u.deleted_at is null
            join ${tradeMethods} m on m.id = r.trade_method_id
            join ${users} a on a.id = r.analyst_id
            join ${financialAssets} fa on fa.id = r.asset_id
            where e.at >= (${day}::date)::timestamp at time zone 'America/Sao_Paulo'
              and e.at < ((${day}::date + 1)::timestamp at time zone 'America/Sao_Paulo')
              and not exists (select 1 from ${recommendationDigests} d
                              where d.user_id = f.user_id and d.day = ${day})
            order by f.user_id, e.id, f.origin nulls last`,
      );
      return rows
        .map((r): DigestLine => ({
          userId: Number(r.user_id),
          email: String(r.email),
          userName: String(r.user_name),
          origin: (r.origin as string | null) ?? null,
          recommendationId: Number(r.recommendation_id),
          brand: r.brand as Brand,
          tradeMethodId: Number(r.trade_method_id),
          methodName: String(r.method_name),
          analystName: String(r.analyst_name),
          assetCode: String(r.asset_code),
          operation: r.operation as 'buy' | 'sell',
          eventId: Number(r.event_id),
          kind: String(r.kind),
          toStatus: String(r.to_status),
          target: r.target === null ? null : Number(r.target),
          priceCents: r.price_cents === null ? null : Number(r.price_cents),
          at: new Date(r.at as string | Date),
          entryMinCents: Number(r.entry_min_cents),
          entryMaxCents: Number(r.entry_max_cents),
          stopCents: Number(r.stop_cents),
          targetsCents: (r.targets_cents as (number | string)[]).map(Number),
        }))
        .sort(
          (a, b) => a.userId - b.userId || a.at.getTime() - b.at.getTime() || a.eventId - b.eventId,
        );
    },

    /** Claims a person's digest of a day; false when another sweep already did. */
    async claimDigest(userId: number, day: string): Promise<boolean> {
      const rows = await db
        .insert(recommendationDigests)
        .values({ userId, day })
        .onConflictDoNothing()
        .returning({ userId: recommendationDigests.userId });
      return rows.length > 0;
    },

    async digestQueued(userId: number, day: string, outboxMessageId: number): Promise<void> {
      await db
        .update(recommendationDigests)
        .set({ outboxMessageId })
        .where(and(eq(recommendationDigests.userId, userId), eq(recommendationDigests.day, day)));
    },

    /** Gives a claim back when the message could not be queued (the next sweep tries again). */
    async releaseDigest(userId: number, day: string): Promise<void> {
      await db
        .delete(recommendationDigests)
        .where(
          and(
            eq(recommendationDigests.userId, userId),
            eq(recommendationDigests.day, day),
            isNull(recommendationDigests.outboxMessageId),
          ),
        );
    },
  };
}
export type FollowQueries = ReturnType<typeof followQueries>;
