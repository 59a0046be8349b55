import {
  DEFAULT_BRAND_TABLE,
  cookieConsentInputSchema,
  cookieConsentRecordSchema,
  privacyPolicyInputSchema,
  privacyPolicyListQuerySchema,
  privacyPolicyListSchema,
  privacyPolicySchema,
  publicPrivacyPolicySchema,
  resolveBrand,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { PrivacyService } from './privacy.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const POLICIES = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Política de Privacidade', action }) as const;

export function privacyRoutes(
  service: PrivacyService,
  limiter: Pick<AuthLimiter, 'attemptFromIp'>,
  brandTable: readonly BrandOriginRule[] = DEFAULT_BRAND_TABLE,
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => {
    const origin = request.headers.origin ?? `http://${request.headers.host ?? 'localhost'}`;
    return resolveBrand(String(origin), brandTable).id;
  };
  const actor = (request: FastifyRequest) => request.session!.userId;
  return (app) => {
    const tags = ['política de privacidade'];
    app.get(
      '/api/list-privacy-policy',
      {
        config: { access: POLICIES('read') },
        schema: {
          tags,
          summary: 'As versões das políticas de privacidade (por marca, a mais nova primeiro)',
          querystring: privacyPolicyListQuerySchema,
          response: { 200: privacyPolicyListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-privacy-policy/:id',
      {
        config: { access: POLICIES('read') },
        schema: { tags, params: idParams, response: { 200: privacyPolicySchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-privacy-policy',
      {
        config: { access: POLICIES('create') },
        schema: {
          tags,
          summary: 'Nova versão da marca (HTML limpo no servidor); ativa, desativa a anterior',
          body: privacyPolicyInputSchema,
          response: { 201: privacyPolicySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, actor(request))),
    );
    app.put(
      '/api/update-privacy-policy/:id',
      {
        config: { access: POLICIES('update') },
        schema: {
          tags,
          summary:
            'Rascunho: alterado no lugar. Versão já publicada: um texto novo cria a próxima versão ' +
            '(que a substitui se ela estava ativa); a resposta é a versão resultante',
          params: idParams,
          body: privacyPolicyInputSchema,
          response: { 200: privacyPolicySchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body, actor(request)),
    );
    app.put(
      '/api/privacy-policy-toggle-active/:id',
      {
        config: { access: POLICIES('update') },
        schema: {
          tags,
          summary: 'Ativa (desativando a outra da marca) ou desativa a versão',
          params: idParams,
          response: { 200: privacyPolicySchema, ...errors },
        },
      },
      (request) => service.toggleActive(request.params.id, actor(request)),
    );
    app.delete(
      '/api/delete-privacy-policy/:id',
      {
        config: { access: POLICIES('delete') },
        schema: {
          tags,
          summary: 'Exclui um rascunho (versões já publicadas ficam como registro: 409)',
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
      '/api/find-liberta-privacy-policy',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A política ativa da marca da origem do pedido (404 se nenhuma estiver ativa)',
          response: { 200: publicPrivacyPolicySchema, ...errors },
        },
      },
      (request) => service.activeOf(brandOf(request)),
    );
    app.post(
      '/api/record-cookie-consent',
      {
        config: { access: 'public' },
        // A public write: every attempt counts against the IP before the body is read.
        onRequest: async (request) => limiter.attemptFromIp(request.ip, 'cookie-consent'),
        schema: {
          tags,
          summary:
            'Registra a escolha do aviso de cookies (categorias, versão do aviso, marca, id ' +
            'anônimo ou pessoa logada); a versão da política é a ativa da marca',
          body: cookieConsentInputSchema,
          response: { 201: cookieConsentRecordSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.recordConsent(
              brandOf(request),
              request.body,
              request.session?.userId ?? null,
            ),
          ),
    );
    return Promise.resolve();
  };
}
