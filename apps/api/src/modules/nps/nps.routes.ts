import {
  npsAnswerInputSchema,
  npsAnswerListQuerySchema,
  npsAnswerPageSchema,
  npsAnswerResultSchema,
  npsAnswerRowSchema,
  npsAudienceOptionsSchema,
  npsCategoryOptionSchema,
  npsFollowUpInputSchema,
  npsPendingQuestionSchema,
  npsQuestionInputSchema,
  npsQuestionListQuerySchema,
  npsQuestionListSchema,
  npsQuestionSchema,
  npsQuestionUserSchema,
  npsResultsQuerySchema,
  npsResultsSchema,
  npsSendCheckSchema,
  npsSendCreatedSchema,
  npsSendInputSchema,
  npsSendListQuerySchema,
  npsSendListSchema,
  npsWithdrawnSchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBrand } from '../../platform/brand.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { attachment } from '../recommendations/track-record.routes.ts';
import type { NpsService, Reader } from './nps.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const NPS = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Nps', action }) as const;
/** The person's own questions and answers: whoever is signed in. */
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

const readerOf = (request: FastifyRequest): Reader => ({
  userId: request.session!.userId,
  staff: request.session!.can('read', 'Nps'),
});

/**
 * NPS surveys (issue 16): staff's questions, sends and results under resource Nps, and the
 * signed-in person's own pending questions and answers.
 */
