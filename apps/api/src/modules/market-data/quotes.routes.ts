import {
  cotahistFileMessage,
  cotahistImportResultSchema,
  latestQuoteSchema,
  quoteInputSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/route-schemas.ts';
import { notCotahist, readUpload } from './cotahist-upload.ts';
import type { CotahistUpload } from './cotahist-upload.ts';
import type { QuotesService } from './quotes.service.ts';

const errors = errorResponses(400, 401, 403);
/** Quotes are written by whoever keeps the tickers… */
const TICKERS = (action: 'create') => ({ resource: 'Gestão de Tickers', action }) as const;
/** …and read by whoever reads recommendations (the farol). */
const RECOMMENDATIONS = { resource: 'Recomendações', action: 'read' } as const;
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/**
 * The one file part of a multipart upload, read into memory up to `maxBytes` (the app-wide
 * multipart limit is the avatar's 5 MB; past the route's, busboy stops and the answer is 413).
 */
async function cotahistUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<CotahistUpload | null> {
  if (!request.isMultipart()) throw notCotahist(cotahistFileMessage(maxBytes));
  const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
  if (!part) return null;
  return { bytes: await readUpload(part.file, maxBytes), mimetype: part.mimetype };
}

export function quoteRoutes(service: QuotesService, maxFileBytes: number): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['cotações'];
    app.post(
      '/api/create-quote',
      {
        config: { access: TICKERS('create') },
        schema: {
          tags,
          summary:
            'Registra uma cotação digitada pela equipe: um negócio (`price_cents`) ou uma barra (abertura, máxima, mínima, fechamento)',
          body: quoteInputSchema,
          response: { 201: quoteSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.body, request.session!.userId)),
    );
    app.post(
      '/api/import-cotahist',
      {
        config: { access: TICKERS('create') },
        schema: {
          tags,
          summary:
            'Importa o arquivo COTAHIST da B3 (multipart, campo `file`: o .TXT ou o .ZIP que o contém); só os códigos de tickers cadastrados são gravados',
          consumes: ['multipart/form-data'],
          response: { 200: cotahistImportResultSchema, ...errorResponses(413), ...errors },
        },
      },
      async (request) => service.importCotahist(await cotahistUpload(request, maxFileBytes)),
    );
    app.get(
      '/api/list-quotes',
      {
        // A ticker's prices are public market data: the candles of a call's detail read them.
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Cotações de um ativo, da mais nova para a mais antiga, num período (opcional)',
          querystring: quoteListQuerySchema,
          response: { 200: quoteListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/latest-quotes',
      {
        config: { access: RECOMMENDATIONS },
        schema: {
          tags,
          summary: 'A cotação mais recente de cada ticker ativo (o farol)',
          response: { 200: z.array(latestQuoteSchema), ...errors },
        },
      },
      () => service.latest(),
    );
    return Promise.resolve();
  };
}
