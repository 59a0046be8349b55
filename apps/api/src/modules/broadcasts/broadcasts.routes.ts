import {
  accessDeniedSchema,
  broadcastCardSchema,
  broadcastInputSchema,
  broadcastListQuerySchema,
  broadcastSchema,
  categoryInputSchema,
  categorySchema,
  chatRoomInputSchema,
  chatRoomSchema,
  chatSearchQuerySchema,
  clientBroadcastListQuerySchema,
  clientBroadcastSchema,
  endBroadcastSchema,
  idNameSchema,
  listResponseSchema,
  liveFeedSchema,
  pageQuerySchema,
  programDetailSchema,
  programInputSchema,
  programSchema,
  scheduleGridQuerySchema,
  scheduleGridSchema,
  scheduleGridTypeSchema,
  scheduleItemInputSchema,
  scheduleItemSchema,
} from '@app/shared';
import type { Resource } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { BroadcastsService } from './broadcasts.service.ts';

const errors = { ...errorResponses(400, 404, 409), 403: accessDeniedSchema };

type Action = 'read' | 'create' | 'update' | 'delete';
const can = (resource: Resource) => (action: Action) => ({ resource, action }) as const;
const STAFF = can('Transmissões');
const GRID = can('Grade de Programação');
const PLAYLIST = can('Playlist');
const CATEGORIES = can('Categorias');
const FEED = { resource: 'Cliente-Feed', action: 'read' } as const;
const CLIENT = { resource: 'Cliente-Transmissões', action: 'read' } as const;

/** The guard already refused anonymous callers on every non-public route. */
function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('auth.required');
  return request.session;
}

