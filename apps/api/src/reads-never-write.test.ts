import type { Cart, Order } from '@app/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { queryRows } from './platform/db/database.ts';
import type { Database } from './platform/db/database.ts';
import { CART_TOKEN_HEADER } from './modules/store/store.routes.ts';
import { PIX_EXPIRES_SECONDS } from './modules/store/orders.service.ts';
import { apiClient, bearer } from './test/http.ts';
import { createDemoApp } from './test/test-app.ts';
import type { TestDatabase } from './test/test-db.ts';

/**
 * Issue 13, "reads only read": every GET of the access table, called by an administrator, by a
 * customer and (when public) by a visitor, with real ids from the demo seed, runs no statement
 * that writes. A read answers what it would have created or changed instead of doing it (a cart
 * that does not exist yet is the empty cart, a Pix code past its expiry reads "expired").
 */

// ---------------------------------------------------------------- observing the statements

/**
 * Runs `work` and returns the SQL text of every statement the database client sent meanwhile,
 * including statements started by `work` that finish after it (it waits until the pool is idle).
 *
 * The only place this file looks at the driver: a local stand-in for `countStatements(database,
 * work)` of `test/statements.ts` (another branch); swap it in at merge.
 */
async function statementsDuring<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  // The database's own statement observer (the one `test/statements.ts` uses), kept open until
  // the pool is idle so that a write left running after the answer still counts.
  const stop = database.observe((text) => statements.push(text));
  try {
    const result = await work();
    // Work the request left running (a write after the answer) still counts: wait for the pool.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    for (let turn = 0; turn < 3 || pool.totalCount !== pool.idleCount || pool.waitingCount > 0;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (pool.totalCount === pool.idleCount && pool.waitingCount === 0) turn += 1;
    }
    return { result, statements };
  } finally {
    stop();
  }
}

/**
 * A statement that changes data, takes row locks or changes the schema. String literals and
 * quoted names are blanked first, so a literal `'update'` or a column `"delete"` is not mistaken
 * for one; values travel as parameters and never appear in the text.
 */
const WRITE =
  /\b(insert\s+into|update\s+\w+(\s*\.\s*\w+)?(\s+(as\s+)?\w+)?\s+set|delete\s+from|merge\s+into|nextval|setval|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|create|alter|drop|truncate|grant|revoke|copy|lock\s+table|vacuum|reindex|cluster|refresh\s+materialized|pg_advisory\w*)\b/i;
function isWrite(statement: string): boolean {
  return WRITE.test(
    statement.replaceAll(/'(?:[^']|'')*'/g, "''").replaceAll(/"(?:[^"]|"")*"/g, 'x'),
  );
}

// ---------------------------------------------------------------- the app and its data

let database: TestDatabase;
let app: App;
let clock = new Date();
const { login, send, demoTokens } = apiClient(() => app);

/** Ids from the demo seed (and the orders made below) for every path parameter of a GET. */
const ids = {
  recommendation: 0,
  npsQuestion: 0,
  staffAgendaEvent: 0,
  helpdeskTicket: 0,
  biDashboard: 0,
  hubNotice: 0,
  xpRelease: 0,
  emailBind: 0,
  npsQuestionUser: 0,
  helpCategory: 0,
  helpQuestion: 0,
  customer: 0,
  course: 0,
  courseSlug: '',
  lesson: 0,
  certificate: '',
  ebook: 0,
  ebookSlug: '',
  fileToken: '',
  research: 0,
  trail: 0,
  podcast: 0,
  calendarEvent: 0,
  financialAsset: 0,
  tradeMethod: 0,
  privacyPolicy: 0,
  internalPolicy: 0,
  internalPolicyVersion: 0,
  analyst: 0,
  signatureType: 0,
  signatureSlug: '',
  qualification: 0,
  product: 0,
  productSlug: '',
  storeColor: 0,
  commercialTable: 0,
  coupon: 0,
  address: 0,
  profile: 0,
  video: 0,
  landing: 0,
  landingKind: '',
  landingSlug: '',
  subjectSlug: '',
  broadcast: 0,
  chat: 0,
  chatFile: 0,
  program: 0,
  category: 0,
  cart: 0,
  guestCart: 0,
  guestToken: '',
  expiredOrder: 0,
  pixTxid: '',
  country: 0,
  state: 0,
  advisor: 0,
  investmentPage: 0,
  investmentSlug: '',
  influencer: 0,
};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<{ v: T }>(database.db, query);
  if (row === undefined) throw new Error(`the demo seed has no row for ${JSON.stringify(query)}`);
  return row.v;
}

