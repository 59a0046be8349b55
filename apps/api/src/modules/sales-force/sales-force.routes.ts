import {
  salesForceAdvisorsSchema,
  salesForceCustomerListSchema,
  salesForceCustomersQuerySchema,
  salesForceLeadListSchema,
  salesForceLeadsExportQuerySchema,
  salesForceLeadsQuerySchema,
  salesForceSummaryQuerySchema,
  salesForceSummarySchema,
  takenLeadSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { attachment } from '../recommendations/track-record.routes.ts';
import type { SalesForceService, Viewer } from './sales-force.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const RESOURCE = 'hub-sales-force';
const PANEL = (action: 'read' | 'update') => ({ resource: RESOURCE, action }) as const;

const viewerOf = (request: FastifyRequest): Viewer => {
  const session = request.session!;
  return {
    id: session.userId,
    name: session.user.name,
    manager: session.can('manage', RESOURCE),
  };
};

/**
 * The advisors' commercial panel (issue 17), resource hub-sales-force: `read` opens the panel
 * (one's own book and the leads), `update` takes a lead, `manage` sees other advisors' books.
 */
export function salesForceRoutes(service: SalesForceService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['sales-force'];
    app.get(
      '/api/sales-force-summary',
      {
        config: { access: PANEL('read') },
        schema: {
          tags,
          summary:
            'Indicadores da carteira no período (dias de São Paulo): clientes, assinantes, trials, leads, conversão e receita',
          querystring: salesForceSummaryQuerySchema,
          response: { 200: salesForceSummarySchema, ...errors },
        },
      },
      (request) => service.summary(viewerOf(request), request.query),
    );
    app.get(
      '/api/list-sales-force-customers',
      {
        config: { access: PANEL('read') },
        schema: {
          tags,
          summary: 'Meus clientes: a carteira do assessor (busca, situação, paginação)',
          querystring: salesForceCustomersQuerySchema,
          response: { 200: salesForceCustomerListSchema, ...errors },
        },
      },
      (request) => service.customers(viewerOf(request), request.query),
    );
    app.get(
      '/api/list-sales-force-leads',
      {
        config: { access: PANEL('read') },
        schema: {
          tags,
          summary:
            'Leads do período (código de influenciador ou trial): origem, conversão e assessor',
          querystring: salesForceLeadsQuerySchema,
          response: { 200: salesForceLeadListSchema, ...errors },
        },
      },
      (request) => service.leads(viewerOf(request), request.query),
    );
    app.get(
      '/api/export-sales-force-leads',
      {
        config: { access: PANEL('read') },
        schema: {
          tags,
          summary: 'Os leads do período em CSV para planilhas em português',
          querystring: salesForceLeadsExportQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.leadsCsv(viewerOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.get(
      '/api/select-sales-force-advisors',
      {
        config: { access: PANEL('read') },
        schema: {
          tags,
          summary: 'Assessores com carteira (para quem vê a de todos: manage)',
          response: { 200: salesForceAdvisorsSchema, ...errors },
        },
      },
      (request) => service.advisors(viewerOf(request)),
    );
    app.post(
      '/api/take-sales-force-lead/:id',
      {
        config: { access: PANEL('update') },
        schema: {
          tags,
          summary:
            'Assumir lead: quem pede passa a ser o assessor responsável, se ninguém for (409 se outro assumiu)',
          params: idParams,
          response: { 200: takenLeadSchema, ...errors },
        },
      },
      (request) => service.take(viewerOf(request), request.params.id),
    );
    return Promise.resolve();
  };
}