/** Broadcasts, chat rooms, programmes, categories and the grid (docs/live.md). */
export function broadcastsRoutes(service: BroadcastsService): FastifyPluginAsyncZod {
  return (app) => {
    // ------------------------------------------------------------ staff: broadcasts
    {
      const tags = ['transmissões'];
      app.get(
        '/api/list-broadcasts',
        {
          config: { access: STAFF('read') },
          schema: {
            tags,
            summary: 'Transmissões (busca, situação, categoria, programa, paginação)',
            querystring: broadcastListQuerySchema,
            response: { 200: listResponseSchema(broadcastSchema), ...errors },
          },
        },
        (request) => service.list(request.query),
      );
      app.get(
        '/api/find-broadcast/:id',
        {
          config: { access: STAFF('read') },
          schema: { tags, params: idParams, response: { 200: broadcastSchema, ...errors } },
        },
        (request) => service.find(request.params.id),
      );
      app.post(
        '/api/create-broadcast',
        {
          config: { access: STAFF('create') },
          schema: {
            tags,
            body: broadcastInputSchema,
            response: { 201: broadcastSchema, ...errors },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await service.create(request.body, sessionOf(request).userId)),
      );
      app.put(
        '/api/update-broadcast/:id',
        {
          config: { access: STAFF('update') },
          schema: {
            tags,
            params: idParams,
            body: broadcastInputSchema,
            response: { 200: broadcastSchema, ...errors },
          },
        },
        (request) => service.update(request.params.id, request.body),
      );
      app.delete(
        '/api/delete-broadcast/:id',
        {
          config: { access: STAFF('delete') },
          schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
        },
        async (request, reply) => {
          await service.remove(request.params.id);
          return reply.status(204).send(null);
        },
      );
      app.put(
        '/api/start-broadcast/:id',
        {
          config: { access: STAFF('update') },
          schema: {
            tags,
            summary: 'Iniciar: agendada → ao vivo',
            params: idParams,
            response: { 200: broadcastSchema, ...errors },
          },
        },
        (request) => service.start(request.params.id),
      );
      app.put(
        '/api/end-broadcast/:id',
        {
          config: { access: STAFF('update') },
          schema: {
            tags,
            summary: 'Encerrar: ao vivo → encerrada (link da gravação opcional)',
            params: idParams,
            body: endBroadcastSchema.nullish(),
            response: { 200: broadcastSchema, ...errors },
          },
        },
        (request) => service.end(request.params.id, request.body ?? {}),
      );
      app.get(
        '/api/list-live-broadcasts',
        {
          config: { access: STAFF('read') },
          schema: {
            tags,
            summary: 'Ao vivo agora e próximas (cartões de /transmissoes/visualizar)',
            response: { 200: z.array(broadcastCardSchema), ...errors },
          },
        },
        () => service.liveCards(),
      );

      // ---------------------------------------------------------- chat rooms
      app.get(
        '/api/list-chats',
        {
          config: { access: STAFF('read') },
          schema: {
            tags,
            querystring: pageQuerySchema,
            response: { 200: listResponseSchema(chatRoomSchema), ...errors },
          },
        },
        (request) => service.listChats(request.query),
      );
      app.get(
        '/api/find-chat/:id',
        {
          config: { access: STAFF('read') },
          schema: { tags, params: idParams, response: { 200: chatRoomSchema, ...errors } },
        },
        (request) => service.findChat(request.params.id),
      );
      app.post(
        '/api/create-chat',
        {
          config: { access: STAFF('create') },
          schema: { tags, body: chatRoomInputSchema, response: { 201: chatRoomSchema, ...errors } },
        },
        async (request, reply) => reply.status(201).send(await service.createChat(request.body)),
      );
      app.put(
        '/api/update-chat/:id',
        {
          config: { access: STAFF('update') },
          schema: {
            tags,
            params: idParams,
            body: chatRoomInputSchema,
            response: { 200: chatRoomSchema, ...errors },
          },
        },
        (request) => service.updateChat(request.params.id, request.body),
      );
      const selectTags = ['selects'];
      app.get(
        '/api/select-chats',
        {
          config: { access: STAFF('read') },
          schema: { tags: selectTags, response: { 200: z.array(idNameSchema) } },
        },
        () => service.selectChats(),
      );
      app.get(
        '/api/select-chats-search',
        {
          config: { access: STAFF('read') },
          schema: {
            tags: selectTags,
            querystring: chatSearchQuerySchema,
            response: { 200: z.array(idNameSchema), ...errors },
          },
        },
        (request) => service.selectChats(request.query.search),
      );
      app.get(
        '/api/select-chat-recommendations',
        {
          config: { access: STAFF('read') },
          schema: {
            tags: selectTags,
            summary: 'Salas ativas que recebem recomendações',
            response: { 200: z.array(idNameSchema) },
          },
        },
        () => service.selectRecommendationChats(),
      );
    }

    // ------------------------------------------------------------ clients
    {
      const tags = ['transmissões (cliente)'];
      app.get(
        '/api/list-feed',
        {
          config: { access: FEED },
          schema: {
            tags,
            summary: 'Ao vivo, próximas (7 dias) e gravações que a pessoa pode assistir',
            response: { 200: liveFeedSchema, ...errors },
          },
        },
        (request) => service.feed(sessionOf(request)),
      );
      app.get(
        '/api/list-client-broadcasts',
        {
          config: { access: CLIENT },
          schema: {
            tags,
            querystring: clientBroadcastListQuerySchema,
            response: { 200: listResponseSchema(broadcastCardSchema), ...errors },
          },
        },
        (request) => service.clientList(sessionOf(request), request.query),
      );
      app.get(
        '/api/find-client-broadcast/:id',
        {
          config: { access: CLIENT },
          schema: {
            tags,
            summary: 'A página da transmissão (403 com required_signatures sem acesso)',
            params: idParams,
            response: { 200: clientBroadcastSchema, ...errors },
          },
        },
        (request) => service.clientFind(sessionOf(request), request.params.id),
      );
    }

    // ------------------------------------------------------------ grid
    {
      const tags = ['grade de programação'];
      app.get(
        '/api/list-schedule-grid',
        {
          config: { access: GRID('read') },
          schema: {
            tags,
            summary: 'A semana (segunda a domingo, horário de São Paulo) em volta de ?week=',
            querystring: scheduleGridQuerySchema,
            response: { 200: scheduleGridSchema, ...errors },
          },
        },
        (request) => service.grid(request.query.week),
      );
      app.post(
        '/api/create-schedule-item',
        {
          config: { access: GRID('create') },
          schema: {
            tags,
            body: scheduleItemInputSchema,
            response: { 201: scheduleItemSchema, ...errors },
          },
        },
        async (request, reply) => reply.status(201).send(await service.createItem(request.body)),
      );
      app.put(
        '/api/update-schedule-item/:id',
        {
          config: { access: GRID('update') },
          schema: {
            tags,
            params: idParams,
            body: scheduleItemInputSchema,
            response: { 200: scheduleItemSchema, ...errors },
          },
        },
        (request) => service.updateItem(request.params.id, request.body),
      );
      app.delete(
        '/api/delete-schedule-item/:id',
        {
          config: { access: GRID('delete') },
          schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
        },
        async (request, reply) => {
          await service.deleteItem(request.params.id);
          return reply.status(204).send(null);
        },
      );
      app.get(
        '/api/select-type-schedule-grid',
        {
          config: { access: GRID('read') },
          schema: { tags: ['selects'], response: { 200: z.array(scheduleGridTypeSchema) } },
        },
        () => service.gridTypes(),
      );
    }

    // ------------------------------------------------------------ programmes (`/playlist`)
    {
      const tags = ['programas'];
      app.get(
        '/api/list-playlists',
        {
          config: { access: PLAYLIST('read') },
          schema: {
            tags,
            querystring: pageQuerySchema,
            response: { 200: listResponseSchema(programSchema), ...errors },
          },
        },
        (request) => service.listPrograms(request.query),
      );
      app.get(
        '/api/find-playlist/:id',
        {
          config: { access: PLAYLIST('read') },
          schema: { tags, params: idParams, response: { 200: programDetailSchema, ...errors } },
        },
        (request) => service.findProgram(request.params.id),
      );
      app.post(
        '/api/create-playlist',
        {
          config: { access: PLAYLIST('create') },
          schema: { tags, body: programInputSchema, response: { 201: programSchema, ...errors } },
        },
        async (request, reply) => reply.status(201).send(await service.createProgram(request.body)),
      );
      app.put(
        '/api/update-playlist/:id',
        {
          config: { access: PLAYLIST('update') },
          schema: {
            tags,
            params: idParams,
            body: programInputSchema,
            response: { 200: programSchema, ...errors },
          },
        },
        (request) => service.updateProgram(request.params.id, request.body),
      );
      app.delete(
        '/api/delete-playlist/:id',
        {
          config: { access: PLAYLIST('delete') },
          schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
        },
        async (request, reply) => {
          await service.deleteProgram(request.params.id);
          return reply.status(204).send(null);
        },
      );
      app.get(
        '/api/select-playlists',
        {
          config: { access: PLAYLIST('read') },
          schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
        },
        () => service.selectPrograms(),
      );
    }

    // ------------------------------------------------------------ categories
    {
      const tags = ['categorias'];
      app.get(
        '/api/list-categories',
        {
          config: { access: CATEGORIES('read') },
          schema: {
            tags,
            querystring: pageQuerySchema,
            response: { 200: listResponseSchema(categorySchema), ...errors },
          },
        },
        (request) => service.listCategories(request.query),
      );
      app.get(
        '/api/find-category/:id',
        {
          config: { access: CATEGORIES('read') },
          schema: { tags, params: idParams, response: { 200: categorySchema, ...errors } },
        },
        (request) => service.findCategory(request.params.id),
      );
      app.post(
        '/api/create-category',
        {
          config: { access: CATEGORIES('create') },
          schema: { tags, body: categoryInputSchema, response: { 201: categorySchema, ...errors } },
        },
        async (request, reply) =>
          reply.status(201).send(await service.createCategory(request.body)),
      );
      app.put(
        '/api/update-category/:id',
        {
          config: { access: CATEGORIES('update') },
          schema: {
            tags,
            params: idParams,
            body: categoryInputSchema,
            response: { 200: categorySchema, ...errors },
          },
        },
        (request) => service.updateCategory(request.params.id, request.body),
      );
      app.delete(
        '/api/delete-category/:id',
        {
          config: { access: CATEGORIES('delete') },
          schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
        },
        async (request, reply) => {
          await service.deleteCategory(request.params.id);
          return reply.status(204).send(null);
        },
      );
    }
    return Promise.resolve();
  };
}
