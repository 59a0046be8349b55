import {
  closedCallListSchema,
  DEFAULT_BRAND_TABLE,
  resolveBrand,
  trackRecordCallsQuerySchema,
  trackRecordQuerySchema,
  trackRecordSchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/route-schemas.ts';
import type { TrackRecordService } from './track-record.service.ts';

const errors = errorResponses(400);

/**
 * `attachment` with the pt-BR name for browsers that read RFC 6266's `filename*` (all current
 * ones) and the same name without accents for the rest (a header is Latin-1 on the wire).
 */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The public track record of the request's brand (its origin, as every public page): a visitor
 * and a signed-in person get the same answer. Only calls that ended after an entry are read.
 */
export function trackRecordRoutes(
  service: TrackRecordService,
  brandTable: readonly BrandOriginRule[] = DEFAULT_BRAND_TABLE,
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => {
    const origin = request.headers.origin ?? `http://${request.headers.host ?? 'localhost'}`;
    return resolveBrand(String(origin), brandTable).id;
  };
  return (app) => {
    const tags = ['histórico de resultados'];
    app.get(
      '/api/track-record',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Histórico de resultados da marca: geral, por mês, por analista e por método (só chamadas encerradas após a entrada)',
          querystring: trackRecordQuerySchema,
          response: { 200: trackRecordSchema, ...errors },
        },
      },
      (request) => service.figures(brandOf(request), request.query),
    );
    app.get(
      '/api/track-record/calls',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'As chamadas encerradas contadas, das mais recentes para as mais antigas',
          querystring: trackRecordCallsQuerySchema,
          response: { 200: closedCallListSchema, ...errors },
        },
      },
      (request) => service.calls(brandOf(request), request.query),
    );
    app.get(
      '/api/track-record.csv',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'As chamadas encerradas em CSV para planilhas em português (UTF-8 com BOM, ";", vírgula decimal, horário de São Paulo)',
          querystring: trackRecordQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.csv(brandOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
    return Promise.resolve();
  };
}
