import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TicketCategory, TicketPriority, TicketStatus } from '@app/shared';
import { helpdeskAttachments, helpdeskComments, helpdeskTickets } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the help desk (the service holds the rules). */

export interface TicketFilter {
  search?: string | undefined;
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  category?: TicketCategory | undefined;
  assigneeId?: number | undefined;
  /** Only these requests (a requester sees only theirs; an agent may ask for theirs). */
  requesterId?: number | undefined;
}

export interface TicketSummaryRow {
  id: number;
  title: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  requester_id: number;
  requester_name: string;
  assignee_id: number | null;
  assignee_name: string | null;
  comments: number;
  created_at: string;
  updated_at: string;
  total: number;
}

export interface TicketRow extends Omit<TicketSummaryRow, 'total'> {
  description: string;
  requester_email: string;
  assignee_email: string | null;
  external_id: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  thread: {
    id: number;
    author_id: number | null;
    author_name: string | null;
    body: string;
    status: TicketStatus | null;
    created_at: string;
  }[];
  attachments: {
    id: number;
    name: string;
    mime: string;
    size_bytes: number;
    uploaded_by_id: number;
    uploaded_by_name: string;
    created_at: string;
  }[];
}

export interface TicketHead {
  id: number;
  requesterId: number;
  assigneeId: number | null;
  status: TicketStatus;
  resolvedAt: Date | null;
  externalId: string | null;
  title: string;
  requesterName: string;
  requesterEmail: string;
  assigneeName: string | null;
  assigneeEmail: string | null;
}

/** `%` and `_` typed by someone are searched for as themselves. */
const likeTerm = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: TicketFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.search) {
    const term = likeTerm(filter.search);
    const id = /^#?\d{1,9}$/.test(filter.search) ? Number(filter.search.replace('#', '')) : 0;
    parts.push(sql`(t.title ilike ${term} or t.description ilike ${term} or t.id = ${id})`);
  }
  if (filter.status) parts.push(sql`t.status = ${filter.status}`);
  if (filter.priority) parts.push(sql`t.priority = ${filter.priority}`);
  if (filter.category) parts.push(sql`t.category = ${filter.category}`);
  if (filter.assigneeId !== undefined) parts.push(sql`t.assignee_id = ${filter.assigneeId}`);
  if (filter.requesterId !== undefined) parts.push(sql`t.requester_id = ${filter.requesterId}`);
  return sql.join(parts, sql` and `);
}

const SUMMARY = sql`t.id, t.title, t.category, t.priority, t.status,
  t.requester_id, r.name as requester_name, t.assignee_id, a.name as assignee_name,
  (select count(*)::int from helpdesk_comments c where c.ticket_id = t.id and c.status is null) as comments,
  t.created_at, t.updated_at`;

export type TicketValues = typeof helpdeskTickets.$inferInsert;
export type CommentValues = typeof helpdeskComments.$inferInsert;
export type AttachmentValues = typeof helpdeskAttachments.$inferInsert;

