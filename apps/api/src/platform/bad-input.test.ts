import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createDemoApp } from '../test/test-app.ts';
import { apiClient } from '../test/http.ts';
import {
  DATABASE_MESSAGES,
  databaseErrorAnswer,
  databaseErrorOf,
  detailColumns,
} from './errors.ts';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body.ts';

/**
 * Issue 13's probe of bad input, kept as tests: references to missing rows, taken unique values,
 * values the database cannot hold, deeply nested and oversize JSON. None may be a 5xx.
 */
let app: App;
let admin: string;
const client = apiClient(() => app);

beforeAll(async () => {
  ({ app } = await createDemoApp(() => new Date()));
  admin = await client.login('admin@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('database errors, read centrally (platform/errors.ts)', () => {
  it('finds the driver error under Drizzle’s wrapping', () => {
    const driver = Object.assign(new Error('insert or update violates foreign key constraint'), {
      code: '23503',
      constraint: 'courses_category_id_course_categories_id_fk',
      detail: 'Key (category_id)=(999999) is not present in table "course_categories".',
    });
    const wrapped = new Error('Failed query: insert into …', {
      cause: new Error('tx', { cause: driver }),
    });
    expect(databaseErrorOf(wrapped)).toMatchObject({
      code: '23503',
      constraint: driver.constraint,
    });
    expect(databaseErrorOf(new Error('plain'))).toBeUndefined();
    // A cycle of causes ends.
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(databaseErrorOf(a)).toBeUndefined();
  });

  it('names the columns a detail names', () => {
    expect(detailColumns('Key (category_id)=(999999) is not present in table "x".')).toEqual([
      'category_id',
    ]);
    expect(detailColumns('Key (course_id, user_id)=(1, 2) already exists.')).toEqual([
      'course_id',
      'user_id',
    ]);
    expect(detailColumns('Key (lower(email::text))=(a@b.c) already exists.')).toEqual(['email']);
    expect(detailColumns(undefined)).toEqual([]);
    expect(detailColumns('Failing row contains (…).')).toEqual([]);
  });

  it('maps each class of refusal to its 4xx', () => {
    const answer = (fields: Parameters<typeof databaseErrorAnswer>[0]) =>
      databaseErrorAnswer(fields);
    expect(
      answer({ code: '23503', detail: 'Key (level_id)=(9) is not present in table "levels".' }),
    ).toEqual({ status: 400, body: { error: { level_id: [DATABASE_MESSAGES.missingReference] } } });
    expect(
      answer({ code: '23503', detail: 'Key (id)=(3) is still referenced from table "courses".' }),
    ).toEqual({ status: 409, body: { error: DATABASE_MESSAGES.stillReferenced } });
    expect(answer({ code: '23505', detail: 'Key (slug)=(a) already exists.' })).toEqual({
      status: 409,
      body: { error: { slug: [DATABASE_MESSAGES.duplicate] } },
    });
    expect(
      answer({ code: '23505', constraint: 'users_email_unique', detail: 'Key (email)=(a)' }),
    ).toEqual({ status: 409, body: { error: { email: ['Este e-mail já está cadastrado.'] } } });
    expect(answer({ code: '23502', column: 'name' })).toEqual({
      status: 400,
      body: { error: { name: [DATABASE_MESSAGES.required] } },
    });
    for (const code of ['22001', '22003', '22P02', '22021', '22007', '22012'])
      expect(answer({ code })?.status, code).toBe(400);
    // Not the caller's fault: left to the 500.
    expect(answer({ code: '42P01' })).toBeUndefined();
    expect(answer({ code: '40001' })).toBeUndefined();
  });
});

describe('a reference to a row that does not exist', () => {
  const course = {
    title: 'Curso de referências',
    price_cents: 1000,
  };
  const fields = ['category_id', 'level_id', 'type_id', 'instructor_id', 'access_period_id'];

  it('is a 400 naming the field on create-course', async () => {
    for (const field of fields) {
      const res = await client.send('POST', '/api/create-course', admin, {
        ...course,
        [field]: 999_999,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const body = res.json<{ error: Record<string, string[]> }>();
      expect(Object.keys(body.error), res.body).toContain(field);
      expect(res.body).not.toMatch(/course_|violates|constraint/);
    }
  });

  it('is a 400 naming the field on update-course', async () => {
    const created = await client.send('POST', '/api/create-course', admin, course);
    expect(created.statusCode, created.body).toBeLessThan(300);
    const { id } = created.json<{ id: number }>();
    for (const field of fields) {
      const res = await client.send('PUT', `/api/update-course/${id}`, admin, {
        ...course,
        [field]: 999_999,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json<{ error: Record<string, string[]> }>().error)).toContain(field);
    }
  });
});

describe('JSON bodies', () => {
  it('measures nesting on the raw text, ignoring brackets inside strings', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(500)}"}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(500)}"}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":'.repeat(5000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('refuses deeply nested JSON with a 400 before any handler walks it, on every module', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const url of [
      '/api/create-product',
      '/api/create-category',
      '/api/create-coupon',
      '/api/create-course',
      '/api/create-user',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: JSON_TOO_DEEP_MESSAGE });
    }
    // Unbalanced (the probe's `{"a":` × 5000) too.
    const open = await app.inject({
      method: 'POST',
      url: '/api/create-product',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"a":'.repeat(5000),
    });
    expect(open.statusCode).toBe(400);
  });

  it('still parses ordinary bodies and refuses prototype poisoning', async () => {
    const ok = await client.send('POST', '/api/create-course', admin, {
      title: 'Curso comum',
      price_cents: 0,
    });
    expect(ok.statusCode, ok.body).toBeLessThan(300);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/api/create-course',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"title":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('answers 413 over the body limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/create-course',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(1_100_000), price_cents: 0 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'O conteúdo enviado é maior que o permitido.' });
  });
});
