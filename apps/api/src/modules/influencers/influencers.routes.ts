import {
  activeStateSchema,
  influencerInputSchema,
  influencerLeadListSchema,
  influencerLeadsQuerySchema,
  influencerListQuerySchema,
  influencerListSchema,
  influencerPeriodQuerySchema,
  influencerReportSchema,
  influencerSchema,
  trackingLinksSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { attachment } from '../recommendations/track-record.routes.ts';
import type { InfluencersService } from './influencers.service.ts';

const errors = errorResponses(400, 403, 404, 409);
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Influencer', action }) as const;

export function influencersRoutes(service: InfluencersService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['influenciadores'];
    app.get(
      '/api/list-influencers',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Influenciadores (busca por nome ou código, situação, paginação)',
          querystring: influencerListQuerySchema,
          response: { 200: influencerListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-influencer/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: influencerSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-influencer',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          body: influencerInputSchema,
          response: { 201: influencerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-influencer/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: influencerInputSchema,
          response: { 200: influencerSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.put(
      '/api/toggle-active-influencer/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          response: { 200: activeStateSchema, ...errors },
        },
      },
      (request) => service.toggle(request.params.id),
    );
    app.delete(
      '/api/delete-influencer/:id',
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
      '/api/influencer-tracking-links/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary:
            'Os links com as UTMs do influenciador para cada página (início, lançamentos, loja)',
          params: idParams,
          response: { 200: trackingLinksSchema, ...errors },
        },
      },
      (request) => service.links(request.params.id),
    );
    app.get(
      '/api/influencer-report',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary:
            'Por influenciador, no período (dias de São Paulo): cadastros, trials, pedidos pagos e receita',
          querystring: influencerPeriodQuerySchema,
          response: { 200: influencerReportSchema, ...errors },
        },
      },
      (request) => service.report(request.query),
    );
    app.get(
      '/api/export-influencer-report',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'O relatório em CSV para planilhas em português (sem dados pessoais)',
          querystring: influencerPeriodQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.reportCsv(request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.get(
      '/api/list-influencer-leads/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary:
            'Quem o influenciador trouxe no período (cadastro ou trial) e como terminou (o painel de força de vendas lê esta lista)',
          params: idParams,
          querystring: influencerLeadsQuerySchema,
          response: { 200: influencerLeadListSchema, ...errors },
        },
      },
      (request) => service.leads(request.params.id, request.query),
    );
    return Promise.resolve();
  };
}
