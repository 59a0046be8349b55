import {
  confirmInternalPolicySchema,
  internalPolicyConfirmationSchema,
  internalPolicyInputSchema,
  internalPolicyListQuerySchema,
  internalPolicyListSchema,
  internalPolicyOptionsSchema,
  internalPolicyReadersQuerySchema,
  internalPolicyReadersSchema,
  internalPolicySchema,
  internalPolicyVersionSchema,
  myInternalPolicyListSchema,
  myInternalPolicyQuerySchema,
  myInternalPolicySchema,
  myInternalPolicyViewQuerySchema,
  myPendingInternalPoliciesSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { pdfUpload } from '../ebooks/ebooks.routes.ts';
import { attachment } from '../recommendations/track-record.routes.ts';
import type { InternalPoliciesService, Reader } from './internal-policies.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Políticas internas', action }) as const;
/** The hub: every staff member whose profile reads 'hub-politicas'. */
const HUB = { resource: 'hub-politicas', action: 'read' } as const;

const actor = (request: FastifyRequest) => request.session!.userId;
const readerOf = (request: FastifyRequest): Reader => ({
  userId: request.session!.userId,
  profileId: request.session!.profileId,
});

/**
 * Políticas internas (issue 17): staff's versioned documents (`/politicas-internas`, resource
 * 'Políticas internas') and each staff member's hub (`/hub/politicas-procedimentos`,
 * resource 'hub-politicas').
 */
export function internalPoliciesRoutes(
  service: InternalPoliciesService,
  maxFileBytes: number,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['políticas internas'];
    app.get(
      '/api/list-internal-policies',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary:
            'Políticas internas (busca, categoria, situação, leitura obrigatória) com confirmações da versão vigente',
          querystring: internalPolicyListQuerySchema,
          response: { 200: internalPolicyListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/select-internal-policy-options',
      {
        config: { access: STAFF('read') },
        schema: {
          tags: ['selects'],
          summary: 'Perfis da equipe e categorias em uso (formulário e filtros)',
          response: { 200: internalPolicyOptionsSchema, ...errors },
        },
      },
      () => service.options(),
    );
    app.get(
      '/api/find-internal-policy/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'A política com o texto da versão mais nova e todas as versões',
          params: idParams,
          response: { 200: internalPolicySchema, ...errors },
        },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-internal-policy',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          summary:
            'Nova política (versão 1: rascunho, ou publicada com `publish`); HTML limpo no servidor',
          body: internalPolicyInputSchema,
          response: { 201: internalPolicySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, actor(request))),
    );
    app.put(
      '/api/update-internal-policy/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary:
            'Rascunho: alterado no lugar. Versão mais nova publicada: um texto novo abre a próxima versão ' +
            '(todos confirmam de novo quando ela for publicada)',
          params: idParams,
          body: internalPolicyInputSchema,
          response: { 200: internalPolicySchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body, actor(request)),
    );
    app.post(
      '/api/publish-internal-policy/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Publica o rascunho: passa a ser a versão vigente, que todos devem confirmar',
          params: idParams,
          response: { 200: internalPolicySchema, ...errors },
        },
      },
      (request) => service.publish(request.params.id, actor(request)),
    );
    app.post(
      '/api/upload-internal-policy-file/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary:
            'Envia o PDF do rascunho (multipart, campo `file`; só PDF, até 20 MB); versão publicada: abre a próxima',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: internalPolicySchema, ...errorResponses(413), ...errors },
        },
      },
      async (request) =>
        service.uploadFile(
          request.params.id,
          await pdfUpload(request, maxFileBytes),
          actor(request),
        ),
    );
    app.delete(
      '/api/delete-internal-policy/:id',
      {
        config: { access: STAFF('delete') },
        schema: {
          tags,
          summary: 'Arquiva a política (versões e confirmações ficam como registro)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.params.id, actor(request));
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/find-internal-policy-version/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'O texto de uma versão (rascunho ou publicada, congelada) com links do PDF',
          params: idParams,
          response: { 200: internalPolicyVersionSchema, ...errors },
        },
      },
      (request) => service.version(request.params.id, actor(request)),
    );
    app.get(
      '/api/list-internal-policy-readers/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Quem confirmou a versão e quem ainda não (busca, situação, paginação)',
          params: idParams,
          querystring: internalPolicyReadersQuerySchema,
          response: { 200: internalPolicyReadersSchema, ...errors },
        },
      },
      (request) => service.readers(request.params.id, request.query),
    );
    app.get(
      '/api/export-internal-policy-readers/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'As confirmações da versão em CSV para planilhas em português (auditado)',
          params: idParams,
          querystring: internalPolicyReadersQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.readersCsv(request.params.id, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    // --- The hub ------------------------------------------------------------------------------
    app.get(
      '/api/list-my-internal-policies',
      {
        config: { access: HUB },
        schema: {
          tags,
          summary:
            'As políticas vigentes do meu perfil, pendentes obrigatórias primeiro (busca, categoria, situação)',
          querystring: myInternalPolicyQuerySchema,
          response: { 200: myInternalPolicyListSchema, ...errors },
        },
      },
      (request) => service.hubList(readerOf(request), request.query),
    );
    app.get(
      '/api/my-pending-internal-policies',
      {
        config: { access: HUB },
        schema: {
          tags,
          summary: 'Minhas leituras obrigatórias pendentes (quantas e quais), para o início do hub',
          response: { 200: myPendingInternalPoliciesSchema, ...errors },
        },
      },
      (request) => service.pending(readerOf(request)),
    );
    app.get(
      '/api/find-my-internal-policy/:id',
      {
        config: { access: HUB },
        schema: {
          tags,
          summary: 'Uma política para leitura: a versão vigente, ou uma anterior com `version`',
          params: idParams,
          querystring: myInternalPolicyViewQuerySchema,
          response: { 200: myInternalPolicySchema, ...errors },
        },
      },
      (request) => service.hubView(readerOf(request), request.params.id, request.query.version),
    );
    app.post(
      '/api/confirm-internal-policy/:id',
      {
        config: { access: HUB },
        schema: {
          tags,
          summary:
            '"Li e concordo" da versão vigente: uma vez por pessoa e versão (repetir devolve a data da primeira); auditado',
          params: idParams,
          body: confirmInternalPolicySchema,
          response: {
            200: internalPolicyConfirmationSchema,
            201: internalPolicyConfirmationSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const made = await service.confirm(
          readerOf(request),
          request.params.id,
          request.body.version,
        );
        return reply.status(made.created ? 201 : 200).send(made);
      },
    );
    return Promise.resolve();
  };
}
