import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  analystCredentials,
  analystTradeMethods,
  tradeMethods,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the analysts' credentials and methods. */

export const ANALYST_PROFILE_ID = 2;

export interface AnalystRow {
  userId: number;
  name: string;
  profileId: number;
  cnpi: string | null;
  declarationAcceptedAt: Date | null;
  conflictsOfInterest: string | null;
  bio: string | null;
  tradeMethods: { id: number; name: string }[];
}

/** The analyst's methods, by name, as one JSON column. */
const methodsColumn = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name)
  from ${analystTradeMethods} a join ${tradeMethods} m on m.id = a.trade_method_id
  where a.user_id = "users"."id"), '[]'::json)`;

export function analystQueries(db: Db) {
  return {
    /** A person (not deleted) with their credentials and methods, if any. */
    async find(userId: number, tx: Db = db): Promise<AnalystRow | undefined> {
      const [row] = await tx
        .select({
          userId: users.id,
          name: users.name,
          profileId: users.profileId,
          cnpi: analystCredentials.cnpi,
          declarationAcceptedAt: analystCredentials.declarationAcceptedAt,
          conflictsOfInterest: analystCredentials.conflictsOfInterest,
          bio: analystCredentials.bio,
          tradeMethods: methodsColumn,
        })
        .from(users)
        .leftJoin(analystCredentials, eq(analystCredentials.userId, users.id))
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row;
    },

    /** Writes the credentials and the method list, in the caller's transaction. */
    async save(
      userId: number,
      values: {
        cnpi: string;
        declarationAcceptedAt: Date;
        conflictsOfInterest: string;
        bio: string | null;
      },
      methodIds: number[],
      tx: Db,
    ): Promise<void> {
      await tx
        .insert(analystCredentials)
        .values({ userId, ...values, updatedAt: values.declarationAcceptedAt })
        .onConflictDoUpdate({
          target: analystCredentials.userId,
          set: {
            cnpi: values.cnpi,
            conflictsOfInterest: values.conflictsOfInterest,
            bio: values.bio,
            updatedAt: values.declarationAcceptedAt,
            // The first acceptance stays: it is when the analyst declared it.
            declarationAcceptedAt: sql`coalesce(${analystCredentials.declarationAcceptedAt}, excluded.declaration_accepted_at)`,
          },
        });
      await tx.delete(analystTradeMethods).where(eq(analystTradeMethods.userId, userId));
      if (methodIds.length > 0)
        await tx
          .insert(analystTradeMethods)
          .values(methodIds.map((tradeMethodId) => ({ userId, tradeMethodId })));
    },

    /** `analyst`: the active people of the Analista profile. */
    analysts(tx: Db = db) {
      return tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.profileId, ANALYST_PROFILE_ID), isNull(users.deletedAt)))
        .orderBy(asc(users.name));
    },

    /** `analyst-for-recommendation`: analysts who may publish (number and declaration). */
    publishers(tx: Db = db) {
      return tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(analystCredentials, eq(analystCredentials.userId, users.id))
        .where(
          and(
            eq(users.profileId, ANALYST_PROFILE_ID),
            isNull(users.deletedAt),
            isNotNull(analystCredentials.declarationAcceptedAt),
          ),
        )
        .orderBy(asc(users.name));
    },

    /** `analyst-trade-methods/{id}`: the active methods an analyst publishes in. */
    methodsOf(userId: number, tx: Db = db) {
      return tx
        .select({ id: tradeMethods.id, name: tradeMethods.name })
        .from(analystTradeMethods)
        .innerJoin(tradeMethods, eq(tradeMethods.id, analystTradeMethods.tradeMethodId))
        .where(and(eq(analystTradeMethods.userId, userId), eq(tradeMethods.active, true)))
        .orderBy(asc(tradeMethods.name));
    },

    /** Methods by id, by name. */
    namesOf(ids: number[], tx: Db = db) {
      return tx
        .select({ id: tradeMethods.id, name: tradeMethods.name })
        .from(tradeMethods)
        .where(inArray(tradeMethods.id, ids))
        .orderBy(asc(tradeMethods.name));
    },
  };
}
export type AnalystQueries = ReturnType<typeof analystQueries>;
