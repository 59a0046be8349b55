import { canReopen, HELPDESK_MESSAGES, nextStatuses, TICKET_STATUS_LABELS } from '@app/shared';
import type {
  TicketStatus,
  Ticket,
  TicketAttachment,
  TicketComment,
  TicketSummary,
  ticketCommentInputSchema,
  ticketInputSchema,
  ticketListQuerySchema,
  ticketStatusInputSchema,
  ticketTriageSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { cleanFileName } from '../chat/chat.files.ts';
import type { ChatFileStorage, ChatUploadStream } from '../chat/chat.files.ts';
import { helpdeskQueries } from './helpdesk.queries.ts';
import type { TicketRow, TicketSummaryRow } from './helpdesk.queries.ts';
import type { TicketProvider } from './ticket-provider.ts';

type TicketInput = z.output<typeof ticketInputSchema>;
type TriageInput = z.output<typeof ticketTriageSchema>;
type StatusInput = z.output<typeof ticketStatusInputSchema>;
type CommentInput = z.output<typeof ticketCommentInputSchema>;
type ListQuery = z.output<typeof ticketListQuerySchema>;

export interface HelpdeskDeps {
  db: Db;
  now: () => Date;
  provider: TicketProvider;
  files: ChatFileStorage;
  maxFileBytes: number;
  mail: MessageSender;
  /** Where the e-mails' links point (the Liberta origin). */
  publicUrl: string;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Who asks: agents hold `manage` on hub-glpi and see every ticket. */
export interface Viewer {
  userId: number;
  name: string;
  email: string;
  agent: boolean;
}

export interface TicketUpload {
  stream: ChatUploadStream;
  filename: string | undefined;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const notFound = () => new AppError('resource.not_found', HELPDESK_MESSAGES.notFound);
const fieldError = (field: string, message: string) =>
  new AppError('bad.request', message, { error: { [field]: [message] } });

function toSummary(row: TicketSummaryRow | TicketRow): TicketSummary {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    priority: row.priority,
    status: row.status,
    requester: { id: row.requester_id, name: row.requester_name },
    assignee:
      row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    comments: row.comments,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export function helpdeskService(deps: HelpdeskDeps) {
  const q = helpdeskQueries(deps.db);
  const { provider, now } = deps;
  const mirrorsOutside = provider.name !== 'embedded';

  const sees = (viewer: Viewer, requesterId: number) =>
    viewer.agent || viewer.userId === requesterId;

  const ticketLink = (id: number) => `${deps.publicUrl}/hub/central-de-chamdos?chamado=${id}`;

  async function notify(to: string, subject: string, text: string) {
    await deps.mail.send({ to, kind: 'helpdesk_ticket', subject, text });
  }

  /** A visible ticket's head (404 for one the viewer may not see: nothing about it leaks). */
  async function visibleHead(viewer: Viewer, id: number) {
    const head = await q.head(id);
    if (!head || !sees(viewer, head.requesterId)) throw notFound();
    return head;
  }

  return {
    async list(viewer: Viewer, query: ListQuery) {
      const filter = {
        search: query.search || undefined,
        status: query.status,
        priority: query.priority,
        category: query.category,
        assigneeId: viewer.agent ? query.assignee : undefined,
        requesterId: !viewer.agent || query.mine === true ? viewer.userId : undefined,
      };
      const offset = (query.page - 1) * query.per_page;
      const rows = await q.page(filter, query.per_page, offset);
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await q.count(filter));
      return {
        data: rows.map(toSummary),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(viewer: Viewer, id: number): Promise<Ticket> {
      const row = await q.ticket(id);
      if (!row || !sees(viewer, row.requester_id)) throw notFound();
      const requester = viewer.userId === row.requester_id;
      return {
        ...toSummary(row),
        description: row.description,
        resolved_at: iso(row.resolved_at),
        closed_at: iso(row.closed_at),
        external_id: row.external_id,
        thread: row.thread.map((c): TicketComment => ({
          id: c.id,
          author: c.author_id === null ? null : { id: c.author_id, name: c.author_name ?? '' },
          body: c.body,
          status: c.status,
          created_at: iso(c.created_at)!,
        })),
        attachments: row.attachments.map((f): TicketAttachment => ({
          id: f.id,
          name: f.name,
          mime: f.mime,
          size_bytes: Number(f.size_bytes),
          uploaded_by: { id: f.uploaded_by_id, name: f.uploaded_by_name },
          created_at: iso(f.created_at)!,
        })),
        next_statuses: nextStatuses(
          { status: row.status, resolvedAt: row.resolved_at ? new Date(row.resolved_at) : null },
          { agent: viewer.agent, requester },
          now(),
        ),
        agent: viewer.agent,
      };
    },

    /** Opens a ticket (outside first: an unreachable GLPI stores nothing and answers 503). */
    async create(viewer: Viewer, input: TicketInput): Promise<TicketSummary> {
      const externalId = await provider.create({
        title: input.title,
        description: input.description,
        category: input.category,
        priority: input.priority,
        requesterName: viewer.name,
        requesterEmail: viewer.email,
      });
      const at = now();
      const id = await q.insertTicket({
        requesterId: viewer.userId,
        title: input.title,
        category: input.category,
        priority: input.priority,
        description: input.description,
        status: 'novo',
        externalId,
        createdAt: at,
        updatedAt: at,
      });
      await deps.audit({
        action: 'helpdesk.ticket.create',
        targetType: 'helpdesk_ticket',
        targetId: id,
        details: { provider: provider.name, external_id: externalId },
      });
      return {
        id,
        title: input.title,
        category: input.category,
        priority: input.priority,
        status: 'novo',
        requester: { id: viewer.userId, name: viewer.name },
        assignee: null,
        comments: 0,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      };
    },

    /** Agents: priority, category and the assignee (an agent; told by e-mail). */
    async triage(viewer: Viewer, id: number, input: TriageInput) {
      if (!viewer.agent) throw new AppError('auth.forbidden', HELPDESK_MESSAGES.agentOnly);
      const head = await visibleHead(viewer, id);
      const assignee =
        input.assignee_id === undefined || input.assignee_id === null
          ? null
          : await q.agent(input.assignee_id);
      if (input.assignee_id && !assignee)
        throw fieldError('assignee_id', HELPDESK_MESSAGES.assignee);
      await q.updateTicket(id, {
        ...(input.priority ? { priority: input.priority } : {}),
        ...(input.category ? { category: input.category } : {}),
        ...(input.assignee_id !== undefined ? { assigneeId: input.assignee_id } : {}),
        updatedAt: now(),
      });
      await deps.audit({
        action: 'helpdesk.ticket.triage',
        targetType: 'helpdesk_ticket',
        targetId: id,
        details: { ...input },
      });
      if (assignee && assignee.id !== head.assigneeId && assignee.id !== viewer.userId)
        await notify(
          assignee.email,
          `Chamado #${id} atribuído a você`,
          `Olá, ${assignee.name}.\n\n${viewer.name} atribuiu a você o chamado #${id} — ${head.title}.\n\nAbra: ${ticketLink(id)}`,
        );
      return { id };
    },

    /** A move along the flow (nextStatuses), written with its thread entry; both sides told. */
    async changeStatus(viewer: Viewer, id: number, input: StatusInput): Promise<TicketComment> {
      const head = await visibleHead(viewer, id);
      const at = now();
      const state = { status: head.status, resolvedAt: head.resolvedAt };
      const requester = head.requesterId === viewer.userId;
      const allowed = nextStatuses(state, { agent: viewer.agent, requester }, at);
      if (!allowed.includes(input.status)) {
        const reopening =
          input.status === 'em_atendimento' &&
          (head.status === 'resolvido' || head.status === 'fechado');
        if (reopening && !canReopen(state, at))
          throw fieldError('status', HELPDESK_MESSAGES.reopenExpired);
        if (
          !viewer.agent &&
          nextStatuses(state, { agent: true, requester }, at).includes(input.status)
        )
          throw new AppError('auth.forbidden', HELPDESK_MESSAGES.agentOnly);
        throw fieldError('status', HELPDESK_MESSAGES.transition);
      }
      if (head.externalId) await provider.changeStatus(head.externalId, input.status);
      const body = input.comment ?? '';
      const commentId = await deps.db.transaction(async (tx) => {
        const moved = await q.moveStatus(
          id,
          head.status,
          moveColumns(head.status, input.status, at),
          tx,
        );
        if (!moved) throw new AppError('conflict', HELPDESK_MESSAGES.transition);
        return q.insertComment(
          { ticketId: id, authorId: viewer.userId, body, status: input.status, createdAt: at },
          tx,
        );
      });
      await deps.audit({
        action: 'helpdesk.ticket.status',
        targetType: 'helpdesk_ticket',
        targetId: id,
        details: { from: head.status, to: input.status },
      });
      const label = TICKET_STATUS_LABELS[input.status];
      const words = body ? `\n\nMensagem de ${viewer.name}: ${body}` : '';
      if (head.requesterId !== viewer.userId)
        await notify(
          head.requesterEmail,
          `Seu chamado #${id} está ${label.toLowerCase()}`,
          `Olá, ${head.requesterName}.\n\nO chamado #${id} — ${head.title} passou para "${label}".${words}\n\nAcompanhe: ${ticketLink(id)}`,
        );
      if (head.assigneeEmail && head.assigneeId !== viewer.userId)
        await notify(
          head.assigneeEmail,
          `Chamado #${id}: ${label}`,
          `O chamado #${id} — ${head.title} passou para "${label}" por ${viewer.name}.${words}\n\nAbra: ${ticketLink(id)}`,
        );
      return {
        id: commentId,
        author: { id: viewer.userId, name: viewer.name },
        body,
        status: input.status,
        created_at: at.toISOString(),
      };
    },

    async comment(viewer: Viewer, id: number, input: CommentInput): Promise<TicketComment> {
      const head = await visibleHead(viewer, id);
      if (head.status === 'fechado')
        throw new AppError('bad.request', HELPDESK_MESSAGES.closedTicket);
      const externalId = head.externalId
        ? await provider.comment(head.externalId, input.body)
        : null;
      const at = now();
      const commentId = await deps.db.transaction(async (tx) => {
        const commentId = await q.insertComment(
          { ticketId: id, authorId: viewer.userId, body: input.body, externalId, createdAt: at },
          tx,
        );
        await q.updateTicket(id, { updatedAt: at }, tx);
        return commentId;
      });
      return {
        id: commentId,
        author: { id: viewer.userId, name: viewer.name },
        body: input.body,
        status: null,
        created_at: at.toISOString(),
      };
    },

    async upload(
      viewer: Viewer,
      id: number,
      upload: TicketUpload | null,
    ): Promise<TicketAttachment> {
      if (!upload) throw fieldError('file', HELPDESK_MESSAGES.fileMissing);
      let head;
      try {
        head = await visibleHead(viewer, id);
        if (head.status === 'fechado')
          throw new AppError('bad.request', HELPDESK_MESSAGES.closedTicket);
      } catch (error) {
        upload.stream.resume();
        throw error;
      }
      const stored = await deps.files.save(upload.stream, deps.maxFileBytes);
      const name = cleanFileName(upload.filename, stored.mime);
      const at = now();
      try {
        const fileId = await q.insertAttachment({
          ticketId: head.id,
          uploadedBy: viewer.userId,
          storageKey: stored.key,
          name,
          mime: stored.mime,
          sizeBytes: stored.sizeBytes,
          createdAt: at,
        });
        return {
          id: fileId,
          name,
          mime: stored.mime,
          size_bytes: stored.sizeBytes,
          uploaded_by: { id: viewer.userId, name: viewer.name },
          created_at: at.toISOString(),
        };
      } catch (error) {
        await deps.files.remove(stored.key);
        throw error;
      }
    },

    async file(viewer: Viewer, fileId: number) {
      const row = await q.attachment(fileId);
      if (!row || !sees(viewer, row.requester_id))
        throw new AppError('resource.not_found', HELPDESK_MESSAGES.fileNotFound);
      const stored = await deps.files.open(row.storage_key);
      if (!stored) throw new AppError('resource.not_found', HELPDESK_MESSAGES.fileNotFound);
      return { ...stored, name: row.name, mime: row.mime };
    },

    async options() {
      const agents = await q.agents();
      return { agents: agents.map((a) => ({ id: a.id, name: a.name })) };
    },

    /** Whether tickets are mirrored outside (GLPI), whose statuses the sync brings in. */
    mirrorsOutside,

    /**
     * Brings in the status changes made outside (GLPI): asks about the mirrored tickets not
     * closed here, `limit` a round, least recently touched first, and moves each one whose status
     * differs, with a thread entry without author, an audit line and the requester's e-mail. A
     * ticket the outside cannot answer for is left as it is (next round asks again). Answers how
     * many moved.
     */
    async syncFromProvider(limit = HELPDESK_SYNC_BATCH): Promise<number> {
      if (!mirrorsOutside) return 0;
      let moved = 0;
      for (const row of await q.mirroredOpen(limit)) {
        let outside: TicketStatus | null;
        try {
          outside = await provider.status(row.external_id);
        } catch {
          continue;
        }
        if (outside === null || outside === row.status) continue;
        const at = now();
        const done = await deps.db.transaction(async (tx) => {
          const changed = await q.moveStatus(
            row.id,
            row.status,
            moveColumns(row.status, outside, at),
            tx,
          );
          // Moved here meanwhile: this round leaves it; the next compares again.
          if (!changed) return false;
          await q.insertComment(
            { ticketId: row.id, authorId: null, body: '', status: outside, createdAt: at },
            tx,
          );
          return true;
        });
        if (!done) continue;
        moved += 1;
        await deps.audit({
          action: 'helpdesk.ticket.status',
          targetType: 'helpdesk_ticket',
          targetId: row.id,
          details: { from: row.status, to: outside, source: provider.name },
        });
        const label = TICKET_STATUS_LABELS[outside];
        await notify(
          row.requester_email,
          `Seu chamado #${row.id} está ${label.toLowerCase()}`,
          `Olá, ${row.requester_name}.\n\nO chamado #${row.id} — ${row.title} passou para "${label}" na central de atendimento.\n\nAcompanhe: ${ticketLink(row.id)}`,
        );
      }
      return moved;
    },
  };
}

const isDone = (status: TicketStatus) => status === 'resolvido' || status === 'fechado';

/**
 * A ticket's columns after a move from `from` to `to` at `at`: resolving or closing dates it, and
 * a move out of resolved or closed (a reopening) clears both dates.
 */
function moveColumns(from: TicketStatus, to: TicketStatus, at: Date) {
  return {
    status: to,
    updatedAt: at,
    ...(to === 'resolvido' ? { resolvedAt: at } : {}),
    ...(to === 'fechado' ? { closedAt: at } : {}),
    ...(isDone(from) && !isDone(to) ? { resolvedAt: null, closedAt: null } : {}),
  };
}

/** Tickets the status sync asks the outside about in one round. */
export const HELPDESK_SYNC_BATCH = 50;
export type HelpdeskService = ReturnType<typeof helpdeskService>;
