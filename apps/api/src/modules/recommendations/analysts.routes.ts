import { analystCredentialsInputSchema, analystCredentialsSchema, idNameSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { AnalystService } from './analysts.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const RECOMMENDATIONS = (action: 'read' | 'update') =>
  ({ resource: 'Recomendações', action }) as const;

export function analystRoutes(service: AnalystService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['analistas'];
    app.get(
      '/api/find-analyst-credentials/:id',
      {
        config: { access: RECOMMENDATIONS('read') },
        schema: {
          tags,
          summary: 'CNPI, declaração, conflitos de interesse e métodos de um analista',
          params: idParams,
          response: { 200: analystCredentialsSchema, ...errors },
        },
      },
      (request) => service.find(request.params.id),
    );
    app.put(
      '/api/update-analyst-credentials/:id',
      {
        config: { access: RECOMMENDATIONS('update') },
        schema: {
          tags,
          params: idParams,
          body: analystCredentialsInputSchema,
          response: { 200: analystCredentialsSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    const selectTags = ['selects'];
    const list = z.array(idNameSchema);
    app.get(
      '/api/select-analyst',
      {
        // Analysts' names sign every card: the customers' and the status board's filters too.
        config: { access: { resource: 'Auth', action: 'read' } },
        schema: {
          tags: selectTags,
          summary: 'Pessoas do perfil Analista',
          response: { 200: list, ...errors },
        },
      },
      () => service.analysts(),
    );
    app.get(
      '/api/select-analyst-for-recommendation',
      {
        config: { access: RECOMMENDATIONS('read') },
        schema: {
          tags: selectTags,
          summary: 'Analistas que podem publicar (com CNPI e declaração aceita)',
          response: { 200: list, ...errors },
        },
      },
      () => service.publishers(),
    );
    app.get(
      '/api/select-analyst-trade-methods/:id',
      {
        config: { access: RECOMMENDATIONS('read') },
        schema: {
          tags: selectTags,
          summary: 'Os métodos ativos em que um analista publica',
          params: idParams,
          response: { 200: list, ...errors },
        },
      },
      (request) => service.methodsOf(request.params.id),
    );
    return Promise.resolve();
  };
}
