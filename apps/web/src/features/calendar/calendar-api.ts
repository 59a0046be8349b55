import type { CalendarEvent, CalendarEventInput, CalendarList } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';

export interface CalendarFilters {
  from: string;
  to: string;
  importance: number[];
  country: string[];
  search: string;
}

/** The query string both the list and the `.ics` export take. */
export function calendarQueryString(filters: CalendarFilters): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.importance.length > 0) params.set('importance', filters.importance.join(','));
  if (filters.country.length > 0) params.set('country', filters.country.join(','));
  if (filters.search.trim()) params.set('search', filters.search.trim());
  return params.toString();
}

export const icsUrl = (filters: CalendarFilters) =>
  `/api/calendar-events.ics?${calendarQueryString(filters)}`;

export const calendarQuery = (filters: CalendarFilters) =>
  queryOptions({
    queryKey: ['list-calendar-events', filters],
    queryFn: async () =>
      (await apiRequest<CalendarList>(`/api/list-calendar-events?${calendarQueryString(filters)}`))
        .data,
    placeholderData: (previous) => previous,
  });

export const calendarEventQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-calendar-event', id],
    queryFn: async () => (await apiRequest<CalendarEvent>(`/api/find-calendar-event/${id}`)).data,
    meta: { silent: true },
  });

export async function saveCalendarEvent(
  id: number | null,
  body: CalendarEventInput,
): Promise<CalendarEvent> {
  return (
    await apiRequest<CalendarEvent>(
      id === null ? '/api/create-calendar-event' : `/api/update-calendar-event/${id}`,
      { method: id === null ? 'POST' : 'PUT', body },
    )
  ).data;
}

export async function deleteCalendarEvent(id: number): Promise<void> {
  await apiRequest(`/api/delete-calendar-event/${id}`, { method: 'DELETE' });
}