/** A route's URL with real values in its path parameters; every parameterised GET is listed. */
function pathOf(url: string): string {
  const values: Record<string, string | number> = {
    '/api/login-as-customer/:id': ids.customer,
    '/api/find-user/:id': ids.customer,
    '/api/find-user-profile/:id': ids.customer,
    '/api/lp-check-user/:id': ids.customer,
    '/api/user-avatar/:file': 'sem-avatar.webp',
    '/api/cover/:file': 'sem-capa.webp',
    '/api/find-user-address-details/:id': ids.address,
    '/api/find-profile-permissions/:id': ids.profile,
    '/api/find-course/:id': ids.course,
    '/api/public-course/:slug': ids.courseSlug,
    '/api/course-player/:slug': ids.courseSlug,
    '/api/course-lesson/:id': ids.lesson,
    '/api/verify-certificate/:code': ids.certificate,
    '/api/list-courses-by-user/:id': ids.customer,
    '/api/find-ebook/:id': ids.ebook,
    '/api/public-ebook/:slug': ids.ebookSlug,
    '/api/ebook-download/:id': ids.ebook,
    '/api/list-ebooks-by-user/:id': ids.customer,
    '/api/files/:token': ids.fileToken,
    '/api/find-research-report/:id': ids.research,
    '/api/find-research/:id': ids.research,
    '/api/research-download/:id': ids.research,
    '/api/find-trail/:id': ids.trail,
    '/api/find-my-trail/:id': ids.trail,
    '/api/find-public-trail/:id': ids.trail,
    '/api/find-podcast/:id': ids.podcast,
    '/api/find-calendar-event/:id': ids.calendarEvent,
    '/api/find-financial-asset/:id': ids.financialAsset,
    '/api/find-trade-method/:id': ids.tradeMethod,
    '/api/find-privacy-policy/:id': ids.privacyPolicy,
    '/api/find-internal-policy/:id': ids.internalPolicy,
    '/api/find-my-internal-policy/:id': ids.internalPolicy,
    '/api/find-internal-policy-version/:id': ids.internalPolicyVersion,
    '/api/list-internal-policy-readers/:id': ids.internalPolicyVersion,
    '/api/export-internal-policy-readers/:id': ids.internalPolicyVersion,
    '/api/select-setups-mago/:id': ids.tradeMethod,
    '/api/find-analyst-credentials/:id': ids.analyst,
    '/api/select-analyst-trade-methods/:id': ids.analyst,
    '/api/find-signature-type/:id': ids.signatureType,
    '/api/select-signature-access-period/:id': ids.signatureType,
    '/api/select-course-by-qualification-signature/:id': ids.signatureType,
    '/api/public-signature-type/:slug': ids.signatureSlug,
    '/api/liberta-find-signature-type/:id': ids.signatureType,
    '/api/find-content-qualification/:id': ids.qualification,
    '/api/list-user-signature/:id': ids.customer,
    '/api/find-product/:id': ids.product,
    '/api/store-product/:slug': ids.productSlug,
    '/api/find-store-color/:id': ids.storeColor,
    '/api/find-commercial-table/:id': ids.commercialTable,
    '/api/find-coupon/:id': ids.coupon,
    '/api/find-recommendation/:id': ids.recommendation,
    '/api/find-recommendation-admin/:id': ids.recommendation,
    '/api/select-product/:id': ids.product,
    '/api/select-product-access-period/:id': ids.product,
    '/api/select-product-by-commercial-table/:id': ids.commercialTable,
    '/api/find-customer/:id': ids.customer,
    '/api/find-nps-question/:id': ids.npsQuestion,
    '/api/find-staff-agenda-event/:id': ids.staffAgendaEvent,
    '/api/find-customer-advisor/:id': ids.customer,
    // No seeded secret (only its hash is kept): the feed answers 404, which must not write either.
    '/api/staff-agenda-feed/:token': `${'a'.repeat(32)}.ics`,
    '/api/staff-agenda-booking/:token': `${'a'.repeat(32)}.ics`,
    '/api/find-helpdesk-ticket/:id': ids.helpdeskTicket,
    // No demo attachment: a 404 read must not write either.
    '/api/helpdesk-attachment/:fileId': 1,
    '/api/find-bi-dashboard/:id': ids.biDashboard,
    '/api/find-hub-notice/:id': ids.hubNotice,
    '/api/bi-dashboard-embed/:slug': 'vendas',
    '/api/find-xp-release/:id': ids.xpRelease,
    '/api/find-email-bind/:id': ids.emailBind,
    '/api/list-question-nps-user/:id': ids.customer,
    '/api/find-nps-question-user/:id': ids.npsQuestionUser,
    '/api/find-faq-category/:id': ids.helpCategory,
    '/api/find-faq-question/:id': ids.helpQuestion,
    '/api/customer-details/:id': ids.customer,
    '/api/list-customer-orders/:id': ids.customer,
    '/api/list-customer-products/:id': ids.customer,
    '/api/list-customer-refunds/:id': ids.customer,
    '/api/list-customer-courtesy-report/:id': ids.customer,
    '/api/find-video/:id': ids.video,
    '/api/find-ls-play-video/:id': ids.video,
    '/api/content-video/:id': ids.video,
    '/api/find-landing-page/:id': ids.landing,
    '/api/list-landing-leads/:id': ids.landing,
    '/api/export-landing-leads/:id': ids.landing,
    '/api/public-subject/:slug': ids.subjectSlug,
    '/api/find-broadcast/:id': ids.broadcast,
    '/api/find-client-broadcast/:id': ids.broadcast,
    '/api/list-broadcast-chat-replay/:broadcastId': ids.broadcast,
    '/api/find-chat/:id': ids.chat,
    '/api/list-chat-messages/:chatId': ids.chat,
    '/api/list-chat-muted-users/:chatId': ids.chat,
    '/api/list-chat-moderation-log/:chatId': ids.chat,
    '/api/chat-file/:fileId': ids.chatFile,
    '/api/find-playlist/:id': ids.program,
    '/api/find-category/:id': ids.category,
    '/api/find-shopping-cart/:id': ids.cart,
    '/api/select-shopping-cart-installments/:id': ids.cart,
    '/api/get-shopping-cart-term/:id': ids.cart,
    '/api/find-order/:id': ids.expiredOrder,
    '/api/find-order-details/:id': ids.expiredOrder,
    '/api/select-state/:id': ids.country,
    '/api/select-cities-id/:id': ids.state,
    '/api/select-cities/:id': ids.state,
    '/api/find-advisor/:id': ids.advisor,
    '/api/find-site-advisor/:id': ids.advisor,
    '/api/find-investment-page/:id': ids.investmentPage,
    '/api/find-site-investment-page/:slug': ids.investmentSlug,
    '/api/find-influencer/:id': ids.influencer,
    '/api/influencer-tracking-links/:id': ids.influencer,
    '/api/list-influencer-leads/:id': ids.influencer,
  };
  if (url === '/api/store-product-for/:kind/:targetId')
    return `/api/store-product-for/course/${ids.course}`;
  if (url === '/api/public-landing/:kind/:slug')
    return `/api/public-landing/${ids.landingKind}/${ids.landingSlug}`;
  if (url === '/api/pix-qrcode/:txid') return `/api/pix-qrcode/${ids.pixTxid}`;
  if (url === '/api/cover-art/:kind/:motif') return '/api/cover-art/course/candles.svg?title=Capa';
  if (!url.includes(':')) return url;
  const value = values[url];
  if (value === undefined) throw new Error(`${url}: give this route a real id in pathOf`);
  return url.replace(/:[A-Za-z]+$/, encodeURIComponent(String(value)));
}

