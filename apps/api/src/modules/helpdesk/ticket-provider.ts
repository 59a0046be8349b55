import type { TicketCategory, TicketPriority, TicketStatus } from '@app/shared';
import { HELPDESK_MESSAGES } from '@app/shared';
import { AppError } from '../../platform/errors.ts';

/**
 * Where tickets live besides our tables. The embedded provider keeps them only in our tables
 * (they are the help desk); the GLPI adapter also opens each ticket in GLPI, adds the comments
 * as ITILFollowups and moves its status, keeping GLPI's id in `external_id`. Our tables stay
 * the index of every list and of who sees what in both cases.
 */
export interface TicketProvider {
  readonly name: 'embedded' | 'glpi';
  /** Opens the ticket outside; answers its external id (null: nothing outside). */
  create(ticket: ExternalTicket): Promise<string | null>;
  /** Adds a comment to the external ticket; answers the comment's external id. */
  comment(externalId: string, body: string): Promise<string | null>;
  /** Moves the external ticket to `status`. */
  changeStatus(externalId: string, status: TicketStatus): Promise<void>;
  /** The external ticket's status as its system sees it now (null: unknown there). */
  status(externalId: string): Promise<TicketStatus | null>;
}

export interface ExternalTicket {
  title: string;
  description: string;
  category: TicketCategory;
  priority: TicketPriority;
  requesterName: string;
  requesterEmail: string;
}

export const embeddedTicketProvider: TicketProvider = {
  name: 'embedded',
  create: () => Promise.resolve(null),
  comment: () => Promise.resolve(null),
  changeStatus: () => Promise.resolve(),
  status: () => Promise.resolve(null),
};

// --- GLPI ----------------------------------------------------------------------------------------

export interface GlpiConfig {
  /** The API root, e.g. https://glpi.example.com/apirest.php */
  url: string;
  appToken: string;
  userToken: string;
  /** Per-request timeout, ms. */
  timeoutMs?: number;
}

/** GLPI's ticket statuses (CommonITILObject): 1 new … 6 closed. */
const GLPI_STATUS: Record<TicketStatus, number> = {
  novo: 1,
  em_atendimento: 2,
  pendente: 4,
  resolvido: 5,
  fechado: 6,
};
/** GLPI's priority/urgency scale is 1 (very low) … 5 (very high). */
const GLPI_PRIORITY: Record<TicketPriority, number> = { baixa: 2, media: 3, alta: 4, urgente: 5 };

export function fromGlpiStatus(value: number): TicketStatus | null {
  switch (value) {
    case 1:
      return 'novo';
    case 2:
    case 3:
      return 'em_atendimento';
    case 4:
      return 'pendente';
    case 5:
      return 'resolvido';
    case 6:
      return 'fechado';
    default:
      return null;
  }
}

/** An unreachable or refusing GLPI is a 503 for the person, with the details in the log. */
export class GlpiError extends AppError {
  readonly detail: string;
  constructor(detail: string) {
    super('service.unavailable', HELPDESK_MESSAGES.provider);
    this.detail = detail;
  }
}

/**
 * GLPI's REST API (apirest.php): each operation opens a session (`initSession` with the
 * App-Token and `Authorization: user_token …`), does its calls with the `Session-Token`, and
 * ends it (`killSession`), so no session is left open between requests.
 */
export function glpiTicketProvider(config: GlpiConfig): TicketProvider {
  const base = config.url.replace(/\/+$/, '');
  const timeout = config.timeoutMs ?? 10_000;

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method,
        headers: {
          'App-Token': config.appToken,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new GlpiError(`${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (!response.ok) {
      // GLPI answers errors as ["ERROR_CODE", "message"].
      const detail = Array.isArray(parsed) ? parsed.join(': ') : String(text).slice(0, 200);
      throw new GlpiError(`${method} ${path}: ${response.status} ${detail}`);
    }
    return parsed;
  }

  async function withSession<T>(work: (session: Record<string, string>) => Promise<T>): Promise<T> {
    const opened = (await call('GET', 'initSession', {
      Authorization: `user_token ${config.userToken}`,
    })) as { session_token?: unknown } | null;
    const token = opened?.session_token;
    if (typeof token !== 'string' || token === '')
      throw new GlpiError('initSession: sem session_token');
    const session = { 'Session-Token': token };
    try {
      return await work(session);
    } finally {
      // A failed kill leaves a session GLPI expires on its own; the work's answer stands.
      await call('GET', 'killSession', session).catch(() => undefined);
    }
  }

  const idOf = (answer: unknown, what: string): string => {
    const id = (answer as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' && typeof id !== 'string') throw new GlpiError(`${what}: sem id`);
    return String(id);
  };

  return {
    name: 'glpi',
    create: (ticket) =>
      withSession(async (session) =>
        idOf(
          await call('POST', 'Ticket', session, {
            input: {
              name: ticket.title,
              content: `${ticket.description}\n\n— ${ticket.requesterName} <${ticket.requesterEmail}> (categoria: ${ticket.category})`,
              urgency: GLPI_PRIORITY[ticket.priority],
              priority: GLPI_PRIORITY[ticket.priority],
              type: 1,
            },
          }),
          'Ticket',
        ),
      ),
    comment: (externalId, body) =>
      withSession(async (session) =>
        idOf(
          await call('POST', 'ITILFollowup', session, {
            input: { itemtype: 'Ticket', items_id: Number(externalId), content: body },
          }),
          'ITILFollowup',
        ),
      ),
    changeStatus: (externalId, status) =>
      withSession(async (session) => {
        await call('PUT', `Ticket/${encodeURIComponent(externalId)}`, session, {
          input: { id: Number(externalId), status: GLPI_STATUS[status] },
        });
      }),
    status: (externalId) =>
      withSession(async (session) => {
        const ticket = (await call('GET', `Ticket/${encodeURIComponent(externalId)}`, session)) as {
          status?: unknown;
        } | null;
        return typeof ticket?.status === 'number' ? fromGlpiStatus(ticket.status) : null;
      }),
  };
}
