import { orderStatusName, orderTopic } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { audit, auditValues } from '../../platform/audit.ts';
import type { Config } from '../../platform/config.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { Db } from '../../platform/db/database.ts';
import { sandboxGateway } from '../../platform/payments/gateway/index.ts';
import type { PaymentGateway } from '../../platform/payments/gateway/index.ts';
import { apiPixProvider } from '../../platform/payments/pix/api-pix-provider.ts';
import type { PixProvider } from '../../platform/payments/pix/provider.ts';
import { staticPixProvider } from '../../platform/payments/pix/static-provider.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { loadSecret } from '../../platform/storage/files.ts';
import type { AccessService } from '../access/access.service.ts';
import { cartService } from './cart.service.ts';
import { ordersService } from './orders.service.ts';
import { storeRoutes } from './store.routes.ts';

export interface StoreModuleDeps {
  db: Db;
  access: AccessService;
  config: Config;
  now: () => Date;
  /** Tests pass their own (a fake PSP adapter, a gateway with a clock). */
  pix?: PixProvider;
  gateway?: PaymentGateway;
  /** How often unpaid Pix codes are checked for expiry (0: never; tests call expireDue). */
  sweepMs?: number;
  /** Tells identity that a buyer's row changed (cached sessions refresh it). */
  onUserChanged?: (userId: number) => Promise<void> | void;
  /** Keeps each person's open cart per process when given (docs/adr/0008). */
  feed?: ChangeFeed;
}

async function pixFromConfig(config: Config, now: () => Date): Promise<PixProvider> {
  const { pix } = config;
  if (pix.provider === 'api-pix' && pix.api) {
    return apiPixProvider({
      baseUrl: pix.api.url,
      clientId: pix.api.clientId,
      clientSecret: pix.api.clientSecret,
      cert: await readFile(pix.api.certPath),
      key: await readFile(pix.api.keyPath),
      ...(pix.api.caPath ? { ca: await readFile(pix.api.caPath) } : {}),
      pixKey: pix.key,
      merchantName: pix.merchantName,
      merchantCity: pix.merchantCity,
    });
  }
  return staticPixProvider({
    key: pix.key,
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    now,
  });
}

export const PIX_WEBHOOK_KEY_FILE = 'pix-webhook.key';

export async function registerStore(app: FastifyInstance, deps: StoreModuleDeps) {
  const { db, now } = deps;
  const pix = deps.pix ?? (await pixFromConfig(deps.config, now));
  const gateway = deps.gateway ?? sandboxGateway({ now });
  // PIX_WEBHOOK_SECRET as configured (the PSP or proxy signs with the same text); otherwise a
  // random one kept in DATA_DIR, shown to nobody: then only staff confirm payments.
  const webhookSecret =
    deps.config.pix.webhookSecret ??
    (await loadSecret(deps.config.dataDir, PIX_WEBHOOK_KEY_FILE)).toString('hex');
  const carts = cartService({ db, now, feed: deps.feed });
  app.addHook('onClose', (_app, done) => {
    carts.close();
    done();
  });
  const orders = ordersService({
    db,
    access: deps.access,
    carts,
    pix,
    gateway,
    now,
    onUserChanged: deps.onUserChanged,
    audit: (entry) => audit(db, currentRequest(), entry),
    auditValues: (entry) => auditValues(currentRequest(), entry),
    publisher: {
      // "paid" / "expired" reach the Pix modal by a push through the realtime bus, so the
      // browser learns it whichever API process received the webhook.
      orderChanged: (order) =>
        app.realtime.publish(orderTopic(order.id), {
          name: 'order.status',
          order_id: order.id,
          status: order.status,
          status_name: orderStatusName(order.status),
          payment_status: order.paymentStatus,
          pix_expiration_date: order.pixExpirationDate?.toISOString() ?? null,
        }),
    },
  });
  app.realtime.authorize('order', async (session, topicId) => {
    const id = Number(topicId);
    if (!session || !Number.isSafeInteger(id) || id <= 0) return false;
    return orders.canWatch(id, { userId: session.userId, staff: session.can('read', 'Pedidos') });
  });
  await app.register(storeRoutes(carts, orders, deps.config.brandTable, webhookSecret));

  const sweepMs = deps.sweepMs ?? 30_000;
  if (sweepMs > 0) {
    const timer = setInterval(() => {
      orders.expireDue().catch((error: unknown) => app.log.error({ err: error }, 'expirar Pix'));
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
  return { carts, orders, pix, gateway, webhookSecret };
}
