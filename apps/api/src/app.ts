import multipart from '@fastify/multipart';
import {
  CHAT_COALESCE_WINDOW_MS,
  CHAT_MODERATION_TOPIC_PREFIX,
  CHAT_TOPIC_PREFIX,
} from '@app/shared';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { healthRoutes } from './modules/health/health.routes.ts';
import { identityCore, registerIdentity } from './modules/identity/index.ts';
import { registerCovers } from './modules/covers/index.ts';
import { registerUsers } from './modules/users/index.ts';
import { registerCourses } from './modules/courses/index.ts';
import { registerEbooks } from './modules/ebooks/index.ts';
import { registerResearch } from './modules/research/index.ts';
import { registerTrails } from './modules/trails/index.ts';
import { registerPodcasts } from './modules/podcasts/index.ts';
import { registerCalendar } from './modules/calendar/index.ts';
import { registerRecommendations } from './modules/recommendations/index.ts';
import { registerNps } from './modules/nps/index.ts';
import { registerInternalPolicies } from './modules/internal-policies/index.ts';
import { registerAdvisors } from './modules/advisors/index.ts';
import { registerInfluencers } from './modules/influencers/index.ts';
import { registerSalesForce } from './modules/sales-force/index.ts';
import { registerHelp } from './modules/help/index.ts';
import { registerStaffAgenda } from './modules/staff-agenda/index.ts';
import { registerHelpdesk } from './modules/helpdesk/index.ts';
import type { HelpdeskService } from './modules/helpdesk/helpdesk.service.ts';
import type { TicketProvider } from './modules/helpdesk/ticket-provider.ts';
import { registerBiDashboards } from './modules/bi-dashboards/index.ts';
import { registerHubNotices } from './modules/hub-notices/index.ts';
import { createGrantImports, registerGrantImports } from './modules/grant-imports/index.ts';
import type { FollowService } from './modules/recommendations/follows.service.ts';
import type { RecommendationService } from './modules/recommendations/recommendations.service.ts';
import { registerMarketData } from './modules/market-data/index.ts';
import type { MarketDataModuleDeps } from './modules/market-data/index.ts';
import { registerSignatures } from './modules/signatures/index.ts';
import { registerCatalogue } from './modules/catalogue/index.ts';
import { registerCustomers } from './modules/customers/index.ts';
import { registerDataRights } from './modules/data-rights/index.ts';
import { registerVideos } from './modules/videos/index.ts';
import { registerLandings } from './modules/landings/index.ts';
import { registerPrivacy } from './modules/privacy/index.ts';
import { registerHome } from './modules/home/index.ts';
import { registerStore } from './modules/store/index.ts';
import type { PaymentGateway } from './platform/payments/gateway/index.ts';
import type { PixProvider } from './platform/payments/pix/provider.ts';
import { accessService } from './modules/access/access.service.ts';
import { liveViewer as createLiveViewer } from './modules/broadcasts/viewer.ts';
import { broadcastsService } from './modules/broadcasts/broadcasts.service.ts';
import { registerBroadcasts } from './modules/broadcasts/index.ts';
import { registerChat } from './modules/chat/index.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { offlinePostalCodes, viaCepPostalCodes } from './modules/places/postal-code.provider.ts';
import { registerRequestContext } from './platform/request-context.ts';
import { AVATAR_MAX_BYTES } from './platform/storage/avatars.ts';
import { DEFAULT_SESSION_POLICY } from './modules/identity/session.service.ts';
import type { SessionPolicy } from './modules/identity/session.service.ts';
import { registerAccessGuard } from './platform/access.ts';
import type { AccessEntry } from './platform/access.ts';
import { authLimiter, DEFAULT_AUTH_LIMITS } from './platform/limits/auth-limits.ts';
import type { AuthLimits } from './platform/limits/auth-limits.ts';
import { memoryLimitStore, redisLimitStore } from './platform/limits/limit-store.ts';
import type { LimitStore } from './platform/limits/limit-store.ts';
import type { Config } from './platform/config.ts';
import { compiledSerializer } from './platform/serializer.ts';
import { openChangeFeed } from './platform/db/change-feed.ts';
import { registerReadYourWrites } from './platform/db/read-your-writes.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createRedis } from './platform/redis.ts';
import { memoryBus, redisBus } from './platform/realtime/bus.ts';
import type { RealtimeBus } from './platform/realtime/bus.ts';
import { registerRealtimeEndpoint } from './platform/realtime/endpoint.ts';
import { createRealtime } from './platform/realtime/realtime.ts';
import { deliveringSender, outboxSender } from './platform/mail/outbox.ts';
import { smtpTransport } from './platform/mail/smtp.ts';
import { zenviaTransport } from './platform/mail/zenvia.ts';
import type { MessageSender } from './platform/mail/outbox.ts';
import {
  holdOldGenerationGrowth,
  settleYoungGeneration,
  startIdleTrim,
} from './platform/memory.ts';
import { registerSecurity } from './platform/security.ts';
import { registerSpa } from './platform/spa.ts';

