import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { DATABASE_MESSAGES } from './platform/errors.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';
import { apiClient } from './test/http.ts';
import { createDemoApp } from './test/test-app.ts';

/**
 * Issue 13: random JSON (api-fuzz.test.ts) almost never passes the schemas, so it never reaches
 * the services. These properties start from a body the route accepts and change one field at a
 * time — a wrong type, a reference to a row that does not exist, extreme sizes, nesting, null —
 * on every create/update route of the access table that takes JSON. No answer may be a 5xx.
 *
 * The valid bodies come from the routes' own contracts: the OpenAPI document (generated from the
 * shared zod schemas) gives each body's JSON Schema, and `example` below builds a value from it,
 * with names telling what a plain string should hold (an e-mail, a CPF, a video link…). Runs per
 * route: MUTATION_RUNS (default 10) random mutations, plus every id field set to a missing row.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  additionalProperties?: boolean | JsonSchema;
}

interface QueryParameter {
  in: string;
  name: string;
  schema: JsonSchema;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: QueryParameter[];
      }
    >
  >;
}

const RUNS = Number(process.env.MUTATION_RUNS ?? 10);
/** A CPF with valid check digits (the contracts check them). */
const CPF = '52998224725';

/** A plain string that a field of this name would accept. */
function namedString(name: string, n: number): string | undefined {
  const key = name.toLowerCase();
  if (key.includes('email')) return `mutacao${n}@example.com`;
  if (key.includes('password') || key.includes('senha')) return `Senha-Forte-${n}-xyz!`;
  if (/cpf|cnpj|identifier|document|tax_id/.test(key)) return CPF;
  if (/phone|celular|whatsapp/.test(key)) return '11987654321';
  if (/zip|cep|postal/.test(key)) return '01310100';
  if (key === 'uf' || key.endsWith('_uf') || key === 'state') return 'SP';
  if (key.includes('slug')) return `item-mutacao-${n}`;
  if (/colou?r|hex/.test(key)) return '#1a2b3c';
  if (key.includes('video') || key.includes('youtube')) return 'https://youtu.be/dQw4w9WgXcQ';
  if (/url|link|image|cover|thumb|logo|banner/.test(key)) return 'https://example.com/arquivo.png';
  if (key === 'date' || key.endsWith('_date') || key === 'from' || key === 'to')
    return '2026-12-01';
  if (key === 'day' || key.endsWith('_day')) return '2026-12-01';
  if (key === 'hour' || (key.includes('time') && !key.includes('date'))) return '10:30';
  // The broker's client codes are digits.
  if (key.includes('xp')) return String(100_000 + n);
  if (key.includes('code') || key.includes('codigo')) return `COD${n}`;
  return undefined;
}

function stringFor(schema: JsonSchema, name: string, n: number): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'email') return `mutacao${n}@example.com`;
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T12:00:00.000Z';
  if (schema.format === 'uri')
    return namedString(name, n)?.startsWith('http')
      ? namedString(name, n)!
      : 'https://example.com/arquivo.png';
  const named = namedString(name, n);
  if (named !== undefined && fits(named) && (!schema.pattern || matches(schema.pattern, named)))
    return named;
  if (schema.pattern) {
    const candidates = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
      numRuns: 30,
      seed: n,
    });
    const found = candidates.find(fits);
    if (found !== undefined) return found;
  }
  const text = `Texto ${n} de ${name}`.padEnd(min, 'x');
  return text.slice(0, max);
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

function numberFor(schema: JsonSchema, name: string, integer: boolean): number {
  const lo =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : 0.01)
      : -Infinity);
  const hi =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : 0.01)
      : Infinity);
  const key = name.toLowerCase();
  const wanted =
    key.includes('cents') || key.includes('price') || key.includes('amount') ? 1000 : 1;
  return Math.min(Math.max(wanted, lo), hi);
}

/**
 * A value the schema accepts. `all`: optional properties too (more fields to mutate), else only
 * the required ones.
 */
function example(schema: JsonSchema, name: string, n: number, all: boolean): unknown {
  // A default is valid, except an empty list: one item gives the mutations more to change.
  if (schema.default !== undefined && !(Array.isArray(schema.default) && !schema.default.length))
    return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0]!;
    return example(branch, name, n, all);
  }
  if (schema.allOf)
    return Object.assign(
      {},
      ...schema.allOf.map((part) => example(part, name, n, all) as object),
    ) as unknown;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      return stringFor(schema, name, n);
    case 'integer':
      return numberFor(schema, name, true);
    case 'number':
      return numberFor(schema, name, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? 1);
      const singular = name.endsWith('s') ? name.slice(0, -1) : name;
      return Array.from({ length: count }, () => example(schema.items ?? {}, singular, n, all));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        if (all || required.has(key)) out[key] = example(child, key, n, all);
      return out;
    }
    case undefined:
    default:
      return 'valor';
  }
}

