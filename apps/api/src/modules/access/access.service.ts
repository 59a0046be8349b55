import { and, eq, isNull, sql } from 'drizzle-orm';
import { accessGrants } from '../../db/schema/index.ts';
import type { GrantKind, GrantSource } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';

export const NO_ACCESS_MESSAGE = 'Você não tem acesso a este conteúdo.';

/** A signature that would open a content (the subscribe prompt names it). */
export interface RequiredSignature {
  id: number;
  name: string;
  slug: string;
  available_in_store: boolean;
}

export interface ActiveAccess {
  /** When the earliest active grant started (release rules count days from here). */
  startsAt: Date;
  /** When access ends (the latest end among active grants; null: lifetime). */
  endsAt: Date | null;
  source: GrantSource;
}

export interface NewGrant {
  userId: number;
  kind: GrantKind;
  targetId: number;
  startsAt: Date;
  endsAt: Date | null;
  source: GrantSource;
  sourceId?: number | null;
  createdBy?: number | null;
  note?: string | null;
}

export interface GrantRow {
  id: number;
  kind: GrantKind;
  target_id: number;
  starts_at: Date;
  ends_at: Date | null;
  source: GrantSource;
  source_id: number | null;
  revoked_at: Date | null;
  note: string | null;
  created_at: Date;
}

/** A grant's state at `at`: what the staff lists show. */
export function grantStatus(
  grant: Pick<GrantRow, 'starts_at' | 'ends_at' | 'revoked_at'>,
  at: Date,
): 'active' | 'scheduled' | 'expired' | 'revoked' {
  if (grant.revoked_at !== null && grant.revoked_at <= at) return 'revoked';
  if (grant.starts_at > at) return 'scheduled';
  if (grant.ends_at !== null && grant.ends_at <= at) return 'expired';
  return 'active';
}

/** A grant as staff lists show it (`list-courses-by-user`, `list-user-signature`). */
export function grantView(
  g: Pick<
    GrantRow,
    'id' | 'target_id' | 'starts_at' | 'ends_at' | 'source' | 'revoked_at' | 'note'
  >,
  name: string,
  at: Date,
) {
  return {
    id: g.id,
    target_id: g.target_id,
    name,
    starts_at: g.starts_at.toISOString(),
    ends_at: g.ends_at ? g.ends_at.toISOString() : null,
    source: g.source,
    status: grantStatus(g, at),
    note: g.note,
  };
}

/**
 * The one place that answers "may this person see this content now?" (issue 4). A grant works
 * while `starts_at <= now < ends_at` (no end: lifetime) and it is not revoked; a signature grant
 * also opens every content its type's qualification includes (`signature_type_contents`).
 */
