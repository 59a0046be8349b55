import {
  farolSchema,
  recommendationActionRequestSchema,
  recommendationDetailSchema,
  recommendationInputSchema,
  recommendationListQuerySchema,
  recommendationListSchema,
} from '@app/shared';
import type { BrandOriginRule, Resource } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Session } from '../../platform/access.ts';
import { requestBrand } from '../../platform/brand.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { RecommendationService, RecommendationViewer } from './recommendations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const read = (resource: Resource) => ({ resource, action: 'read' }) as const;
const STAFF = 'Recomendações' satisfies Resource;

/** Staff who may write recommendations see every level, whatever screen they read from. */
export function recommendationViewer(session: Session): RecommendationViewer {
  return { userId: session.userId, staff: session.can('read', STAFF) };
}

/**
 * The recommendations' routes. One list answers three screens, each behind its own resource
 * (spec section 4): staff's `/recomendacoes`, `/status-das-recomendacoes` and the customers'
 * `/cliente/recomendacoes`; what each person sees of a recommendation is decided by their grants.
 */
export function recommendationRoutes(
  service: RecommendationService,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => requestBrand(request, brandTable);
  return (app) => {
    const tags = ['recomendacoes'];
    const list = (path: string, resource: Resource, summary: string) =>
      app.get(
        path,
        {
          config: { access: read(resource) },
          schema: {
            tags,
            summary,
            querystring: recommendationListQuerySchema,
            response: { 200: recommendationListSchema, ...errors },
          },
        },
        (request) =>
          service.list(recommendationViewer(request.session!), brandOf(request), request.query),
      );
    list(
      '/api/list-recommendations',
      STAFF,
      'Recomendações da marca (equipe), com filtros e paginação',
    );
    list(
      '/api/list-recommendation-status',
      'Status das Recomendações',
      'Status das recomendações: filtros por situação, analista, método e ativo',
    );
    list(
      '/api/list-customer-recommendations',
      'Cliente-Recomendações',
      'Recomendações para o cliente: níveis só dos métodos que ele tem; as outras bloqueadas',
    );

    app.get(
      '/api/farol',
      {
        config: { access: read('Farol') },
        schema: {
          tags,
          summary: 'Farol: o sinal de hoje (compra, venda, neutro) de cada ticker acompanhado',
          response: { 200: farolSchema, ...errors },
        },
      },
      (request) => service.farol(brandOf(request)),
    );
    app.get(
      '/api/find-recommendation/:id',
      {
        config: { access: read('Cliente-Recomendações') },
        schema: {
          tags,
          summary: 'Uma recomendação com o histórico (bloqueada sem o método)',
          params: idParams,
          response: { 200: recommendationDetailSchema, ...errors },
        },
      },
      (request) =>
        service.find(recommendationViewer(request.session!), brandOf(request), request.params.id),
    );
    app.get(
      '/api/find-recommendation-admin/:id',
      {
        config: { access: read(STAFF) },
        schema: {
          tags,
          params: idParams,
          response: { 200: recommendationDetailSchema, ...errors },
        },
      },
      (request) =>
        service.find(recommendationViewer(request.session!), brandOf(request), request.params.id),
    );
    app.post(
      '/api/create-recommendation',
      {
        config: { access: { resource: STAFF, action: 'create' } },
        schema: {
          tags,
          summary: 'Publica uma recomendação (e o card nas salas escolhidas)',
          body: recommendationInputSchema,
          response: { 201: recommendationDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(request.session!.userId, brandOf(request), request.body)),
    );
    app.post(
      '/api/recommendation-action/:id',
      {
        config: { access: { resource: STAFF, action: 'update' } },
        schema: {
          tags,
          summary:
            'Cancela, encerra ou move o stop, sobre a versão vista (409 se mudou nesse meio-tempo)',
          params: idParams,
          body: recommendationActionRequestSchema,
          response: { 200: recommendationDetailSchema, ...errors },
        },
      },
      (request) =>
        service.act(request.session!.userId, brandOf(request), request.params.id, request.body),
    );
    return Promise.resolve();
  };
}
