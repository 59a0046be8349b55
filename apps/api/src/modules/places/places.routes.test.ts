import { sql } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { seedPlaces } from '../../seed/places.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { viaCepPostalCodes } from './postal-code.provider.ts';

let database: TestDatabase;
let app: App;
let seedMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const started = performance.now();
  await seedPlaces(database.db);
  seedMs = performance.now() - started;
  app = await buildApp({ config: testConfig(), database });
});
afterAll(async () => {
  await app.close();
});

describe('IBGE reference data', () => {
  it('holds the 27 states and every municipality, and seeding again adds nothing', async () => {
    const count = async () =>
      (
        await queryRows<{ states: number; cities: number }>(
          database.db,
          sql`select (select count(*) from states)::int as states, (select count(*) from cities)::int as cities`,
        )
      )[0];
    expect(await count()).toEqual({ states: 27, cities: 5571 });
    await seedPlaces(database.db);
    expect(await count()).toEqual({ states: 27, cities: 5571 });
    const [sp] = await queryRows<{ name: string; state_id: number }>(
      database.db,
      sql`select name, state_id from cities where id = 3550308`,
    );
    expect(sp).toEqual({ name: 'São Paulo', state_id: 35 });
    expect(seedMs).toBeGreaterThan(0);
  });

  it('lists states and cities as selects, in pt-BR order', async () => {
    const ufs = (await app.inject({ method: 'GET', url: '/api/select-uf-id' })).json<
      { id: number; name: string; uf: string }[]
    >();
    expect(ufs).toHaveLength(27);
    expect(ufs[0]).toEqual({ id: 12, name: 'Acre', uf: 'AC' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/select-state/1058' })).json(),
    ).toHaveLength(27);
    expect((await app.inject({ method: 'GET', url: '/api/select-country' })).json()).toEqual([
      { id: 1058, name: 'Brasil' },
    ]);
    const spCities = (await app.inject({ method: 'GET', url: '/api/select-cities-id/35' })).json<
      { name: string }[]
    >();
    expect(spCities).toHaveLength(645);
    expect(spCities[0]?.name).toBe('Adamantina');
    expect(
      (await app.inject({ method: 'GET', url: '/api/select-cities/33' })).json(),
    ).toContainEqual({ id: 3304557, name: 'Rio de Janeiro' });
  });
});

describe('postal code lookup', () => {
  it('answers from the local table, and refuses anything but 8 digits', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/consult-zip-code?zip_code=01310-100',
    });
    expect(res.json()).toEqual({
      zip_code: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      neighbourhood: 'Bela Vista',
      city_id: 3550308,
      uf_id: 35,
      city: 'São Paulo',
      uf: 'SP',
    });
    const short = await app.inject({ method: 'GET', url: '/api/consult-zip-code?zip_code=1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: { zip_code: ['CEP deve ter 8 dígitos'] } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/consult-zip-code?zip_code=99999999' })).json(),
    ).toEqual({ error: 'CEP não encontrado.' });
  });

  it('asks ViaCEP (a local fake speaking its protocol), keeps the answer, and fails closed', async () => {
    const asked: string[] = [];
    const fake = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/ws/22250040/json/') {
        res.end(
          JSON.stringify({
            cep: '22250-040',
            logradouro: 'Praia de Botafogo',
            bairro: 'Botafogo',
            localidade: 'Rio de Janeiro',
            uf: 'RJ',
            ibge: '3304557',
          }),
        );
      } else res.end(JSON.stringify({ erro: 'true' }));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    try {
      const provider = viaCepPostalCodes(database.db, base);
      const online = await provider.lookup('22250040');
      expect(online).toMatchObject({
        street: 'Praia de Botafogo',
        district: 'Botafogo',
        city_id: 3304557,
        uf_id: 33,
        uf: 'RJ',
      });
      // The second answer comes from the kept row, and is the same.
      expect(await provider.lookup('22250040')).toEqual(online);
      expect(asked).toEqual(['/ws/22250040/json/']);
      expect(await provider.lookup('00000000')).toBeNull();
    } finally {
      await new Promise<void>((resolve) => fake.close(() => resolve()));
    }
    const down = viaCepPostalCodes(database.db, base, 500);
    await expect(down.lookup('11111111')).rejects.toMatchObject({ status: 503 });
  });
});