export function accessService(db: Db, now: () => Date = () => new Date()) {
  const active = (alias: string, at: Date) => {
    const g = sql.raw(alias);
    const t = at.toISOString();
    return sql`${g}.revoked_at is null and ${g}.starts_at <= ${t}::timestamptz
      and (${g}.ends_at is null or ${g}.ends_at > ${t}::timestamptz)`;
  };

  return {
    now,

    /** Active access to one content, directly or through a signature; null when none. */
    async find(
      userId: number,
      kind: GrantKind,
      targetId: number,
      at: Date = now(),
    ): Promise<ActiveAccess | null> {
      const [row] = await queryRows<{ starts_at: Date; ends_at: Date | null; source: GrantSource }>(
        db,
        sql`
        select min(g.starts_at) as starts_at,
               case when bool_or(g.ends_at is null) then null else max(g.ends_at) end as ends_at,
               (array_agg(g.source order by g.starts_at))[1] as source
        from access_grants g
        where g.user_id = ${userId} and ${active('g', at)}
          and ((g.kind = ${kind} and g.target_id = ${targetId})
            or (g.kind = 'signature' and exists (
                  select 1 from signature_type_contents c
                  where c.signature_type_id = g.target_id and c.kind = ${kind}
                    and c.target_id = ${targetId})))
        having count(*) > 0`,
      );
      return row
        ? {
            startsAt: new Date(row.starts_at),
            endsAt: row.ends_at === null ? null : new Date(row.ends_at),
            source: row.source,
          }
        : null;
    },

    async has(userId: number, kind: GrantKind, targetId: number, at: Date = now()) {
      return (await this.find(userId, kind, targetId, at)) !== null;
    },

    /** Every content of a kind the person may see now, with when access started and ends. */
    async targets(
      userId: number,
      kind: GrantKind,
      at: Date = now(),
    ): Promise<Map<number, { startsAt: Date; endsAt: Date | null }>> {
      const rows = await queryRows<{ target_id: number; starts_at: Date; ends_at: Date | null }>(
        db,
        sql`
        select target_id, min(starts_at) as starts_at,
               case when bool_or(ends_at is null) then null else max(ends_at) end as ends_at
        from (
          select g.target_id, g.starts_at, g.ends_at from access_grants g
          where g.user_id = ${userId} and g.kind = ${kind} and ${active('g', at)}
          union all
          select c.target_id, g.starts_at, g.ends_at from access_grants g
          join signature_type_contents c on c.signature_type_id = g.target_id and c.kind = ${kind}
          where g.user_id = ${userId} and g.kind = 'signature' and ${active('g', at)}
        ) as reachable
        group by target_id`,
      );
      return new Map(
        rows.map((r) => [
          r.target_id,
          {
            startsAt: new Date(r.starts_at),
            endsAt: r.ends_at === null ? null : new Date(r.ends_at),
          },
        ]),
      );
    },

    async grant(grant: NewGrant): Promise<number> {
      const [row] = await db
        .insert(accessGrants)
        .values({
          userId: grant.userId,
          kind: grant.kind,
          targetId: grant.targetId,
          startsAt: grant.startsAt,
          endsAt: grant.endsAt,
          source: grant.source,
          sourceId: grant.sourceId ?? null,
          createdBy: grant.createdBy ?? null,
          note: grant.note ?? null,
        })
        .returning({ id: accessGrants.id });
      return row!.id;
    },

    /** A refund or a cancelled courtesy ends every grant it gave, from `at` on. */
    async revokeSource(source: GrantSource, sourceId: number, at: Date = now()): Promise<number> {
      const rows = await db
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

    async revoke(grantId: number, at: Date = now()): Promise<boolean> {
      const rows = await db
        .update(accessGrants)
        .set({ revokedAt: at })
        .where(and(eq(accessGrants.id, grantId), isNull(accessGrants.revokedAt)))
        .returning({ id: accessGrants.id });
      return rows.length > 0;
    },

    /**
     * The signature types whose qualification includes this content, for the subscribe prompt
     * (only active ones; those sold in the store first).
     */
    async signaturesCovering(kind: GrantKind, targetId: number): Promise<RequiredSignature[]> {
      const rows = await queryRows<RequiredSignature>(
        db,
        sql`select s.id, s.name, s.slug, s.available_in_store
            from signature_type_contents c
            join signature_types s on s.id = c.signature_type_id
            where c.kind = ${kind} and c.target_id = ${targetId} and s.active
            order by s.available_in_store desc, s.sort_order, s.id`,
      );
      return rows;
    },

    /**
     * The 403 for content the person may not see. When signatures include it, the body names
     * them (`required_signatures`) so the browser opens the subscribe prompt (spec section 3).
     */
    async denied(kind: GrantKind, targetId: number): Promise<AppError> {
      const required = await this.signaturesCovering(kind, targetId);
      return new AppError('auth.forbidden', NO_ACCESS_MESSAGE, {
        error: NO_ACCESS_MESSAGE,
        ...(required.length > 0 ? { required_signatures: required } : {}),
      });
    },

    /** All of a person's grants of one kind, newest first, for staff screens. */
    async list(userId: number, kind: GrantKind): Promise<GrantRow[]> {
      const rows = await queryRows<GrantRow>(
        db,
        sql`select id, kind, target_id, starts_at, ends_at, source, source_id, revoked_at, note,
                   created_at
            from access_grants where user_id = ${userId} and kind = ${kind}
            order by created_at desc, id desc`,
      );
      // PGlite answers raw queries with text timestamps, node-postgres with Dates.
      return rows.map((r) => ({
        ...r,
        starts_at: new Date(r.starts_at),
        ends_at: r.ends_at === null ? null : new Date(r.ends_at),
        revoked_at: r.revoked_at === null ? null : new Date(r.revoked_at),
        created_at: new Date(r.created_at),
      }));
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
