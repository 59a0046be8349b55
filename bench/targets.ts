import { STUDENT_50 } from './fixtures.ts';

/**
 * What `npm run bench` measures. Later issues add their endpoints here; each is compared with the
 * bare Fastify route of the same run.
 */
export interface Target {
  name: string;
  /** `bare`: the baseline server; `app`: the real API server with a fresh database. */
  server: 'bare' | 'app';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  expectStatus: number;
  /** Who `{{token}}` belongs to (default: BENCH_ACCOUNT). */
  account?: { email: string; password: string };
}

export const BASELINE: Target = {
  name: 'bare Fastify',
  server: 'bare',
  method: 'GET',
  path: '/bare',
  expectStatus: 200,
};

/** Demo account the authenticated targets use; `{{token}}` in a header is replaced by its session token. */
export const BENCH_ACCOUNT = {
  email: 'cliente@demo.lstrader.com.br',
  password: 'demo-trader-2026',
};

export const TARGETS: Target[] = [
  { name: 'GET /api/health', server: 'app', method: 'GET', path: '/api/health', expectStatus: 200 },
  {
    // Dominated by argon2id (m = 19 MiB, t = 2) by design: the cost an attacker pays too.
    name: 'POST /api/login',
    server: 'app',
    method: 'POST',
    path: '/api/login',
    body: BENCH_ACCOUNT,
    expectStatus: 200,
  },
  {
    name: 'GET /api/user (authenticated)',
    server: 'app',
    method: 'GET',
    path: '/api/user',
    headers: { authorization: 'Bearer {{token}}' },
    expectStatus: 200,
  },
  {
    // The public course page: course, modules, lessons, instructor and brand ad text.
    name: 'GET /api/public-course/:slug (visitor)',
    server: 'app',
    method: 'GET',
    path: '/api/public-course/day-trade-do-zero',
    expectStatus: 200,
  },
  {
    // Every grant resolved through the access module, with progress per course.
    name: 'GET /api/my-courses (50 grants)',
    server: 'app',
    method: 'GET',
    path: '/api/my-courses',
    headers: { authorization: 'Bearer {{token}}' },
    account: STUDENT_50,
    expectStatus: 200,
  },
];