/** Query strings a route needs to reach its read (without them it answers 400 early). */
const QUERIES: Record<string, string | (() => string)> = {
  '/api/check-email': 'email=cliente@demo.lstrader.com.br',
  '/api/login-advisor': 'email=cliente@demo.lstrader.com.br',
  '/api/consult-zip-code': 'zip_code=01310100',
  '/api/check-zenvia-token': 'code=000000',
  '/api/check-xpcode': 'code=4830172',
  '/api/select-trail-contents': 'kind=course',
  '/api/select-customer': 'search=Carla',
  '/api/login-as-customer/:id': 'reason=Conferir%20o%20pedido%20da%20cliente',
  '/api/list-quotes': () => `asset_id=${ids.financialAsset}`,
  '/api/influencer-report': 'from=2026-01-01&to=2026-12-31',
  '/api/export-influencer-report': 'from=2026-01-01&to=2026-12-31',
  '/api/list-influencer-leads/:id': 'from=2026-01-01&to=2026-12-31',
  '/api/sales-force-summary': 'from=2026-01-01&to=2026-12-31',
  '/api/list-sales-force-leads': 'from=2026-01-01&to=2026-12-31',
  '/api/export-sales-force-leads': 'from=2026-01-01&to=2026-12-31',
};

/** A statement on the cart tables only. */
const CART_WRITE = /^\s*(update|insert into|delete from) "?shopping_cart(s|_products)"?\s/;
const AUDIT = /^insert into "audit_logs"/;

