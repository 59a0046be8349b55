import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { accessGrants } from '../../db/schema/index.ts';
import type { GrantKind, GrantSource } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import { preparedRows } from '../../platform/db/prepared.ts';

/**
 * Every SQL statement of the access module. The checks every content read makes (`find`,
 * `targets`) are one prepared statement each. Raw reads answer timestamps as text or Dates
 * depending on the driver: the service normalises them.
 */

type Stamp = Date | string;

/** `g` (an `access_grants` alias) works at `at` (an ISO time, a value or a placeholder). */
export function activeGrant(alias: string, at: unknown): SQL {
  const g = sql.raw(alias);
  return sql`${g}.revoked_at is null and ${g}.starts_at <= ${at}::timestamptz
      and (${g}.ends_at is null or ${g}.ends_at > ${at}::timestamptz)`;
}

/**
 * The next instant after `at` (ms since the epoch, float8; null: none) at which one of the
 * person's unrevoked grants starts or ends: what they reach holds until then. A scalar subquery
 * for statements whose result a per-process cache keeps (docs/adr/0008).
 */
export function nextGrantChange(userId: unknown, at: unknown): SQL {
  return sql`(select (extract(epoch from min(b.at)) * 1000)::float8 from (
      select g.starts_at as at from access_grants g
      where g.user_id = ${userId} and g.revoked_at is null and g.starts_at > ${at}::timestamptz
      union all
      select g.ends_at from access_grants g
      where g.user_id = ${userId} and g.revoked_at is null and g.ends_at > ${at}::timestamptz) b)`;
}

/**
 * Every content of `kind` that `userId` reaches at `at` (directly or through a signature's
 * qualification), one row per content: `target_id, starts_at, ends_at` (null: lifetime). A
 * subquery other modules' statements may join (Meus Cursos), so the rule stays written once.
 * Its own aliases (`g`, `stc`) are its own: a joining statement may not pass `g.…` or `stc.…`.
 */
export function reachableTargets(userId: unknown, kind: unknown, at: unknown): SQL {
  return sql`(
    select target_id, min(starts_at) as starts_at,
           case when bool_or(ends_at is null) then null else max(ends_at) end as ends_at
    from (
      select g.target_id, g.starts_at, g.ends_at from access_grants g
      where g.user_id = ${userId} and g.kind = ${kind} and ${activeGrant('g', at)}
      union all
      select stc.target_id, g.starts_at, g.ends_at from access_grants g
      join signature_type_contents stc on stc.signature_type_id = g.target_id and stc.kind = ${kind}
      where g.user_id = ${userId} and g.kind = 'signature' and ${activeGrant('g', at)}
    ) as reachable
    group by target_id)`;
}

/**
 * Active access of `userId` to one content at `at`, directly or through a signature, as one row
 * (`starts_at` null when there is none). A subquery other modules' statements may join.
 */
export function activeAccess(userId: unknown, kind: unknown, targetId: unknown, at: unknown): SQL {
  return sql`(
    select min(g.starts_at) as starts_at,
           case when bool_or(g.ends_at is null) then null else max(g.ends_at) end as ends_at,
           (array_agg(g.source order by g.starts_at))[1] as source
    from access_grants g
    where g.user_id = ${userId} and ${activeGrant('g', at)}
      and ((g.kind = ${kind} and g.target_id = ${targetId})
        or (g.kind = 'signature' and exists (
              select 1 from signature_type_contents stc
              where stc.signature_type_id = g.target_id and stc.kind = ${kind}
                and stc.target_id = ${targetId}))))`;
}

export interface AccessRow {
  starts_at: Stamp;
  ends_at: Stamp | null;
  source: GrantSource;
}

export interface TargetRow {
  target_id: number;
  starts_at: Stamp;
  ends_at: Stamp | null;
}

export interface RequiredSignatureRow {
  id: number;
  name: string;
  slug: string;
  available_in_store: boolean;
}

/** A signature or a store product that would open a content (`offersCoveringEach`). */
export interface OfferRow extends RequiredSignatureRow {
  target_id: number;
  offer: 'signature' | 'product';
  /** A product's price (null for a signature: its periods have their own). */
  price_cents: number | null;
}

export interface GrantListRow {
  id: number;
  kind: GrantKind;
  target_id: number;
  starts_at: Stamp;
  ends_at: Stamp | null;
  source: GrantSource;
  source_id: number | null;
  revoked_at: Stamp | null;
  note: string | null;
  created_at: Stamp;
}

export interface GrantValues {
  userId: number;
  kind: GrantKind;
  targetId: number;
  startsAt: Date;
  endsAt: Date | null;
  source: GrantSource;
  sourceId: number | null;
  createdBy: number | null;
  note: string | null;
}

interface Target {
  userId: number;
  kind: GrantKind;
  at: string;
}