// Validation messages people read are pt-BR.
z.config(z.locales.ptBR());

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `/x?token=abc&page=2` → `/x?token=[oculto]&page=2`. */
export function redactQuerySecrets(url: string): string {
  return url.replace(/([?&](?:token|hmac|access_token)=)[^&#]*/gi, '$1[oculto]');
}

/**
 * One log line per request, written when it completes (method, redacted URL, remote address,
 * status, time): Fastify's default adds a second `incoming request` line to every request.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** A pino logger to use instead of one built from LOG_LEVEL (tests capture logs with it). */
  logger?: FastifyBaseLogger;
  /** Overrides for tests (shrunk limits, short sessions, a capturing mail sender…). */
  authLimits?: Partial<AuthLimits>;
  sessionPolicy?: Partial<SessionPolicy>;
  limitStore?: LimitStore;
  mail?: MessageSender;
  sms?: MessageSender;
  now?: () => Date;
  /** Smaller upload limits than EBOOK_MAX_BYTES / RESEARCH_MAX_BYTES / COTAHIST_MAX_BYTES (tests). */
  fileLimits?: {
    ebookBytes?: number;
    researchBytes?: number;
    policyBytes?: number;
    chatBytes?: number;
    cotahistBytes?: number;
  };
  /** The quotes provider, its timer and the after-quotes hook instead of the configured ones (tests). */
  marketData?: Pick<MarketDataModuleDeps, 'provider' | 'refreshMs' | 'afterQuotes'>;
  /** The realtime bus instead of one from REDIS_URL (tests: two apps on one Redis, counting buses). */
  realtimeBus?: RealtimeBus;
  /** Payment providers instead of the configured ones (tests: a fake PSP, a clocked sandbox). */
  payments?: { pix?: PixProvider; gateway?: PaymentGateway; sweepMs?: number };
  /** How often recommendations past their validity expire (0: never; tests call it). */
  recommendationSweepMs?: number;
  /** How often the followers' daily digest is looked for (0: never; tests call it). */
  recommendationDigestMs?: number;
  /** The help desk's provider and attachment limit instead of the configured ones (tests). */
  helpdesk?: { provider?: TicketProvider; maxFileBytes?: number };
  /** Lets a test add routes before the app is ready (they go through the same guard). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface App extends FastifyInstance {
  accessTable: AccessEntry[];
  /** Moves recommendations by quotes and by the clock (the market-data module and tests). */
  recommendations: RecommendationService;
  /** The followers' notifications and daily digest (tests drive the digest). */
  recommendationFollows: FollowService;
  /** The help desk (tests drive its GLPI status sync). */
  helpdesk: HelpdeskService;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            level: config.logLevel,
            // Buffered: a line waits for the previous write instead of a write(2) each; what is
            // still buffered is flushed synchronously when the process exits.
            stream: pino.destination({ dest: 1, sync: false }),
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              // Secrets that travel in a query string (`?token=` access, the Pix webhook's
              // `?hmac=`) never reach the log.
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactQuerySecrets(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
        }),
    // Our own ids: an incoming x-request-id is kept only when it is a sane token.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logController: new OneLinePerRequest(),
    bodyLimit: 1_048_576,
    trustProxy: false,
    // The spec writes some paths with a trailing slash (`/api/check-email/`): both forms work.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Compiled from the contracts; the test suite also checks each answer against zod's encode.
  app.setSerializerCompiler(compiledSerializer({ verify: config.verifyResponses }));
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  registerRequestContext(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurity(app, config.brandTable, config.biFrameOrigins);
  await registerOpenApi(app);
  // Multipart bodies are parsed only in the scopes of the modules that take uploads (below).
  // Elsewhere one is accepted unread, as @fastify/multipart's own parser does (no body: a body
  // schema refuses it), without the plugin's two async hooks on every request.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => {
    done(null);
  });
  /**
   * `register` in a scope of its own with @fastify/multipart: its hooks (a `close` listener on
   * every response, an async clean-up of saved files) run for those routes only.
   */
  async function withUploads<T>(register: (scope: FastifyInstance) => Promise<T>): Promise<T> {
    let registered: { value: T } | undefined;
    await app.register(async (scope) => {
      scope.removeContentTypeParser('multipart/form-data');
      await scope.register(multipart, {
        limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 40, parts: 41 },
      });
      registered = { value: await register(scope) };
    });
    if (!registered) throw new Error('escopo de uploads não registrado');
    return registered.value;
  }
  const redis: Redis | undefined = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  // Before the modules: they claim topic prefixes and publish through app.realtime; the identity
  // cache hears its invalidations through the same bus.
  const realtimeErrors = (err: unknown) => app.log.warn({ err }, 'realtime: erro no barramento');
  const realtime = createRealtime(
    options.realtimeBus ??
      (config.redisUrl
        ? redisBus(config.redisUrl, { onError: realtimeErrors })
        : memoryBus({ onError: realtimeErrors })),
  );
  app.decorate('realtime', realtime);
  // Per-process caches of data hear every committed change through it (docs/adr/0008).
  const feed = await openChangeFeed(database, {
    onError: (err) => app.log.warn({ err }, 'feed de mudanças: conexão com o banco perdida'),
  });
  app.decorate('changeFeed', feed);
  registerReadYourWrites(app, database, feed);
  const identity = identityCore({
    db: database.db,
    bus: realtime.bus,
    policy: { ...DEFAULT_SESSION_POLICY, ...options.sessionPolicy },
    now: options.now,
    cache: { onError: (err) => app.log.warn({ err }, 'sessões: invalidação não publicada') },
  });
  const { sessions, grants } = identity;
  const accessTable = registerAccessGuard(app, sessions.resolver());
  // The chat's two topics are coalesced in every process (docs/live.md "Realtime").
  realtime.coalesce(CHAT_TOPIC_PREFIX, CHAT_COALESCE_WINDOW_MS);
  realtime.coalesce(CHAT_MODERATION_TOPIC_PREFIX, CHAT_COALESCE_WINDOW_MS);
  const limiter = authLimiter(
    options.limitStore ?? (redis ? redisLimitStore(redis) : memoryLimitStore()),
    {
      ...DEFAULT_AUTH_LIMITS,
      ipPerMinute: config.loginIpPerMinute,
      ipPerHour: config.loginIpPerHour,
      ...options.authLimits,
    },
  );

  await app.register(healthRoutes({ database, redis }));
  const mail =
    options.mail ??
    (config.mail.provider === 'smtp'
      ? deliveringSender(
          database.db,
          'email',
          smtpTransport({ url: config.mail.url, from: config.mail.from }),
          app.log,
        )
      : outboxSender(database.db, 'email'));
  const sms =
    options.sms ??
    (config.sms.provider === 'zenvia'
      ? deliveringSender(
          database.db,
          'sms',
          zenviaTransport({
            baseUrl: config.sms.url,
            token: config.sms.token,
            from: config.sms.from,
          }),
          app.log,
        )
      : outboxSender(database.db, 'sms'));
  const now = options.now ?? (() => new Date());
  const access = accessService(database.db, now);
  // One live viewer (who may watch / read a chat, delay) for the broadcasts and chat modules:
  // `app.liveViewer`. The broadcasts service is built here too: the session payload needs it.
  const liveViewer = createLiveViewer({
    db: database.db,
    access,
    trialDelaySeconds: config.trialBroadcastDelaySeconds,
    now,
  });
  app.decorate('liveViewer', liveViewer);
  const live = broadcastsService({
    db: database.db,
    access,
    viewer: liveViewer,
    now,
    bus: realtime.bus,
    onError: (err) => app.log.warn({ err }, 'transmissões: invalidação não publicada'),
  });
  // Released access (XP codes, e-mail binds): every path that creates an account applies it.
  const grantImports = createGrantImports({ db: database.db, now });
  const applyReleases = (user: { id: number; email: string }) =>
    grantImports.applyToNewAccount(user);
  await registerIdentity(app, {
    db: database.db,
    core: identity,
    limiter,
    mail,
    sms,
    brandTable: config.brandTable,
    fallbackOrigin: config.publicUrl,
    advisorDomains: config.advisorDomains,
    trialDays: config.trialDays,
    now: options.now,
    liveSession: live.sessionFields,
    feed,
    releases: grantImports,
  });
  const users = await withUploads((scope) =>
    registerUsers(scope, {
      db: database.db,
      revokeUserSessions: (userId, except) => sessions.endAllOf(userId, except),
      onUserChanged: (userId) => sessions.userChanged(userId),
      trialDays: config.trialDays,
      dataDir: config.dataDir,
      onPermissionsChanged: (profileId) => grants.invalidate(profileId),
      onUserCreated: applyReleases,
      now: options.now,
    }),
  );
  await withUploads((scope) =>
    registerCovers(scope, {
      db: database.db,
      dataDir: config.dataDir,
      brandTable: config.brandTable,
    }),
  );
  const courses = await registerCourses(app, {
    db: database.db,
    access,
    brandTable: config.brandTable,
    now,
    feed,
  });
  const contentFiles = await withUploads((scope) =>
    registerEbooks(scope, {
      db: database.db,
      access,
      brandTable: config.brandTable,
      dataDir: config.dataDir,
      signingSecret: config.fileSigningSecret,
      now,
      maxFileBytes: options.fileLimits?.ebookBytes,
    }),
  );
  await withUploads((scope) =>
    registerResearch(scope, {
      db: database.db,
      access,
      ...contentFiles,
      now,
      maxFileBytes: options.fileLimits?.researchBytes,
    }),
  );
  await withUploads((scope) =>
    registerInternalPolicies(scope, {
      db: database.db,
      ...contentFiles,
      now,
      maxFileBytes: options.fileLimits?.policyBytes,
    }),
  );
  await registerTrails(app, { db: database.db, access, now });
  await registerPodcasts(app, { db: database.db, now });
  await registerCalendar(app, { db: database.db, now });
  await registerSignatures(app, { db: database.db, access, now });
  await registerCatalogue(app, { db: database.db, brandTable: config.brandTable, now });
  await registerCustomers(app, {
    db: database.db,
    access,
    now,
    revokeUserSessions: (userId) => sessions.endAllOf(userId),
    onUserChanged: (userId) => sessions.userChanged(userId),
    onUserCreated: applyReleases,
  });
  await registerGrantImports(app, { service: grantImports, limiter });
  await registerDataRights(app, {
    db: database.db,
    now,
    mail,
    brandTable: config.brandTable,
    endSessions: (userId) => sessions.endAllOf(userId),
  });
  const videos = await registerVideos(app, { db: database.db, now });
  await registerLandings(app, { db: database.db, access, trials: users, limiter, now });
  await registerPrivacy(app, { db: database.db, now, limiter, brandTable: config.brandTable });
  await registerHome(app, { db: database.db, videos, courses, now });
  await registerBroadcasts(app, { service: live });
  const chat = await withUploads((scope) =>
    registerChat(scope, {
      db: database.db,
      viewer: liveViewer,
      dataDir: config.dataDir,
      now,
      maxFileBytes: options.fileLimits?.chatBytes,
    }),
  );
  const recommendations = await registerRecommendations(app, {
    db: database.db,
    now,
    access,
    brandTable: config.brandTable,
    postCard: (authorId, chatId, message, payload) =>
      chat.postCard(authorId, chatId, message, payload),
    ...(options.recommendationSweepMs !== undefined
      ? { sweepMs: options.recommendationSweepMs }
      : {}),
    mail,
    fallbackOrigin: config.publicUrl,
    digestMs: options.recommendationDigestMs ?? config.recommendationDigestMs,
  });
  await withUploads((scope) =>
    registerMarketData(scope, {
      db: database.db,
      now,
      quotes: config.quotes,
      maxFileBytes: options.fileLimits?.cotahistBytes,
      // Quotes move the recommendations of their tickers (tests may listen instead).
      afterQuotes: async (stored) => {
        await recommendations.recommendations.applyQuotes(stored);
      },
      ...options.marketData,
    }),
  );
  await registerStore(app, {
    db: database.db,
    access,
    config,
    now,
    onUserChanged: (userId) => sessions.userChanged(userId),
    feed,
    ...options.payments,
  });
  await registerNps(app, { db: database.db, now, brandTable: config.brandTable });
  await registerAdvisors(app, { db: database.db, now, dataDir: config.dataDir, feed });
  await registerInfluencers(app, { db: database.db, now });
  await registerSalesForce(app, { db: database.db, now });
  await registerHelp(app, {
    db: database.db,
    now,
    limiter,
    brandTable: config.brandTable,
    feed,
  });
  await registerStaffAgenda(app, { db: database.db, now, mail, publicUrl: config.publicUrl });
  const helpdesk = await withUploads((scope) =>
    registerHelpdesk(scope, {
      db: database.db,
      now,
      mail,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      glpi: config.glpi,
      ...options.helpdesk,
    }),
  );
  await registerBiDashboards(app, { db: database.db, now, frameOrigins: config.biFrameOrigins });
  await registerHubNotices(app, { db: database.db, now });
  await app.register(messagingRoutes(database.db));
  await app.register(
    placesRoutes(
      database.db,
      config.postalCodeProvider === 'viacep'
        ? viaCepPostalCodes(database.db, config.viaCepUrl)
        : offlinePostalCodes(database.db),
    ),
  );
  // Closes its sockets and the bus when the app closes.
  await registerRealtimeEndpoint(app, {
    realtime,
    resolveSession: sessions.resolver(),
    brandTable: config.brandTable,
  });
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));

  await registerSpa(app, { webDist: config.webDist, brandTable: config.brandTable });

  // A serving process (not an app under inject): give back the boot's young generation and cap
  // it; from then on, give back what a load grew once the process goes idle.
  let stopIdleTrim: (() => void) | undefined;
  app.addHook('onListen', (done) => {
    settleYoungGeneration();
    holdOldGenerationGrowth();
    stopIdleTrim ??= startIdleTrim();
    done();
  });
  app.addHook('onClose', async () => {
    stopIdleTrim?.();
    // Messages already stored finish their delivery before the database goes away.
    await Promise.all([mail.close(), sms.close()]);
    if (redis) redis.disconnect();
    await feed.close();
    await database.close();
  });
  await app.ready();
  const withTable: App = Object.assign(app as FastifyInstance, {
    accessTable,
    recommendations: recommendations.recommendations,
    recommendationFollows: recommendations.follows,
    helpdesk,
  });
  return withTable;
}