/**
 * GETs that write on purpose, each with why and exactly the statements it may run; any other
 * write of theirs fails the test like any other GET's.
 */
const WRITING_GETS: Record<string, { why: string; allowed: RegExp[] }> = {
  // Spec section 7 makes "access as customer" a GET: it opens a session for the customer and
  // audits who did it and why (only with the staff bearer token; no cookie can send it).
  '/api/login-as-customer/:id': {
    why: 'opens an impersonation session and audits it (spec section 7)',
    allowed: [/^insert into "sessions"/, AUDIT],
  },
  // The SMS code check is a GET by the spec: a right code confirms the phone (and is audited), a
  // wrong one counts as an attempt against guessing.
  '/api/check-zenvia-token': {
    why: 'confirms the phone, or counts a wrong attempt (the SMS of send-zenvia-token)',
    allowed: [/^update "auth_codes"/, /^update "users"/, AUDIT],
  },
  // Handing out a paid file's link is audited: who took a copy of which file, and when.
  '/api/ebook-download/:id': { why: 'audits who took a download link', allowed: [AUDIT] },
  '/api/research-download/:id': { why: 'audits who took a download link', allowed: [AUDIT] },
  // A CSV of leads carries personal data (LGPD): every export is audited.
  '/api/export-landing-leads/:id': { why: 'audits an export of personal data', allowed: [AUDIT] },
  // The NPS answers name who answered (personal data): every export is audited too.
  '/api/export-nps-answers': { why: 'audits an export of personal data', allowed: [AUDIT] },
  // The sales force's leads: names, e-mails and phones (personal data), audited too.
  '/api/export-sales-force-leads': {
    why: 'audits an export of personal data',
    allowed: [AUDIT],
  },
  // Who confirmed an internal policy (names and e-mails of staff): audited too.
  '/api/export-internal-policy-readers/:id': {
    why: 'audits an export of personal data',
    allowed: [AUDIT],
  },
  // With POSTAL_CODE_PROVIDER=viacep a postal code asked of ViaCEP is kept, so it is asked once
  // (public reference data, nobody's state). The walk runs on the offline table: it never fires.
  '/api/consult-zip-code': {
    why: 'keeps a ViaCEP answer in postal_codes',
    allowed: [/^insert into "postal_codes"/],
  },
};

