import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { MethodGrant, PermissionEntry } from '@app/shared';
import { authCodes, passwordResets, profiles, sessions, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { nextGrantChange } from '../access/access.queries.ts';

/** One permission entry as the JSON aggregate of `permissionsOf` has it. */
interface PermissionJson {
  create: number;
  read: number;
  update: number;
  delete: number;
  manage: number;
  menu: number;
  profile_id: number;
  permission_id: number;
  name: string;
  parent_id: number | null;
  has_children: boolean;
  order: number;
  base_profile_id: number | null;
}

/**
 * A profile's permission entries (spec section 3) as one JSON array, in menu order, as a scalar
 * subquery: the session lookup and the profile lookup embed it, so neither needs a second trip.
 */
function permissionsOf(outerProfileId: '"users"."profile_id"' | '"profiles"."id"') {
  // Plain SQL with its own aliases: Drizzle may render column references unqualified, and
  // `id`, `name` or `profile_id` would then be ambiguous inside the subquery.
  return sql<PermissionJson[] | null>`(select json_agg(json_build_object(
      'create', pp."create", 'read', pp."read", 'update', pp."update",
      'delete', pp."delete", 'manage', pp."manage", 'menu', pp."menu",
      'profile_id', pp.profile_id, 'permission_id', p.id, 'name', p.name,
      'parent_id', p.parent_id, 'has_children', p.has_children, 'order', p."order",
      'base_profile_id', p.base_profile_id) order by p."order", p.id)
    from profile_permissions pp inner join permissions p on p.id = pp.permission_id
    where pp.profile_id = ${sql.raw(outerProfileId)})`;
}

function toEntries(rows: PermissionJson[] | null): PermissionEntry[] {
  const bit = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
  return (rows ?? []).map((r) => ({
    create: bit(r.create),
    read: bit(r.read),
    update: bit(r.update),
    delete: bit(r.delete),
    manage: bit(r.manage),
    menu: bit(r.menu),
    permission_id: r.permission_id,
    profile_id: r.profile_id,
    permission: {
      id: r.permission_id,
      name: r.name,
      parent_id: r.parent_id,
      has_children: r.has_children,
      order: r.order,
      base_profile_id: r.base_profile_id,
    },
  }));
}

/** A profile's name and entries (an unknown profile: no name, no entries). */
export interface ProfileGrants {
  name: string;
  entries: PermissionEntry[];
}

/** What the access guard needs of a session, its person and their profile (one indexed read). */
export interface SessionRecord {
  session: {
    id: number;
    userId: number;
    lastUsedAt: Date;
    expiresAt: Date;
    idleSeconds: number;
    revokedAt: Date | null;
    impersonatorUserId: number | null;
  };
  user: {
    id: number;
    name: string;
    nickname: string | null;
    email: string;
    identifier: string | null;
    phoneNumber: string | null;
    avatarPath: string | null;
    profileId: number;
    firstAccess: number;
    deletedAt: Date | null;
  };
  profile: ProfileGrants;
}

/**
 * The signed-in person's own state for the session payload (`GET /api/user`), at one instant:
 * the trial shown, whether a trial runs and whether anything else is paid for (the live delay),
 * the signatures held and the broadcasts their grants open. One statement.
 */
export interface PersonState {
  /** The latest end of a trial not over yet (ms since the epoch), or null. */
  trialEndsAt: number | null;
  /** A trial runs now (started and not over). */
  trialNow: boolean;
  /** The person has had a trial, running or over (one per person): none is offered again. */
  trialUsed: boolean;
  /** An active grant from anything but a trial (an order, signature, courtesy, staff). */
  paid: boolean;
  /** Active signatures, in the store's order. */
  signatures: { id: number; name: string }[];
  /** Broadcasts opened by an active grant, directly or through a signature's contents. */
  broadcastIds: number[];
  /**
   * The grants that open trade methods (issue 15): a method's own grant, or a signature whose
   * contents include methods; each with the active methods it opens (the login's
   * `method_user_product_id`; `methods` is their flat list).
   */
  methodGrants: MethodGrant[];
  /**
   * The next instant (ms since the epoch) one of the person's trials or unrevoked grants starts
   * or ends, when this state stops holding; null: none ahead.
   */
  nextChange: number | null;
}

/** What a person's state is read from (the change feed's tags, docs/adr/0008). */
export const PERSON_STATE_TABLES = [
  'access_grants',
  'user_trials',
  'signature_types',
  'signature_type_contents',
  'trade_methods',
] as const;
export const personStateTags = (userId: number): string[] => [
  `access_grants.user_id:${userId}`,
  `user_trials.user_id:${userId}`,
  'signature_types',
  'signature_type_contents',
  'trade_methods',
];

/** The only place with the identity module's SQL. */
export function identityQueries(db: Db) {
  // The hot statements are prepared once: Drizzle builds their text here, not per request, and
  // node-postgres names them so each connection parses them once.
  const sessionByTokenHash = db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        idleSeconds: sessions.idleSeconds,
        revokedAt: sessions.revokedAt,
        impersonatorUserId: sessions.impersonatorUserId,
      },
      user: {
        id: users.id,
        name: users.name,
        nickname: users.nickname,
        email: users.email,
        identifier: users.identifier,
        phoneNumber: users.phoneNumber,
        avatarPath: users.avatarPath,
        profileId: users.profileId,
        firstAccess: users.firstAccess,
        deletedAt: users.deletedAt,
      },
      profileName: profiles.name,
      permissions: permissionsOf('"users"."profile_id"'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('identity_session_by_token');

  const profileById = db
    .select({ name: profiles.name, permissions: permissionsOf('"profiles"."id"') })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('profileId')))
    .prepare('identity_profile_grants');

  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const person = sql`${sql.placeholder('userId')}::int`;
  /** The grant rule of the access module: started, not ended, not revoked. */
  const active = (g: string) => {
    const alias = sql.raw(g);
    return sql`${alias}.revoked_at is null and ${alias}.starts_at <= ${at}
      and (${alias}.ends_at is null or ${alias}.ends_at > ${at})`;
  };
  const personAt = db
    .select({
      trialEndsAt: sql<number | null>`(select (extract(epoch from t.ends_at) * 1000)::float8
        from user_trials t where t.user_id = ${person} and t.ends_at > ${at}
        order by t.ends_at desc limit 1)`,
      trialNow: sql<boolean>`exists (select 1 from user_trials t where t.user_id = ${person}
        and t.starts_at <= ${at} and t.ends_at > ${at})`,
      trialUsed: sql<boolean>`exists (select 1 from user_trials t where t.user_id = ${person})`,
      paid: sql<boolean>`exists (select 1 from access_grants g where g.user_id = ${person}
        and g.source <> 'trial' and ${active('g')})`,
      signatures: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.sort_order, x.id)
        from (select distinct s.id, s.name, s.sort_order from access_grants g
              join signature_types s on s.id = g.target_id
              where g.user_id = ${person} and g.kind = 'signature' and ${active('g')}) x
        ), '[]'::json)`,
      broadcastIds: sql<number[]>`coalesce((
        select json_agg(distinct r.target_id) from (
          select g.target_id from access_grants g
          where g.user_id = ${person} and g.kind = 'broadcast' and ${active('g')}
          union all
          select c.target_id from access_grants g
          join signature_type_contents c on c.signature_type_id = g.target_id and c.kind = 'broadcast'
          where g.user_id = ${person} and g.kind = 'signature' and ${active('g')}) r
        ), '[]'::json)`,
      methodGrants: sql<MethodGrant[]>`coalesce((
        select json_agg(json_build_object('id', e.id, 'kind', e.kind, 'ends_at', e.ends_at,
          'trade_methods', e.methods) order by e.id)
        from (select g.id, g.kind, g.ends_at,
                json_agg(json_build_object('id', m.id, 'name', m.name) order by m.sort_order, m.id)
                  as methods
              from access_grants g
              left join signature_type_contents c on g.kind = 'signature'
                and c.signature_type_id = g.target_id and c.kind = 'trade_method'
              join trade_methods m on m.active
                and m.id = case when g.kind = 'trade_method' then g.target_id else c.target_id end
              where g.user_id = ${person} and g.kind in ('trade_method', 'signature')
                and ${active('g')}
              group by g.id, g.kind, g.ends_at) e
        ), '[]'::json)`,
      nextChange: sql<number | null>`(select min(x) from (
          select (extract(epoch from t.starts_at) * 1000)::float8 as x from user_trials t
          where t.user_id = ${person} and t.starts_at > ${at}
          union all
          select (extract(epoch from t.ends_at) * 1000)::float8 from user_trials t
          where t.user_id = ${person} and t.ends_at > ${at}
          union all
          select ${nextGrantChange(person, at)}) b)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('identity_person_state');

  return {
    /** The session of a token (by its hash), its person and their profile: one indexed read. */
    async findSession(tokenHash: string): Promise<SessionRecord | undefined> {
      const [row] = await sessionByTokenHash.execute({ tokenHash });
      if (!row) return undefined;
      return {
        session: row.session,
        user: row.user,
        profile: { name: row.profileName ?? '', entries: toEntries(row.permissions) },
      };
    },
    /** A profile's name and permission entries in one statement. */
    async profileGrants(profileId: number): Promise<ProfileGrants> {
      const [row] = await profileById.execute({ profileId });
      return { name: row?.name ?? '', entries: toEntries(row?.permissions ?? null) };
    },
    async personState(userId: number, when: Date): Promise<PersonState> {
      const [row] = await personAt.execute({ userId, at: when.toISOString() });
      return {
        trialEndsAt: row?.trialEndsAt ?? null,
        trialNow: row?.trialNow === true,
        trialUsed: row?.trialUsed === true,
        paid: row?.paid === true,
        signatures: row?.signatures ?? [],
        broadcastIds: row?.broadcastIds ?? [],
        methodGrants: row?.methodGrants ?? [],
        nextChange: row?.nextChange ?? null,
      };
    },
    async findActiveUserByEmail(email: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      return user;
    },
    async findActiveUserById(id: number) {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return user;
    },
    async emailExists(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },
    async insertUser(values: typeof users.$inferInsert) {
      const [user] = await db.insert(users).values(values).returning();
      return user!;
    },
    async confirmPhone(userId: number, phone: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ phoneNumber: phone, phoneVerifiedAt: at, updatedAt: at })
        .where(eq(users.id, userId));
    },
    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async insertSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!;
    },
    async touchSession(sessionId: number, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, sessionId));
    },
    async revokeSession(sessionId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeUserSessions(userId: number, at: Date, exceptSessionId?: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
          ),
        );
    },
    async revokeImpersonations(impersonatorUserId: number, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(eq(sessions.impersonatorUserId, impersonatorUserId), isNull(sessions.revokedAt)),
        );
    },
    async insertPasswordReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },
    /** Marks the reset used and returns it, only if it was unused and unexpired (single use, race-safe). */
    async consumePasswordReset(tokenHash: string, at: Date) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row;
    },
    async insertAuthCode(values: typeof authCodes.$inferInsert): Promise<void> {
      await db.insert(authCodes).values(values);
    },
    async latestLiveCode(userId: number, at: Date, purposes: ('login' | 'advisor' | 'phone')[]) {
      const [row] = await db
        .select()
        .from(authCodes)
        .where(
          and(
            eq(authCodes.userId, userId),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, at),
            inArray(authCodes.purpose, purposes),
          ),
        )
        .orderBy(desc(authCodes.id))
        .limit(1);
      return row;
    },
    async countCodeAttempt(codeId: number): Promise<number> {
      const [row] = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(eq(authCodes.id, codeId))
        .returning({ attempts: authCodes.attempts });
      return row?.attempts ?? 0;
    },
    async useCode(codeId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ usedAt: at })
        .where(and(eq(authCodes.id, codeId), isNull(authCodes.usedAt)))
        .returning({ id: authCodes.id });
      return rows.length > 0;
    },
  };
}
export type IdentityQueries = ReturnType<typeof identityQueries>;
