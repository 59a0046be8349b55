import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconDeviceTv from '@tabler/icons-react/dist/esm/icons/IconDeviceTv.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  Broadcast,
  BroadcastCard,
  BroadcastInput,
  BroadcastStatus,
  Category,
  CategoryInput,
  ChatRoom,
  ChatRoomInput,
  ListPage,
  Program,
  ProgramDetail,
  ProgramInput,
  ScheduleGrid,
  ScheduleGridType,
  ScheduleItem,
  ScheduleItemInput,
  SelectOption,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** Staff API of the live area (contract `packages/shared/src/live/broadcasts.contract.ts`). */
const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  (await apiRequest<T>(path, { method, ...(body === undefined ? {} : { body }) })).data;

export const PER_PAGE = 20;

/** A select option of `select-type-schedule-grid`, with its colour. */
export type ScheduleTypeOption = ScheduleGridType;

// ------------------------------------------------------------------ broadcasts
export interface BroadcastFilters {
  page: number;
  search: string;
  status: BroadcastStatus | null;
  categoryId: string | null;
  programId: string | null;
}

export const broadcastsQuery = (filters: BroadcastFilters) =>
  queryOptions({
    queryKey: ['list-broadcasts', filters],
    queryFn: () =>
      get<ListPage<Broadcast>>('/api/list-broadcasts', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
        category_id: filters.categoryId ?? undefined,
        program_id: filters.programId ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/**
 * A broadcast's calls (`find-broadcast`, `create-broadcast`…), for its staff form and list; its
 * pages say at once why one cannot be loaded (no retry).
 */
export const broadcastRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Broadcast, BroadcastInput, null>('broadcast', {
    lists: [['list-broadcasts'], ['list-live-broadcasts'], ['find-playlist']],
    silent: true,
    retry: false,
  }),
  { icon: IconBroadcast, texts: 'liveAdmin:form' },
);
export const broadcastQuery = broadcastRecords.load;

export const liveBroadcastsQuery = queryOptions({
  queryKey: ['list-live-broadcasts'],
  queryFn: () => get<BroadcastCard[]>('/api/list-live-broadcasts'),
  refetchInterval: 30_000,
});

/** A broadcast going live and ending (the broadcast itself: `broadcastRecords`). */
export const broadcastApi = {
  start: (id: number) => send<Broadcast>('PUT', `/api/start-broadcast/${id}`, {}),
  end: (id: number, recordingUrl: string | null) =>
    send<Broadcast>('PUT', `/api/end-broadcast/${id}`, { recording_url: recordingUrl }),
};

// ------------------------------------------------------------------ selects
const select = (key: string, path: string) =>
  queryOptions({
    queryKey: ['select', key],
    queryFn: () => get<SelectOption[]>(path),
    staleTime: 60_000,
  });

export const categoriesSelectQuery = select('category', '/api/select-category');
export const programsSelectQuery = select('playlists', '/api/select-playlists');
export const chatsSelectQuery = select('chats', '/api/select-chats');
export const broadcastsSelectQuery = queryOptions({
  queryKey: ['select', 'broadcasts'],
  queryFn: async () =>
    (await get<ListPage<Broadcast>>('/api/list-broadcasts', { page: 1, per_page: 100 })).data,
  staleTime: 30_000,
});
export const signatureTypesSelectQuery = queryOptions({
  ...select('signature-types', '/api/select-signature-types'),
  // Staff without "Tipos de Assinatura" still edit the broadcast; the field says why it is empty.
  meta: { silent: true },
  retry: false,
});
export const scheduleTypesQuery = queryOptions({
  queryKey: ['select', 'schedule-types'],
  queryFn: () => get<ScheduleTypeOption[]>('/api/select-type-schedule-grid'),
  staleTime: 60_000,
});

export const chatApi = {
  create: (input: ChatRoomInput) => send<ChatRoom>('POST', '/api/create-chat', input),
};

// ------------------------------------------------------------------ programme grid
export const scheduleGridQuery = (week: string) =>
  queryOptions({
    queryKey: ['list-schedule-grid', week],
    queryFn: () => get<ScheduleGrid>('/api/list-schedule-grid', { week }),
    placeholderData: (previous) => previous,
  });

export const scheduleApi = {
  create: (input: ScheduleItemInput) =>
    send<ScheduleItem>('POST', '/api/create-schedule-item', input),
  update: (id: number, input: ScheduleItemInput) =>
    send<ScheduleItem>('PUT', `/api/update-schedule-item/${id}`, input),
  remove: (id: number) => send<null>('DELETE', `/api/delete-schedule-item/${id}`),
};

// ------------------------------------------------------------------ programmes
export const programsQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-playlists', filters],
    queryFn: () =>
      get<ListPage<Program>>('/api/list-playlists', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search || undefined,
      }),
    placeholderData: (previous) => previous,
  });

/**
 * A programme's calls (`find-playlist`, `create-playlist`…). Its find answers it with its
 * broadcasts (its page says at once why it cannot be loaded: no retry); its create and update
 * answer the programme alone (no `broadcasts`): its form loads it again after a save.
 */
export const programRecords = /* @__PURE__ */ staffRecords(
  recordCalls<ProgramDetail, ProgramInput, null>('playlist', {
    lists: [['list-playlists'], ['find-playlist'], ['select']],
    silent: true,
    retry: false,
  }),
  {
    icon: IconDeviceTv,
    cover: 'program',
    texts: { prefix: 'liveAdmin:programs', states: 'programs' },
  },
);
export const programQuery = programRecords.load;

// ------------------------------------------------------------------ categories
export const categoriesQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-categories', filters],
    queryFn: () =>
      get<ListPage<Category>>('/api/list-categories', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search || undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** A category's calls (`find-category`, `create-category`…), for its modal and its list. */
export const categoryRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Category, CategoryInput, null>('category', {
    lists: [['list-categories'], ['select']],
  }),
  { texts: 'liveAdmin:categories', subject: 'Categorias' },
);
