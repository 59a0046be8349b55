import {
  biDashboardInputSchema,
  biDashboardListQuerySchema,
  biDashboardListSchema,
  biDashboardSchema,
  biEmbedSchema,
  biMyDashboardsSchema,
  biProfileOptionsSchema,
  biSlugParamsSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { BiDashboardService } from './bi-dashboards.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
/** Managing dashboards: the hub's resource (administrators). */
const MANAGE = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'hub-home', action }) as const;
/** Opening one: whoever is signed in; the service checks the dashboard's profiles. */
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/** BI dashboards (issue 17): staff register them; `/hub/bi/:slug` embeds them. */
export function biDashboardRoutes(service: BiDashboardService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['bi'];
    app.get(
      '/api/list-bi-dashboards',
      {
        config: { access: MANAGE('update') },
        schema: {
          tags,
          querystring: biDashboardListQuerySchema,
          response: { 200: biDashboardListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-bi-dashboard/:id',
      {
        config: { access: MANAGE('update') },
        schema: { tags, params: idParams, response: { 200: biDashboardSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-bi-dashboard',
      {
        config: { access: MANAGE('create') },
        schema: {
          tags,
          body: biDashboardInputSchema,
          response: { 201: biDashboardSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.post(
      '/api/update-bi-dashboard/:id',
      {
        config: { access: MANAGE('update') },
        schema: {
          tags,
          summary: 'Atualiza um painel (chave secreta vazia mantém a guardada)',
          params: idParams,
          body: biDashboardInputSchema,
          response: { 200: biDashboardSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-bi-dashboard/:id',
      {
        config: { access: MANAGE('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/select-bi-dashboard-profiles',
      {
        config: { access: MANAGE('update') },
        schema: { tags: ['selects'], response: { 200: biProfileOptionsSchema, ...errors } },
      },
      () => service.profiles(),
    );
    app.get(
      '/api/bi-dashboard-embed/:slug',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'O endereço a incorporar (Metabase: assinado, expira em até 10 minutos)',
          params: biSlugParamsSchema,
          response: { 200: biEmbedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const embed = await service.embed(request.session!.profileId, request.params.slug);
        // A signed URL is a credential for its minutes: never kept by a cache.
        void reply.header('cache-control', 'private, no-store');
        return embed;
      },
    );
    app.get(
      '/api/list-my-bi-dashboards',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Os painéis que a pessoa pode abrir',
          response: { 200: biMyDashboardsSchema, ...errors },
        },
      },
      (request) => service.mine(request.session!.profileId),
    );
    return Promise.resolve();
  };
}