export function npsRoutes(
  service: NpsService,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['nps'];
    app.get(
      '/api/list-nps-questions',
      {
        config: { access: NPS('read') },
        schema: {
          tags,
          summary: 'Perguntas do NPS, pela ordem, com busca, categoria e ativas/inativas',
          querystring: npsQuestionListQuerySchema,
          response: { 200: npsQuestionListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-nps-question/:id',
      {
        config: { access: NPS('read') },
        schema: { tags, params: idParams, response: { 200: npsQuestionSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-nps-question',
      {
        config: { access: NPS('create') },
        schema: {
          tags,
          body: npsQuestionInputSchema,
          response: { 201: npsQuestionSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.post(
      '/api/update-nps-question/:id',
      {
        config: { access: NPS('update') },
        schema: {
          tags,
          params: idParams,
          body: npsQuestionInputSchema,
          response: { 200: npsQuestionSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.post(
      '/api/toggle-active-nps-question/:id',
      {
        config: { access: NPS('update') },
        schema: { tags, params: idParams, response: { 200: npsQuestionSchema, ...errors } },
      },
      (request) => service.toggleActive(request.params.id),
    );
    app.delete(
      '/api/delete-nps-question/:id',
      {
        config: { access: NPS('delete') },
        schema: {
          tags,
          summary: 'Exclui uma pergunta que nunca foi enviada (senão 409: desative-a)',
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
      '/api/select-nps-question-categories',
      {
        config: { access: NPS('read') },
        schema: {
          tags: ['selects'],
          response: { 200: z.array(npsCategoryOptionSchema), ...errors },
        },
      },
      () => service.categories(),
    );

    app.get(
      '/api/select-nps-audience-options',
      {
        config: { access: NPS('read') },
        schema: {
          tags: ['selects'],
          summary: 'Perfis, tipos de assinatura, produtos e cursos para os filtros do envio',
          response: { 200: npsAudienceOptionsSchema, ...errors },
        },
      },
      () => service.audienceOptions(),
    );

    // --- Sends -------------------------------------------------------------------------------
    app.post(
      '/api/check-users-nps-send',
      {
        config: { access: NPS('create') },
        schema: {
          tags,
          summary: 'Quantas pessoas um envio alcançaria agora (nada é gravado)',
          body: npsSendInputSchema,
          response: { 200: npsSendCheckSchema, ...errors },
        },
      },
      (request) => service.check(request.body),
    );
    app.post(
      '/api/send-nps-users',
      {
        config: { access: NPS('create') },
        schema: {
          tags,
          summary:
            'Envia as perguntas ao público escolhido: uma linha por pessoa × pergunta, pulando as pendentes',
          body: npsSendInputSchema,
          response: {
            201: npsSendCreatedSchema,
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.send(request.body, request.session!.userId)),
    );
    app.get(
      '/api/list-nps-sends',
      {
        config: { access: NPS('read') },
        schema: {
          tags,
          summary: 'Os envios, dos mais recentes, com pendentes e respondidas',
          querystring: npsSendListQuerySchema,
          response: { 200: npsSendListSchema, ...errors },
        },
      },
      (request) => service.sends(request.query),
    );
    app.post(
      '/api/resend-nps-send/:id',
      {
        config: { access: NPS('create') },
        schema: {
          tags,
          summary: 'Reenvia um envio ao seu público como ele está agora (uma nova rodada)',
          params: idParams,
          response: {
            201: npsSendCreatedSchema,
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.resend(request.params.id, request.session!.userId)),
    );
    app.delete(
      '/api/withdraw-nps-send/:id',
      {
        config: { access: NPS('delete') },
        schema: {
          tags,
          summary: 'Retira as perguntas ainda pendentes de um envio',
          params: idParams,
          response: { 200: npsWithdrawnSchema, ...errors },
        },
      },
      (request) => service.withdrawSend(request.params.id),
    );
    app.delete(
      '/api/delete-nps-question-user/:id',
      {
        config: { access: NPS('delete') },
        schema: {
          tags,
          summary: 'Retira uma pergunta enviada ainda pendente (respondida: 409)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.withdrawOne(request.params.id);
        return reply.status(204).send(null);
      },
    );

    // --- The person's questions -------------------------------------------------------------
    app.get(
      '/api/list-all-question-nps-user',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Minhas perguntas pendentes (o modal abre sozinho quando há alguma)',
          response: { 200: z.array(npsPendingQuestionSchema), ...errors },
        },
      },
      (request) => service.pending(request.session!.userId),
    );
    app.get(
      '/api/list-question-nps-user/:id',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'As perguntas enviadas a uma pessoa (a própria; qualquer uma com Nps)',
          params: idParams,
          response: { 200: z.array(npsQuestionUserSchema), ...errors },
        },
      },
      (request) => service.ofUser(readerOf(request), request.params.id),
    );
    app.get(
      '/api/find-nps-question-user/:id',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Uma pergunta enviada (a própria; qualquer uma com Nps)',
          params: idParams,
          response: { 200: npsQuestionUserSchema, ...errors },
        },
      },
      (request) => service.findQuestionUser(readerOf(request), request.params.id),
    );
    app.post(
      '/api/create-nps-answer-user',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary:
            'Responde às próprias perguntas pendentes (nota 1 a 10 ou texto até 400), uma vez cada',
          body: npsAnswerInputSchema,
          response: { 201: npsAnswerResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.answer(
              request.session!.userId,
              request.body,
              requestBrand(request, brandTable),
            ),
          ),
    );

    // --- Results -----------------------------------------------------------------------------
    app.get(
      '/api/nps-results',
      {
        config: { access: NPS('read') },
        schema: {
          tags,
          summary:
            'NPS (% promotores 9-10 − % detratores 1-6) e taxa de resposta: geral, por pergunta, categoria, marca e mês',
          querystring: npsResultsQuerySchema,
          response: { 200: npsResultsSchema, ...errors },
        },
      },
      (request) => service.results(request.query),
    );
    app.get(
      '/api/list-nps-answers',
      {
        config: { access: NPS('read') },
        schema: {
          tags,
          summary: 'As respostas, das mais recentes, com busca, abertas ou de detratores',
          querystring: npsAnswerListQuerySchema,
          response: { 200: npsAnswerPageSchema, ...errors },
        },
      },
      (request) => service.answers(request.query),
    );
    app.get(
      '/api/export-nps-answers',
      {
        config: { access: NPS('read') },
        schema: {
          tags,
          summary: 'As respostas em CSV para planilhas em português (auditado: dados pessoais)',
          querystring: npsAnswerListQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.csv(request.query, request.session!.userId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.post(
      '/api/save-nps-follow-up/:id',
      {
        config: { access: NPS('update') },
        schema: {
          tags,
          summary:
            'Abre ou altera o acompanhamento da resposta de um detrator (responsável, anotação, encerrado)',
          params: idParams,
          body: npsFollowUpInputSchema,
          response: { 200: npsAnswerRowSchema, ...errors },
        },
      },
      (request) => service.followUp(request.params.id, request.body),
    );
    return Promise.resolve();
  };
}
