import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  broadcastPrograms,
  broadcasts,
  categories,
  chats,
  scheduleGridTypes,
  scheduleItems,
  signatureTypeContents,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Every SQL statement of the broadcasts module (broadcasts, programmes, the grid, categories and
 * chat rooms). Raw reads answer timestamps as Dates, JSON aggregates as text: the service normalises
 * them with `iso()`.
 */

export type Stamp = Date | string;
export type Status = 'scheduled' | 'live' | 'ended';

/** Which broadcasts a person may watch: all (staff) or `open_to_all` plus these ids. */
export type Watchable = 'all' | readonly number[];

export interface BroadcastRow {
  id: number;
  title: string;
  description_html: string | null;
  video_url: string;
  recording_url: string | null;
  thumbnail_url: string | null;
  category_id: number | null;
  category: string | null;
  program_id: number | null;
  program: string | null;
  chat_id: number | null;
  chat: string | null;
  chat_active: boolean | null;
  scheduled_start_at: Stamp;
  scheduled_end_at: Stamp;
  status: Status;
  started_at: Stamp | null;
  ended_at: Stamp | null;
  open_to_all: boolean;
  updated_at: Stamp;
}

const BROADCAST_SELECT = sql`
  select b.id, b.title, b.description_html, b.video_url, b.recording_url, b.thumbnail_url,
         b.category_id, c.name as category, b.program_id, p.name as program,
         b.chat_id, ch.name as chat, ch.active as chat_active,
         b.scheduled_start_at, b.scheduled_end_at, b.status, b.started_at, b.ended_at,
         b.open_to_all, b.updated_at
  from broadcasts b
  left join categories c on c.id = b.category_id
  left join broadcast_programs p on p.id = b.program_id
  left join chats ch on ch.id = b.chat_id`;