beforeAll(async () => {
  // The clock stands still while the walk runs: no session is older than its last touch by a
  // minute, so the session's "last used" touch (at most once a minute) never fires, and the
  // background Pix sweep is off, so every statement seen belongs to a request.
  ({ database, app } = await createDemoApp(() => clock, { payments: { sweepMs: 0 } }));
  const db = database.db;
  const customerToken = await login('cliente@demo.lstrader.com.br');

  // A Pix order with a coupon held, left to expire: find-order and the order lists must answer
  // "expired" without writing it.
  const pix = await one<number>(sql`select id as v from payment_types where method = 'pix'`);
  const sellable = await queryRows<{ id: number }>(
    db,
    sql`select id from products where active order by id limit 2`,
  );
  const [first, second] = sellable.map((p) => p.id);
  const added = await send('POST', '/api/shopping-cart-add-product', customerToken, {
    product_id: first,
  });
  expect(added.statusCode, added.body).toBe(200);
  const cart = added.json<Cart>();
  const coupon = await send('PUT', `/api/shopping-cart-apply-coupon/${cart.id}`, customerToken, {
    code: 'BEMVINDO10',
  });
  expect(coupon.statusCode, coupon.body).toBe(200);
  const finished = await send('POST', `/api/finish-cart-order/${cart.id}`, customerToken, {
    idempotency_key: 'reads-never-write-order-1',
    payment_type_id: pix,
    accept_terms: true,
  });
  expect(finished.statusCode, finished.body).toBe(200);
  ids.expiredOrder = finished.json<Order>().id;
  ids.pixTxid = finished.json<Order>().order_payments[0]!.pix_qrcode_url!.split('/').pop()!;

  // An open cart of the customer's, and a visitor's cart with its token.
  const open = await send('POST', '/api/shopping-cart-add-product', customerToken, {
    product_id: second,
  });
  expect(open.statusCode, open.body).toBe(200);
  ids.cart = open.json<Cart>().id;
  const guest = await send(
    'POST',
    '/api/shopping-cart-add-product-no-login?email=visitante@example.com',
    undefined,
    { product_id: first },
  );
  expect(guest.statusCode, guest.body).toBe(200);
  ids.guestCart = guest.json<{ cart: Cart }>().cart.id;
  ids.guestToken = guest.json<{ guest_token: string }>().guest_token;

  ids.customer = await one<number>(
    sql`select id as v from users where email = 'cliente@demo.lstrader.com.br'`,
  );
  const c = ids.customer;
  ids.npsQuestion = await one<number>(sql`select id as v from nps_questions order by id limit 1`);
  ids.helpCategory = await one<number>(
    sql`select id as v from help_categories order by id limit 1`,
  );
  ids.helpQuestion = await one<number>(sql`select id as v from help_questions order by id limit 1`);
  ids.staffAgendaEvent = await one<number>(
    sql`select id as v from staff_agenda_events order by id limit 1`,
  );
  ids.helpdeskTicket = await one<number>(
    sql`select id as v from helpdesk_tickets order by id limit 1`,
  );
  ids.biDashboard = await one<number>(sql`select id as v from bi_dashboards order by id limit 1`);
  ids.hubNotice = await one<number>(sql`select id as v from hub_notices order by id limit 1`);
  ids.xpRelease = await one<number>(
    sql`select id as v from grant_imports where kind = 'xp' order by id limit 1`,
  );
  ids.emailBind = await one<number>(
    sql`select id as v from grant_imports where kind = 'email_bind' order by id limit 1`,
  );
  ids.npsQuestionUser = await one<number>(
    sql`select id as v from nps_question_users where user_id = ${c} order by id limit 1`,
  );
  ids.course = await one<number>(
    sql`select c.id as v from courses c join access_grants g on g.kind = 'course'
        and g.target_id = c.id and g.user_id = ${c} where c.status = 'published' order by c.id limit 1`,
  );
  ids.courseSlug = await one<string>(sql`select slug as v from courses where id = ${ids.course}`);
  ids.lesson = await one<number>(
    sql`select l.id as v from lessons l join course_modules m on m.id = l.module_id
        where m.course_id = ${ids.course} order by m."order", l."order" limit 1`,
  );
  ids.certificate =
    (await queryRows<{ v: string }>(db, sql`select code as v from certificates limit 1`))[0]?.v ??
    'LS-0000-0000';
  ids.ebook = await one<number>(
    sql`select e.id as v from ebooks e join access_grants g on g.kind = 'ebook'
        and g.target_id = e.id and g.user_id = ${c} order by e.id limit 1`,
  );
  ids.ebookSlug = await one<string>(sql`select slug as v from ebooks where id = ${ids.ebook}`);
  ids.research = await one<number>(
    sql`select id as v from research_reports where file_key is not null and status = 'published'
        order by id limit 1`,
  );
  ids.trail = await one<number>(sql`select id as v from trails order by id limit 1`);
  ids.podcast = await one<number>(sql`select id as v from podcasts order by id limit 1`);
  ids.calendarEvent = await one<number>(
    sql`select id as v from calendar_events order by id limit 1`,
  );
  ids.financialAsset = await one<number>(
    sql`select id as v from financial_assets order by id limit 1`,
  );
  ids.tradeMethod = await one<number>(sql`select id as v from trade_methods order by id limit 1`);
  ids.privacyPolicy = await one<number>(
    sql`select id as v from privacy_policies order by id limit 1`,
  );
  // A policy every staff profile reads, and its current (published) version.
  ids.internalPolicy = await one<number>(
    sql`select id as v from internal_policies where audience = 'all' and current_version_id is not null order by id limit 1`,
  );
  ids.internalPolicyVersion = await one<number>(
    sql`select current_version_id as v from internal_policies where id = ${ids.internalPolicy}`,
  );
  ids.analyst = await one<number>(sql`select user_id as v from analyst_credentials limit 1`);
  ids.signatureType = await one<number>(
    sql`select id as v from signature_types order by id limit 1`,
  );
  ids.signatureSlug = await one<string>(
    sql`select slug as v from signature_types where id = ${ids.signatureType}`,
  );
  ids.qualification = await one<number>(
    sql`select signature_type_id as v from signature_type_contents limit 1`,
  );
  ids.product = first!;
  ids.productSlug = await one<string>(sql`select slug as v from products where id = ${first}`);
  ids.storeColor = await one<number>(sql`select id as v from store_colors order by id limit 1`);
  ids.commercialTable = await one<number>(
    sql`select id as v from commercial_tables order by id limit 1`,
  );
  ids.coupon = await one<number>(sql`select id as v from coupons order by id limit 1`);
  // A demo call of the default brand (the requests carry no brand origin).
  ids.recommendation = await one<number>(
    sql`select id as v from recommendations where brand = 'brazilian' order by id limit 1`,
  );
  ids.profile = await one<number>(sql`select id as v from profiles order by id limit 1`);
  ids.video = await one<number>(sql`select id as v from videos order by id limit 1`);
  ids.landing = await one<number>(sql`select id as v from landing_pages order by id limit 1`);
  ids.landingKind = await one<string>(
    sql`select kind as v from landing_pages where id = ${ids.landing}`,
  );
  ids.landingSlug = await one<string>(
    sql`select slug as v from landing_pages where id = ${ids.landing}`,
  );
  ids.subjectSlug = await one<string>(sql`select slug as v from categories order by id limit 1`);
  // An ended broadcast open to every customer, with a chat: its page and chat replay are readable.
  ids.broadcast = await one<number>(
    sql`select id as v from broadcasts where status = 'ended' and open_to_all
          and chat_id is not null order by id limit 1`,
  );
  ids.chat = await one<number>(sql`select id as v from chats order by id limit 1`);
  ids.chatFile =
    (await queryRows<{ v: number }>(db, sql`select id as v from chat_message_files limit 1`))[0]
      ?.v ?? 1;
  ids.program = await one<number>(sql`select id as v from broadcast_programs order by id limit 1`);
  ids.category = await one<number>(sql`select id as v from categories order by id limit 1`);
  ids.advisor = await one<number>(
    sql`select id as v from advisors where active order by id limit 1`,
  );
  ids.investmentPage = await one<number>(
    sql`select id as v from investment_pages where published order by id limit 1`,
  );
  ids.investmentSlug = await one<string>(
    sql`select slug as v from investment_pages where id = ${ids.investmentPage}`,
  );
  ids.influencer = await one<number>(sql`select id as v from influencers order by id limit 1`);
  // The places tables are not part of the demo seed: one country, state, city and postal code,
  // and an address of the customer's there (the files the IBGE import loads, in miniature).
  await db.execute(sql`insert into countries (id, name, iso_code) values (1, 'Brasil', 'BR')
                       on conflict do nothing`);
  await db.execute(sql`insert into states (id, uf, name, country_id) values (35, 'SP', 'São Paulo', 1)
                       on conflict do nothing`);
  await db.execute(sql`insert into cities (id, name, state_id) values (3550308, 'São Paulo', 35)
                       on conflict do nothing`);
  await db.execute(sql`insert into postal_codes (zip_code, street, district, city_id, state_id, source)
                       values ('01310100', 'Avenida Paulista', 'Bela Vista', 3550308, 35, 'seed')
                       on conflict do nothing`);
  ids.country = 1;
  ids.state = 35;
  ids.address = await one<number>(
    sql`insert into addresses (user_id, address, number, district, zip_code, city_id, state_id, country_id)
        values (${c}, 'Avenida Paulista', '1000', 'Bela Vista', '01310100', 3550308, 35, 1)
        returning id as v`,
  );

  // Past the Pix code's expiry; the walk's sessions start now.
  clock = new Date(clock.getTime() + (PIX_EXPIRES_SECONDS + 3600) * 1000);

  // A signed download link, fresh at the walk's time (the file route reads its token).
  const link = await send(
    'GET',
    `/api/ebook-download/${ids.ebook}`,
    await login('cliente@demo.lstrader.com.br'),
  );
  expect(link.statusCode, link.body).toBe(200);
  ids.fileToken = new URL(link.json<{ url: string }>().url, 'http://x').pathname.split('/').pop()!;
});
afterAll(async () => {
  await app.close();
});