export function helpdeskQueries(db: Db) {
  return {
    /** One page with the total in the same statement (open ones first, then the latest moved). */
    page(filter: TicketFilter, limit: number, offset: number, tx: Db = db) {
      return queryRows<TicketSummaryRow>(
        tx,
        sql`select ${SUMMARY}, count(*) over ()::int as total
          from helpdesk_tickets t
          join users r on r.id = t.requester_id
          left join users a on a.id = t.assignee_id
          where ${where(filter)}
          order by (t.status in ('resolvido', 'fechado')), t.updated_at desc, t.id desc
          limit ${limit} offset ${offset}`,
      );
    },

    /** Counts past the last page (the page came back empty, so its window total is absent). */
    async count(filter: TicketFilter, tx: Db = db): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from helpdesk_tickets t where ${where(filter)}`,
      );
      return row?.n ?? 0;
    },

    /** A ticket with its thread and attachments, in one statement. */
    async ticket(id: number, tx: Db = db): Promise<TicketRow | undefined> {
      const [row] = await queryRows<TicketRow>(
        tx,
        sql`select ${SUMMARY}, t.description, r.email as requester_email, a.email as assignee_email,
            t.external_id, t.resolved_at, t.closed_at,
            coalesce((select json_agg(json_build_object('id', c.id, 'author_id', c.author_id,
                'author_name', u.name, 'body', c.body, 'status', c.status,
                'created_at', c.created_at) order by c.id)
              from helpdesk_comments c left join users u on u.id = c.author_id
              where c.ticket_id = t.id), '[]') as thread,
            coalesce((select json_agg(json_build_object('id', f.id, 'name', f.name, 'mime', f.mime,
                'size_bytes', f.size_bytes, 'uploaded_by_id', f.uploaded_by,
                'uploaded_by_name', u.name, 'created_at', f.created_at) order by f.id)
              from helpdesk_attachments f join users u on u.id = f.uploaded_by
              where f.ticket_id = t.id), '[]') as attachments
          from helpdesk_tickets t
          join users r on r.id = t.requester_id
          left join users a on a.id = t.assignee_id
          where t.id = ${id}`,
      );
      return row;
    },

    /** What a rule needs of a ticket before a write, with whom to tell (no thread). */
    async head(id: number, tx: Db = db) {
      const [row] = await queryRows<TicketHead>(
        tx,
        sql`select t.id, t.requester_id as "requesterId", t.assignee_id as "assigneeId",
            t.status, t.resolved_at as "resolvedAt", t.external_id as "externalId", t.title,
            r.name as "requesterName", r.email as "requesterEmail",
            a.name as "assigneeName", a.email as "assigneeEmail"
          from helpdesk_tickets t
          join users r on r.id = t.requester_id
          left join users a on a.id = t.assignee_id
          where t.id = ${id}`,
      );
      return row && { ...row, resolvedAt: row.resolvedAt ? new Date(row.resolvedAt) : null };
    },

    async insertTicket(values: TicketValues, tx: Db = db) {
      const [row] = await tx
        .insert(helpdeskTickets)
        .values(values)
        .returning({ id: helpdeskTickets.id });
      return row!.id;
    },

    async updateTicket(id: number, patch: Partial<TicketValues>, tx: Db = db) {
      const [row] = await tx
        .update(helpdeskTickets)
        .set(patch)
        .where(eq(helpdeskTickets.id, id))
        .returning({ id: helpdeskTickets.id });
      return row !== undefined;
    },

    /** Moves the status only from the status the rule saw (a concurrent move wins, this one 409s). */
    async moveStatus(
      id: number,
      from: TicketStatus,
      patch: Partial<TicketValues>,
      tx: Db = db,
    ): Promise<boolean> {
      const [row] = await tx
        .update(helpdeskTickets)
        .set(patch)
        .where(and(eq(helpdeskTickets.id, id), eq(helpdeskTickets.status, from)))
        .returning({ id: helpdeskTickets.id });
      return row !== undefined;
    },

    /**
     * The tickets mirrored outside (GLPI) that are not closed here, those least recently touched
     * first: what the status sync asks the outside about, `limit` a round.
     */
    async mirroredOpen(limit: number, tx: Db = db) {
      return queryRows<{
        id: number;
        status: TicketStatus;
        external_id: string;
        resolved_at: Date | null;
        title: string;
        requester_name: string;
        requester_email: string;
      }>(
        tx,
        sql`select t.id, t.status, t.external_id, t.resolved_at, t.title,
                   r.name as requester_name, r.email as requester_email
            from helpdesk_tickets t join users r on r.id = t.requester_id
            where t.external_id is not null and t.status <> 'fechado'
            order by t.updated_at, t.id
            limit ${limit}`,
      );
    },

    async insertComment(values: CommentValues, tx: Db = db) {
      const [row] = await tx
        .insert(helpdeskComments)
        .values(values)
        .returning({ id: helpdeskComments.id });
      return row!.id;
    },

    async insertAttachment(values: AttachmentValues, tx: Db = db) {
      const [row] = await tx
        .insert(helpdeskAttachments)
        .values(values)
        .returning({ id: helpdeskAttachments.id });
      return row!.id;
    },

    /** An attachment with its ticket's requester (who may read it). */
    async attachment(id: number, tx: Db = db) {
      const [row] = await queryRows<{
        id: number;
        ticket_id: number;
        requester_id: number;
        storage_key: string;
        name: string;
        mime: string;
      }>(
        tx,
        sql`select f.id, f.ticket_id, t.requester_id, f.storage_key, f.name, f.mime
          from helpdesk_attachments f join helpdesk_tickets t on t.id = f.ticket_id
          where f.id = ${id}`,
      );
      return row;
    },

    /** Staff whose profile manages hub-glpi: the agents a ticket can be assigned to. */
    agents(tx: Db = db) {
      return queryRows<{ id: number; name: string; email: string }>(
        tx,
        sql`select u.id, u.name, u.email from users u
          join profile_permissions pp on pp.profile_id = u.profile_id and pp.manage = 1
          join permissions p on p.id = pp.permission_id and p.name = 'hub-glpi'
          where u.deleted_at is null
          order by u.name, u.id`,
      );
    },

    async agent(id: number, tx: Db = db) {
      const [row] = await queryRows<{ id: number; name: string; email: string }>(
        tx,
        sql`select u.id, u.name, u.email from users u
          join profile_permissions pp on pp.profile_id = u.profile_id and pp.manage = 1
          join permissions p on p.id = pp.permission_id and p.name = 'hub-glpi'
          where u.deleted_at is null and u.id = ${id}`,
      );
      return row;
    },
  };
}
export type HelpdeskQueries = ReturnType<typeof helpdeskQueries>;
