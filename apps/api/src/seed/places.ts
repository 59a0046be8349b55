import { count, sql } from 'drizzle-orm';
import { cities, countries, postalCodes, states } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/** Brasil's code in the IBGE/BACEN country table. */
export const BRAZIL_ID = 1058;

/** A few real postal codes, so the offline lookup answers something useful out of the box. */
const KNOWN_POSTAL_CODES = [
  {
    zipCode: '01310100',
    street: 'Avenida Paulista',
    district: 'Bela Vista',
    cityId: 3550308,
    stateId: 35,
  },
  {
    zipCode: '20040020',
    street: 'Avenida Rio Branco',
    district: 'Centro',
    cityId: 3304557,
    stateId: 33,
  },
  {
    zipCode: '30130010',
    street: 'Praça Sete de Setembro',
    district: 'Centro',
    cityId: 3106200,
    stateId: 31,
  },
  {
    zipCode: '70040010',
    street: 'Setor Bancário Sul',
    district: 'Asa Sul',
    cityId: 5300108,
    stateId: 53,
  },
  {
    zipCode: '80010000',
    street: 'Praça Tiradentes',
    district: 'Centro',
    cityId: 4106902,
    stateId: 41,
  },
];

/**
 * Reference data every installation needs (not only the demo): the 27 federative units and every
 * IBGE municipality, from @brazilian-utils (not typed by hand). Cheap when already there.
 */
export async function seedPlaces(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(states);
  if ((existing?.n ?? 0) >= 27) return;
  // Its tables (~9 MB in memory) load only when they are needed: the first boot of a database.
  const { getMunicipalities, getStates } = await import('@brazilian-utils/brazilian-utils');
  await db
    .insert(countries)
    .values({ id: BRAZIL_ID, name: 'Brasil', isoCode: 'BR' })
    .onConflictDoNothing();
  const ufs = getStates();
  await db
    .insert(states)
    .values(
      ufs.map((uf) => ({ id: uf.ibgeCode, uf: uf.code, name: uf.name, countryId: BRAZIL_ID })),
    )
    .onConflictDoNothing();
  const stateIdByCode = new Map(ufs.map((uf) => [uf.code, uf.ibgeCode]));
  const rows = getMunicipalities().map((m) => ({
    id: Number(m.code),
    name: m.name,
    stateId: stateIdByCode.get(m.stateCode)!,
  }));
  // One statement with one JSON parameter: thousands of bound parameters would cost a round of parsing each.
  await db.execute(sql`
    insert into ${cities} (id, name, state_id)
    select c.id, c.name, c.state_id
    from json_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, name: r.name, state_id: r.stateId })))}::json)
      as c(id int, name text, state_id int)
    on conflict do nothing`);
  await db
    .insert(postalCodes)
    .values(KNOWN_POSTAL_CODES.map((p) => ({ ...p, source: 'seed' })))
    .onConflictDoNothing();
}