type Path = (string | number)[];

/** Every place in a body a mutation can hit: each field, nested fields and array items. */
function leafPaths(value: unknown, at: Path = []): Path[] {
  const out: Path[] = at.length ? [at] : [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...leafPaths(item, [...at, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...leafPaths(item, [...at, key]));
  return out;
}

const valueAt = (body: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body);
/** The field a path ends in (`prices.0.product_id` → product_id; `ids.0` → ids). */
const lastName = (path: Path) => String(path.findLast((key) => typeof key === 'string') ?? '');

const REMOVE = Symbol('remove');

function mutated(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

const nested = (depth: number, leaf: unknown): unknown =>
  Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), leaf);

/** What a field may be turned into. */
const mutation = fc.oneof(
  // Absent, null, the wrong type.
  fc.constantFrom<unknown>(REMOVE, null, true, false, {}, [], 'texto', '', ' ', 12345),
  // A reference to a row that does not exist, ids at and past the 32-bit columns.
  fc.constantFrom<unknown>(999_999, 2_147_483_647, 2_147_483_648, '999999'),
  // Extreme numbers.
  fc.constantFrom<unknown>(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  // Extreme and hostile strings.
  fc.constantFrom<unknown>(
    'x'.repeat(100_000),
    '9'.repeat(400),
    '\u0000',
    'a\u0000b',
    '\ud800',
    '😀'.repeat(300),
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '0000-00-00',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    '-infinity',
    'NaN',
  ),
  fc.string({ maxLength: 40 }),
  // Nesting (under the body parser's depth limit) and huge arrays.
  fc.constantFrom<unknown>(
    nested(40, 1),
    nested(40, []),
    Array.from({ length: 10_000 }, () => 1),
    Array.from({ length: 2_000 }, () => 'x'.repeat(100)),
    Array.from({ length: 500 }, () => ({ id: 999_999 })),
  ),
);

interface Target {
  method: 'POST' | 'PUT';
  url: string;
  path: string;
  schema: JsonSchema;
  token: string | undefined;
  /** Fields the generator cannot know (rules across fields, rows of the seed), set over it. */
  fixed: Record<string, unknown>;
  /** Whether bodies carry the optional fields too (the form the route accepted); unset: untried. */
  all?: boolean;
}

let app: App;
const client = apiClient(() => app);
/** GET routes with a query string, and their parameters. */
const queryTargets: { url: string; params: QueryParameter[]; token: string | undefined }[] = [];
/** Demo tokens, administrator first: a route answering 403 to its first choice is tried with the others. */
let tokens: string[] = [];
const targets: Target[] = [];
/** Routes whose generated body was accepted (2xx): the mutations reach their services. */
const accepted = new Set<string>();

/** Routes that would end the test's own sessions, or whose body is not JSON. */
const SKIPPED = /logout|password|login-as-customer|webhooks\/pix/;

beforeAll(async () => {
  ({ app } = await createDemoApp(() => new Date()));
  const [admin, vendedor, analista, suporte, cliente] = await client.demoTokens();
  tokens = [admin, vendedor, suporte, analista, cliente];
  const me = async (token: string) =>
    (await client.get('/api/user', token)).json<{
      user: { id: number };
    }>().user;
  // Staff edits of a person end that person's sessions: they aim at a throwaway colleague.
  const colleague = await client.send('POST', '/api/create-user', admin, {
    name: 'Colega Descartável',
    email: 'colega.descartavel@example.com',
    password: 'Senha-Forte-do-Colega-1',
    profile_id: DEMO_USERS.find((u) => u.email.startsWith('vendedor@'))!.profileId,
  });
  expect(colleague.statusCode, colleague.body).toBeLessThan(300);
  const colleagueUser = colleague.json<{ id: number }>();
  const customer = await me(cliente);
  // A city of São Paulo (IBGE 35), for addresses (the city must belong to the state).
  const cities = (await client.get('/api/select-cities/35')).json<{ id: number }[]>();
  const fixed: [RegExp, Record<string, unknown>][] = [
    [/\/login$/, { email: 'cliente@demo.lstrader.com.br', password: DEMO_PASSWORD }],
    [/(create|update)-coupon/, { discount_type: 'percent', percent_basis_points: 1000 }],
    [
      /(create|update)-broadcast/,
      {
        scheduled_start_at: '2026-12-01T12:00:00.000Z',
        scheduled_end_at: '2026-12-01T13:00:00.000Z',
      },
    ],
    [/user-address/, cities[0] ? { uf_id: 35, city_id: cities[0].id } : {}],
    [/mute-chat-user/, { user_id: customer.id }],
    // What a release or a bind opens and for how long: one of them, and one period (issue 17).
    [/(create|update)-(xp-release|email-bind)\b/, { course_ids: [1], days: 30 }],
    [/-xp-releases$/, { csv: 'codigo;cursos;dias\n123456;1;30' }],
    [/-email-binds$/, { csv: 'email;cursos;dias\nmutacao@example.com;1;30' }],
    [/(create|update)-staff-agenda-event/, { start_time: '10:00', end_time: '11:00' }],
    [/update-staff-agenda-availability/, { windows: [] }],
  ];
  const doc = app.swagger() as unknown as OpenApi;
  for (const route of app.accessTable) {
    if (route.method !== 'GET') continue;
    const params = (
      doc.paths[route.url.replaceAll(/:([A-Za-z_]+)/g, '{$1}')]?.get?.parameters ?? []
    ).filter((p) => p.in === 'query');
    if (params.length === 0 || SKIPPED.test(route.url)) continue;
    queryTargets.push({
      url: route.url.replaceAll(/:[A-Za-z_]+/g, '1'),
      params,
      token:
        route.access === 'public'
          ? undefined
          : route.access.resource.startsWith('Cliente')
            ? cliente
            : admin,
    });
  }
  for (const route of app.accessTable) {
    if ((route.method !== 'POST' && route.method !== 'PUT') || SKIPPED.test(route.url)) continue;
    const openApiPath = route.url.replaceAll(/:([A-Za-z_]+)/g, '{$1}');
    const schema =
      doc.paths[openApiPath]?.[route.method.toLowerCase()]?.requestBody?.content?.[
        'application/json'
      ]?.schema;
    if (!schema) continue;
    const self = route.access !== 'public' && route.access.resource === 'Auth';
    const client_ = route.access !== 'public' && route.access.resource.startsWith('Cliente');
    // Ids in the path: rows that exist. Staff edits of people aim at the throwaway colleague,
    // permission edits at the seller's profile, never at the administrator running the test;
    // a person's own routes at the customer.
    const url = route.url
      .replaceAll(':userId', String(customer.id))
      .replaceAll(/:id\b/g, () => {
        if (self && /user/.test(route.url)) return String(customer.id);
        if (/profile-permissions/.test(route.url))
          return String(DEMO_USERS.find((u) => u.email.startsWith('vendedor@'))!.profileId);
        if (/update-user\//.test(route.url)) return String(colleagueUser.id);
        if (/update-customer/.test(route.url)) return String(customer.id);
        return '1';
      })
      .replaceAll(/:[A-Za-z_]+/g, '1');
    targets.push({
      method: route.method,
      url,
      path: route.url,
      schema,
      token: route.access === 'public' ? undefined : self || client_ ? cliente : admin,
      fixed: fixed
        .filter(([re]) => re.test(route.url))
        .reduce<Record<string, unknown>>((all, [, f]) => ({ ...all, ...f }), {}),
    });
  }
}, 120_000);
afterAll(async () => {
  await app.close();
});

let counter = 0;

async function send(target: Target, body: unknown) {
  return app.inject({
    method: target.method,
    url: target.url,
    headers: target.token ? { authorization: `Bearer ${target.token}` } : {},
    payload: body as object,
  });
}

/** The generated body with fresh unique strings; the fuller form when the route accepts it. */
function build(target: Target, all: boolean): unknown {
  counter += 1;
  const body = example(target.schema, 'body', counter, all);
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? { ...body, ...target.fixed }
    : body;
}

/**
 * A body the route accepts (when the generator manages one), with fresh unique strings: each
 * mutation starts from its own, so a slug or e-mail taken by the previous request never answers
 * before the changed field is looked at.
 */
async function validBody(target: Target): Promise<unknown> {
  if (target.all !== undefined) return build(target, target.all);
  const full = build(target, true);
  let res = await send(target, full);
  // Staff routes the administrator's profile does not have (Clientes): another staff member's.
  if (res.statusCode === 403 && target.token) {
    for (const token of tokens) {
      const other = await send({ ...target, token }, full);
      if (other.statusCode !== 403) {
        target.token = token;
        res = other;
        break;
      }
    }
  }
  expect(res.statusCode, `${target.method} ${target.url} → ${res.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (res.statusCode < 300) {
    accepted.add(target.path);
    target.all = true;
    return build(target, true);
  }
  const minimal = build(target, false);
  const second = await send(target, minimal);
  expect(
    second.statusCode,
    `${target.method} ${target.url} → ${second.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  target.all = second.statusCode >= 300;
  if (second.statusCode < 300) {
    accepted.add(target.path);
    return build(target, false);
  }
  if (process.env.MUTATION_DEBUG)
    process.stderr.write(
      `REFUSED ${target.method} ${target.url} ${second.statusCode} ${JSON.stringify(minimal).slice(0, 400)} → ${second.body.slice(0, 300)}\n`,
    );
  return full;
}

function expectNo5xx(target: Target, body: unknown, res: { statusCode: number; body: string }) {
  expect(
    res.statusCode,
    `${target.method} ${target.url} ${JSON.stringify(body).slice(0, 300)} → ${res.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  expect(res.body).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

describe('valid bodies with one field changed, on every create/update route', () => {
  it('finds the JSON routes of the access table and builds bodies most of them accept', async () => {
    expect(targets.length).toBeGreaterThan(60);
    for (const target of targets) await validBody(target);
    // The generator must reach the services, not only the schemas: most bodies are accepted.
    const refused = targets
      .filter((t) => !accepted.has(t.path))
      .map((t) => `${t.method} ${t.path}`);
    expect(accepted.size, `refused: ${refused.join(', ')}`).toBeGreaterThan(targets.length * 0.75);
  }, 300_000);

  it('a reference to a missing row, in any id field, is a 4xx', async () => {
    const namedByDatabase = new Set<string>();
    for (const target of targets) {
      const body = await validBody(target);
      const ids = leafPaths(body).filter(
        (p) => typeof valueAt(body, p) === 'number' && /(^|_)ids?$/.test(lastName(p)),
      );
      for (const path of ids) {
        const changed = mutated(await validBody(target), path, 999_999);
        const res = await send(target, changed);
        expectNo5xx(target, changed, res);
        // When the database is what refused it, the answer names the field that was changed.
        const error = res.statusCode === 400 ? res.json<{ error: unknown }>().error : undefined;
        if (error && typeof error === 'object')
          for (const [field, messages] of Object.entries(error))
            if ((messages as string[]).includes(DATABASE_MESSAGES.missingReference)) {
              expect(field, `${target.url} ${path.join('.')}`).toBe(lastName(path));
              namedByDatabase.add(`${target.path} ${field}`);
            }
      }
    }
    // The courses' five references at least are answered by the central mapping.
    expect([...namedByDatabase]).toEqual(
      expect.arrayContaining([
        '/api/create-course category_id',
        '/api/create-course level_id',
        '/api/update-course/:id instructor_id',
      ]),
    );
  }, 300_000);

  it('never answers 5xx to one field changed at random', async () => {
    for (const target of targets) {
      const body = await validBody(target);
      const paths = leafPaths(body);
      if (paths.length === 0) continue;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), mutation, async (path, value) => {
          const changed = mutated(await validBody(target), path, value);
          expectNo5xx(target, changed, await send(target, changed));
        }),
        { numRuns: RUNS },
      );
      // And a field the contract does not know.
      const extra = { ...((await validBody(target)) as object), campo_desconhecido: 999_999 };
      expectNo5xx(target, extra, await send(target, extra));
    }
    // The sessions lived to the end: the answers above came from the routes, not from a 401.
    for (const token of tokens) expect((await client.get('/api/user', token)).statusCode).toBe(200);
  }, 600_000);
});

/** What a query parameter may be turned into (`REMOVE`: absent; an array: the key repeated). */
const queryMutation = fc.oneof(
  fc.constantFrom<unknown>(
    REMOVE,
    '',
    ' ',
    '-1',
    '0',
    '0.5',
    '999999',
    '2147483648',
    '99999999999999999999',
    '1e308',
    'NaN',
    'true',
    '\u0000',
    'x'.repeat(5_000),
    '2026-02-30',
    '0000-00-00',
    '%',
    '_',
    "'",
    '[]',
    '{}',
    ['1', '2'],
  ),
  fc.string({ maxLength: 30 }),
);

describe('valid query strings with one parameter changed, on every GET route that reads one', () => {
  it('never answers 5xx', async () => {
    expect(queryTargets.length).toBeGreaterThan(30);
    for (const target of queryTargets) {
      counter += 1;
      const valid: Record<string, unknown> = {};
      for (const param of target.params) {
        const value = example(param.schema, param.name, counter, true);
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          valid[param.name] = String(value);
      }
      const names = target.params.map((p) => p.name);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), queryMutation, async (name, value) => {
          const query = new URLSearchParams();
          for (const [key, item] of Object.entries({ ...valid, [name]: value }))
            if (item !== REMOVE)
              for (const one of Array.isArray(item) ? item : [item]) query.append(key, String(one));
          const url = `${target.url}?${query.toString()}`;
          const res = await app.inject({
            method: 'GET',
            url,
            headers: target.token ? { authorization: `Bearer ${target.token}` } : {},
          });
          expect(
            res.statusCode,
            `GET ${url.slice(0, 300)} → ${res.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
