import { ANALYST_MESSAGES } from '@app/shared';
import type { AnalystCredentials } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { queryRows } from '../../platform/db/database.ts';
import { sql } from 'drizzle-orm';

let app: App;
let database: TestDatabase;
let admin: string;
let customer: string;
const { login: tokenOf, get, send } = apiClient(() => app);
const clock = new Date('2026-11-25T15:00:00.000Z');
const idOf = async (email: string) =>
  (
    await queryRows<{ id: number }>(database.db, sql`select id from users where email = ${email}`)
  )[0]!.id;

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => clock));
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('analysts', () => {
  it("shows the demo analyst's credentials and methods, and offers him to publish", async () => {
    const paulo = await idOf('analista@demo.lstrader.com.br');
    const found = (
      await get(`/api/find-analyst-credentials/${paulo}`, admin)
    ).json<AnalystCredentials>();
    expect(found).toMatchObject({
      name: 'Paulo Analista',
      cnpi: 'EM-2150',
      can_publish: true,
      trade_methods: [{ name: 'Método Mago' }, { name: 'Swing Trade Semanal' }],
    });
    const publishers = (await get('/api/select-analyst-for-recommendation', admin)).json<
      { id: number }[]
    >();
    expect(publishers.map((p) => p.id)).toContain(paulo);
    const methods = (await get(`/api/select-analyst-trade-methods/${paulo}`, admin)).json<
      { name: string }[]
    >();
    expect(methods.map((m) => m.name)).toEqual(['Método Mago', 'Swing Trade Semanal']);
  });

  it('records the CNPI and the declaration, keeps the first acceptance, and replaces the methods', async () => {
    const paulo = await idOf('analista@demo.lstrader.com.br');
    const [mago] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from trade_methods where slug = 'renda-com-opcoes'`,
    );
    const res = await send('PUT', `/api/update-analyst-credentials/${paulo}`, admin, {
      cnpi: ' em-2150 ',
      declaration_accepted: true,
      conflicts_of_interest: '',
      trade_method_ids: [mago!.id, mago!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AnalystCredentials>()).toMatchObject({
      cnpi: 'EM-2150',
      conflicts_of_interest: '',
      declaration_accepted_at: '2026-01-05T12:00:00.000Z',
      trade_methods: [{ id: mago!.id, name: 'Renda com Opções' }],
    });
    const again = (
      await get(`/api/find-analyst-credentials/${paulo}`, admin)
    ).json<AnalystCredentials>();
    expect(again.trade_methods).toEqual([{ id: mago!.id, name: 'Renda com Opções' }]);
  });

  it('refuses without the declaration or a CNPI, for someone not an analyst, and an unknown method', async () => {
    const paulo = await idOf('analista@demo.lstrader.com.br');
    const bad = await send('PUT', `/api/update-analyst-credentials/${paulo}`, admin, {
      cnpi: '!',
      declaration_accepted: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        cnpi: [ANALYST_MESSAGES.cnpi],
        declaration_accepted: [ANALYST_MESSAGES.declaration],
      },
    });
    const carla = await idOf('cliente@demo.lstrader.com.br');
    const notAnalyst = await send('PUT', `/api/update-analyst-credentials/${carla}`, admin, {
      cnpi: 'EM-1',
      declaration_accepted: true,
    });
    expect(notAnalyst.statusCode).toBe(400);
    expect(notAnalyst.json()).toEqual({ error: ANALYST_MESSAGES.notAnalyst });
    const unknown = await send('PUT', `/api/update-analyst-credentials/${paulo}`, admin, {
      cnpi: 'EM-2150',
      declaration_accepted: true,
      trade_method_ids: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await get('/api/find-analyst-credentials/999999', admin)).statusCode).toBe(404);
  });

  it('names the analysts to anyone signed in (their names sign every card); publishing lists stay staff', async () => {
    expect((await get('/api/select-analyst', '')).statusCode).toBe(401);
    const analysts = (await get('/api/select-analyst', customer)).json<{ name: string }[]>();
    expect(analysts.map((a) => a.name)).toContain('Paulo Analista');
    expect((await get('/api/select-analyst-for-recommendation', customer)).statusCode).toBe(403);
  });
});
