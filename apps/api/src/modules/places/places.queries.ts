import { asc, eq } from 'drizzle-orm';
import { cities, countries, postalCodes, states } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the places module: countries, states, cities and postal codes. */

export type PostalCodeValues = typeof postalCodes.$inferInsert;

export function placesQueries(db: Db) {
  return {
    countries(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    /** The states of a country (every state without one), by code. */
    states(countryId?: number, tx: Db = db): Promise<{ id: number; name: string; uf: string }[]> {
      return tx
        .select({ id: states.id, name: states.name, uf: states.uf })
        .from(states)
        .where(countryId === undefined ? undefined : eq(states.countryId, countryId))
        .orderBy(asc(states.id));
    },

    cities(stateId: number, tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(eq(cities.stateId, stateId));
    },

    /** A city with its state's id and code. */
    async city(
      cityId: number,
      tx: Db = db,
    ): Promise<{ stateId: number; city: string; uf: string } | undefined> {
      const [row] = await tx
        .select({ stateId: cities.stateId, city: cities.name, uf: states.uf })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(eq(cities.id, cityId));
      return row;
    },

    /** The stored address of a postal code, with its city name and state code. */
    async postalCode(cep: string, tx: Db = db) {
      const [row] = await tx
        .select({ p: postalCodes, city: cities.name, uf: states.uf })
        .from(postalCodes)
        .innerJoin(cities, eq(cities.id, postalCodes.cityId))
        .innerJoin(states, eq(states.id, postalCodes.stateId))
        .where(eq(postalCodes.zipCode, cep));
      return row;
    },

    /** Keeps a postal code's address (a code already kept stays as it is). */
    async savePostalCode(values: PostalCodeValues, tx: Db = db): Promise<void> {
      await tx.insert(postalCodes).values(values).onConflictDoNothing();
    },
  };
}
export type PlacesQueries = ReturnType<typeof placesQueries>;
