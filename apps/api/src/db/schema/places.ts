import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const countries = pgTable('countries', {
  id: integer().primaryKey(),
  name: text().notNull(),
  isoCode: text().notNull(),
});

/** The 27 federative units; id = IBGE code. */
export const states = pgTable('states', {
  id: integer().primaryKey(),
  uf: text().notNull(),
  name: text().notNull(),
  countryId: integer()
    .notNull()
    .references(() => countries.id),
});

/** Every IBGE municipality; id = IBGE code. */
export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey(),
    name: text().notNull(),
    stateId: integer()
      .notNull()
      .references(() => states.id),
  },
  (t) => [index('cities_state_idx').on(t.stateId)],
);

/** Offline postal-code table: the embedded lookup answers from here; online lookups fill it. */
export const postalCodes = pgTable('postal_codes', {
  zipCode: text().primaryKey(),
  street: text().notNull(),
  district: text().notNull(),
  cityId: integer()
    .notNull()
    .references(() => cities.id),
  stateId: integer()
    .notNull()
    .references(() => states.id),
  source: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A label such as "Casa" or "Trabalho". */
    name: text(),
    address: text().notNull(),
    number: text().notNull(),
    complement: text(),
    district: text().notNull(),
    zipCode: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
