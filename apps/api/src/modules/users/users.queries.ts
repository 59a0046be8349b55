import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  addresses,
  auditLogs,
  cities,
  countries,
  permissions,
  profilePermissions,
  profiles,
  states,
  userTrials,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

export interface AuditRow {
  id: number;
  at: Date | string;
  action: string;
  actor_user_id: number | null;
  actor_name: string | null;
  on_behalf_of_user_id: number | null;
  on_behalf_of_name: string | null;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface Page {
  page: number;
  per_page: number;
}

function escapeLike(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
}

export function usersQueries(db: Db) {
  return {
    async listUsers(
      filter: Page & { search?: string; profile_id?: number; sort: string },
      tx: Db = db,
    ) {
      const conditions: SQL[] = [isNull(users.deletedAt)];
      if (filter.search) {
        const term = `%${escapeLike(filter.search)}%`;
        conditions.push(
          or(
            ilike(users.name, term),
            ilike(users.email, term),
            ilike(users.identifier, term),
            ilike(users.nickname, term),
          )!,
        );
      }
      if (filter.profile_id !== undefined) conditions.push(eq(users.profileId, filter.profile_id));
      const where = and(...conditions);
      const column = { name: users.name, email: users.email, created_at: users.createdAt }[
        filter.sort.replace('-', '') as 'name'
      ];
      const order = filter.sort.startsWith('-') ? desc(column) : asc(column);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ user: users, profileName: profiles.name })
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.profileId))
          .where(where)
          .orderBy(order, asc(users.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async findUser(id: number, tx: Db = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },
    async emailTakenByOther(email: string, exceptId?: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined && row.id !== exceptId;
    },
    async insertUser(values: typeof users.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    async updateUser(id: number, values: Partial<typeof users.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async profileExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id));
      return row !== undefined;
    },
    selectProfiles(tx: Db = db) {
      return tx
        .select({ id: profiles.id, name: profiles.name })
        .from(profiles)
        .orderBy(asc(profiles.name));
    },

    async listAddresses(userId: number, tx: Db = db) {
      return tx
        .select({
          a: addresses,
          cityName: cities.name,
          stateName: states.name,
          uf: states.uf,
          countryName: countries.name,
        })
        .from(addresses)
        .innerJoin(cities, eq(cities.id, addresses.cityId))
        .innerJoin(states, eq(states.id, addresses.stateId))
        .innerJoin(countries, eq(countries.id, addresses.countryId))
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id));
    },
    async findAddress(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          a: addresses,
          cityName: cities.name,
          stateName: states.name,
          uf: states.uf,
          countryName: countries.name,
        })
        .from(addresses)
        .innerJoin(cities, eq(cities.id, addresses.cityId))
        .innerJoin(states, eq(states.id, addresses.stateId))
        .innerJoin(countries, eq(countries.id, addresses.countryId))
        .where(eq(addresses.id, id));
      return row;
    },
    async cityInState(cityId: number, stateId: number, tx: Db = db) {
      const [row] = await tx
        .select({
          countryId: states.countryId,
          cityName: cities.name,
          stateName: states.name,
          uf: states.uf,
          countryName: countries.name,
        })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(and(eq(cities.id, cityId), eq(states.id, stateId)));
      return row;
    },
    async insertAddress(values: typeof addresses.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(addresses).values(values).returning();
      return row!;
    },
    async updateAddress(id: number, values: Partial<typeof addresses.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(addresses.id, id))
        .returning();
      return row;
    },
    async deleteAddress(id: number, tx: Db = db) {
      await tx.delete(addresses).where(eq(addresses.id, id));
    },

    async listAudit(filter: Page & { search?: string; user_id?: number }, tx: Db = db) {
      const conditions: SQL[] = [];
      if (filter.search) conditions.push(ilike(auditLogs.action, `%${escapeLike(filter.search)}%`));
      if (filter.user_id !== undefined) {
        conditions.push(
          or(
            eq(auditLogs.actorUserId, filter.user_id),
            eq(auditLogs.onBehalfOfUserId, filter.user_id),
          )!,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const rows = await queryRows<AuditRow>(
        tx,
        // Column references in `where` are qualified with "audit_logs", so the table keeps its name.
        sql`select audit_logs.id, audit_logs.at, audit_logs.action, audit_logs.actor_user_id, a.name as actor_name,
                   audit_logs.on_behalf_of_user_id, b.name as on_behalf_of_name, audit_logs.target_type,
                   audit_logs.target_id, host(audit_logs.ip) as ip, audit_logs.details
            from ${auditLogs}
            left join ${users} a on a.id = audit_logs.actor_user_id
            left join ${users} b on b.id = audit_logs.on_behalf_of_user_id
            ${where ? sql`where ${where}` : sql``}
            order by audit_logs.id desc
            limit ${filter.per_page} offset ${(filter.page - 1) * filter.per_page}`,
      );
      const [total] = await tx.select({ n: count() }).from(auditLogs).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async listTrials(filter: Page & { userId?: number }, tx: Db = db) {
      const where = filter.userId !== undefined ? eq(userTrials.userId, filter.userId) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select({ t: userTrials, name: users.name, email: users.email })
          .from(userTrials)
          .innerJoin(users, eq(users.id, userTrials.userId))
          .where(where)
          .orderBy(desc(userTrials.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(userTrials).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async userHadTrial(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: userTrials.id })
        .from(userTrials)
        .where(eq(userTrials.userId, userId))
        .limit(1);
      return row !== undefined;
    },
    async insertTrial(values: typeof userTrials.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(userTrials).values(values).returning();
      return row!;
    },

    async profilePermissionRows(profileId: number, tx: Db = db) {
      return tx
        .select({ p: permissions, pp: profilePermissions })
        .from(permissions)
        .leftJoin(
          profilePermissions,
          and(
            eq(profilePermissions.permissionId, permissions.id),
            eq(profilePermissions.profileId, profileId),
          ),
        )
        .orderBy(asc(permissions.order), asc(permissions.id));
    },
    async upsertProfilePermission(values: typeof profilePermissions.$inferInsert, tx: Db = db) {
      await tx
        .insert(profilePermissions)
        .values(values)
        .onConflictDoUpdate({
          target: [profilePermissions.profileId, profilePermissions.permissionId],
          set: {
            create: values.create,
            read: values.read,
            update: values.update,
            delete: values.delete,
            manage: values.manage,
            menu: values.menu,
          },
        });
    },
    async listProfiles(tx: Db = db) {
      return tx.select().from(profiles).orderBy(asc(profiles.id));
    },
  };
}
export type UsersQueries = ReturnType<typeof usersQueries>;
