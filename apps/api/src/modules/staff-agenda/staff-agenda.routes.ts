import {
  availabilityExceptionInputSchema,
  availabilityExceptionSchema,
  availabilityInputSchema,
  availabilitySchema,
  bookingInputSchema,
  customerAdvisorInputSchema,
  customerAdvisorSchema,
  feedTokenParamsSchema,
  myAdvisorSchema,
  myBookingSchema,
  staffAgendaEventInputSchema,
  staffAgendaEventSchema,
  staffAgendaFeedSchema,
  staffAgendaListSchema,
  staffAgendaPeopleQuerySchema,
  staffAgendaPeopleSchema,
  staffAgendaRangeSchema,
  staffAgendaTodaySchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { Actor, StaffAgendaService } from './staff-agenda.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const AGENDA = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Agenda do Colaborador', action }) as const;
const CUSTOMERS = (action: 'read' | 'update') => ({ resource: 'Clientes', action }) as const;
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/** The signed-in person, as the guard already read them. */
function actorOf(request: FastifyRequest): Actor {
  const { user } = request.session!;
  return { id: user.id, name: user.name, email: user.email };
}

/** Calendar files: never cached by a shared cache (the link is a secret). */
const ICS_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
};

export function staffAgendaRoutes(service: StaffAgendaService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['agenda do colaborador'];

    // --- Events ------------------------------------------------------------------------------
    app.get(
      '/api/list-staff-agenda-events',
      {
        config: { access: AGENDA('read') },
        schema: {
          tags,
          summary: 'Compromissos da minha agenda (meus e os que me convidaram), dias `from`..`to`',
          querystring: staffAgendaRangeSchema,
          response: { 200: staffAgendaListSchema, ...errors },
        },
      },
      (request) => service.list(request.session!.userId, request.query),
    );
    app.get(
      '/api/my-agenda-today',
      {
        config: { access: AGENDA('read') },
        schema: {
          tags,
          summary: 'Minha agenda do dia (horário de Brasília), para a página inicial do hub',
          response: { 200: staffAgendaTodaySchema, ...errors },
        },
      },
      (request) => service.today(request.session!.userId),
    );
    app.get(
      '/api/find-staff-agenda-event/:id',
      {
        config: { access: AGENDA('read') },
        schema: { tags, params: idParams, response: { 200: staffAgendaEventSchema, ...errors } },
      },
      (request) => service.find(request.session!.userId, request.params.id),
    );
    app.post(
      '/api/create-staff-agenda-event',
      {
        config: { access: AGENDA('create') },
        schema: {
          tags,
          body: staffAgendaEventInputSchema,
          response: { 201: staffAgendaEventSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(actorOf(request), request.body)),
    );
    app.put(
      '/api/update-staff-agenda-event/:id',
      {
        config: { access: AGENDA('update') },
        schema: {
          tags,
          params: idParams,
          body: staffAgendaEventInputSchema,
          response: { 200: staffAgendaEventSchema, ...errors },
        },
      },
      (request) => service.update(actorOf(request), request.params.id, request.body),
    );
    app.delete(
      '/api/delete-staff-agenda-event/:id',
      {
        config: { access: AGENDA('delete') },
        schema: {
          tags,
          summary:
            'Exclui um compromisso; um agendamento de cliente é cancelado e o cliente avisado',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/select-staff-agenda-staff',
      {
        config: { access: AGENDA('read') },
        schema: {
          tags,
          summary: 'Colaboradores (participantes)',
          querystring: staffAgendaPeopleQuerySchema,
          response: { 200: staffAgendaPeopleSchema, ...errors },
        },
      },
      (request) => service.people('staff', request.query.search),
    );
    app.get(
      '/api/select-staff-agenda-customers',
      {
        config: { access: AGENDA('read') },
        schema: {
          tags,
          summary: 'Clientes (atendimentos)',
          querystring: staffAgendaPeopleQuerySchema,
          response: { 200: staffAgendaPeopleSchema, ...errors },
        },
      },
      (request) => service.people('customers', request.query.search),
    );

    // --- Availability ------------------------------------------------------------------------
    app.get(
      '/api/find-staff-agenda-availability',
      {
        config: { access: AGENDA('read') },
        schema: { tags, response: { 200: availabilitySchema, ...errors } },
      },
      (request) => service.availability(request.session!.userId),
    );
    app.put(
      '/api/update-staff-agenda-availability',
      {
        config: { access: AGENDA('update') },
        schema: {
          tags,
          summary: 'Substitui as janelas semanais de atendimento',
          body: availabilityInputSchema,
          response: { 200: availabilitySchema, ...errors },
        },
      },
      (request) => service.saveAvailability(request.session!.userId, request.body),
    );
    app.post(
      '/api/create-staff-agenda-exception',
      {
        config: { access: AGENDA('update') },
        schema: {
          tags,
          summary: 'Marca um dia de folga (sem horários para clientes)',
          body: availabilityExceptionInputSchema,
          response: { 201: availabilityExceptionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.addException(request.session!.userId, request.body)),
    );
    app.delete(
      '/api/delete-staff-agenda-exception/:id',
      {
        config: { access: AGENDA('update') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.removeException(request.session!.userId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    // --- The .ics feed -----------------------------------------------------------------------
    app.get(
      '/api/find-staff-agenda-feed',
      {
        config: { access: AGENDA('read') },
        schema: { tags, response: { 200: staffAgendaFeedSchema, ...errors } },
      },
      (request) => service.feed(request.session!.userId),
    );
    app.post(
      '/api/rotate-staff-agenda-feed',
      {
        config: { access: AGENDA('read') },
        schema: {
          tags,
          summary: 'Gera um novo link secreto da agenda (.ics); o anterior deixa de funcionar',
          response: { 200: staffAgendaFeedSchema, ...errors },
        },
      },
      (request) => service.rotateFeed(request.session!.userId),
    );
    app.get(
      '/api/staff-agenda-feed/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A agenda como iCalendar, pelo link secreto (para apps de calendário)',
          params: feedTokenParamsSchema,
          response: { 200: z.string(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .headers(ICS_HEADERS)
          .header('content-disposition', 'inline; filename="agenda.ics"')
          .send(await service.feedIcs(request.params.token.slice(0, -4))),
    );
    app.get(
      '/api/staff-agenda-booking/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Um atendimento agendado como iCalendar (link do e-mail de confirmação)',
          params: feedTokenParamsSchema,
          response: { 200: z.string(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .headers(ICS_HEADERS)
          .header('content-disposition', 'attachment; filename="atendimento.ics"')
          .send(await service.bookingIcs(request.params.token.slice(0, -4))),
    );

    // --- The customer's advisor (staff, on the customer's record) ----------------------------
    app.get(
      '/api/find-customer-advisor/:id',
      {
        config: { access: CUSTOMERS('read') },
        schema: {
          tags,
          summary: 'O assessor responsável do cliente',
          params: idParams,
          response: { 200: customerAdvisorSchema, ...errors },
        },
      },
      (request) => service.customerAdvisor(request.params.id),
    );
    app.get(
      '/api/select-customer-advisors',
      {
        config: { access: CUSTOMERS('read') },
        schema: {
          tags,
          summary: 'Colaboradores que podem ser o assessor responsável de um cliente',
          querystring: staffAgendaPeopleQuerySchema,
          response: { 200: staffAgendaPeopleSchema, ...errors },
        },
      },
      (request) => service.people('staff', request.query.search),
    );
    app.put(
      '/api/update-customer-advisor/:id',
      {
        config: { access: CUSTOMERS('update') },
        schema: {
          tags,
          summary: 'Define (ou retira, com null) o assessor responsável do cliente',
          params: idParams,
          body: customerAdvisorInputSchema,
          response: { 200: customerAdvisorSchema, ...errors },
        },
      },
      (request) =>
        service.setCustomerAdvisor(
          request.session!.userId,
          request.params.id,
          request.body.advisor_id,
        ),
    );

    // --- The customer: /meu-assessor ---------------------------------------------------------
    app.get(
      '/api/my-advisor',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Meu assessor, os horários livres dele e os meus agendamentos',
          response: { 200: myAdvisorSchema, ...errors },
        },
      },
      (request) => service.myAdvisor(request.session!.userId),
    );
    app.post(
      '/api/create-my-advisor-booking',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Agenda um horário livre do meu assessor (confirmação por e-mail aos dois)',
          body: bookingInputSchema,
          response: { 201: myBookingSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.book(actorOf(request), request.body)),
    );
    app.put(
      '/api/cancel-my-advisor-booking/:id',
      {
        config: { access: SIGNED_IN },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.cancelBooking(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
}
