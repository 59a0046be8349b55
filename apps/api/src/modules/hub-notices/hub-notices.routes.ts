import {
  hubNoticeInputSchema,
  hubNoticeListQuerySchema,
  hubNoticeListSchema,
  hubNoticeProfileOptionsSchema,
  hubNoticeSchema,
  myHubNoticesSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { HubNoticesService } from './hub-notices.service.ts';

const errors = errorResponses(400, 401, 403, 404);
/**
 * hub-home: `read` opens the hub home (and its notices); managing the notices asks for `update`
 * (listing and editing), `create` and `delete`.
 */
const HUB = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'hub-home', action }) as const;

/** Avisos do hub: the staff list and form (`/hub/avisos`) and the hub home's card. */
export function hubNoticesRoutes(service: HubNoticesService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['hub'];
    app.get(
      '/api/list-hub-notices',
      {
        config: { access: HUB('update') },
        schema: {
          tags,
          summary: 'Avisos do hub (busca, situação), do início mais recente ao mais antigo',
          querystring: hubNoticeListQuerySchema,
          response: { 200: hubNoticeListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-hub-notice/:id',
      {
        config: { access: HUB('update') },
        schema: { tags, params: idParams, response: { 200: hubNoticeSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-hub-notice',
      {
        config: { access: HUB('create') },
        schema: { tags, body: hubNoticeInputSchema, response: { 201: hubNoticeSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, request.session!.userId)),
    );
    app.post(
      '/api/update-hub-notice/:id',
      {
        config: { access: HUB('update') },
        schema: {
          tags,
          params: idParams,
          body: hubNoticeInputSchema,
          response: { 200: hubNoticeSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-hub-notice/:id',
      {
        config: { access: HUB('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/select-hub-notice-profiles',
      {
        config: { access: HUB('update') },
        schema: {
          tags: ['selects'],
          summary: 'Perfis da equipe (o público de um aviso)',
          response: { 200: hubNoticeProfileOptionsSchema, ...errors },
        },
      },
      () => service.profiles(),
    );
    app.get(
      '/api/my-hub-notices',
      {
        config: { access: HUB('read') },
        schema: {
          tags,
          summary:
            'Os avisos em exibição para o meu perfil (fixados primeiro, depois os mais recentes)',
          response: { 200: myHubNoticesSchema, ...errors },
        },
      },
      (request) => service.mine(request.session!.profileId),
    );
    return Promise.resolve();
  };
}
