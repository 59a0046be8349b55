import IconSpeakerphone from '@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  HubNotice,
  HubNoticeInput,
  HubNoticeStatus,
  ListPage,
  MyHubNotices,
  MyPendingInternalPolicies,
  SelectOption,
  StaffAgendaToday,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** The hub home's calls: its notices (own module) and the cards read from other modules' APIs. */

export const PER_PAGE = 20;

export const HUB_HOME_KEYS = {
  notices: ['list-hub-notices'] as const,
  profiles: ['select-hub-notice-profiles'] as const,
  myNotices: ['my-hub-notices'] as const,
  agendaToday: ['my-agenda-today'] as const,
  pendingReadings: ['my-pending-internal-policies'] as const,
};

const getData = async <T>(url: string) => (await apiRequest<T>(url)).data;

/** The cards say their own errors (with a retry), so their queries skip the global toast. */
const card = { meta: { silent: true }, retry: false } as const;

export const myNoticesQuery = () =>
  queryOptions({
    queryKey: HUB_HOME_KEYS.myNotices,
    queryFn: () => getData<MyHubNotices>('/api/my-hub-notices'),
    ...card,
  });

export const agendaTodayQuery = () =>
  queryOptions({
    queryKey: HUB_HOME_KEYS.agendaToday,
    queryFn: () => getData<StaffAgendaToday>('/api/my-agenda-today'),
    ...card,
  });

export const pendingReadingsQuery = () =>
  queryOptions({
    queryKey: HUB_HOME_KEYS.pendingReadings,
    queryFn: () => getData<MyPendingInternalPolicies>('/api/my-pending-internal-policies'),
    ...card,
  });

export interface NoticeFilters {
  page: number;
  search: string;
  status: HubNoticeStatus | null;
}

export const noticesQuery = (filters: NoticeFilters) =>
  queryOptions({
    queryKey: [...HUB_HOME_KEYS.notices, filters],
    queryFn: async () =>
      (
        await apiRequest<ListPage<HubNotice>>('/api/list-hub-notices', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
            status: filters.status ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/**
 * A notice's calls (`find-hub-notice`, `create-hub-notice`…); its update is a POST. A change
 * shows in the hub home's card too.
 */
export const noticeRecords = /* @__PURE__ */ staffRecords(
  recordCalls<HubNotice, HubNoticeInput>('hub-notice', {
    lists: [HUB_HOME_KEYS.notices, HUB_HOME_KEYS.myNotices],
    update: 'POST',
  }),
  { icon: IconSpeakerphone, texts: 'hubHome:hubHome.form' },
);

export const noticeProfilesQuery = () =>
  queryOptions({
    queryKey: HUB_HOME_KEYS.profiles,
    queryFn: () => getData<SelectOption[]>('/api/select-hub-notice-profiles'),
    staleTime: 5 * 60_000,
  });
