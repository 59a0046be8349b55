import {
  HELP_MESSAGES,
  helpCategoryInputSchema,
  helpCategoryListQuerySchema,
  helpCategoryListSchema,
  helpCategoryOptionSchema,
  helpCategorySchema,
  helpCentreQuerySchema,
  helpCentreSchema,
  helpFeedbackInputSchema,
  helpFeedbackResultSchema,
  helpMoveInputSchema,
  helpQuestionInputSchema,
  helpQuestionListQuerySchema,
  helpQuestionListSchema,
  helpQuestionSchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBrand } from '../../platform/brand.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { HelpService, Voter } from './help.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const FAQ = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'FAQ / Central de ajuda', action }) as const;
const moveResult = z.object({ ids: z.array(z.number().int()) });

/**
 * How long browsers and shared caches keep the public help centre: a minute fresh, then served
 * while it is checked again (the ETag makes that check a 304). The brand comes from the Origin.
 */
const CENTRE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

/** Whether `If-None-Match` names this validator (a list, a weak form or `*`). */
function notModified(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',');
  return tags.some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * FAQ / Central de ajuda (issue 17): the staff's categories and questions under resource
 * 'FAQ / Central de ajuda', and the public help centre of the request's brand with its votes.
 */
export function helpRoutes(
  service: HelpService,
  limiter: Pick<AuthLimiter, 'attemptFromIp'>,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['faq'];

    // --- Categories ----------------------------------------------------------------------
    app.get(
      '/api/list-faq-categories',
      {
        config: { access: FAQ('read') },
        schema: {
          tags,
          summary: 'Categorias do FAQ, na ordem da central de ajuda, com o número de perguntas',
          querystring: helpCategoryListQuerySchema,
          response: { 200: helpCategoryListSchema, ...errors },
        },
      },
      (request) => service.categories(request.query),
    );
    app.get(
      '/api/select-faq-categories',
      {
        config: { access: FAQ('read') },
        schema: {
          tags: ['selects'],
          response: { 200: z.array(helpCategoryOptionSchema), ...errors },
        },
      },
      () => service.categoryOptions(),
    );
    app.get(
      '/api/find-faq-category/:id',
      {
        config: { access: FAQ('read') },
        schema: { tags, params: idParams, response: { 200: helpCategorySchema, ...errors } },
      },
      (request) => service.findCategory(request.params.id),
    );
    app.post(
      '/api/create-faq-category',
      {
        config: { access: FAQ('create') },
        schema: {
          tags,
          body: helpCategoryInputSchema,
          response: { 201: helpCategorySchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createCategory(request.body)),
    );
    app.put(
      '/api/update-faq-category/:id',
      {
        config: { access: FAQ('update') },
        schema: {
          tags,
          params: idParams,
          body: helpCategoryInputSchema,
          response: { 200: helpCategorySchema, ...errors },
        },
      },
      (request) => service.updateCategory(request.params.id, request.body),
    );
    app.post(
      '/api/toggle-active-faq-category/:id',
      {
        config: { access: FAQ('update') },
        schema: { tags, params: idParams, response: { 200: helpCategorySchema, ...errors } },
      },
      (request) => service.toggleCategory(request.params.id),
    );
    app.put(
      '/api/move-faq-category/:id',
      {
        config: { access: FAQ('update') },
        schema: {
          tags,
          summary: 'Sobe ou desce a categoria uma posição (as categorias são renumeradas)',
          params: idParams,
          body: helpMoveInputSchema,
          response: { 200: moveResult, ...errors },
        },
      },
      (request) => service.moveCategory(request.params.id, request.body.direction),
    );
    app.delete(
      '/api/delete-faq-category/:id',
      {
        config: { access: FAQ('delete') },
        schema: {
          tags,
          summary: 'Exclui uma categoria sem perguntas (com perguntas: 409)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.removeCategory(request.params.id);
        return reply.status(204).send(null);
      },
    );

    // --- Questions -----------------------------------------------------------------------
    app.get(
      '/api/list-faq-questions',
      {
        config: { access: FAQ('read') },
        schema: {
          tags,
          summary:
            'Perguntas do FAQ na ordem da central, com busca sem acentos, filtros e os votos ' +
            '"Isto foi útil?" (sim, não e a taxa)',
          querystring: helpQuestionListQuerySchema,
          response: { 200: helpQuestionListSchema, ...errors },
        },
      },
      (request) => service.questions(request.query),
    );
    app.get(
      '/api/find-faq-question/:id',
      {
        config: { access: FAQ('read') },
        schema: { tags, params: idParams, response: { 200: helpQuestionSchema, ...errors } },
      },
      (request) => service.findQuestion(request.params.id),
    );
    app.post(
      '/api/create-faq-question',
      {
        config: { access: FAQ('create') },
        schema: {
          tags,
          summary: 'Nova pergunta (a resposta em HTML é limpa no servidor)',
          body: helpQuestionInputSchema,
          response: { 201: helpQuestionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createQuestion(request.body, request.session!.userId)),
    );
    app.put(
      '/api/update-faq-question/:id',
      {
        config: { access: FAQ('update') },
        schema: {
          tags,
          params: idParams,
          body: helpQuestionInputSchema,
          response: { 200: helpQuestionSchema, ...errors },
        },
      },
      (request) => service.updateQuestion(request.params.id, request.body, request.session!.userId),
    );
    app.post(
      '/api/toggle-active-faq-question/:id',
      {
        config: { access: FAQ('update') },
        schema: { tags, params: idParams, response: { 200: helpQuestionSchema, ...errors } },
      },
      (request) => service.toggleQuestion(request.params.id, request.session!.userId),
    );
    app.put(
      '/api/move-faq-question/:id',
      {
        config: { access: FAQ('update') },
        schema: {
          tags,
          summary: 'Sobe ou desce a pergunta uma posição dentro da sua categoria',
          params: idParams,
          body: helpMoveInputSchema,
          response: { 200: moveResult, ...errors },
        },
      },
      (request) =>
        service.moveQuestion(request.params.id, request.body.direction, request.session!.userId),
    );
    app.delete(
      '/api/delete-faq-question/:id',
      {
        config: { access: FAQ('delete') },
        schema: {
          tags,
          summary: 'Exclui a pergunta e os seus votos',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.removeQuestion(request.params.id);
        return reply.status(204).send(null);
      },
    );

    // --- The public help centre ----------------------------------------------------------
    app.get(
      '/api/help-centre',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'A central de ajuda da marca da origem: categorias ativas com as perguntas ativas ' +
            '(busca no servidor, sem acentos). Cacheável: ETag forte, 304 com If-None-Match',
          querystring: helpCentreQuerySchema,
          response: { 200: helpCentreSchema, 304: z.null(), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        const { body, etag } = await service.centre(
          requestBrand(request, brandTable),
          request.query.search,
        );
        reply.header('cache-control', CENTRE_CACHE).header('vary', 'Origin').header('etag', etag);
        if (notModified(request.headers['if-none-match'], etag))
          return reply.status(304).send(null);
        return body;
      },
    );
    app.post(
      '/api/record-faq-feedback/:id',
      {
        config: { access: 'public' },
        // A public write: every attempt counts against the IP before the body is read.
        onRequest: async (request) => limiter.attemptFromIp(request.ip, 'faq-feedback'),
        schema: {
          tags,
          summary:
            '"Isto foi útil?": um voto por pessoa (ou navegador anônimo) e pergunta; votar de ' +
            'novo troca o voto',
          params: idParams,
          body: helpFeedbackInputSchema,
          response: { 200: helpFeedbackResultSchema, ...errorResponses(400, 404, 429) },
        },
      },
      (request) => {
        const userId = request.session?.userId;
        let voter: Voter;
        if (userId !== undefined) voter = { userId };
        else if (request.body.anonymous_id) voter = { anonymousId: request.body.anonymous_id };
        else
          throw new AppError('bad.request', undefined, {
            error: { anonymous_id: [HELP_MESSAGES.voterRequired] },
          });
        return service.vote(
          request.params.id,
          requestBrand(request, brandTable),
          voter,
          request.body.helpful,
        );
      },
    );
    return Promise.resolve();
  };
}
