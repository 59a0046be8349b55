import {
  accessDeniedSchema,
  listQuerySchema,
  listResponseSchema,
  researchAdminSchema,
  researchInputSchema,
  researchListItemSchema,
  researchViewSchema,
  signedUrlSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { pdfUpload } from '../ebooks/ebooks.routes.ts';
import type { ResearchService, Viewer } from './research.service.ts';

const errors = { ...errorResponses(400, 404), 403: accessDeniedSchema };
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Research', action }) as const;
const READER = { resource: 'Cliente-Research', action: 'read' } as const;
const listQuery = listQuerySchema.omit({ sort: true });

function viewer(session: Session): Viewer {
  return { userId: session.userId, canPreview: session.can('update', 'Research') };
}

export function researchRoutes(
  service: ResearchService,
  maxFileBytes: number,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['research'];

    // ------------------------------------------------------------ staff (/relatorios-research)
    app.get(
      '/api/list-research-reports',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista relatórios de research (busca, situação, paginação)',
          querystring: listQuery
            .extend({ status: z.enum(['draft', 'published']).optional() })
            .strict(),
          response: { 200: listResponseSchema(researchAdminSchema) },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-research-report/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: researchAdminSchema, ...errors },
        },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-research-report',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          body: researchInputSchema,
          response: { 201: researchAdminSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.session!.userId, request.body)),
    );
    app.put(
      '/api/update-research-report/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: researchInputSchema,
          response: { 200: researchAdminSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.post(
      '/api/upload-research-file/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Envia o PDF do relatório (multipart, campo `file`; só PDF, até 20 MB)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: researchAdminSchema, ...errorResponses(413), ...errors },
        },
      },
      async (request) =>
        service.uploadFile(request.params.id, await pdfUpload(request, maxFileBytes)),
    );
    app.delete(
      '/api/delete-research-report/:id',
      {
        config: { access: STAFF('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    // ------------------------------------------------------------ readers (/research)
    // Public so Liberta visitors see the list (spec: visitors may see Cliente-Research); a
    // signed-in person still needs the resource.
    app.get(
      '/api/list-research',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Relatórios publicados, mais novos primeiro (bloqueados dizem qual assinatura)',
          querystring: listQuery.strict(),
          response: { 200: listResponseSchema(researchListItemSchema), ...errors },
        },
      },
      (request) => {
        const session = request.session;
        if (session && !session.can(READER.action, READER.resource))
          throw new AppError('auth.forbidden');
        return service.published(session ? viewer(session) : null, request.query);
      },
    );
    app.get(
      '/api/find-research/:id',
      {
        config: { access: READER },
        schema: {
          tags,
          params: idParams,
          response: { 200: researchViewSchema, ...errors },
        },
      },
      (request) => service.view(viewer(request.session!), request.params.id),
    );
    app.get(
      '/api/research-download/:id',
      {
        config: { access: READER },
        schema: {
          tags,
          summary: 'Link do PDF, válido por 5 minutos; `disposition=inline` abre no navegador',
          params: idParams,
          querystring: z
            .object({ disposition: z.enum(['attachment', 'inline']).default('attachment') })
            .strict(),
          response: { 200: signedUrlSchema, ...errors },
        },
      },
      (request) =>
        service.download(viewer(request.session!), request.params.id, request.query.disposition),
    );
    return Promise.resolve();
  };
}
