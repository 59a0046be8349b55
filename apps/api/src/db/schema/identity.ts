import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Profiles (roles): Administrador, Analista, Cliente (id 3, spec section 6), Vendedor… */
export const profiles = pgTable('profiles', {
  id: integer().primaryKey(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Permission resources of spec section 6, as a tree for the menu and the profile editor. */
export const permissions = pgTable(
  'permissions',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    parentId: integer(),
    hasChildren: boolean().notNull().default(false),
    order: integer().notNull().default(0),
    baseProfileId: integer(),
  },
  (t) => [uniqueIndex('permissions_name_unique').on(t.name)],
);

const flag = (name: string) => smallint(name).notNull().default(0);

/** Spec section 3 "Permission entry": the flags a profile has on one resource (1 or 0). */
export const profilePermissions = pgTable(
  'profile_permissions',
  {
    id: serial().primaryKey(),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    permissionId: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    create: flag('create'),
    read: flag('read'),
    update: flag('update'),
    delete: flag('delete'),
    manage: flag('manage'),
    menu: flag('menu'),
  },
  (t) => [
    uniqueIndex('profile_permissions_pair_unique').on(t.profileId, t.permissionId),
    check(
      'profile_permissions_flags_are_bits',
      sql`${t.create} in (0, 1) and ${t.read} in (0, 1) and ${t.update} in (0, 1) and ${t.delete} in (0, 1) and ${t.manage} in (0, 1) and ${t.menu} in (0, 1)`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    nickname: text(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    /** CPF or CNPJ, canonical (digits, or 0-9A-Z for the alphanumeric CNPJ). */
    identifier: text(),
    passwordHash: text().notNull(),
    profileId: integer()
      .notNull()
      .references(() => profiles.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_profile_idx').on(t.profileId),
  ],
);