const ids = (values: readonly number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** `b` may be watched by someone with `watchable`. */
export function watchFilter(watchable: Watchable): SQL {
  if (watchable === 'all') return sql`true`;
  if (watchable.length === 0) return sql`b.open_to_all`;
  return sql`(b.open_to_all or b.id in (${ids(watchable)}))`;
}

export interface BroadcastFilter {
  search?: string;
  status?: Status;
  category_id?: number;
  program_id?: number;
}

function broadcastWhere(filter: BroadcastFilter, extra: SQL[] = []): SQL {
  const parts: SQL[] = [sql`b.deleted_at is null`, ...extra];
  if (filter.search) parts.push(sql`b.title ilike ${`%${filter.search}%`}`);
  if (filter.status) parts.push(sql`b.status = ${filter.status}`);
  if (filter.category_id) parts.push(sql`b.category_id = ${filter.category_id}`);
  if (filter.program_id) parts.push(sql`b.program_id = ${filter.program_id}`);
  return sql.join(parts, sql` and `);
}

/** Live first, then the next scheduled (soonest first), then ended (newest first). */
const LIVE_NEXT_RECENT = sql`
  case b.status when 'live' then 0 when 'scheduled' then 1 else 2 end,
  case when b.status = 'scheduled' then b.scheduled_start_at end asc,
  coalesce(b.started_at, b.scheduled_start_at) desc, b.id desc`;

export function broadcastsQueries(db: Db) {
  async function page(
    where: SQL,
    order: SQL,
    paging: { page: number; per_page: number },
  ): Promise<{ rows: BroadcastRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT} where ${where} order by ${order}
            limit ${paging.per_page} offset ${(paging.page - 1) * paging.per_page}`,
      ),
      queryRows<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from broadcasts b where ${where}`,
      ),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  return {
    // ------------------------------------------------------------------ broadcasts
    async findBroadcast(id: number): Promise<BroadcastRow | undefined> {
      const [row] = await queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT} where b.id = ${id} and b.deleted_at is null`,
      );
      return row;
    },

    /** Staff list: newest scheduled start first. */
    listBroadcasts(filter: BroadcastFilter, paging: { page: number; per_page: number }) {
      return page(broadcastWhere(filter), sql`b.scheduled_start_at desc, b.id desc`, paging);
    },

    /** A client's list: what they may watch, live first, then upcoming, then recordings. */
    listWatchable(
      watchable: Watchable,
      filter: BroadcastFilter,
      paging: { page: number; per_page: number },
    ) {
      return page(broadcastWhere(filter, [watchFilter(watchable)]), LIVE_NEXT_RECENT, paging);
    },

    live(watchable: Watchable): Promise<BroadcastRow[]> {
      return queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT}
            where b.deleted_at is null and b.status = 'live' and ${watchFilter(watchable)}
            order by b.started_at desc nulls last, b.id desc limit 20`,
      );
    },

    /** Scheduled, not over yet, starting before `until`: soonest first. */
    upcoming(watchable: Watchable, at: Date, until: Date, limit = 20): Promise<BroadcastRow[]> {
      return queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT}
            where b.deleted_at is null and b.status = 'scheduled' and ${watchFilter(watchable)}
              and b.scheduled_end_at > ${at.toISOString()}::timestamptz
              and b.scheduled_start_at <= ${until.toISOString()}::timestamptz
            order by b.scheduled_start_at asc, b.id asc limit ${limit}`,
      );
    },

    /** Ended broadcasts (the recording, or the live link when none was given), newest first. */
    recent(watchable: Watchable, limit = 12): Promise<BroadcastRow[]> {
      return queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT}
            where b.deleted_at is null and b.status = 'ended' and ${watchFilter(watchable)}
            order by coalesce(b.ended_at, b.scheduled_end_at) desc, b.id desc limit ${limit}`,
      );
    },

    /** The staff's `/transmissoes/visualizar`: live, then scheduled that are not over. */
    liveAndNext(at: Date): Promise<BroadcastRow[]> {
      return queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT}
            where b.deleted_at is null
              and (b.status = 'live'
                or (b.status = 'scheduled' and b.scheduled_end_at > ${at.toISOString()}::timestamptz))
            order by ${LIVE_NEXT_RECENT} limit 50`,
      );
    },

    programBroadcasts(programId: number): Promise<BroadcastRow[]> {
      return queryRows<BroadcastRow>(
        db,
        sql`${BROADCAST_SELECT} where b.deleted_at is null and b.program_id = ${programId}
            order by ${LIVE_NEXT_RECENT} limit 200`,
      );
    },

    async signaturesOf(
      broadcastIds: readonly number[],
    ): Promise<{ broadcast_id: number; id: number; name: string }[]> {
      if (broadcastIds.length === 0) return [];
      return queryRows(
        db,
        sql`select c.target_id as broadcast_id, s.id, s.name
            from signature_type_contents c join signature_types s on s.id = c.signature_type_id
            where c.kind = 'broadcast' and c.target_id in (${ids(broadcastIds)})
            order by s.sort_order, s.id`,
      );
    },

    async insertBroadcast(values: typeof broadcasts.$inferInsert): Promise<number> {
      const [row] = await db.insert(broadcasts).values(values).returning({ id: broadcasts.id });
      return row!.id;
    },

    async updateBroadcast(id: number, values: Partial<typeof broadcasts.$inferInsert>) {
      await db.update(broadcasts).set(values).where(eq(broadcasts.id, id));
    },

    /** Moves `from` → the new status; false when the broadcast was not in `from` any more. */
    async transition(
      id: number,
      from: Status,
      values: Partial<typeof broadcasts.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(broadcasts)
        .set(values)
        .where(and(eq(broadcasts.id, id), eq(broadcasts.status, from), sql`deleted_at is null`))
        .returning({ id: broadcasts.id });
      return rows.length > 0;
    },

    /** The broadcast's qualification: exactly these signature types. */
    async replaceSignatures(broadcastId: number, signatureTypeIds: readonly number[]) {
      await db.transaction(async (tx) => {
        await tx
          .delete(signatureTypeContents)
          .where(
            and(
              eq(signatureTypeContents.kind, 'broadcast'),
              eq(signatureTypeContents.targetId, broadcastId),
            ),
          );
        if (signatureTypeIds.length > 0)
          await tx
            .insert(signatureTypeContents)
            .values(
              [...new Set(signatureTypeIds)].map((signatureTypeId) => ({
                signatureTypeId,
                kind: 'broadcast' as const,
                targetId: broadcastId,
              })),
            )
            .onConflictDoNothing();
      });
    },

    async existingSignatureTypes(idsWanted: readonly number[]): Promise<number[]> {
      if (idsWanted.length === 0) return [];
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from signature_types where id in (${ids(idsWanted)})`,
      );
      return rows.map((r) => r.id);
    },

    /** Session payload: the person's active signature types. */
    activeSignatures(userId: number, at: Date): Promise<{ id: number; name: string }[]> {
      const t = at.toISOString();
      return queryRows(
        db,
        sql`select distinct s.id, s.name, s.sort_order from access_grants g
            join signature_types s on s.id = g.target_id
            where g.user_id = ${userId} and g.kind = 'signature' and g.revoked_at is null
              and g.starts_at <= ${t}::timestamptz
              and (g.ends_at is null or g.ends_at > ${t}::timestamptz)
            order by s.sort_order, s.id`,
      );
    },

    async exists(table: 'categories' | 'broadcast_programs' | 'chats', id: number) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from ${sql.identifier(table)} where id = ${id}`,
      );
      return row !== undefined;
    },

    // ------------------------------------------------------------------ chat rooms
    async listChats(
      search: string | undefined,
      paging: { page: number; per_page: number },
    ): Promise<{ rows: ChatRow[]; total: number }> {
      const where = search ? sql`ch.name ilike ${`%${search}%`}` : sql`true`;
      const [rows, [total]] = await Promise.all([
        queryRows<ChatRow>(
          db,
          sql`${CHAT_SELECT} where ${where} order by ch.active desc, ch.name, ch.id
              limit ${paging.per_page} offset ${(paging.page - 1) * paging.per_page}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from chats ch where ${where}`),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findChat(id: number): Promise<ChatRow | undefined> {
      const [row] = await queryRows<ChatRow>(db, sql`${CHAT_SELECT} where ch.id = ${id}`);
      return row;
    },

    async insertChat(values: typeof chats.$inferInsert): Promise<number> {
      const [row] = await db.insert(chats).values(values).returning({ id: chats.id });
      return row!.id;
    },

    async updateChat(id: number, values: Partial<typeof chats.$inferInsert>) {
      await db.update(chats).set(values).where(eq(chats.id, id));
    },

    /** Active rooms for a select (optionally only recommendation rooms, or matching a search). */
    selectChats(options: { search?: string; recommendations?: boolean } = {}) {
      const parts: SQL[] = [sql`active`];
      if (options.search) parts.push(sql`name ilike ${`%${options.search}%`}`);
      if (options.recommendations) parts.push(sql`recommendations`);
      return queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from chats where ${sql.join(parts, sql` and `)}
            order by name, id limit 100`,
      );
    },

    // ------------------------------------------------------------------ programmes
    async listPrograms(
      search: string | undefined,
      paging: { page: number; per_page: number },
    ): Promise<{ rows: ProgramRow[]; total: number }> {
      const where = search ? sql`p.name ilike ${`%${search}%`}` : sql`true`;
      const [rows, [total]] = await Promise.all([
        queryRows<ProgramRow>(
          db,
          sql`${PROGRAM_SELECT} where ${where} order by p.sort_order, p.name, p.id
              limit ${paging.per_page} offset ${(paging.page - 1) * paging.per_page}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from broadcast_programs p where ${where}`,
        ),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findProgram(id: number): Promise<ProgramRow | undefined> {
      const [row] = await queryRows<ProgramRow>(db, sql`${PROGRAM_SELECT} where p.id = ${id}`);
      return row;
    },

    async slugTaken(
      table: 'categories' | 'broadcast_programs',
      slug: string,
      exceptId?: number,
    ): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from ${sql.identifier(table)}
            where slug = ${slug} and id <> ${exceptId ?? 0} limit 1`,
      );
      return row !== undefined;
    },

    async insertProgram(values: typeof broadcastPrograms.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(broadcastPrograms)
        .values(values)
        .returning({ id: broadcastPrograms.id });
      return row!.id;
    },

    async updateProgram(id: number, values: Partial<typeof broadcastPrograms.$inferInsert>) {
      await db.update(broadcastPrograms).set(values).where(eq(broadcastPrograms.id, id));
    },

    /** Broadcasts and grid slots keep existing without a programme (FK set null). */
    async deleteProgram(id: number): Promise<boolean> {
      const rows = await db
        .delete(broadcastPrograms)
        .where(eq(broadcastPrograms.id, id))
        .returning({ id: broadcastPrograms.id });
      return rows.length > 0;
    },

    selectPrograms() {
      return queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from broadcast_programs where active order by sort_order, name, id`,
      );
    },

    // ------------------------------------------------------------------ categories
    async listCategories(
      search: string | undefined,
      paging: { page: number; per_page: number },
    ): Promise<{ rows: CategoryRow[]; total: number }> {
      const where = search ? sql`c.name ilike ${`%${search}%`}` : sql`true`;
      const [rows, [total]] = await Promise.all([
        queryRows<CategoryRow>(
          db,
          sql`${CATEGORY_SELECT} where ${where} order by c.name, c.id
              limit ${paging.per_page} offset ${(paging.page - 1) * paging.per_page}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from categories c where ${where}`,
        ),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findCategory(id: number): Promise<CategoryRow | undefined> {
      const [row] = await queryRows<CategoryRow>(db, sql`${CATEGORY_SELECT} where c.id = ${id}`);
      return row;
    },

    async insertCategory(values: typeof categories.$inferInsert): Promise<number> {
      const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
      return row!.id;
    },

    async updateCategory(id: number, values: Partial<typeof categories.$inferInsert>) {
      await db.update(categories).set(values).where(eq(categories.id, id));
    },

    async deleteCategory(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },

    // ------------------------------------------------------------------ grid
    gridItems(from: string, to: string): Promise<ScheduleItemRow[]> {
      return queryRows<ScheduleItemRow>(
        db,
        sql`${ITEM_SELECT} where i.date between ${from} and ${to} order by i.date, i.hour, i.id`,
      );
    },

    async findItem(id: number): Promise<ScheduleItemRow | undefined> {
      const [row] = await queryRows<ScheduleItemRow>(db, sql`${ITEM_SELECT} where i.id = ${id}`);
      return row;
    },

    async insertItem(values: typeof scheduleItems.$inferInsert): Promise<number> {
      const [row] = await db
        .insert(scheduleItems)
        .values(values)
        .returning({ id: scheduleItems.id });
      return row!.id;
    },

    async updateItem(id: number, values: Partial<typeof scheduleItems.$inferInsert>) {
      await db.update(scheduleItems).set(values).where(eq(scheduleItems.id, id));
    },

    async deleteItem(id: number): Promise<boolean> {
      const rows = await db
        .delete(scheduleItems)
        .where(eq(scheduleItems.id, id))
        .returning({ id: scheduleItems.id });
      return rows.length > 0;
    },

    async typeExists(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: scheduleGridTypes.id })
        .from(scheduleGridTypes)
        .where(eq(scheduleGridTypes.id, id));
      return row !== undefined;
    },

    async broadcastExists(id: number): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from broadcasts where id = ${id} and deleted_at is null`,
      );
      return row !== undefined;
    },

    gridTypes() {
      return db
        .select({
          id: scheduleGridTypes.id,
          name: scheduleGridTypes.name,
          color: scheduleGridTypes.color,
        })
        .from(scheduleGridTypes)
        .orderBy(asc(scheduleGridTypes.id));
    },
  };
}
export type BroadcastsQueries = ReturnType<typeof broadcastsQueries>;

export interface ChatRow {
  id: number;
  name: string;
  slow_mode_seconds: number;
  recommendations: boolean;
  active: boolean;
  messages_count: number;
  created_at: Stamp;
}

const CHAT_SELECT = sql`
  select ch.id, ch.name, ch.slow_mode_seconds, ch.recommendations, ch.active, ch.created_at,
         (select count(*)::int from chat_messages m
          where m.chat_id = ch.id and m.deleted_at is null) as messages_count
  from chats ch`;

export interface ProgramRow {
  id: number;
  name: string;
  slug: string;
  description_html: string | null;
  cover_url: string | null;
  cover_alt: string | null;
  category_id: number | null;
  category: string | null;
  sort_order: number;
  active: boolean;
  broadcasts_count: number;
}

const PROGRAM_SELECT = sql`
  select p.id, p.name, p.slug, p.description_html, p.cover_url, p.cover_alt, p.category_id,
         c.name as category, p.sort_order, p.active,
         (select count(*)::int from broadcasts b
          where b.program_id = p.id and b.deleted_at is null) as broadcasts_count
  from broadcast_programs p left join categories c on c.id = p.category_id`;

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  usage_count: number;
}

/**
 * Courses, e-books and videos point at a category with a plain foreign key (soft-deleted rows
 * included: the delete would fail); programmes and broadcasts (not deleted) count too.
 */
const CATEGORY_SELECT = sql`
  select c.id, c.name, c.slug, c.description,
         ((select count(*) from courses x where x.category_id = c.id)
          + (select count(*) from ebooks x where x.category_id = c.id)
          + (select count(*) from videos x where x.category_id = c.id)
          + (select count(*) from broadcast_programs x where x.category_id = c.id)
          + (select count(*) from broadcasts x
             where x.category_id = c.id and x.deleted_at is null))::int as usage_count
  from categories c`;

export interface ScheduleItemRow {
  id: number;
  date: string;
  hour: string;
  duration_minutes: number;
  title: string;
  description: string | null;
  type_id: number | null;
  type: string | null;
  color: string | null;
  program_id: number | null;
  program: string | null;
  broadcast_id: number | null;
}

const ITEM_SELECT = sql`
  select i.id, i.date, i.hour, i.duration_minutes, i.title, i.description, i.type_id,
         t.name as type, t.color, i.program_id, p.name as program, i.broadcast_id
  from schedule_items i
  left join schedule_grid_types t on t.id = i.type_id
  left join broadcast_programs p on p.id = i.program_id`;

/** Who may watch a broadcast: what `viewer.ts` decides with (it owns no SQL of its own). */
export interface WatchRule {
  id: number;
  open_to_all: boolean;
}

/** A live or upcoming broadcast as the session payload's snapshot keeps it (times in ms). */
export interface SnapshotRow {
  id: number;
  title: string;
  status: 'live' | 'scheduled';
  open_to_all: boolean;
  started_at: number | null;
  scheduled_start_at: number;
  scheduled_end_at: number;
}

export function viewerQueries(db: Db) {
  return {
    /**
     * Every live broadcast, and every scheduled one not over at `from` that starts by `until`,
     * whoever may watch them (the session payload filters per person).
     */
    sessionSnapshot(from: Date, until: Date): Promise<SnapshotRow[]> {
      const ms = (column: string) => sql.raw(`(extract(epoch from b.${column}) * 1000)::float8`);
      return queryRows<SnapshotRow>(
        db,
        sql`select b.id, b.title, b.status, b.open_to_all,
              ${ms('started_at')} as started_at,
              ${ms('scheduled_start_at')} as scheduled_start_at,
              ${ms('scheduled_end_at')} as scheduled_end_at
            from broadcasts b
            where b.deleted_at is null
              and (b.status = 'live'
                or (b.status = 'scheduled'
                  and b.scheduled_end_at > ${from.toISOString()}::timestamptz
                  and b.scheduled_start_at <= ${until.toISOString()}::timestamptz))`,
      );
    },

    async watchRule(broadcastId: number): Promise<WatchRule | undefined> {
      const [row] = await queryRows<WatchRule>(
        db,
        sql`select id, open_to_all from broadcasts where id = ${broadcastId} and deleted_at is null`,
      );
      return row;
    },

    /** The broadcasts that use a chat, open ones first (reading a chat needs any one of them). */
    watchRulesOfChat(chatId: number): Promise<WatchRule[]> {
      return queryRows<WatchRule>(
        db,
        sql`select id, open_to_all from broadcasts
            where chat_id = ${chatId} and deleted_at is null
            order by open_to_all desc, scheduled_start_at desc limit 100`,
      );
    },

    /** An active trial, and whether any active grant comes from something else than a trial. */
    async trialState(
      userId: number,
      at: Date,
    ): Promise<{ trial: boolean; paid: boolean } | undefined> {
      const t = at.toISOString();
      const [row] = await queryRows<{ trial: boolean; paid: boolean }>(
        db,
        sql`select
              exists (select 1 from user_trials u where u.user_id = ${userId}
                      and u.starts_at <= ${t}::timestamptz and u.ends_at > ${t}::timestamptz) as trial,
              exists (select 1 from access_grants g where g.user_id = ${userId}
                      and g.source <> 'trial' and g.revoked_at is null
                      and g.starts_at <= ${t}::timestamptz
                      and (g.ends_at is null or g.ends_at > ${t}::timestamptz)) as paid`,
      );
      return row;
    },
  };
}
