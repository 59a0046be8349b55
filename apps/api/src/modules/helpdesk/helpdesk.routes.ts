import {
  ticketAttachmentSchema,
  ticketCommentInputSchema,
  ticketCommentSchema,
  ticketInputSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketOptionsSchema,
  ticketSchema,
  ticketStatusInputSchema,
  ticketSummarySchema,
  ticketTriageSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams, int4Id } from '../../platform/route-schemas.ts';
import { chatContentDisposition } from '../chat/chat.files.ts';
import type { HelpdeskService, TicketUpload, Viewer } from './helpdesk.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const TICKETS = (action: 'read' | 'create' | 'update') =>
  ({ resource: 'hub-glpi', action }) as const;
const fileParams = z.object({ fileId: int4Id }).strict();

const viewerOf = (request: FastifyRequest): Viewer => {
  const session = request.session!;
  return {
    userId: session.userId,
    name: session.user.name,
    email: session.user.email,
    agent: session.can('manage', 'hub-glpi'),
  };
};

/** The one `file` part of a multipart upload, with the help desk's size limit. */
async function ticketUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<TicketUpload | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
  if (!part) return null;
  return { stream: part.file, filename: part.filename };
}

/**
 * The staff help desk (issue 17), resource hub-glpi: whoever holds it opens tickets and follows
 * theirs; `manage` on it (agents) sees every ticket, triages, assigns and moves them.
 */
export function helpdeskRoutes(
  service: HelpdeskService,
  maxFileBytes: number,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['helpdesk'];
    app.get(
      '/api/list-helpdesk-tickets',
      {
        config: { access: TICKETS('read') },
        schema: {
          tags,
          summary: 'Chamados (os seus; todos para quem atende), com filtros, busca e páginas',
          querystring: ticketListQuerySchema,
          response: { 200: ticketListSchema, ...errors },
        },
      },
      (request) => service.list(viewerOf(request), request.query),
    );
    app.get(
      '/api/find-helpdesk-ticket/:id',
      {
        config: { access: TICKETS('read') },
        schema: { tags, params: idParams, response: { 200: ticketSchema, ...errors } },
      },
      (request) => service.find(viewerOf(request), request.params.id),
    );
    app.post(
      '/api/create-helpdesk-ticket',
      {
        config: { access: TICKETS('create') },
        schema: {
          tags,
          body: ticketInputSchema,
          response: { 201: ticketSummarySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(viewerOf(request), request.body)),
    );
    app.post(
      '/api/triage-helpdesk-ticket/:id',
      {
        config: { access: TICKETS('update') },
        schema: {
          tags,
          summary: 'Prioridade, categoria e atendente (só quem atende)',
          params: idParams,
          body: ticketTriageSchema,
          response: { 200: z.object({ id: z.number().int() }), ...errors },
        },
      },
      (request) => service.triage(viewerOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/change-helpdesk-ticket-status/:id',
      {
        config: { access: TICKETS('update') },
        schema: {
          tags,
          summary:
            'Muda a situação (novo → em atendimento → pendente → resolvido → fechado; reabrir no prazo)',
          params: idParams,
          body: ticketStatusInputSchema,
          response: { 200: ticketCommentSchema, ...errors },
        },
      },
      (request) => service.changeStatus(viewerOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/create-helpdesk-comment/:id',
      {
        config: { access: TICKETS('read') },
        schema: {
          tags,
          params: idParams,
          body: ticketCommentInputSchema,
          response: { 201: ticketCommentSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.comment(viewerOf(request), request.params.id, request.body)),
    );
    app.post(
      '/api/upload-helpdesk-attachment/:id',
      {
        config: { access: TICKETS('read') },
        schema: {
          tags,
          summary: 'Anexa um arquivo (multipart, campo `file`; imagem JPEG/PNG/WebP/GIF ou PDF)',
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 201: ticketAttachmentSchema, ...errorResponses(413), ...errors },
        },
      },
      async (request, reply) => {
        const upload = await ticketUpload(request, maxFileBytes);
        const file = await service.upload(viewerOf(request), request.params.id, upload);
        return reply.status(201).send(file);
      },
    );
    app.get(
      '/api/helpdesk-attachment/:fileId',
      {
        config: { access: TICKETS('read') },
        schema: { tags, summary: 'Um anexo de chamado', params: fileParams },
      },
      async (request, reply) => {
        const file = await service.file(viewerOf(request), request.params.fileId);
        return reply
          .type(file.mime)
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', chatContentDisposition(file.name, file.mime))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
    app.get(
      '/api/select-helpdesk-options',
      {
        config: { access: TICKETS('read') },
        schema: { tags: ['selects'], response: { 200: ticketOptionsSchema, ...errors } },
      },
      () => service.options(),
    );
    return Promise.resolve();
  };
}
