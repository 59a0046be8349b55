import { listQuerySchema, listResponseSchema, outboxMessageSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { messagingQueries } from './messaging.queries.ts';

/** The outbox staff read in the app: every e-mail and SMS the platform sent (or only stored). */
export function messagingRoutes(db: Db): FastifyPluginAsyncZod {
  const queries = messagingQueries(db);
  return (app) => {
    app.get(
      '/api/list-outbox-messages',
      {
        config: { access: { resource: 'Caixa de Saída', action: 'read' } },
        schema: {
          tags: ['mensagens'],
          summary: 'E-mails e SMS enviados pela plataforma (mais recentes primeiro)',
          querystring: listQuerySchema
            .extend({ channel: z.enum(['email', 'sms']).optional() })
            .strict(),
          response: { 200: listResponseSchema(outboxMessageSchema) },
        },
      },
      async (request) => {
        const { page, per_page: perPage, search, channel } = request.query;
        const { rows, total } = await queries.page({ page, per_page: perPage, search, channel });
        return {
          data: rows.map((m) => ({
            id: m.id,
            channel: m.channel,
            recipient: m.recipient,
            subject: m.subject,
            body_text: m.bodyText,
            kind: m.kind,
            provider: m.provider,
            status: m.status,
            error: m.error,
            created_at: m.createdAt.toISOString(),
            sent_at: m.sentAt?.toISOString() ?? null,
          })),
          meta: { total, page, per_page: perPage },
        };
      },
    );
    return Promise.resolve();
  };
}
