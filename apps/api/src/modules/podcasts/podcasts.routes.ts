import {
  idNameSchema,
  listResponseSchema,
  podcastAdminListQuerySchema,
  podcastInputSchema,
  podcastListQuerySchema,
  podcastSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { PodcastsService } from './podcasts.service.ts';

const errors = errorResponses(400, 403, 404);
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Podcasts', action }) as const;

export function podcastsRoutes(service: PodcastsService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['podcasts'];

    app.get(
      '/api/list-podcasts',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Episódios publicados, do mais novo ao mais antigo (sem login)',
          querystring: podcastListQuerySchema,
          response: { 200: listResponseSchema(podcastSchema), ...errors },
        },
      },
      (request) => service.listPublished(request.query),
    );
    app.get(
      '/api/find-podcast/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Um episódio publicado (a equipe com Podcasts vê também rascunhos)',
          params: idParams,
          response: { 200: podcastSchema, ...errors },
        },
      },
      (request) =>
        service.find(request.params.id, request.session?.can('read', 'Podcasts') ?? false),
    );
    app.get(
      '/api/list-podcasts-admin',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Todos os episódios, com rascunhos (busca, situação, paginação)',
          querystring: podcastAdminListQuerySchema,
          response: { 200: listResponseSchema(podcastSchema), ...errors },
        },
      },
      (request) => service.listAll(request.query),
    );
    app.post(
      '/api/create-podcast',
      {
        config: { access: STAFF('create') },
        schema: { tags, body: podcastInputSchema, response: { 201: podcastSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-podcast/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: podcastInputSchema,
          response: { 200: podcastSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-podcast/:id',
      {
        config: { access: STAFF('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/select-podcast',
      {
        config: { access: STAFF('read') },
        schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
      },
      () => service.select(),
    );
    return Promise.resolve();
  };
}
