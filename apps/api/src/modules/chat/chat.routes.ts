import {
  chatFileSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageIdSchema,
  chatMessageInputSchema,
  chatMessageSchema,
  chatRateLimitedSchema,
  chatReplayQuerySchema,
  chatReplaySchema,
  hiddenMessagesSchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  mutedUserSchema,
  muteInputSchema,
  slowModeInputSchema,
  slowModeSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, int4Id } from '../../platform/route-schemas.ts';
import { chatContentDisposition } from './chat.files.ts';
import type { ChatService, ChatUpload } from './chat.service.ts';

const chatParams = z.object({ chatId: int4Id }).strict();
const chatUserParams = z.object({ chatId: int4Id, userId: int4Id }).strict();
const messageParams = z.object({ id: chatMessageIdSchema }).strict();
const fileParams = z.object({ fileId: int4Id }).strict();
const broadcastParams = z.object({ broadcastId: int4Id }).strict();
const errors = errorResponses(400, 403, 404);
/** Viewers: every signed-in person has the client area; the service checks the chat's access. */
const VIEWER = { resource: 'Cliente-Transmissões', action: 'read' } as const;
const MODERATOR = { resource: 'Transmissões', action: 'update' } as const;

/** The one `file` part of a multipart upload, with the chat's size limit. */
async function chatUpload(request: FastifyRequest, maxBytes: number): Promise<ChatUpload | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
  if (!part) return null;
  return { stream: part.file, filename: part.filename };
}

export function chatRoutes(service: ChatService, maxFileBytes: number): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['chat'];

    // ------------------------------------------------------------ viewers
    app.get(
      '/api/list-chat-messages/:chatId',
      {
        config: { access: VIEWER },
        schema: {
          tags,
          summary:
            'Histórico do chat: as últimas mensagens, anteriores (`before_id`) ou a retomada após reconexão (`after_id`)',
          params: chatParams,
          querystring: chatHistoryQuerySchema,
          response: { 200: chatHistorySchema, ...errors },
        },
      },
      (request) => service.history(request.session!, request.params.chatId, request.query),
    );
    app.post(
      '/api/create-chat-message/:chatId',
      {
        config: { access: VIEWER },
        schema: {
          tags,
          summary: 'Envia uma mensagem (um `client_id` repetido devolve a mesma mensagem)',
          params: chatParams,
          body: chatMessageInputSchema,
          response: {
            200: chatMessageSchema,
            201: chatMessageSchema,
            429: chatRateLimitedSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { message, created } = await service.send(
          request.session!,
          request.params.chatId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(message);
      },
    );
    app.post(
      '/api/upload-chat-file/:chatId',
      {
        config: { access: VIEWER },
        schema: {
          tags,
          summary: 'Envia um anexo (multipart, campo `file`; imagem JPEG/PNG/WebP/GIF ou PDF)',
          consumes: ['multipart/form-data'],
          params: chatParams,
          response: {
            201: chatFileSchema,
            ...errorResponses(413),
            429: chatRateLimitedSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const upload = await chatUpload(request, maxFileBytes);
        const file = await service.upload(request.session!, request.params.chatId, upload);
        return reply.status(201).send(file);
      },
    );
    app.get(
      '/api/chat-file/:fileId',
      {
        config: { access: VIEWER },
        schema: { tags, summary: 'Um anexo do chat', params: fileParams },
      },
      async (request, reply) => {
        const file = await service.file(request.session!, request.params.fileId);
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
      '/api/list-broadcast-chat-replay/:broadcastId',
      {
        config: { access: VIEWER },
        schema: {
          tags,
          summary: 'Replay do chat de uma transmissão encerrada (cada mensagem com seu instante)',
          params: broadcastParams,
          querystring: chatReplayQuerySchema,
          response: { 200: chatReplaySchema, ...errors },
        },
      },
      (request) => service.replay(request.session!, request.params.broadcastId, request.query),
    );

    // ------------------------------------------------------------ moderators
    app.get(
      '/api/list-chat-muted-users/:chatId',
      {
        config: { access: MODERATOR },
        schema: {
          tags,
          summary: 'Pessoas silenciadas neste chat',
          params: chatParams,
          response: { 200: z.array(mutedUserSchema), ...errors },
        },
      },
      (request) => service.mutedUsers(request.params.chatId),
    );
    app.post(
      '/api/mute-chat-user/:chatId',
      {
        config: { access: MODERATOR },
        schema: {
          tags,
          summary: 'Silencia uma pessoa neste chat (duração e motivo opcionais)',
          params: chatParams,
          body: muteInputSchema,
          response: { 200: mutedUserSchema, ...errors },
        },
      },
      (request) => service.mute(request.session!, request.params.chatId, request.body),
    );
    app.delete(
      '/api/unmute-chat-user/:chatId/:userId',
      {
        config: { access: MODERATOR },
        schema: { tags, params: chatUserParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.unmute(request.session!, request.params.chatId, request.params.userId);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/hide-chat-message/:id',
      {
        config: { access: MODERATOR },
        schema: { tags, params: messageParams, response: { 200: chatMessageSchema, ...errors } },
      },
      (request) => service.setHidden(request.session!, request.params.id, true),
    );
    app.put(
      '/api/unhide-chat-message/:id',
      {
        config: { access: MODERATOR },
        schema: { tags, params: messageParams, response: { 200: chatMessageSchema, ...errors } },
      },
      (request) => service.setHidden(request.session!, request.params.id, false),
    );
    app.delete(
      '/api/delete-chat-message/:id',
      {
        config: { access: MODERATOR },
        schema: { tags, params: messageParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.session!, request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/hide-chat-user-messages/:chatId/:userId',
      {
        config: { access: MODERATOR },
        schema: {
          tags,
          summary: 'Oculta todas as mensagens de uma pessoa neste chat',
          params: chatUserParams,
          response: { 200: hiddenMessagesSchema, ...errors },
        },
      },
      (request) =>
        service.hideUserMessages(request.session!, request.params.chatId, request.params.userId),
    );
    app.put(
      '/api/update-chat-slow-mode/:chatId',
      {
        config: { access: MODERATOR },
        schema: {
          tags,
          summary: 'Modo lento: segundos entre duas mensagens de um cliente (0 desliga)',
          params: chatParams,
          body: slowModeInputSchema,
          response: { 200: slowModeSchema, ...errors },
        },
      },
      (request) => service.slowMode(request.session!, request.params.chatId, request.body.seconds),
    );
    app.get(
      '/api/list-chat-moderation-log/:chatId',
      {
        config: { access: MODERATOR },
        schema: {
          tags,
          summary: 'Registro de moderação do chat (mais recentes primeiro)',
          params: chatParams,
          querystring: moderationLogQuerySchema,
          response: { 200: moderationLogPageSchema, ...errors },
        },
      },
      (request) => service.moderationLog(request.params.chatId, request.query),
    );
    return Promise.resolve();
  };
}
