import { followInputSchema, followListSchema, followSchema, isConfiguredOrigin } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBrand } from '../../platform/brand.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { FollowService } from './follows.service.ts';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Following methods and analysts: whoever reads the customers' recommendations may follow
 * (resource Cliente-Recomendações, read: following is the reader's own setting, not staff's).
 */
export function followRoutes(
  service: FollowService,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => requestBrand(request, brandTable);
  /** Only a configured brand origin is kept for the digest's links (no link poisoning). */
  const originOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && isConfiguredOrigin(origin, brandTable) ? origin : null;
  };
  const access = { resource: 'Cliente-Recomendações', action: 'read' } as const;
  return (app) => {
    const tags = ['recomendacoes'];
    app.get(
      '/api/list-recommendation-follows',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Os métodos e analistas que eu sigo nesta marca, com os avisos escolhidos',
          response: { 200: followListSchema, ...errors },
        },
      },
      (request) => service.list(request.session!.userId, brandOf(request)),
    );
    app.post(
      '/api/follow-recommendations',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Segue um método ou um analista (avisos no app e/ou resumo diário por e-mail); de novo: muda os avisos',
          body: followInputSchema,
          response: { 200: followSchema, 201: followSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { follow, created } = await service.follow(
          request.session!.userId,
          brandOf(request),
          originOf(request),
          request.body,
        );
        return reply.status(created ? 201 : 200).send(follow);
      },
    );
    app.delete(
      '/api/unfollow-recommendations/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Deixa de seguir (só os próprios)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.unfollow(request.session!.userId, request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
}
