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
}

export const BASELINE: Target = {
  name: 'bare Fastify',
  server: 'bare',
  method: 'GET',
  path: '/bare',
  expectStatus: 200,
};

export const TARGETS: Target[] = [
  { name: 'GET /api/health', server: 'app', method: 'GET', path: '/api/health', expectStatus: 200 },
];
