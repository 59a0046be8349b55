import {
  accessDeniedSchema,
  completeTrailItemSchema,
  idNameSchema,
  listResponseSchema,
  myTrailDetailSchema,
  myTrailSchema,
  trailContentsQuerySchema,
  trailDetailSchema,
  trailInputSchema,
  trailItemCompletionSchema,
  trailListQuerySchema,
  trailSummarySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { TrailViewer, TrailsService } from './trails.service.ts';

const errors = { ...errorResponses(400, 404), 403: accessDeniedSchema };
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Trilhas', action }) as const;
/** `/minhas-trilhas` (spec: "Home - Trilhas", which visitors may also see). */
const PEOPLE = { resource: 'Home - Trilhas', action: 'read' } as const;

function viewerOf(request: { session: Session | null }): TrailViewer {
  const session = request.session!;
  return {
    userId: session.userId,
    preview: {
      course: session.can('update', 'Cursos'),
      ebook: session.can('update', 'E-books'),
      research: session.can('update', 'Research'),
    },
    trails: session.can('read', 'Trilhas'),
  };
}

export function trailsRoutes(service: TrailsService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['trilhas'];

    // ------------------------------------------------------------ staff (`/trilhas`)
    app.get(
      '/api/list-trails',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista trilhas (busca, situação, paginação)',
          querystring: trailListQuerySchema,
          response: { 200: listResponseSchema(trailSummarySchema), ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-trail/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: trailDetailSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-trail',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          summary: 'Cria uma trilha com as etapas em ordem',
          body: trailInputSchema,
          response: { 201: trailDetailSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-trail/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Atualiza a trilha; `items` substitui as etapas, na ordem enviada',
          params: idParams,
          body: trailInputSchema,
          response: { 200: trailDetailSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-trail/:id',
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
      '/api/select-trails',
      {
        config: { access: STAFF('read') },
        schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
      },
      () => service.select(),
    );
    app.get(
      '/api/select-trail-contents',
      {
        config: { access: STAFF('read') },
        schema: {
          tags: ['selects'],
          summary: 'Conteúdos de um tipo que podem entrar numa trilha (rascunhos marcados)',
          querystring: trailContentsQuerySchema,
          response: { 200: z.array(idNameSchema), ...errors },
        },
      },
      (request) => service.contentOptions(request.query.kind),
    );

    // ------------------------------------------------------------ people (`/minhas-trilhas`)
    app.get(
      '/api/my-trails',
      {
        config: { access: PEOPLE },
        schema: {
          tags,
          summary: 'Trilhas publicadas com o progresso da pessoa',
          response: { 200: z.array(myTrailSchema) },
        },
      },
      (request) => service.myTrails(viewerOf(request)),
    );
    app.get(
      '/api/find-my-trail/:id',
      {
        config: { access: PEOPLE },
        schema: {
          tags,
          summary: 'Etapas da trilha em ordem, com progresso e bloqueio de cada uma',
          params: idParams,
          response: { 200: myTrailDetailSchema, ...errors },
        },
      },
      (request) => service.myTrail(viewerOf(request), request.params.id),
    );
    app.post(
      '/api/complete-trail-item',
      {
        config: { access: PEOPLE },
        schema: {
          tags,
          summary: 'Marca (ou desmarca) um e-book, relatório, podcast ou vídeo como concluído',
          body: completeTrailItemSchema,
          response: { 200: trailItemCompletionSchema, ...errors },
        },
      },
      (request) => service.complete(request.session!.userId, request.body),
    );

    // ------------------------------------------------------------ visitors (no login)
    app.get(
      '/api/list-public-trails',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Trilhas publicadas, como um visitante as vê (progresso 0)',
          response: { 200: z.array(myTrailSchema) },
        },
      },
      () => service.myTrails(null),
    );
    app.get(
      '/api/find-public-trail/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Etapas de uma trilha publicada, como um visitante as vê',
          params: idParams,
          response: { 200: myTrailDetailSchema, ...errors },
        },
      },
      (request) => service.myTrail(null, request.params.id),
    );
    return Promise.resolve();
  };
}
