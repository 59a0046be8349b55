import { BUYER, STUDENT_50 } from './fixtures.ts';

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
  /**
   * A flow of requests per iteration instead of one: `checkout` adds a product to the buyer's
   * cart and finishes that cart as a Pix order (a new order each time, with its BR Code).
   */
  flow?: 'checkout';
}

export const BASELINE: Target = {
  name: 'bare Fastify',
  server: 'bare',
  method: 'GET',
  path: '/bare',
  expectStatus: 200,
};

/** Demo account the authenticated targets use; `{{token}}` in a header is replaced by its session token. */
/** A demo analyst (the farol is a staff board). */
const ANALYST = { email: 'analista@demo.lstrader.com.br', password: 'demo-trader-2026' };

export const BENCH_ACCOUNT = {
  email: 'cliente@demo.lstrader.com.br',
  password: 'demo-trader-2026',
};

export const TARGETS: Target[] = [
  { name: 'GET /api/health', server: 'app', method: 'GET', path: '/api/health', expectStatus: 200 },
  {
    // No database at all: the guard finds no token and answers 401 (the request pipeline alone).
    name: 'GET /api/user without a token (401)',
    server: 'app',
    method: 'GET',
    path: '/api/user',
    expectStatus: 401,
  },
  {
    // Guard only: a valid customer token resolved by the guard (the session cache, warm), on a
    // route whose handler reads no database (the advisor e-mail domains come from the config).
    // No route answers from the session alone; this one resolves the session because the guard
    // resolves it on every route that declares access, public ones included.
    name: 'GET /api/get-unrestricted-domains (guard only, customer token)',
    server: 'app',
    method: 'GET',
    path: '/api/get-unrestricted-domains',
    headers: { authorization: 'Bearer {{token}}' },
    expectStatus: 200,
  },
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
  {
    // The cart page's read: three products priced with the commercial rules, coupon, Pix discount.
    name: 'GET /api/ls-brazil-customer-cart (3 products)',
    server: 'app',
    method: 'GET',
    path: '/api/ls-brazil-customer-cart',
    headers: { authorization: 'Bearer {{token}}' },
    account: BUYER,
    expectStatus: 200,
  },
  {
    // Adding a product already in the cart: the whole add path, one unit kept.
    name: 'POST /api/shopping-cart-add-product',
    server: 'app',
    method: 'POST',
    path: '/api/shopping-cart-add-product',
    headers: { authorization: 'Bearer {{token}}' },
    body: { product_id: '{{productId}}' },
    account: BUYER,
    expectStatus: 200,
  },
  {
    // Issue 15: the brand's calls for a customer — levels of the methods their grants open, the
    // others locked with what would open them (signatures and store products).
    name: 'GET /api/list-customer-recommendations (customer)',
    server: 'app',
    method: 'GET',
    path: '/api/list-customer-recommendations',
    headers: { authorization: 'Bearer {{token}}' },
    expectStatus: 200,
  },
  {
    // The farol: every watched ticker's signal from the open calls and its two newest quotes.
    name: 'GET /api/farol (analyst)',
    server: 'app',
    method: 'GET',
    path: '/api/farol',
    headers: { authorization: 'Bearer {{token}}' },
    account: ANALYST,
    expectStatus: 200,
  },
  {
    // Each iteration: add a product (a new open cart) and finish it as a Pix order — order,
    // lines, coupon hold, BR Code and its QR image. Two requests per iteration.
    name: 'add product + POST /api/finish-cart-order (new Pix order)',
    server: 'app',
    method: 'POST',
    path: '/api/finish-cart-order/:id',
    headers: { authorization: 'Bearer {{token}}' },
    account: BUYER,
    flow: 'checkout',
    expectStatus: 200,
  },
];
