import { z } from 'zod';
import { listResponseSchema, selectOptionSchema } from '../identity/users.contract.ts';

/**
 * The staff help desk (issue 17, `/hub/central-de-chamdos`, resource hub-glpi): tickets with
 * category, priority, a status flow, assignee, comments and attachments. Whoever holds the
 * resource opens tickets and sees their own; `manage` on it (the agents) sees and moves all.
 */

export const HELPDESK_MESSAGES = {
  title: 'Informe o título, com até 160 caracteres.',
  description: 'Descreva o problema, com até 10000 caracteres.',
  category: 'Escolha a categoria.',
  priority: 'Escolha a prioridade.',
  comment: 'Escreva o comentário, com até 5000 caracteres.',
  notFound: 'Chamado não encontrado.',
  fileNotFound: 'Anexo não encontrado.',
  fileMissing: 'Escolha um arquivo.',
  fileTooLarge: 'O anexo deve ter no máximo 10 MB.',
  fileType: 'Envie uma imagem (JPEG, PNG, WebP ou GIF) ou um PDF.',
  transition: 'Esta mudança de situação não é permitida.',
  agentOnly: 'Só a equipe de atendimento pode fazer esta mudança.',
  reopenExpired: 'O prazo para reabrir este chamado terminou; abra um novo chamado.',
  closedTicket: 'Este chamado está fechado.',
  assignee: 'Escolha um atendente da equipe.',
  provider: 'O sistema de chamados externo não respondeu; tente de novo em instantes.',
} as const;

