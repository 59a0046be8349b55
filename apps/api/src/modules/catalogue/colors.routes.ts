import {
  listResponseSchema,
  listStoreColorsQuerySchema,
  storeColorInputSchema,
  storeColorSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { ColorsService } from './colors.service.ts';
import type { BrandKey } from './products.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Liberta Store Cores', action }) as const;

/** Store colours (staff `/cores`) and the public palette of the request's brand. */
export function colorsRoutes(
  colors: ColorsService,
  brandOf: (origin: string | undefined, host: string | undefined) => BrandKey,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['loja'];
    app.get(
      '/api/list-store-colors',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista as paletas da loja (marca, situação, paginação)',
          querystring: listStoreColorsQuerySchema,
          response: { 200: listResponseSchema(storeColorSchema), ...errors },
        },
      },
      (request) => colors.list(request.query),
    );
    app.get(
      '/api/find-store-color/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: storeColorSchema, ...errors } },
      },
      (request) => colors.find(request.params.id),
    );
    app.post(
      '/api/create-store-color',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          summary: 'Cria uma paleta; ativa, ela desativa as outras da mesma marca',
          body: storeColorInputSchema,
          response: { 201: storeColorSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await colors.create(request.body)),
    );
    app.put(
      '/api/update-store-color/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: storeColorInputSchema,
          response: { 200: storeColorSchema, ...errors },
        },
      },
      (request) => colors.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-store-color/:id',
      {
        config: { access: STAFF('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await colors.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/store-colors',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A paleta ativa da loja da marca da origem (lista vazia: tema padrão da marca)',
          response: { 200: z.array(storeColorSchema) },
        },
      },
      (request) => colors.active(brandOf(request.headers.origin, request.headers.host)),
    );
    return Promise.resolve();
  };
}
