import { RESOURCES } from '@app/shared';
import type { Action, PermissionEntry, Resource } from '@app/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import { APP_ERRORS, AppError } from './errors.ts';

/** What a route needs: nothing (`public`) or an action on a permission resource (spec section 6). */
export type RouteAccess = 'public' | { resource: Resource; action: Action };

/**
 * The signed-in person's `users` row as the guard resolved it (frozen, shared by the requests of
 * one cached session). Handlers use it instead of reading `users` again; any change to these
 * fields invalidates the cached session in every process (docs/adr/0007).
 */
export interface SessionUser {
  readonly id: number;
  readonly name: string;
  readonly nickname: string | null;
  readonly email: string;
  readonly identifier: string | null;
  readonly phoneNumber: string | null;
  readonly avatarPath: string | null;
  readonly profileId: number;
  /** Spec section 3: 1 until the first access is completed. */
  readonly firstAccess: number;
}

/** The person's profile and its permission entries (spec section 3), in menu order. */
export interface SessionProfile {
  readonly id: number;
  readonly name: string;
  readonly permissions: readonly PermissionEntry[];
}

/** The signed-in person, as the access guard sees them. Filled by the identity module. */
export interface Session {
  sessionId: number;
  userId: number;
  profileId: number;
  /** Set when staff is acting as this customer (login-as-customer). */
  impersonatorUserId: number | null;
  user: SessionUser;
  profile: SessionProfile;
  can(action: Action, resource: Resource): boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/**
 * The request's session. A resolver answers synchronously when it can (no token, a warm cached
 * session) and with a promise only when it has to wait (a cold session read from the database):
 * the guard then spends no promise and no microtask on the requests that never touch the
 * database.
 */
export type SessionResolver = (request: FastifyRequest) => Session | null | Promise<Session | null>;

/** Until the identity issue lands nobody can sign in: every request is anonymous. */
export const anonymousSessions: SessionResolver = () => null;

/** The 401 body as the error handler would write it for `auth.required`, serialised once. */
const AUTH_REQUIRED_BODY = JSON.stringify({ error: APP_ERRORS['auth.required'].message });

/** Routes the access guard does not own (the API reference UI and its assets). */
const UNGUARDED_PREFIXES = ['/api/docs'];

export interface AccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/**
 * Every /api route must say who may call it; a route that does not fails at registration, so a
 * forgotten check is a boot error, not an open door. The table it builds is what tests walk.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  resolveSession: SessionResolver,
): AccessEntry[] {
  const table: AccessEntry[] = [];
  app.decorateRequest('session', null);

  /**
   * The decision once the session is known. A missing session is answered 401 here, as the
   * error handler answers `auth.required` (same status, body and content type), without
   * building and throwing an error for what is the commonest refusal; a forbidden action goes
   * through the error handler (it logs it).
   */
  function decide(
    request: FastifyRequest,
    reply: FastifyReply,
    access: RouteAccess,
    session: Session | null,
    done: HookHandlerDoneFunction,
  ): void {
    request.session = session;
    if (access === 'public') {
      done();
      return;
    }
    if (session === null) {
      void reply
        .code(APP_ERRORS['auth.required'].status)
        .type('application/json; charset=utf-8')
        .send(AUTH_REQUIRED_BODY);
      return;
    }
    if (!session.can(access.action, access.resource)) {
      request.log.warn(
        { resource: access.resource, action: access.action, user: session.userId },
        'permissão negada',
      );
      done(new AppError('auth.forbidden'));
      return;
    }
    done();
  }

  /**
   * The guard of a route that requires `access`: the route's first own `onRequest` hook (after
   * the app-wide ones, before the route's others), so it runs before the body is even parsed and
   * anonymous callers learn nothing about schemas. Bound to the route when it is registered, not
   * looked up per request (`request.routeOptions` builds a new object at every read), and a
   * callback hook, not an async one: a session known synchronously costs no promise.
   */
  function guardOf(access: RouteAccess): onRequestHookHandler {
    return (request, reply, done) => {
      // (Fastify catches what a callback hook throws synchronously.)
      const resolved = resolveSession(request);
      if (!(resolved instanceof Promise)) {
        decide(request, reply, access, resolved, done);
        return;
      }
      resolved
        .then((session) => decide(request, reply, access, session, done))
        .catch((error: unknown) => done(error as Error));
    };
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const owned =
      route.url.startsWith('/api') && !UNGUARDED_PREFIXES.some((p) => route.url.startsWith(p));
    if (owned) {
      if (access === undefined) {
        throw new Error(
          `A rota ${String(route.method)} ${route.url} não declara config.access (público ou recurso + ação).`,
        );
      }
      if (access !== 'public' && !(RESOURCES as readonly string[]).includes(access.resource)) {
        throw new Error(
          `A rota ${String(route.method)} ${route.url} usa um recurso desconhecido: ${access.resource}.`,
        );
      }
      for (const method of [route.method].flat())
        if (method !== 'HEAD') table.push({ method, url: route.url, access });
    }
    // Every route that declares access gets the guard (its HEAD twin too: Fastify registers it
    // through this hook with the same config).
    if (access !== undefined)
      route.onRequest = [guardOf(access), ...[route.onRequest ?? []].flat()];
  });
  return table;
}
