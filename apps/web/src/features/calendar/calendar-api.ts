import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type { CalendarEvent, CalendarEventInput, CalendarList } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';

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

/**
 * An event's calls (`find-calendar-event`, `create-calendar-event`…), for its page and its staff
 * form; an event that cannot be loaded is said by the page.
 */
export const calendarEventRecords = /* @__PURE__ */ staffRecords(
  recordCalls<CalendarEvent, CalendarEventInput>('calendar-event', {
    lists: [['list-calendar-events']],
    silent: true,
  }),
  {
    icon: IconCalendarEvent,
    texts: {
      prefix: 'calendar:calendar',
      back: 'calendar.backToCalendar',
      new: 'calendar.newEvent',
      edit: 'calendar.editEvent',
    },
  },
);
