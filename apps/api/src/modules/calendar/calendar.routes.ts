import {
  calendarEventInputSchema,
  calendarEventSchema,
  calendarListSchema,
  calendarQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { CalendarService } from './calendar.service.ts';

const errors = errorResponses(400, 403, 404);
const STAFF = (action: 'create' | 'update' | 'delete') =>
  ({ resource: 'Calendário do Investidor', action }) as const;

export function calendarRoutes(service: CalendarService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['calendário do investidor'];

    app.get(
      '/api/list-calendar-events',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Eventos dos dias `from`..`to` (AAAA-MM-DD, horário de Brasília)',
          querystring: calendarQuerySchema,
          response: { 200: calendarListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/calendar-events.ics',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Os mesmos eventos como arquivo iCalendar (.ics), para agendas',
          querystring: calendarQuerySchema,
          response: { 200: z.string(), ...errorResponses(400) },
        },
      },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'attachment; filename="calendario-do-investidor.ics"')
          .send(await service.ics(request.query)),
    );
    app.get(
      '/api/find-calendar-event/:id',
      {
        config: { access: 'public' },
        schema: { tags, params: idParams, response: { 200: calendarEventSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-calendar-event',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          body: calendarEventInputSchema,
          response: { 201: calendarEventSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.session!.userId, request.body)),
    );
    app.put(
      '/api/update-calendar-event/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: calendarEventInputSchema,
          response: { 200: calendarEventSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-calendar-event/:id',
      {
        config: { access: STAFF('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
}
