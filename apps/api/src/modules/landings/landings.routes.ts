import {
  LANDING_KIND_VALUES,
  idNameSchema,
  landingInputSchema,
  landingLeadInputSchema,
  landingLeadResultSchema,
  landingLeadSchema,
  landingLeadsQuerySchema,
  landingListQuerySchema,
  landingSchema,
  listResponseSchema,
  publicLandingSchema,
  trackingFromHeaders,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { LandingsService } from './landings.service.ts';

const errors = errorResponses(400, 403, 404);
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Lançamentos', action }) as const;

export function landingsRoutes(
  service: LandingsService,
  limiter: Pick<AuthLimiter, 'attemptFromIp'>,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['lançamentos'];

    // ------------------------------------------------------------ staff (`/lancamentos`)
    app.get(
      '/api/list-landing-pages',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Páginas de lançamento e internas (busca, tipo, paginação)',
          querystring: landingListQuerySchema,
          response: { 200: listResponseSchema(landingSchema), ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-landing-page/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: landingSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-landing-page',
      {
        config: { access: STAFF('create') },
        schema: { tags, body: landingInputSchema, response: { 201: landingSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-landing-page/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: landingInputSchema,
          response: { 200: landingSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-landing-page/:id',
      {
        config: { access: STAFF('delete') },
        schema: {
          tags,
          summary: 'Apaga a página e os seus leads',
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
      '/api/list-landing-leads/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Leads da página :id, do mais novo ao mais antigo',
          params: idParams,
          querystring: landingLeadsQuerySchema,
          response: { 200: listResponseSchema(landingLeadSchema), ...errors },
        },
      },
      (request) => service.leads(request.params.id, request.query),
    );
    app.get(
      '/api/export-landing-leads/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Leads da página :id em CSV (RFC 4180, UTF-8)',
          params: idParams,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.exportLeads(request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    app.get(
      '/api/select-landing-courses',
      {
        config: { access: STAFF('read') },
        schema: {
          tags: ['selects'],
          summary: 'Cursos que uma página pode divulgar',
          response: { 200: z.array(idNameSchema) },
        },
      },
      () => service.courseOptions(),
    );

    // ------------------------------------------------------------ visitors
    app.get(
      '/api/public-landing/:kind/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Página de lançamento (launch) ou interna (internal) ativa',
          params: z
            .object({
              kind: z.enum(LANDING_KIND_VALUES),
              slug: z.string().regex(/^[A-Za-z0-9_-]{1,160}$/),
            })
            .strict(),
          response: { 200: publicLandingSchema, ...errors },
        },
      },
      (request) => service.publicLanding(request.params.kind, request.params.slug),
    );
    app.post(
      '/api/landing-lead/:id',
      {
        config: { access: 'public' },
        // Every attempt counts against the IP, before the body is even read.
        onRequest: async (request) => limiter.attemptFromIp(request.ip, 'landing-lead'),
        schema: {
          tags,
          summary:
            'Lead da página :id (cabeçalhos utm-* guardados só com source, medium e campaign); ' +
            'com dias de teste, inicia o teste de quem está logado',
          params: idParams,
          body: landingLeadInputSchema,
          response: { 201: landingLeadResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.submitLead(
              request.params.id,
              request.body,
              trackingFromHeaders(request.headers),
              request.session ? { userId: request.session.userId } : null,
            ),
          ),
    );
    return Promise.resolve();
  };
}
