import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { calendarService } from './calendar.service.ts';

export interface CalendarModuleDeps {
  db: Db;
  now: () => Date;
}

export async function registerCalendar(app: FastifyInstance, deps: CalendarModuleDeps) {
  const service = calendarService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(calendarRoutes(service));
  return service;
}
