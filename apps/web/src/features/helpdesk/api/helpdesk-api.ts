import type {
  ListPage,
  Ticket,
  TicketAttachment,
  TicketCategory,
  TicketComment,
  TicketInput,
  TicketOptions,
  TicketPriority,
  TicketStatus,
  TicketStatusInput,
  TicketSummary,
  TicketTriage,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { resolveBearerToken } from '../../../lib/api-client/bearer-token.ts';
import { saveFile } from '../../../lib/download/save-file.ts';
import { readSessionToken } from '../../../lib/session/session.ts';

/** The help desk's calls (issue 17). */

export const PER_PAGE = 20;

export const HELPDESK_KEYS = {
  tickets: ['list-helpdesk-tickets'] as const,
  ticket: (id: number) => ['find-helpdesk-ticket', id] as const,
  options: ['select-helpdesk-options'] as const,
};

export interface TicketFilters {
  page: number;
  search: string;
  status: TicketStatus | null;
  priority: TicketPriority | null;
  category: TicketCategory | null;
  mine: boolean;
}

export const ticketsQuery = (filters: TicketFilters) =>
  queryOptions({
    queryKey: [...HELPDESK_KEYS.tickets, filters],
    queryFn: async () =>
      (
        await apiRequest<ListPage<TicketSummary>>('/api/list-helpdesk-tickets', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
            status: filters.status ?? undefined,
            priority: filters.priority ?? undefined,
            category: filters.category ?? undefined,
            mine: filters.mine ? 'true' : undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: HELPDESK_KEYS.ticket(id),
    queryFn: async () => (await apiRequest<Ticket>(`/api/find-helpdesk-ticket/${id}`)).data,
  });

export const optionsQuery = () =>
  queryOptions({
    queryKey: HELPDESK_KEYS.options,
    queryFn: async () => (await apiRequest<TicketOptions>('/api/select-helpdesk-options')).data,
    staleTime: 5 * 60_000,
  });

export async function createTicket(input: TicketInput): Promise<TicketSummary> {
  return (await apiRequest<TicketSummary>('/api/create-helpdesk-ticket', { body: input })).data;
}

export async function triageTicket(id: number, input: TicketTriage): Promise<void> {
  await apiRequest(`/api/triage-helpdesk-ticket/${id}`, { body: input });
}

export async function changeStatus(id: number, input: TicketStatusInput): Promise<TicketComment> {
  return (
    await apiRequest<TicketComment>(`/api/change-helpdesk-ticket-status/${id}`, { body: input })
  ).data;
}

export async function addComment(id: number, body: string): Promise<TicketComment> {
  return (await apiRequest<TicketComment>(`/api/create-helpdesk-comment/${id}`, { body: { body } }))
    .data;
}

export async function uploadAttachment(id: number, file: File): Promise<TicketAttachment> {
  const formData = new FormData();
  formData.append('file', file);
  return (await apiRequest<TicketAttachment>(`/api/upload-helpdesk-attachment/${id}`, { formData }))
    .data;
}

/** Attachments are served to who sees the ticket, so they are fetched with the token. */
export async function downloadAttachment(file: TicketAttachment): Promise<void> {
  const token = resolveBearerToken(window.location, readSessionToken());
  const response = await fetch(
    `/api/helpdesk-attachment/${file.id}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  if (!response.ok) throw new Error(String(response.status));
  saveFile(await response.blob(), file.name);
}
