import {
  idNameSchema,
  listResponseSchema,
  lsPlayQuerySchema,
  lsPlaySchema,
  videoInputSchema,
  videoListQuerySchema,
  videoPageSchema,
  videoSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { VideosService } from './videos.service.ts';

const errors = errorResponses(400, 403, 404);
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Vídeos', action }) as const;
const CLIENT = { resource: 'Cliente-LS Play', action: 'read' } as const;

/** Staff who edit videos may open drafts (preview). */
const preview = (session: Session | null) => session?.can('update', 'Vídeos') === true;

export function videosRoutes(service: VideosService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['ls play'];

    // ------------------------------------------------------------ staff
    app.get(
      '/api/list-videos',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Vídeos do LS Play (busca, categoria, situação, paginação)',
          querystring: videoListQuerySchema,
          response: { 200: listResponseSchema(videoSchema), ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-video/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: videoSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-video',
      {
        config: { access: STAFF('create') },
        schema: { tags, body: videoInputSchema, response: { 201: videoSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-video/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: videoInputSchema,
          response: { 200: videoSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-video/:id',
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
      '/api/select-video-categories',
      {
        config: { access: STAFF('read') },
        schema: {
          tags: ['selects'],
          summary: 'Categorias para o cadastro de vídeos',
          response: { 200: z.array(idNameSchema) },
        },
      },
      () => service.categoryOptions(),
    );

    // ------------------------------------------------------------ clients (`/cliente/ls-play`)
    app.get(
      '/api/ls-play',
      {
        config: { access: CLIENT },
        schema: {
          tags,
          summary: 'Biblioteca: vídeos publicados por categoria, do mais novo ao mais antigo',
          querystring: lsPlayQuerySchema,
          response: { 200: lsPlaySchema, ...errors },
        },
      },
      (request) => service.lsPlay(request.query),
    );
    app.get(
      '/api/find-ls-play-video/:id',
      {
        config: { access: CLIENT },
        schema: { tags, params: idParams, response: { 200: videoPageSchema, ...errors } },
      },
      (request) => service.page(request.params.id, preview(request.session)),
    );

    // ------------------------------------------------------------ Liberta `/conteudo/video/:id`
    app.get(
      '/api/content-video/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Página de um vídeo publicado (aberta a visitantes)',
          params: idParams,
          response: { 200: videoPageSchema, ...errors },
        },
      },
      (request) => service.page(request.params.id, preview(request.session)),
    );
    return Promise.resolve();
  };
}