export const TICKET_STATUSES = [
  'novo',
  'em_atendimento',
  'pendente',
  'resolvido',
  'fechado',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['baixa', 'media', 'alta', 'urgente'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
/** What a new ticket starts with. */
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'media';
export const DEFAULT_TICKET_CATEGORY = 'outros' as const;
export const TICKET_CATEGORIES = [
  'acesso',
  'equipamento',
  'sistemas',
  'rede',
  'telefonia',
  'financeiro',
  'outros',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** How many days after its resolution a ticket may still be reopened. */
export const TICKET_REOPEN_DAYS = 7;

const idText = z.coerce.number().int().positive().max(2_147_483_647);

export const ticketInputSchema = z
  .object({
    title: z
      .string({ error: HELPDESK_MESSAGES.title })
      .trim()
      .min(3, { error: HELPDESK_MESSAGES.title })
      .max(160, { error: HELPDESK_MESSAGES.title }),
    category: z.enum(TICKET_CATEGORIES, { error: HELPDESK_MESSAGES.category }),
    priority: z.enum(TICKET_PRIORITIES, { error: HELPDESK_MESSAGES.priority }),
    description: z
      .string({ error: HELPDESK_MESSAGES.description })
      .trim()
      .min(1, { error: HELPDESK_MESSAGES.description })
      .max(10_000, { error: HELPDESK_MESSAGES.description }),
  })
  .strict();
export type TicketInput = z.input<typeof ticketInputSchema>;

/** What an agent changes on a ticket (the requester's words stay theirs). */
export const ticketTriageSchema = z
  .object({
    priority: z.enum(TICKET_PRIORITIES, { error: HELPDESK_MESSAGES.priority }).optional(),
    category: z.enum(TICKET_CATEGORIES, { error: HELPDESK_MESSAGES.category }).optional(),
    assignee_id: z
      .number({ error: HELPDESK_MESSAGES.assignee })
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .optional(),
  })
  .strict();
export type TicketTriage = z.input<typeof ticketTriageSchema>;

export const ticketStatusInputSchema = z
  .object({
    status: z.enum(TICKET_STATUSES, { error: HELPDESK_MESSAGES.transition }),
    /** Optional words that go into the thread with the change. */
    comment: z.string().trim().max(5000, { error: HELPDESK_MESSAGES.comment }).optional(),
  })
  .strict();
export type TicketStatusInput = z.input<typeof ticketStatusInputSchema>;

export const ticketCommentInputSchema = z
  .object({
    body: z
      .string({ error: HELPDESK_MESSAGES.comment })
      .trim()
      .min(1, { error: HELPDESK_MESSAGES.comment })
      .max(5000, { error: HELPDESK_MESSAGES.comment }),
  })
  .strict();
export type TicketCommentInput = z.input<typeof ticketCommentInputSchema>;

export const ticketListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    category: z.enum(TICKET_CATEGORIES).optional(),
    /** Agents: only the tickets assigned to this person. */
    assignee: idText.optional(),
    /** Agents: only their own requests (`true`). */
    mine: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();

const person = z.object({ id: z.number().int(), name: z.string() });

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  requester: person,
  assignee: person.nullable(),
  comments: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketListSchema = listResponseSchema(ticketSummarySchema);

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  /** Null: a status change made in the external help desk (GLPI), brought in by the sync. */
  author: person.nullable(),
  body: z.string(),
  /** A status change this comment came with, if any. */
  status: z.enum(TICKET_STATUSES).nullable(),
  created_at: z.string(),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: person,
  created_at: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

export const ticketSchema = ticketSummarySchema.extend({
  description: z.string(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** The ticket's number in the external system (GLPI), when one is configured. */
  external_id: z.string().nullable(),
  thread: z.array(ticketCommentSchema),
  attachments: z.array(ticketAttachmentSchema),
  /** The statuses the reader may move it to now. */
  next_statuses: z.array(z.enum(TICKET_STATUSES)),
  /** Whether the reader is an agent (may triage and assign). */
  agent: z.boolean(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketOptionsSchema = z.object({
  agents: z.array(selectOptionSchema),
});
export type TicketOptions = z.infer<typeof ticketOptionsSchema>;

// --- The status flow ---------------------------------------------------------------------------

/** Moves an agent may make from each status (reopening is separate: see `nextStatuses`). */
const AGENT_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  novo: ['em_atendimento', 'pendente', 'resolvido', 'fechado'],
  em_atendimento: ['pendente', 'resolvido', 'fechado'],
  pendente: ['em_atendimento', 'resolvido', 'fechado'],
  resolvido: ['fechado'],
  fechado: [],
};

export interface TicketFlowState {
  status: TicketStatus;
  resolvedAt: Date | null;
}

/** Whether a resolved or closed ticket can still be reopened at `now`. */
export function canReopen(ticket: TicketFlowState, now: Date): boolean {
  if (ticket.status !== 'resolvido' && ticket.status !== 'fechado') return false;
  if (!ticket.resolvedAt) return ticket.status === 'resolvido';
  return now.getTime() - ticket.resolvedAt.getTime() <= TICKET_REOPEN_DAYS * 86_400_000;
}

/**
 * The statuses `who` may move a ticket to at `now`. The requester confirms a resolution
 * (fechado), answers a pending question (back to em_atendimento) or reopens within
 * TICKET_REOPEN_DAYS of the resolution; agents move it along the flow and reopen likewise.
 */
export function nextStatuses(
  ticket: TicketFlowState,
  who: { agent: boolean; requester: boolean },
  now: Date,
): TicketStatus[] {
  const moves = new Set<TicketStatus>();
  if (who.agent) for (const s of AGENT_MOVES[ticket.status]) moves.add(s);
  if (who.requester) {
    if (ticket.status === 'resolvido') moves.add('fechado');
    if (ticket.status === 'pendente') moves.add('em_atendimento');
  }
  if ((who.agent || who.requester) && canReopen(ticket, now)) moves.add('em_atendimento');
  return TICKET_STATUSES.filter((s) => moves.has(s));
}

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  novo: 'Novo',
  em_atendimento: 'Em atendimento',
  pendente: 'Pendente',
  resolvido: 'Resolvido',
  fechado: 'Fechado',
};
