import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService } from '../access/access.service.ts';
import { usersQueries } from '../users/users.queries.ts';
import { courtesiesService } from './courtesies.service.ts';
import { customersRoutes } from './customers.routes.ts';
import { customersService } from './customers.service.ts';

export interface CustomersModuleDeps {
  db: Db;
  access: AccessService;
  now: () => Date;
  /** Every open session of the person ends, in every process (identity, docs/adr/0007). */
  revokeUserSessions: (userId: number) => Promise<void>;
  /** After a committed change to a person's row: cached sessions hold it (docs/adr/0007). */
  onUserChanged: (userId: number) => Promise<void>;
  /** After a customer's account is created: access released for the address (issue 17). */
  onUserCreated?: (user: { id: number; email: string }) => Promise<unknown>;
}

/** Customers (profile-3 users) and courtesies: spec section 7 "Customers" and "Courtesies". */
export async function registerCustomers(app: FastifyInstance, deps: CustomersModuleDeps) {
  // Entries carry the acting request's session and IP.
  const auditEntry = (entry: Parameters<typeof audit>[2]) =>
    audit(deps.db, currentRequest(), entry);
  const users = usersQueries(deps.db);
  const customers = customersService({
    db: deps.db,
    // The users module's queries: the same e-mail check, insert and update as staff users; a
    // change to a row drops the person's cached sessions everywhere.
    users: {
      ...users,
      async insertUser(values) {
        const row = await users.insertUser(values);
        await deps.onUserCreated?.(row);
        return row;
      },
      async updateUser(id, values) {
        const row = await users.updateUser(id, values);
        await deps.onUserChanged(id);
        return row;
      },
    },
    access: deps.access,
    // What app.ts hands the users module for its soft delete: every open session ends now.
    revokeUserSessions: deps.revokeUserSessions,
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
