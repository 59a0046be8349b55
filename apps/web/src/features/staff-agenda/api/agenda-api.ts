import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  Availability,
  AvailabilityException,
  AvailabilityExceptionInput,
  AvailabilityInput,
  MyAdvisor,
  MyBooking,
  StaffAgendaEvent,
  StaffAgendaEventInput,
  StaffAgendaFeed,
  StaffAgendaList,
  StaffAgendaPeople,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** The staff agenda (issue 17): the staff calls of `/agenda-colaborador` and `/meu-assessor`. */

const getData = async <T>(path: string, query?: Record<string, string | undefined>) =>
  (await apiRequest<T>(path, query ? { query } : {})).data;

export const AGENDA_KEYS = {
  events: ['list-staff-agenda-events'] as const,
  availability: ['find-staff-agenda-availability'] as const,
  feed: ['find-staff-agenda-feed'] as const,
  staff: ['select-staff-agenda-staff'] as const,
  customers: ['select-staff-agenda-customers'] as const,
  myAdvisor: ['my-advisor'] as const,
};

export const agendaQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...AGENDA_KEYS.events, from, to],
    queryFn: () => getData<StaffAgendaList>('/api/list-staff-agenda-events', { from, to }),
    placeholderData: (previous) => previous,
  });

/**
 * An event's calls (`find-staff-agenda-event`, `create-staff-agenda-event`…); deleting a
 * customer's booking cancels it (the customer is told).
 */
export const agendaEventRecords = /* @__PURE__ */ staffRecords(
  recordCalls<StaffAgendaEvent, StaffAgendaEventInput>('staff-agenda-event', {
    lists: [AGENDA_KEYS.events],
  }),
  {
    icon: IconCalendarEvent,
    texts: { prefix: 'staffAgenda:staffAgenda.event', edit: 'staffAgenda.event.edit' },
  },
);

export const staffPeopleQuery = () =>
  queryOptions({
    queryKey: AGENDA_KEYS.staff,
    queryFn: () => getData<StaffAgendaPeople>('/api/select-staff-agenda-staff'),
    staleTime: 5 * 60_000,
  });

export const customerPeopleQuery = (search: string) =>
  queryOptions({
    queryKey: [...AGENDA_KEYS.customers, search],
    queryFn: () =>
      getData<StaffAgendaPeople>('/api/select-staff-agenda-customers', {
        search: search.trim() || undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const availabilityQuery = () =>
  queryOptions({
    queryKey: AGENDA_KEYS.availability,
    queryFn: () => getData<Availability>('/api/find-staff-agenda-availability'),
  });

export async function saveAvailability(body: AvailabilityInput) {
  return (
    await apiRequest<Availability>('/api/update-staff-agenda-availability', {
      method: 'PUT',
      body,
    })
  ).data;
}

export async function addDayOff(body: AvailabilityExceptionInput) {
  return (
    await apiRequest<AvailabilityException>('/api/create-staff-agenda-exception', {
      method: 'POST',
      body,
    })
  ).data;
}

export async function removeDayOff(id: number): Promise<void> {
  await apiRequest(`/api/delete-staff-agenda-exception/${id}`, { method: 'DELETE' });
}

export const feedQuery = () =>
  queryOptions({
    queryKey: AGENDA_KEYS.feed,
    queryFn: () => getData<StaffAgendaFeed>('/api/find-staff-agenda-feed'),
  });

export async function rotateFeed() {
  return (await apiRequest<StaffAgendaFeed>('/api/rotate-staff-agenda-feed', { method: 'POST' }))
    .data;
}

export const myAdvisorQuery = () =>
  queryOptions({
    queryKey: AGENDA_KEYS.myAdvisor,
    queryFn: () => getData<MyAdvisor>('/api/my-advisor'),
  });

export async function bookSlot(starts_at: string, notes: string) {
  return (
    await apiRequest<MyBooking>('/api/create-my-advisor-booking', {
      method: 'POST',
      body: { starts_at, notes: notes.trim() || null },
    })
  ).data;
}

export async function cancelBooking(id: number): Promise<void> {
  await apiRequest(`/api/cancel-my-advisor-booking/${id}`, { method: 'PUT' });
}
