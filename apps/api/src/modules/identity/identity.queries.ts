import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PermissionEntry } from '@app/shared';
import {
  authCodes,
  passwordResets,
  permissions,
  profilePermissions,
  profiles,
  sessions,
  userTrials,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The only place with the identity module's SQL. */
export function identityQueries(db: Db) {
  return {
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
    async profileName(profileId: number): Promise<string> {
      const [row] = await db
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.id, profileId));
      return row?.name ?? '';
    },
    /** Spec section 3 permission entries of a profile, in menu order. */
    async permissionEntries(profileId: number): Promise<PermissionEntry[]> {
      const rows = await db
        .select({ pp: profilePermissions, p: permissions })
        .from(profilePermissions)
        .innerJoin(permissions, eq(permissions.id, profilePermissions.permissionId))
        .where(eq(profilePermissions.profileId, profileId))
        .orderBy(asc(permissions.order), asc(permissions.id));
      const bit = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
      return rows.map(({ pp, p }) => ({
        create: bit(pp.create),
        read: bit(pp.read),
        update: bit(pp.update),
        delete: bit(pp.delete),
        manage: bit(pp.manage),
        menu: bit(pp.menu),
        permission_id: p.id,
        profile_id: pp.profileId,
        permission: {
          id: p.id,
          name: p.name,
          parent_id: p.parentId,
          has_children: p.hasChildren,
          order: p.order,
          base_profile_id: p.baseProfileId,
        },
      }));
    },
    async insertSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row!;
    },
    async findSessionByTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ session: sessions, profileId: users.profileId, deletedAt: users.deletedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
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
    /** The trial running now, if any. */
    async activeTrial(userId: number, at: Date) {
      const [row] = await db
        .select()
        .from(userTrials)
        .where(and(eq(userTrials.userId, userId), gt(userTrials.endsAt, at)))
        .orderBy(desc(userTrials.endsAt))
        .limit(1);
      return row;
    },
  };
}
export type IdentityQueries = ReturnType<typeof identityQueries>;
