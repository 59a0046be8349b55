import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { Change } from './change-feed.ts';
import { queryRows } from './database.ts';

/**
 * A request that wrote answers only once the change feed has heard its change (docs/adr/0008):
 * when the answer arrives, this process's caches have already dropped what the write made stale.
 * A read-only request does not wait.
 */
let app: App;
/** Parallel writers, one demo account each. */
const WRITERS = 6;
const heard: Change[] = [];

beforeAll(async () => {
  const made = await createDemoApp(() => new Date(), {
    extend: (scope) => {
      scope.post('/api/test-write-trial', { config: { access: 'public' } }, async () => {
        await scope.changeFeed.fence(); // nothing earlier is still on its way
        heard.length = 0;
        await made.database.db.execute(sql`insert into user_trials (user_id, days, ends_at)
          select id, 7, now() + interval '7 days' from users order by id limit 1`);
        return { ok: true };
      });
      scope.post<{ Querystring: { n: string } }>(
        '/api/test-write-trial-of',
        { config: { access: 'public' } },
        async (request: { query: { n: string } }): Promise<{ user_id: number }> => {
          const [row] = await queryRows<{ user_id: number }>(
            made.database.db,
            sql`insert into user_trials (user_id, days, ends_at)
                select id, 7, now() + interval '7 days' from users
                order by id offset ${Number(request.query.n)} limit 1
                returning user_id`,
          );
          return { user_id: row!.user_id };
        },
      );
      scope.get('/api/test-read-only', { config: { access: 'public' } }, () => {
        heard.length = 0;
        return { ok: true };
      });
    },
  });
  app = made.app;
  app.changeFeed.subscribe({ change: (change) => heard.push(change), reset: () => {} });
});
afterAll(async () => {
  await app.close();
});

describe('read-your-writes', () => {
  it('a writing request answers after its change is heard', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/api/test-write-trial' });
      expect(res.statusCode, res.body).toBe(200);
      // Checked as soon as the answer is in, before anything else can run.
      expect(heard.map((change) => change.table)).toContain('user_trials');
    }
  });

  it('many writers at once: each answers after its own change is heard (fences share round trips)', async () => {
    await app.changeFeed.fence();
    heard.length = 0;
    const checked = await Promise.all(
      Array.from({ length: WRITERS }, (_, n) =>
        app.inject({ method: 'POST', url: `/api/test-write-trial-of?n=${n}` }).then((res) => {
          expect(res.statusCode, res.body).toBe(200);
          const userId = String(res.json<{ user_id: number }>().user_id);
          // Checked as soon as this answer is in, whatever the others are doing.
          return heard.some(
            (change) => change.table === 'user_trials' && change.key?.value === userId,
          );
        }),
      ),
    );
    expect(checked).toEqual(Array.from({ length: WRITERS }, () => true));
  });

  it('a read-only request changes nothing and waits for nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-read-only' });
    expect(res.statusCode).toBe(200);
    expect(heard).toEqual([]);
  });
});
