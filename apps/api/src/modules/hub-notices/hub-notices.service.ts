import { CUSTOMER_PROFILE_ID, HUB_HOME_NOTICES_LIMIT, HUB_NOTICE_MESSAGES as M } from '@app/shared';
import type {
  HubNotice,
  ListPage,
  MyHubNotices,
  SelectOption,
  hubNoticeInputSchema,
  hubNoticeListQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { hubNoticesQueries } from './hub-notices.queries.ts';
import type { NoticeRow } from './hub-notices.queries.ts';

type NoticeInput = z.output<typeof hubNoticeInputSchema>;
type ListQuery = z.output<typeof hubNoticeListQuerySchema>;

export interface HubNoticesDeps {
  db: Db;
  now: () => Date;
  audit: (entry: AuditEntry) => Promise<void>;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const notFound = () => new AppError('resource.not_found', M.notFound);
const fieldError = (field: string, message: string) =>
  new AppError('bad.request', message, { error: { [field]: [message] } });

function toNotice(row: NoticeRow): HubNotice {
  return {
    id: row.id,
    title: row.title,
    body_html: row.body_html,
    profile_ids: row.profile_ids,
    profiles: row.profiles,
    pinned: row.pinned,
    starts_at: iso(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    status: row.status,
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * Avisos do hub: staff with hub-home write them (sanitised rich text, an audience of staff
 * profiles, a publish window); the hub home reads the ones showing now for the person's profile.
 */
export function hubNoticesService({ db, now, audit }: HubNoticesDeps) {
  const q = hubNoticesQueries(db);

  /** The chosen profiles exist and are staff profiles (none: the whole staff). */
  async function audience(input: NoticeInput): Promise<number[]> {
    const ids = [...new Set(input.profile_ids)];
    if (ids.includes(CUSTOMER_PROFILE_ID)) throw fieldError('profile_ids', M.customerProfile);
    const found = await q.existingProfiles(ids);
    if (found.length !== ids.length) throw fieldError('profile_ids', M.profileMissing);
    return ids;
  }

  /** The row's values; a blank start is "now", and the end must come after the start. */
  function values(input: NoticeInput, at: Date) {
    const bodyHtml = cleanHtml(input.body_html);
    // What survives sanitising may be nothing (a lone <script>): that is an empty notice.
    if (bodyHtml === null) throw fieldError('body_html', M.body);
    const startsAt = input.starts_at ? new Date(input.starts_at) : at;
    const endsAt = input.ends_at ? new Date(input.ends_at) : null;
    if (endsAt && endsAt <= startsAt) throw fieldError('ends_at', M.endAfterStart);
    return {
      title: input.title,
      bodyHtml,
      pinned: input.pinned,
      startsAt,
      endsAt,
      updatedAt: at,
    };
  }

  async function record(id: number): Promise<HubNotice> {
    const row = await q.find(id, iso(now()));
    if (!row) throw notFound();
    return toNotice(row);
  }

  const changed = (action: string, id: number) =>
    audit({ action: `hub_notice.${action}`, targetType: 'hub_notice', targetId: id });

  return {
    async list(query: ListQuery): Promise<ListPage<HubNotice>> {
      const at = iso(now());
      const filter = { search: query.search || undefined, status: query.status };
      const offset = (query.page - 1) * query.per_page;
      const rows = await q.page(filter, at, query.per_page, offset);
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await q.count(filter, at));
      return {
        data: rows.map(toNotice),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    find: record,

    async create(input: NoticeInput, actorId: number): Promise<HubNotice> {
      const at = now();
      const row = values(input, at);
      const profileIds = await audience(input);
      const id = await db.transaction(async (tx) => {
        const created = await q.insert({ ...row, authorId: actorId, createdAt: at }, tx);
        await q.setProfiles(created, profileIds, tx);
        return created;
      });
      await changed('create', id);
      return record(id);
    },

    async update(id: number, input: NoticeInput): Promise<HubNotice> {
      const row = values(input, now());
      const profileIds = await audience(input);
      await db.transaction(async (tx) => {
        if (!(await q.update(id, row, tx))) throw notFound();
        await q.setProfiles(id, profileIds, tx);
      });
      await changed('update', id);
      return record(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await q.remove(id))) throw notFound();
      await changed('delete', id);
    },

    profiles: (): Promise<SelectOption[]> => q.profiles(CUSTOMER_PROFILE_ID),

    /** The hub home's notices for this profile now (customers never see any). */
    async mine(profileId: number): Promise<MyHubNotices> {
      if (profileId === CUSTOMER_PROFILE_ID) return { data: [] };
      const rows = await q.current(profileId, iso(now()), HUB_HOME_NOTICES_LIMIT);
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          body_html: r.body_html,
          pinned: r.pinned,
          starts_at: iso(r.starts_at),
          ends_at: isoOrNull(r.ends_at),
          author_name: r.author_name,
        })),
      };
    },
  };
}
export type HubNoticesService = ReturnType<typeof hubNoticesService>;
