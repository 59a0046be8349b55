import {
  accessDeniedSchema,
  ebookDetailSchema,
  ebookInputSchema,
  ebookSummarySchema,
  idNameSchema,
  listQuerySchema,
  listResponseSchema,
  myEbookSchema,
  pdfFileMessage,
  publicEbookSchema,
  registerUserEbooksSchema,
  signedUrlSchema,
  userGrantSchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, slugParams, idParams } from '../../platform/route-schemas.ts';
import type { EbooksService, Upload, Viewer } from './ebooks.service.ts';
import { requestBrand } from '../../platform/brand.ts';

const errors = { ...errorResponses(400, 404), 403: accessDeniedSchema };
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'E-books', action }) as const;
const READER = { resource: 'Cliente-Meus E-books', action: 'read' } as const;
const USERS = (action: 'read' | 'update') => ({ resource: 'Usuários', action }) as const;

function viewer(request: { session: Session | null }): Viewer {
  const session = request.session!;
  return { userId: session.userId, canPreview: session.can('update', 'E-books') };
}

/**
 * The one file part of a multipart upload, with a per-route size limit (the app-wide multipart
 * limit is the avatar's 5 MB). Past the limit busboy stops and marks the stream truncated; the
 * storage then answers the route's 413.
 */
export async function pdfUpload(request: FastifyRequest, maxBytes: number): Promise<Upload | null> {
  if (!request.isMultipart()) {
    const message = pdfFileMessage(maxBytes);
    throw new AppError('bad.request', message, { error: { file: [message] } });
  }
  const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
  if (!part) return null;
  return { stream: part.file, mimetype: part.mimetype, filename: part.filename };
}

export function ebooksRoutes(
  service: EbooksService,
  brandTable: readonly BrandOriginRule[],
  maxFileBytes: number,
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => requestBrand(request, brandTable);
  return (app) => {
    const tags = ['e-books'];

    // ------------------------------------------------------------ staff CRUD
    app.get(
      '/api/list-ebooks',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista e-books (busca, situação, paginação)',
          querystring: listQuerySchema
            .omit({ sort: true })
            .extend({ status: z.enum(['draft', 'published']).optional() })
            .strict(),
          response: { 200: listResponseSchema(ebookSummarySchema) },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-ebook/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: ebookDetailSchema, ...errors },
        },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-ebook',
      {
        config: { access: STAFF('create') },
        schema: { tags, body: ebookInputSchema, response: { 201: ebookDetailSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-ebook/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: ebookInputSchema,
          response: { 200: ebookDetailSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.post(
      '/api/upload-ebook-file/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Envia o PDF do e-book (multipart, campo `file`; só PDF, até 50 MB)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: ebookDetailSchema, ...errorResponses(413), ...errors },
        },
      },
      async (request) =>
        service.uploadFile(request.params.id, await pdfUpload(request, maxFileBytes)),
    );
    app.delete(
      '/api/delete-ebook/:id',
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
      '/api/select-ebook',
      {
        config: { access: STAFF('read') },
        schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
      },
      () => service.select(),
    );

    // ------------------------------------------------------------ readers
    app.get(
      '/api/public-ebook/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Página pública do e-book (sem login; texto da marca da origem)',
          params: slugParams,
          response: { 200: publicEbookSchema, ...errors },
        },
      },
      (request) =>
        service.publicEbook(
          request.params.slug,
          brandOf(request),
          request.session ? viewer(request) : null,
        ),
    );
    app.get(
      '/api/my-ebooks',
      {
        config: { access: READER },
        schema: { tags, summary: 'Meus E-books', response: { 200: z.array(myEbookSchema) } },
      },
      (request) => service.myEbooks(request.session!.userId),
    );
    app.get(
      '/api/ebook-download/:id',
      {
        config: { access: READER },
        schema: {
          tags,
          summary:
            'Link do PDF, válido por 5 minutos (só com acesso); `disposition=inline` abre no navegador',
          params: idParams,
          querystring: z
            .object({ disposition: z.enum(['attachment', 'inline']).default('attachment') })
            .strict(),
          response: { 200: signedUrlSchema, ...errors },
        },
      },
      (request) => service.download(viewer(request), request.params.id, request.query.disposition),
    );

    // ------------------------------------------------------------ grants (staff)
    app.post(
      '/api/register-user-ebooks',
      {
        config: { access: USERS('update') },
        schema: {
          tags,
          summary: 'Libera e-books para uma pessoa (cortesia da equipe, com fim opcional)',
          body: registerUserEbooksSchema,
          response: { 200: z.array(userGrantSchema), ...errors },
        },
      },
      (request) => service.registerUserEbooks(request.session!.userId, request.body),
    );
    app.get(
      '/api/list-ebooks-by-user/:id',
      {
        config: { access: USERS('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: z.array(userGrantSchema), ...errors },
        },
      },
      (request) => service.ebooksByUser(request.params.id),
    );
    return Promise.resolve();
  };
}
