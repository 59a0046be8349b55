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
    /** Whether the resource is a menu item (the entries' `menu` flag then shows or hides it). */
    menu: boolean().notNull().default(true),
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
    phoneNumber: text(),
    gender: text(),
    birthDate: date({ mode: 'string' }),
    ocupation: text(),
    /** Stored file name under DATA_DIR/uploads/avatars (never the user's own file name). */
    avatarPath: text(),
    interests: jsonb().$type<string[]>().notNull().default([]),
    /** Spec section 3: 1 on the first access, until the person completes it. */
    firstAccess: smallint().notNull().default(1),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    /** UTM data of the sign-up, kept only when source, medium and campaign were all present. */
    tracking: jsonb().$type<Record<string, string>>(),
    /** Soft delete: history (orders, chat) keeps pointing at the row. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_profile_idx').on(t.profileId),
  ],
);

/**
 * Bearer sessions: only the SHA-256 of the token is stored. A session ends at `expiresAt`
 * (absolute), after `idleSeconds` without use, or when revoked (logout, password change, staff).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    idleSeconds: integer().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: inet(),
    userAgent: text(),
    /** Staff acting as a customer: who, and why. */
    impersonatorUserId: integer().references(() => users.id),
    impersonationReason: text(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use password reset links (token hashed), 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

/** One-time login codes sent by e-mail or SMS (code hashed, few attempts). */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    purpose: text({ enum: ['login', 'advisor', 'phone'] }).notNull(),
    codeHash: text().notNull(),
    /** Where the code went (phone verification confirms this number). */
    target: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_codes_user_idx').on(t.userId)],
);

/** Trial access grants (spec: trial shown when show-trial is set and days > 0). */
export const userTrials = pgTable(
  'user_trials',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    days: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    tracking: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_trials_user_idx').on(t.userId)],
);

/** Who did what to whose data, when and from where (LGPD, SECURITY.md 17). Never secrets. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer().references(() => users.id),
    /** When staff acts as a customer: the customer. */
    onBehalfOfUserId: integer().references(() => users.id),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    ip: inet(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_logs_at_idx').on(t.at), index('audit_logs_actor_idx').on(t.actorUserId)],
);
