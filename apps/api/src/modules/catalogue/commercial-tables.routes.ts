import {
  commercialTableInputSchema,
  commercialTableSchema,
  commercialTableSummarySchema,
  listCommercialTablesQuerySchema,
  listResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { CommercialTablesService } from './commercial-tables.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

// Price lists are part of the product registry (the same staff keep both).
const STAFF = (action: 'read' | 'create' | 'update') =>
  ({ resource: 'Liberta Store Cadastro', action }) as const;

/** Commercial tables ("tabelas comerciais"): prices sellers quote from. */
export function commercialTablesRoutes(tables: CommercialTablesService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['loja'];
    app.get(
      '/api/list-commercial-tables',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          querystring: listCommercialTablesQuerySchema,
          response: { 200: listResponseSchema(commercialTableSummarySchema), ...errors },
        },
      },
      (request) => tables.list(request.query),
    );
    app.get(
      '/api/find-commercial-table/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: commercialTableSchema, ...errors } },
      },
      (request) => tables.find(request.params.id),
    );
    app.post(
      '/api/create-commercial-table',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          body: commercialTableInputSchema,
          response: { 201: commercialTableSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await tables.create(request.body)),
    );
    app.put(
      '/api/update-commercial-table/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Atualiza a tabela; a lista de preços enviada substitui a anterior',
          params: idParams,
          body: commercialTableInputSchema,
          response: { 200: commercialTableSchema, ...errors },
        },
      },
      (request) => tables.update(request.params.id, request.body),
    );
    return Promise.resolve();
  };
}
