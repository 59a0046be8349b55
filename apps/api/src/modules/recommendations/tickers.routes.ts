import {
  financialAssetInputSchema,
  financialAssetListQuerySchema,
  financialAssetListSchema,
  financialAssetOptionSchema,
  financialAssetSchema,
  financialAssetSelectQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { TickerService } from './tickers.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const TICKERS = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Gestão de Tickers', action }) as const;
/** Whoever writes or reads recommendations picks tickers. */
const RECOMMENDATIONS = { resource: 'Recomendações', action: 'read' } as const;

export function tickerRoutes(service: TickerService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['tickers'];
    app.get(
      '/api/list-financial-assets',
      {
        config: { access: TICKERS('read') },
        schema: {
          tags,
          summary: 'Tickers, por código, com busca por código ou nome',
          querystring: financialAssetListQuerySchema,
          response: { 200: financialAssetListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-financial-asset/:id',
      {
        config: { access: TICKERS('read') },
        schema: { tags, params: idParams, response: { 200: financialAssetSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-financial-asset',
      {
        config: { access: TICKERS('create') },
        schema: {
          tags,
          body: financialAssetInputSchema,
          response: { 201: financialAssetSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-financial-asset/:id',
      {
        config: { access: TICKERS('update') },
        schema: {
          tags,
          params: idParams,
          body: financialAssetInputSchema,
          response: { 200: financialAssetSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.put(
      '/api/toggle-active-financial-asset/:id',
      {
        config: { access: TICKERS('update') },
        schema: { tags, params: idParams, response: { 200: financialAssetSchema, ...errors } },
      },
      (request) => service.toggleActive(request.params.id),
    );
    app.delete(
      '/api/delete-financial-asset/:id',
      {
        config: { access: TICKERS('delete') },
        schema: {
          tags,
          summary: 'Exclui um ticker que nenhuma recomendação nem cotação usa (senão 409)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/select-financial-assets',
      {
        config: { access: RECOMMENDATIONS },
        schema: {
          tags: ['selects'],
          summary: 'Tickers ativos (`mago=1`: só os oferecidos aos setups)',
          querystring: financialAssetSelectQuerySchema,
          response: { 200: z.array(financialAssetOptionSchema), ...errors },
        },
      },
      (request) => service.select(request.query),
    );
    return Promise.resolve();
  };
}