export function accessQueries(db: Db) {
  const find = preparedRows<AccessRow, Target & { targetId: number }>(
    db,
    'access_find',
    (p) => sql`select a.* from ${activeAccess(p.userId, p.kind, p.targetId, p.at)} a
               where a.starts_at is not null`,
  );
  const targets = preparedRows<TargetRow, Target>(
    db,
    'access_targets',
    (p) => sql`select * from ${reachableTargets(p.userId, p.kind, p.at)} t`,
  );
  const covering = preparedRows<RequiredSignatureRow, { kind: GrantKind; targetId: number }>(
    db,
    'access_signatures_covering',
    (p) => sql`select s.id, s.name, s.slug, s.available_in_store
               from signature_type_contents c
               join signature_types s on s.id = c.signature_type_id
               where c.kind = ${p.kind} and c.target_id = ${p.targetId} and s.active
               order by s.available_in_store desc, s.sort_order, s.id`,
  );

  const coveringEach = preparedRows<
    RequiredSignatureRow & { target_id: number },
    { kind: GrantKind; ids: number[] }
  >(
    db,
    'access_signatures_covering_each',
    (p) => sql`select c.target_id, s.id, s.name, s.slug, s.available_in_store
               from signature_type_contents c
               join signature_types s on s.id = c.signature_type_id
               where c.kind = ${p.kind} and c.target_id = any(${p.ids}::int[]) and s.active
               order by c.target_id, s.available_in_store desc, s.sort_order, s.id`,
  );
  const offersEach = preparedRows<OfferRow, { kind: GrantKind; ids: number[]; brand: string }>(
    db,
    'access_offers_covering_each',
    (p) => sql`select c.target_id, 'signature' as offer, s.id, s.name, s.slug,
                      s.available_in_store, null::int as price_cents, s.sort_order as position
               from signature_type_contents c
               join signature_types s on s.id = c.signature_type_id
               where c.kind = ${p.kind} and c.target_id = any(${p.ids}::int[]) and s.active
               union all
               select i.target_id, 'product', p.id, p.name, p.slug, p.available_in_store,
                      p.price_cents, p.sort_order
               from product_items i
               join products p on p.id = i.product_id
               where i.kind = ${p.kind} and i.target_id = any(${p.ids}::int[])
                 and p.active and p.available_in_store and p.deleted_at is null
                 and (cardinality(p.brands) = 0 or ${p.brand}::text = any(p.brands))
               order by 1, 2 desc, 6 desc, 8, 3`,
  );

  return {
    /** The active access to one content (at most one row). */
    find: async (
      userId: number,
      kind: GrantKind,
      targetId: number,
      at: Date,
      tx?: Db,
    ): Promise<AccessRow | undefined> =>
      (await find({ userId, kind, targetId, at: at.toISOString() }, tx))[0],

    targets: (userId: number, kind: GrantKind, at: Date, tx?: Db): Promise<TargetRow[]> =>
      targets({ userId, kind, at: at.toISOString() }, tx),

    async insert(grant: GrantValues, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(accessGrants).values(grant).returning({ id: accessGrants.id });
      return row!.id;
    },

    /** Ends every unrevoked grant of a source at `at`; answers how many. */
    async revokeSource(
      source: GrantSource,
      sourceId: number,
      at: Date,
      tx: Db = db,
    ): Promise<number> {
      const rows = await tx
        .update(accessGrants)
        .set({ revokedAt: at })
        .where(
          and(
            eq(accessGrants.source, source),
            eq(accessGrants.sourceId, sourceId),
            isNull(accessGrants.revokedAt),
          ),
        )
        .returning({ id: accessGrants.id });
      return rows.length;
    },

    async revoke(grantId: number, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(accessGrants)
        .set({ revokedAt: at })
        .where(and(eq(accessGrants.id, grantId), isNull(accessGrants.revokedAt)))
        .returning({ id: accessGrants.id });
      return rows.length > 0;
    },

    /** Active signature types whose qualification includes this content (store ones first). */
    signaturesCovering: (kind: GrantKind, targetId: number, tx?: Db) =>
      covering({ kind, targetId }, tx),

    /** The same for several contents of one kind in one statement, each row naming its content. */
    signaturesCoveringEach: (kind: GrantKind, targetIds: readonly number[], tx?: Db) =>
      coveringEach({ kind, ids: [...targetIds] }, tx),

    /**
     * What would open several contents of one kind, in one statement: the signatures including
     * each (as above) and the products the brand's store sells with it.
     */
    offersCoveringEach: (kind: GrantKind, targetIds: readonly number[], brand: string, tx?: Db) =>
      offersEach({ kind, ids: [...targetIds], brand }, tx),

    /** All of a person's grants of one kind, newest first. */
    list: (userId: number, kind: GrantKind, tx: Db = db) =>
      queryRows<GrantListRow>(
        tx,
        sql`select id, kind, target_id, starts_at, ends_at, source, source_id, revoked_at, note,
                   created_at
            from access_grants where user_id = ${userId} and kind = ${kind}
            order by created_at desc, id desc`,
      ),
  };
}
export type AccessQueries = ReturnType<typeof accessQueries>;
