import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { staffAgendaRoutes } from './staff-agenda.routes.ts';
import { staffAgendaService } from './staff-agenda.service.ts';

export interface StaffAgendaModuleDeps {
  db: Db;
  now: () => Date;
  mail: MessageSender;
  publicUrl: string;
}

/** The staff agenda (issue 17): events, availability, the .ics feed, customers' bookings. */
export async function registerStaffAgenda(app: FastifyInstance, deps: StaffAgendaModuleDeps) {
  const service = staffAgendaService({
    db: deps.db,
    now: deps.now,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(staffAgendaRoutes(service));
  return service;
}
