import {
  couponDeleteResultSchema,
  couponInputSchema,
  couponSchema,
  listCouponsQuerySchema,
  listResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { CouponsService } from './coupons.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Cupons', action }) as const;

/** Staff coupons: the rules the cart applies. */
export function couponsRoutes(coupons: CouponsService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['loja'];
    app.get(
      '/api/list-coupons',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista cupons (busca pelo código, situação, paginação) com usos e reservas',
          querystring: listCouponsQuerySchema,
          response: { 200: listResponseSchema(couponSchema), ...errors },
        },
      },
      (request) => coupons.list(request.query),
    );
    app.get(
      '/api/find-coupon/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: couponSchema, ...errors } },
      },
      (request) => coupons.find(request.params.id),
    );
    app.post(
      '/api/create-coupon',
      {
        config: { access: STAFF('create') },
        schema: { tags, body: couponInputSchema, response: { 201: couponSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await coupons.create(request.body)),
    );
    app.put(
      '/api/update-coupon/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: couponInputSchema,
          response: { 200: couponSchema, ...errors },
        },
      },
      (request) => coupons.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-coupon/:id',
      {
        config: { access: STAFF('delete') },
        schema: {
          tags,
          summary: 'Exclui um cupom nunca usado; um cupom já usado é desativado',
          params: idParams,
          response: { 200: couponDeleteResultSchema, ...errors },
        },
      },
      (request) => coupons.remove(request.params.id),
    );
    return Promise.resolve();
  };
}
