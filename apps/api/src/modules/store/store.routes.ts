import {
  addProductSchema,
  applyCouponGuestSchema,
  applyCouponSchema,
  cancelOrderSchema,
  cartSchema,
  cartTermsSchema,
  customerCartsSchema,
  finishOrderSchema,
  guestCartAddedSchema,
  guestEmailQuerySchema,
  installmentOptionSchema,
  listOrdersQuerySchema,
  listResponseSchema,
  newPaymentSchema,
  orderDetailsSchema,
  orderListItemSchema,
  orderSchema,
  pixWebhookResponseSchema,
  recalculateDiscountSchema,
  refundInputSchema,
  updateAmountSchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import {
  parsePixWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../platform/payments/pix/provider.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { CartService, CartViewer } from './cart.service.ts';
import type { OrdersService } from './orders.service.ts';
import { requestBrand } from '../../platform/brand.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const AUTH = { resource: 'Auth', action: 'read' } as const;
const ORDERS = (action: 'read' | 'update') => ({ resource: 'Pedidos', action }) as const;
/** The header a visitor's browser sends with the cart token it was given. */
export const CART_TOKEN_HEADER = 'x-cart-token';
const cartTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

function guestToken(request: FastifyRequest): string | undefined {
  const raw = request.headers[CART_TOKEN_HEADER];
  const parsed = cartTokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : undefined;
}

/** A signed-in person, or a visitor with a cart token; neither: 401 as any private route. */
function viewerOf(request: FastifyRequest & { session: Session | null }): CartViewer {
  if (request.session) return { userId: request.session.userId };
  const token = guestToken(request);
  if (token) return { guestToken: token };
  throw new AppError('auth.required');
}

/** Constant-time comparison of a secret given in the URL. */
function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

function staffOf(session: Session): boolean {
  return session.can('read', 'Pedidos');
}

export function storeRoutes(
  carts: CartService,
  orders: OrdersService,
  brandTable: readonly BrandOriginRule[],
  webhookSecret: string,
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => requestBrand(request, brandTable);
  return async (app) => {
    const tags = ['carrinho'];

    app.get(
      '/api/find-shopping-cart/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Carrinho (dono ou visitante com o token do carrinho)',
          params: idParams,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => carts.find(request.params.id, viewerOf(request)),
    );
    app.get(
      '/api/ls-brazil-customer-cart',
      {
        config: { access: AUTH },
        schema: {
          tags,
          summary:
            'Carrinho aberto da pessoa nesta marca, ou o carrinho vazio (id 0) sem criar nada',
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => carts.customerCart(request.session!.userId, brandOf(request)),
    );
    app.post(
      '/api/shopping-cart-hand-over',
      {
        config: { access: AUTH },
        schema: {
          tags,
          summary:
            'Junta ao carrinho da pessoa o carrinho de visitante do token x-cart-token (depois do login ou cadastro) e responde o carrinho',
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => carts.handOver(request.session!.userId, brandOf(request), guestToken(request)),
    );
    app.get(
      '/api/ls-brazil-customer-carts',
      {
        config: { access: AUTH },
        schema: {
          tags,
          querystring: z
            .object({ shopping_cart_id: z.coerce.number().int().positive().optional() })
            .strict(),
          response: { 200: customerCartsSchema, ...errors },
        },
      },
      async (request) => {
        const result = await carts.customerCarts(request.session!.userId);
        const id = request.query.shopping_cart_id;
        return id ? { ...result, data: result.data.filter((c) => c.id === id) } : result;
      },
    );
    app.post(
      '/api/shopping-cart-add-product',
      {
        config: { access: AUTH },
        schema: { tags, body: addProductSchema, response: { 200: cartSchema, ...errors } },
      },
      (request) =>
        carts.addForUser(
          request.session!.userId,
          request.body.brand ?? brandOf(request),
          request.body.product_id,
        ),
    );
    app.post(
      '/api/shopping-cart-add-product-no-login',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Visitante adiciona um produto; a resposta traz o token do carrinho',
          querystring: guestEmailQuerySchema,
          body: addProductSchema,
          response: { 200: guestCartAddedSchema, ...errors },
        },
      },
      (request) =>
        carts.addForGuest(
          request.query.email,
          request.body.brand ?? brandOf(request),
          request.body.product_id,
          guestToken(request),
        ),
    );
    app.post(
      '/api/shopping-cart-delete-product/:id',
      {
        config: { access: 'public' },
        schema: { tags, params: idParams, response: { 200: cartSchema, ...errors } },
      },
      (request) => carts.deleteProduct(request.params.id, viewerOf(request)),
    );
    app.post(
      '/api/update-shopping-cart-product-amount/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: idParams,
          body: updateAmountSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => carts.updateAmount(request.params.id, request.body.amount, viewerOf(request)),
    );
    app.put(
      '/api/shopping-cart-apply-coupon/:id',
      {
        config: { access: AUTH },
        schema: {
          tags,
          params: idParams,
          body: applyCouponSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) =>
        carts.applyCoupon(request.params.id, request.body.code, {
          userId: request.session!.userId,
        }),
    );
    app.put(
      '/api/shopping-cart-apply-coupon-no-login/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: idParams,
          body: applyCouponGuestSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) => carts.applyCoupon(request.params.id, request.body.code, viewerOf(request)),
    );
    app.put(
      '/api/shopping-cart-remove-coupon/:id',
      {
        config: { access: 'public' },
        schema: { tags, params: idParams, response: { 200: cartSchema, ...errors } },
      },
      (request) => carts.removeCoupon(request.params.id, viewerOf(request)),
    );
    app.get(
      '/api/select-shopping-cart-installments/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: idParams,
          response: { 200: z.array(installmentOptionSchema), ...errors },
        },
      },
      (request) => carts.installments(request.params.id, viewerOf(request)),
    );
    app.post(
      '/api/recalculate-discount-with-payment-type/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: idParams,
          body: recalculateDiscountSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      (request) =>
        carts.setPaymentType(
          request.params.id,
          request.body.payment_type_id,
          request.body.installments,
          viewerOf(request),
        ),
    );
    app.get(
      '/api/get-shopping-cart-term/:id',
      {
        config: { access: 'public' },
        schema: { tags, params: idParams, response: { 200: cartTermsSchema, ...errors } },
      },
      (request) => carts.terms(request.params.id, viewerOf(request)),
    );
    app.post(
      '/api/finish-cart-order/:id',
      {
        config: { access: AUTH },
        schema: {
          tags,
          summary:
            'Fecha o pedido (idempotente: o mesmo carrinho é o mesmo pedido; a mesma chave com outro carrinho ou outro pedido é 409)',
          params: idParams,
          body: finishOrderSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) => orders.finish(request.params.id, request.session!.user, request.body),
    );

    // ------------------------------------------------------------ orders
    const orderTags = ['pedidos'];
    // An <img> sends no bearer token: the path's random txid is the key, as the code itself is.
    app.get(
      '/api/pix-qrcode/:txid',
      {
        config: { access: 'public' },
        schema: {
          tags: orderTags,
          summary: 'QR code (SVG) de uma cobrança Pix pendente',
          params: z.object({ txid: z.string().regex(/^[A-Za-z0-9]{20,35}$/) }),
        },
      },
      async (request, reply) => {
        const svg = await orders.pixQrcode(request.params.txid);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );
    app.get(
      '/api/find-order/:id',
      {
        config: { access: AUTH },
        schema: {
          tags: orderTags,
          summary: 'Pedido (o comprador ou a equipe com Pedidos)',
          params: idParams,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) =>
        orders.find(request.params.id, {
          userId: request.session!.userId,
          staff: staffOf(request.session!),
        }),
    );
    app.post(
      '/api/order-new-payment/:id',
      {
        config: { access: AUTH },
        schema: {
          tags: orderTags,
          summary: 'Novo pagamento para um pedido não pago (Pix expirado, cartão recusado)',
          params: idParams,
          body: newPaymentSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) => orders.newPayment(request.params.id, request.session!.userId, request.body),
    );
    app.get(
      '/api/list-orders',
      {
        config: { access: ORDERS('read') },
        schema: {
          tags: orderTags,
          querystring: listOrdersQuerySchema,
          response: { 200: listResponseSchema(orderListItemSchema) },
        },
      },
      (request) => orders.list(request.query),
    );
    app.get(
      '/api/list-pending-orders',
      {
        config: { access: ORDERS('read') },
        schema: {
          tags: orderTags,
          querystring: listOrdersQuerySchema,
          response: { 200: listResponseSchema(orderListItemSchema) },
        },
      },
      (request) => orders.list({ ...request.query, pendingOnly: true }),
    );
    app.get(
      '/api/find-order-details/:id',
      {
        config: { access: ORDERS('read') },
        schema: {
          tags: orderTags,
          params: idParams,
          response: { 200: orderDetailsSchema, ...errors },
        },
      },
      (request) => orders.details(request.params.id),
    );
    app.put(
      '/api/confirm-order-payment/:id',
      {
        config: { access: ORDERS('update') },
        schema: {
          tags: orderTags,
          params: idParams,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) => orders.confirm(request.params.id, request.session!.userId),
    );
    app.put(
      '/api/cancel-order-payment/:id',
      {
        config: { access: ORDERS('update') },
        schema: {
          tags: orderTags,
          params: idParams,
          body: cancelOrderSchema.optional(),
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) => orders.cancel(request.params.id, request.body?.reason),
    );
    app.post(
      '/api/create-order-refund/:id',
      {
        config: { access: ORDERS('update') },
        schema: {
          tags: orderTags,
          params: idParams,
          body: refundInputSchema,
          response: { 200: orderSchema, ...errors },
        },
      },
      (request) => orders.refund(request.params.id, request.body, request.session!.userId),
    );

    // ------------------------------------------------------------ Pix webhook
    // The API Pix standard calls `<registered URL>/pix`. The body is checked against our HMAC
    // (header x-pix-signature) over the exact bytes received, so it needs the raw text.
    await app.register((plain, _options, done) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 256 * 1024 },
        (_req, body, done) => {
          done(null, body);
        },
      );
      scope.post(
        '/api/webhooks/pix',
        {
          config: { access: 'public' },
          schema: {
            tags: orderTags,
            summary: 'Webhook Pix (API Pix do Banco Central), assinado com HMAC-SHA256',
            body: z.string().max(256 * 1024),
            querystring: z.object({ hmac: z.string().max(200).optional() }).strict(),
            response: { 200: pixWebhookResponseSchema, ...errors },
          },
        },
        async (request) => {
          const raw = request.body;
          const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
          const signed = verifyWebhookSignature(
            webhookSecret,
            raw,
            Array.isArray(signature) ? signature[0] : signature,
          );
          // PSPs that cannot sign (API Pix authenticates them by mTLS at the proxy) are
          // registered with `?hmac=<secret>` in the webhook URL instead, as several PSPs document.
          if (!signed && !sameSecret(request.query.hmac, webhookSecret)) {
            throw new AppError('auth.required', 'Assinatura do webhook inválida.');
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(raw);
          } catch {
            throw new AppError('bad.request', 'Corpo do webhook inválido.');
          }
          let notices;
          try {
            notices = parsePixWebhook(parsed);
          } catch {
            throw new AppError('bad.request', 'Corpo do webhook inválido.');
          }
          await orders.receivePix(notices);
          return { received: notices.length };
        },
      );
      done();
    });
  };
}
