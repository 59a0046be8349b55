import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { avatarStorage } from '../../platform/storage/avatars.ts';
import { usersQueries } from './users.queries.ts';
import { usersRoutes } from './users.routes.ts';
import { usersService } from './users.service.ts';
import type { UsersService } from './users.service.ts';

export interface UsersModuleDeps {
  db: Db;
  revokeUserSessions: (userId: number, exceptSessionId?: number) => Promise<void>;
  trialDays: number;
  dataDir: string;
  /** After a committed edit of a profile's permissions (every process drops its copy). */
  onPermissionsChanged: (profileId: number) => Promise<void>;
  /** After a committed change to a person's row (cached sessions hold it, docs/adr/0007). */
  onUserChanged: (userId: number) => Promise<void>;
  /** After a person's row is created: access released for the address is applied (issue 17). */
  onUserCreated?: (user: { id: number; email: string }) => Promise<unknown>;
  now?: () => Date;
}

export async function registerUsers(
  app: FastifyInstance,
  deps: UsersModuleDeps,
): Promise<UsersService> {
  const queries = usersQueries(deps.db);
  const service = usersService({
    queries: {
      ...queries,
      async insertUser(values) {
        const row = await queries.insertUser(values);
        await deps.onUserCreated?.(row);
        return row;
      },
      // Every change to a row goes through here, so none can leave a stale cached session.
      async updateUser(id, values) {
        const row = await queries.updateUser(id, values);
        await deps.onUserChanged(id);
        return row;
      },
    },
    revokeUserSessions: deps.revokeUserSessions,
    // Entries carry the acting request's session and IP.
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    trialDays: deps.trialDays,
    avatars: avatarStorage(deps.dataDir),
    onPermissionsChanged: deps.onPermissionsChanged,
    now: deps.now,
  });
  await app.register(usersRoutes(service));
  // The landing pages' lead form starts trials through the same service.
  return service;
}