describe('a read never writes', () => {
  it('the write detector knows a write from a read', () => {
    expect(isWrite('insert into "carts" ("id") values ($1)')).toBe(true);
    expect(isWrite('update "orders" set "status" = $1 where "id" = $2')).toBe(true);
    expect(isWrite('with x as (update order_payments set status = 2 returning 1) select 1')).toBe(
      true,
    );
    expect(isWrite('select "id" from "orders" where "id" = $1 for update')).toBe(true);
    expect(isWrite('delete from "sessions" where "id" = $1')).toBe(true);
    expect(isWrite("select nextval('orders_id_seq')")).toBe(true);
    expect(isWrite('select "updated_at", "created_at" from "orders"')).toBe(false);
    expect(isWrite("select 'update x set y' as note from orders")).toBe(false);
    expect(isWrite('select "p"."create", "p"."delete" from "profile_permissions" "p"')).toBe(false);
    expect(isWrite('update "public"."orders" set "status" = $1')).toBe(true);
    expect(isWrite('update order_payments p set status = $1')).toBe(true);
  });

  it('every GET of the access table runs no writing statement, for staff, customer and visitor', async () => {
    const [admin, , , , customer] = await demoTokens();
    const gets = app.accessTable.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(150);

    const writes: string[] = [];
    const allowedWrites = new Set<string>();
    const answered = new Map<string, number[]>();
    let requests = 0;
    for (const route of gets) {
      const path = pathOf(route.url);
      const entry = QUERIES[route.url];
      const query = typeof entry === 'function' ? entry() : entry;
      const url = query ? `${path}?${query}` : path;
      const callers: [string, string | undefined][] = [
        ['admin', admin],
        ['customer', customer],
        ...(route.access === 'public' ? [['visitor', undefined] as [string, undefined]] : []),
      ];
      for (const [who, token] of callers) {
        const headers: Record<string, string> = token ? bearer(token) : {};
        if (who === 'visitor' && route.url.includes('shopping-cart')) {
          // The visitor reads their own cart with its token.
          headers[CART_TOKEN_HEADER] = ids.guestToken;
        }
        const target =
          who === 'visitor' && route.url.includes('shopping-cart')
            ? url.replace(`/${ids.cart}`, `/${ids.guestCart}`)
            : url;
        const { result: res, statements } = await statementsDuring(database, () =>
          app.inject({ method: 'GET', url: target, headers }),
        );
        requests += 1;
        expect(res.statusCode, `${who} GET ${target} → ${res.body.slice(0, 300)}`).toBeLessThan(
          500,
        );
        answered.set(route.url, [...(answered.get(route.url) ?? []), res.statusCode]);
        const allowed = WRITING_GETS[route.url]?.allowed ?? [];
        for (const statement of statements.filter(isWrite)) {
          if (allowed.some((pattern) => pattern.test(statement))) {
            allowedWrites.add(route.url);
            continue;
          }
          writes.push(`${who} GET ${target}: ${statement.replaceAll(/\s+/g, ' ').slice(0, 240)}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(gets.length * 2);
    expect(writes).toEqual([]);
    // The audited reads did audit (the exceptions are real, not stale).
    expect([...allowedWrites].sort()).toEqual(
      [
        '/api/ebook-download/:id',
        '/api/export-landing-leads/:id',
        '/api/export-internal-policy-readers/:id',
        '/api/export-nps-answers',
        '/api/export-sales-force-leads',
        '/api/login-as-customer/:id',
        '/api/research-download/:id',
      ].sort(),
    );
    // The walk reached the reads, not only the guard: every route answered someone with a 2xx
    // but these, whose demo data has nothing to find (no avatar, no uploaded cover, no certificate, no chat
    // or help desk attachment) or that only speak WebSocket.
    const unreached = [...answered]
      .filter(([, codes]) => !codes.some((c) => c < 300))
      .map(([url]) => url);
    expect(unreached).toEqual([
      '/api/user-avatar/:file',
      '/api/cover/:file',
      '/api/verify-certificate/:code',
      '/api/chat-file/:fileId',
      // Secret links whose token lives only in an answer or an e-mail (their reads are checked
      // in staff-agenda.routes.test.ts).
      '/api/staff-agenda-feed/:token',
      '/api/staff-agenda-booking/:token',
      '/api/helpdesk-attachment/:fileId',
      '/api/realtime',
    ]);
  });

  it('a visitor cart token sent with the cart read hands nothing over; the POST does, once', async () => {
    // The hand-over (how a cart survives signing up or logging in) is its own POST
    // (`/api/shopping-cart-hand-over`): the account's cart read never writes, token or not.
    const customer = await login('cliente@demo.lstrader.com.br');
    const guest = await send(
      'POST',
      '/api/shopping-cart-add-product-no-login?email=cliente@demo.lstrader.com.br',
      undefined,
      { product_id: ids.product },
    );
    expect(guest.statusCode, guest.body).toBe(200);
    const headers = {
      ...bearer(customer),
      [CART_TOKEN_HEADER]: guest.json<{ guest_token: string }>().guest_token,
    };
    const read = await statementsDuring(database, () =>
      app.inject({ method: 'GET', url: '/api/ls-brazil-customer-cart', headers }),
    );
    expect(read.result.statusCode, read.result.body).toBe(200);
    expect(read.statements.filter(isWrite)).toEqual([]);
    const handOver = () =>
      statementsDuring(database, () =>
        app.inject({ method: 'POST', url: '/api/shopping-cart-hand-over', headers }),
      );
    const first = await handOver();
    expect(first.result.statusCode, first.result.body).toBe(200);
    const writes = first.statements.filter(isWrite);
    expect(writes.length).toBeGreaterThan(0);
    for (const statement of writes) expect(statement).toMatch(CART_WRITE);
    const again = await handOver();
    expect(again.result.json()).toEqual(first.result.json());
    expect(again.statements.filter(isWrite)).toEqual([]);
  });
});
