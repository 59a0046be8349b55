import {
  answerDataRequestInputSchema,
  createDataRequestInputSchema,
  dataExportSchema,
  dataRequestListSchema,
  dataRequestSchema,
  deleteMyAccountInputSchema,
  listDataRequestsQuerySchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBrand } from '../../platform/brand.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { DataRightsService } from './data-rights.service.ts';

const SELF = { resource: 'Auth', action: 'read' } as const;
const STAFF = (action: 'read' | 'create' | 'update') =>
  ({ resource: 'Solicitações de Titulares', action }) as const;
const errors = errorResponses(400, 401, 403, 404, 409);

/** The data subject's rights (LGPD art. 18): the person's own calls and the staff queue. */
export function dataRightsRoutes(
  service: DataRightsService,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['privacidade'];
    app.post(
      '/api/export-my-data',
      {
        config: { access: SELF },
        schema: {
          tags,
          summary:
            'Todos os meus dados (LGPD art. 18, II e V) em JSON; fica registrado como solicitação atendida',
          response: { 200: dataExportSchema, ...errors },
        },
      },
      (request) => {
        const { user } = request.session!;
        return service.exportMine(
          { id: user.id, name: user.name, email: user.email },
          requestBrand(request, brandTable),
        );
      },
    );
    app.post(
      '/api/delete-my-account',
      {
        config: { access: SELF },
        schema: {
          tags,
          summary:
            'Exclui a minha conta: anonimiza os dados pessoais, encerra todas as sessões e abre a solicitação na fila da equipe',
          body: deleteMyAccountInputSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteMine(
          request.session!.userId,
          request.session!.impersonatorUserId !== null,
          requestBrand(request, brandTable),
          request.body,
        );
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/list-my-data-requests',
      {
        config: { access: SELF },
        schema: {
          tags,
          summary: 'As minhas solicitações de titular, com o prazo e a resposta',
          response: { 200: z.array(dataRequestSchema), ...errors },
        },
      },
      (request) => service.mine(request.session!.userId),
    );
    app.get(
      '/api/list-data-requests',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary:
            'Fila das solicitações de titulares: abertas primeiro pelo prazo legal, depois as respondidas',
          querystring: listDataRequestsQuerySchema,
          response: { 200: dataRequestListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.post(
      '/api/create-data-request/:id',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          summary:
            'Registra uma solicitação que o cliente fez por outro canal (e-mail, telefone, carta); :id é o cliente',
          params: idParams,
          body: createDataRequestInputSchema,
          response: { 201: dataRequestSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.create(
              request.params.id,
              request.session!.userId,
              requestBrand(request, brandTable),
              request.body,
            ),
          ),
    );
    app.post(
      '/api/answer-data-request/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary:
            'Responde uma solicitação (uma vez): a resposta, quem e quando ficam registrados',
          params: idParams,
          body: answerDataRequestInputSchema,
          response: { 200: dataRequestSchema, ...errors },
        },
      },
      (request) => service.answer(request.params.id, request.session!.userId, request.body),
    );
    // A POST: handing a person's data out is written to the audit log.
    app.post(
      '/api/export-customer-data/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Os dados de um cliente em JSON, para responder a solicitação dele (auditado)',
          params: idParams,
          response: { 200: dataExportSchema, ...errors },
        },
      },
      (request) => service.exportFor(request.params.id),
    );
    return Promise.resolve();
  };
}
