import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService } from '../access/access.service.ts';
import { identityQueries } from '../identity/identity.queries.ts';
import { usersQueries } from '../users/users.queries.ts';
import { courtesiesService } from './courtesies.service.ts';
import { customersRoutes } from './customers.routes.ts';
import { customersService } from './customers.service.ts';

export interface CustomersModuleDeps {
  db: Db;
  access: AccessService;
  now: () => Date;
}

/** Customers (profile-3 users) and courtesies: spec section 7 "Customers" and "Courtesies". */
export async function registerCustomers(app: FastifyInstance, deps: CustomersModuleDeps) {
  // Entries carry the acting request's session and IP.
  const auditEntry = (entry: Parameters<typeof audit>[2]) =>
    audit(deps.db, currentRequest(), entry);
  const sessions = identityQueries(deps.db);
  const customers = customersService({
    db: deps.db,
    // The users module's queries: the same e-mail check, insert and update as staff users.
    users: usersQueries(deps.db),
    access: deps.access,
    // What app.ts hands the users module for its soft delete: every open session ends now.
    revokeUserSessions: (userId) => sessions.revokeUserSessions(userId, deps.now()),
    audit: auditEntry,
    now: deps.now,
  });
  const courtesies = courtesiesService({
    db: deps.db,
    customers,
    audit: auditEntry,
    now: deps.now,
  });
  await app.register(customersRoutes(customers, courtesies));
  return { customers, courtesies };
}
