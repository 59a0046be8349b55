import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ChatBadge } from '@app/shared';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Every SQL statement of the chat module (routes and service hold none). Times passed in come from
 * the app clock (`now`), never the database's, so tests on a fixed clock see one timeline.
 */

/** Who is reading: staff see everything; others see by the rules of docs/live.md. */
export interface ReaderScope {
  staff: boolean;
  /** Null: a fan-out to every viewer (nobody's own messages are special). */
  userId: number | null;
  /** Others' messages newer than this are left out (a delayed viewer); null: none. */
  cutoff: Date | null;
}

export interface ChatRow {
  id: number;
  name: string;
  slow_mode_seconds: number;
  active: boolean;
}

export interface MessageRow {
  id: number;
  chat_id: number;
  user_id: number;
  broadcast_id: number | null;
  message: string;
  type: number;
  origin: number;
  payload: Record<string, unknown> | null;
  reply_to_id: number | null;
  badges: ChatBadge[];
  hidden: boolean;
  hidden_reason: 'moderator' | 'muted' | null;
  deleted_at: Date | string | null;
  client_id: string | null;
  created_at: Date | string;
  name: string;
  nickname: string | null;
  identifier: string | null;
  avatar_path: string | null;
  r_id: number | null;
  r_message: string | null;
  r_user_id: number | null;
  r_hidden: boolean | null;
  r_deleted: boolean | null;
  r_name: string | null;
  r_nickname: string | null;
}

export interface FileRow {
  id: number;
  chat_id: number;
  message_id: number | null;
  uploaded_by: number;
  storage_key: string;
  name: string;
  mime: string;
  size_bytes: number;
}

export interface MuteRow {
  id: number;
  user_id: number;
  muted_at: Date | string;
  expires_at: Date | string | null;
  reason: string | null;
  name: string;
  muted_by: string;
}

const ts = (d: Date) => d.toISOString();

/** The rows a reader may get (alias `m`). */
export function visibleTo(scope: ReaderScope): SQL {
  if (scope.staff) return sql`true`;
  const own = scope.userId === null ? sql`false` : sql`m.user_id = ${scope.userId}`;
  const delay =
    scope.cutoff === null
      ? sql`true`
      : sql`(${own} or m.created_at <= ${ts(scope.cutoff)}::timestamptz)`;
  return sql`(m.deleted_at is null and (m.hidden = false or ${own}) and ${delay})`;
}

const MESSAGE_COLUMNS = sql`
  m.id, m.chat_id, m.user_id, m.broadcast_id, m.message, m.type, m.origin, m.payload,
  m.reply_to_id, m.badges, m.hidden, m.hidden_reason, m.deleted_at, m.client_id, m.created_at,
  u.name, u.nickname, u.identifier, u.avatar_path,
  r.id as r_id, r.message as r_message, r.user_id as r_user_id, r.hidden as r_hidden,
  (r.deleted_at is not null) as r_deleted, ru.name as r_name, ru.nickname as r_nickname`;
const MESSAGE_FROM = sql`
  from chat_messages m
  join users u on u.id = m.user_id
  left join chat_messages r on r.id = m.reply_to_id and r.chat_id = m.chat_id
  left join users ru on ru.id = r.user_id`;

export function chatQueries(db: Db) {
  const messagesWhere = (where: SQL, order: 'asc' | 'desc', limit: number) =>
    queryRows<MessageRow>(
      db,
      sql`select ${MESSAGE_COLUMNS} ${MESSAGE_FROM} where ${where}
          order by m.id ${order === 'asc' ? sql`asc` : sql`desc`} limit ${limit}`,
    );

  return {
    async chat(chatId: number): Promise<ChatRow | null> {
      const [row] = await queryRows<ChatRow>(
        db,
        sql`select id, name, slow_mode_seconds, active from chats where id = ${chatId}`,
      );
      return row ?? null;
    },

    /** The newest `limit` messages (older than `beforeId` when given), newest first. */
    latest(chatId: number, scope: ReaderScope, limit: number, beforeId?: number) {
      const before = beforeId === undefined ? sql`true` : sql`m.id < ${beforeId}`;
      return messagesWhere(
        sql`m.chat_id = ${chatId} and ${before} and ${visibleTo(scope)}`,
        'desc',
        limit,
      );
    },

    /** Messages after `afterId`, oldest first (catch-up after a reconnect). */
    after(chatId: number, scope: ReaderScope, afterId: number, limit: number) {
      return messagesWhere(
        sql`m.chat_id = ${chatId} and m.id > ${afterId} and ${visibleTo(scope)}`,
        'asc',
        limit,
      );
    },

    async byIds(ids: number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return messagesWhere(
        sql`m.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        'asc',
        ids.length,
      );
    },

    /** Replay: what a broadcast's live carried, oldest first. */
    replay(
      broadcastId: number,
      chatId: number | null,
      startedAt: Date,
      endedAt: Date,
      scope: ReaderScope,
    ) {
      const window =
        chatId === null
          ? sql`false`
          : sql`(m.chat_id = ${chatId} and m.created_at >= ${ts(startedAt)}::timestamptz
                 and m.created_at <= ${ts(endedAt)}::timestamptz)`;
      return messagesWhere(
        sql`(m.broadcast_id = ${broadcastId} or ${window}) and ${visibleTo(scope)}`,
        'asc',
        100_000,
      );
    },

    async filesOf(messageIds: number[]): Promise<FileRow[]> {
      if (messageIds.length === 0) return [];
      return queryRows<FileRow>(
        db,
        sql`select id, chat_id, message_id, uploaded_by, storage_key, name, mime, size_bytes
            from chat_message_files
            where message_id in (${sql.join(
              messageIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            order by id`,
      );
    },

    async file(fileId: number): Promise<FileRow | null> {
      const [row] = await queryRows<FileRow>(
        db,
        sql`select id, chat_id, message_id, uploaded_by, storage_key, name, mime, size_bytes
            from chat_message_files where id = ${fileId}`,
      );
      return row ?? null;
    },

    async insertFile(file: {
      chatId: number;
      userId: number;
      key: string;
      name: string;
      mime: string;
      sizeBytes: number;
      at: Date;
    }): Promise<FileRow> {
      const [row] = await queryRows<FileRow>(
        db,
        sql`insert into chat_message_files
              (chat_id, uploaded_by, storage_key, name, mime, size_bytes, created_at)
            values (${file.chatId}, ${file.userId}, ${file.key}, ${file.name}, ${file.mime},
                    ${file.sizeBytes}, ${ts(file.at)}::timestamptz)
            returning id, chat_id, message_id, uploaded_by, storage_key, name, mime, size_bytes`,
      );
      return row!;
    },

    /** How many files a person uploaded since `since` (any chat). */
    async uploadsSince(userId: number, since: Date): Promise<number> {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from chat_message_files
            where uploaded_by = ${userId} and created_at > ${ts(since)}::timestamptz`,
      );
      return Number(row?.n ?? 0);
    },

    /** The message a reply quotes, when it is in this chat. */
    async messageInChat(messageId: number, chatId: number): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from chat_messages where id = ${messageId} and chat_id = ${chatId}`,
      );
      return row !== undefined;
    },

    async messageChat(messageId: number): Promise<{ chat_id: number; user_id: number } | null> {
      const [row] = await queryRows<{ chat_id: number; user_id: number }>(
        db,
        sql`select chat_id, user_id from chat_messages where id = ${messageId}`,
      );
      return row ?? null;
    },

    async byClientId(userId: number, clientId: string): Promise<number | null> {
      const [row] = await queryRows<{ id: number; chat_id: number }>(
        db,
        sql`select id, chat_id from chat_messages where user_id = ${userId} and client_id = ${clientId}`,
      );
      return row?.id ?? null;
    },

    /**
     * The author's badges now (docs/live.md) and profile. The courtesy badge needs an active
     * courtesy (the `courtesies` row staff gave, as the customer record counts them) behind an
     * active grant: a grant merely labelled `courtesy` is not one.
     */
    async author(userId: number, at: Date): Promise<{ profile_id: number; badges: ChatBadge[] }> {
      const t = ts(at);
      const active = sql`g.user_id = ${userId} and g.revoked_at is null
        and g.starts_at <= ${t}::timestamptz and (g.ends_at is null or g.ends_at > ${t}::timestamptz)`;
      const [row] = await queryRows<{
        profile_id: number;
        premium: boolean;
        trial: boolean;
        courtesy: boolean;
      }>(
        db,
        sql`select u.profile_id,
              exists (select 1 from access_grants g where ${active}
                      and g.kind = 'signature' and g.source not in ('trial', 'courtesy')) as premium,
              exists (select 1 from user_trials t where t.user_id = ${userId}
                      and t.starts_at <= ${t}::timestamptz and t.ends_at > ${t}::timestamptz) as trial,
              exists (select 1 from access_grants g
                      join courtesies c on c.id = g.source_id and c.user_id = g.user_id
                      where ${active} and g.source = 'courtesy' and c.revoked_at is null
                      and c.starts_at <= ${t}::timestamptz
                      and (c.ends_at is null or c.ends_at > ${t}::timestamptz)) as courtesy
            from users u where u.id = ${userId}`,
      );
      if (!row) return { profile_id: 0, badges: [] };
      const badges: ChatBadge[] = [];
      if (row.profile_id === 1) badges.push('admin');
      else if (row.profile_id !== 3) badges.push('senior');
      if (row.premium) badges.push('premium');
      if (row.trial) badges.push('trial');
      if (row.courtesy) badges.push('courtesy');
      return { profile_id: row.profile_id, badges };
    },

    async user(
      userId: number,
    ): Promise<{ id: number; name: string; profile_id: number; deleted: boolean } | null> {
      const [row] = await queryRows<{
        id: number;
        name: string;
        profile_id: number;
        deleted: boolean;
      }>(
        db,
        sql`select id, name, profile_id, (deleted_at is not null) as deleted
            from users where id = ${userId}`,
      );
      return row ?? null;
    },

    /** The live broadcast this chat serves right now, if any. */
    async liveBroadcast(chatId: number): Promise<number | null> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from broadcasts
            where chat_id = ${chatId} and status = 'live' and deleted_at is null
            order by started_at desc nulls last, id desc limit 1`,
      );
      return row?.id ?? null;
    },

    async isMuted(chatId: number, userId: number, at: Date): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from chat_mutes
            where chat_id = ${chatId} and user_id = ${userId} and unmuted_at is null
              and muted_at <= ${ts(at)}::timestamptz
              and (expires_at is null or expires_at > ${ts(at)}::timestamptz)
            limit 1`,
      );
      return row !== undefined;
    },

    async broadcast(broadcastId: number): Promise<{
      id: number;
      chat_id: number | null;
      status: string;
      started_at: Date | string | null;
      ended_at: Date | string | null;
    } | null> {
      const [row] = await queryRows<{
        id: number;
        chat_id: number | null;
        status: string;
        started_at: Date | string | null;
        ended_at: Date | string | null;
      }>(
        db,
        sql`select id, chat_id, status, started_at, ended_at from broadcasts
            where id = ${broadcastId} and deleted_at is null`,
      );
      return row ?? null;
    },

    /* ── sending ─────────────────────────────────────────────────────────────────────────── */

    /**
     * One send, in one transaction holding a per-(chat, person) lock, so that the client_id
     * answer, the slow mode and the spam guard hold with parallel sends and several processes.
     * `checks` runs inside the lock and may throw (429s); it gets the author's recent sends.
     */
    send(input: {
      chatId: number;
      userId: number;
      clientId: string | null;
      at: Date;
      /** Seconds back to count the author's messages in (the spam window). */
      countWindowSeconds: number;
      checks: (recent: { last: Date | null; count: number }) => void;
      row: {
        broadcastId: number | null;
        message: string;
        type: number;
        origin: number;
        payload: Record<string, unknown> | null;
        replyToId: number | null;
        badges: ChatBadge[];
        hidden: boolean;
        hiddenReason: 'muted' | null;
      };
      fileIds: number[];
      /** Thrown when a file is not the sender's unattached upload in this chat. */
      fileError: () => Error;
    }): Promise<{ id: number; created: boolean; chatId: number }> {
      const { chatId, userId, clientId, at, row } = input;
      const t = ts(at);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${chatId}, ${userId})`);
        if (clientId !== null) {
          const [existing] = await queryRows<{ id: number; chat_id: number }>(
            tx,
            sql`select id, chat_id from chat_messages
                where user_id = ${userId} and client_id = ${clientId}`,
          );
          if (existing) return { id: existing.id, created: false, chatId: existing.chat_id };
        }
        const [recent] = await queryRows<{ last: Date | string | null; count: number | string }>(
          tx,
          sql`select max(created_at) as last,
                count(*) filter (where created_at > ${t}::timestamptz - make_interval(secs => ${input.countWindowSeconds})) as count
              from chat_messages where chat_id = ${chatId} and user_id = ${userId}`,
        );
        input.checks({
          last: recent?.last ? new Date(recent.last) : null,
          count: Number(recent?.count ?? 0),
        });
        const inserted = await queryRows<{ id: number }>(
          tx,
          sql`insert into chat_messages (chat_id, user_id, broadcast_id, message, type, origin,
                payload, reply_to_id, badges, hidden, hidden_reason, client_id, created_at)
              values (${chatId}, ${userId}, ${row.broadcastId}, ${row.message}, ${row.type},
                ${row.origin}, ${row.payload === null ? null : JSON.stringify(row.payload)}::jsonb,
                ${row.replyToId},
                ${`{${row.badges.join(',')}}`}::text[], ${row.hidden}, ${row.hiddenReason},
                ${clientId}, ${t}::timestamptz)
              on conflict (user_id, client_id) do nothing
              returning id`,
        );
        const id = inserted[0]?.id;
        if (id === undefined) {
          // Only a client_id can conflict; another process won the race with the same one.
          const [winner] = await queryRows<{ id: number; chat_id: number }>(
            tx,
            sql`select id, chat_id from chat_messages
                where user_id = ${userId} and client_id = ${clientId}`,
          );
          return { id: winner!.id, created: false, chatId: winner!.chat_id };
        }
        if (input.fileIds.length > 0) {
          const attached = await queryRows<{ id: number }>(
            tx,
            sql`update chat_message_files set message_id = ${id}
                where id in (${sql.join(
                  input.fileIds.map((f) => sql`${f}`),
                  sql`, `,
                )})
                  and chat_id = ${chatId} and uploaded_by = ${userId} and message_id is null
                returning id`,
          );
          if (attached.length !== new Set(input.fileIds).size) throw input.fileError();
        }
        return { id, created: true, chatId };
      });
    },

    /* ── moderation ──────────────────────────────────────────────────────────────────────── */

    async setHidden(
      messageId: number,
      hidden: boolean,
      moderatorId: number,
      at: Date,
    ): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        hidden
          ? sql`update chat_messages set hidden = true, hidden_reason = 'moderator',
                  hidden_by = ${moderatorId}, hidden_at = ${ts(at)}::timestamptz
                where id = ${messageId} returning id`
          : sql`update chat_messages set hidden = false, hidden_reason = null,
                  hidden_by = null, hidden_at = null
                where id = ${messageId} returning id`,
      );
      return rows.length > 0;
    },

    async softDelete(messageId: number, moderatorId: number, at: Date): Promise<void> {
      await db.execute(
        sql`update chat_messages set deleted_at = ${ts(at)}::timestamptz, deleted_by = ${moderatorId}
            where id = ${messageId} and deleted_at is null`,
      );
    },

    /** Hides every visible message of a person in a chat; the ids it hid. */
    async hideUserMessages(
      chatId: number,
      userId: number,
      moderatorId: number,
      at: Date,
    ): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update chat_messages set hidden = true, hidden_reason = 'moderator',
              hidden_by = ${moderatorId}, hidden_at = ${ts(at)}::timestamptz
            where chat_id = ${chatId} and user_id = ${userId} and hidden = false
              and deleted_at is null
            returning id`,
      );
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },

    async setSlowMode(chatId: number, seconds: number): Promise<void> {
      await db.execute(sql`update chats set slow_mode_seconds = ${seconds} where id = ${chatId}`);
    },

    /** Mutes (or updates the open mute of) a person. */
    async mute(input: {
      chatId: number;
      userId: number;
      moderatorId: number;
      at: Date;
      expiresAt: Date | null;
      reason: string | null;
    }): Promise<void> {
      await db.execute(
        sql`insert into chat_mutes (chat_id, user_id, muted_at, expires_at, reason, muted_by)
            values (${input.chatId}, ${input.userId}, ${ts(input.at)}::timestamptz,
              ${input.expiresAt ? ts(input.expiresAt) : null}::timestamptz, ${input.reason},
              ${input.moderatorId})
            on conflict (chat_id, user_id) where unmuted_at is null do update set
              muted_at = excluded.muted_at, expires_at = excluded.expires_at,
              reason = excluded.reason, muted_by = excluded.muted_by`,
      );
    },

    /** Ends the open, unexpired mute; false when there was none. */
    async unmute(chatId: number, userId: number, moderatorId: number, at: Date): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update chat_mutes set unmuted_at = ${ts(at)}::timestamptz, unmuted_by = ${moderatorId}
            where chat_id = ${chatId} and user_id = ${userId} and unmuted_at is null
              and (expires_at is null or expires_at > ${ts(at)}::timestamptz)
            returning id`,
      );
      return rows.length > 0;
    },

    /** Open, unexpired mutes (one person: `userId`). */
    mutes(chatId: number, at: Date, userId?: number): Promise<MuteRow[]> {
      const who = userId === undefined ? sql`true` : sql`mu.user_id = ${userId}`;
      return queryRows<MuteRow>(
        db,
        sql`select mu.id, mu.user_id, mu.muted_at, mu.expires_at, mu.reason, u.name,
              mb.name as muted_by
            from chat_mutes mu join users u on u.id = mu.user_id
            join users mb on mb.id = mu.muted_by
            where mu.chat_id = ${chatId} and ${who} and mu.unmuted_at is null
              and (mu.expires_at is null or mu.expires_at > ${ts(at)}::timestamptz)
            order by mu.muted_at desc, mu.id desc`,
      );
    },

    async log(entry: {
      chatId: number;
      moderatorId: number;
      action: string;
      targetUserId: number | null;
      messageId: number | null;
      details: Record<string, unknown> | null;
      at: Date;
    }): Promise<void> {
      await db.execute(
        sql`insert into chat_moderation_log
              (chat_id, moderator_id, action, target_user_id, message_id, details, created_at)
            values (${entry.chatId}, ${entry.moderatorId}, ${entry.action}, ${entry.targetUserId},
              ${entry.messageId},
              ${entry.details === null ? null : JSON.stringify(entry.details)}::jsonb,
              ${ts(entry.at)}::timestamptz)`,
      );
    },

    async logPage(chatId: number, page: number, perPage: number) {
      const [total] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from chat_moderation_log where chat_id = ${chatId}`,
      );
      const rows = await queryRows<{
        id: number;
        action: string;
        moderator: string;
        target_user: string | null;
        message_id: number | null;
        details: Record<string, unknown> | null;
        created_at: Date | string;
      }>(
        db,
        sql`select l.id, l.action, mo.name as moderator, tu.name as target_user,
              l.message_id, l.details, l.created_at
            from chat_moderation_log l join users mo on mo.id = l.moderator_id
            left join users tu on tu.id = l.target_user_id
            where l.chat_id = ${chatId}
            order by l.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
      );
      return { total: Number(total?.n ?? 0), rows };
    },
  };
}
export type ChatQueries = ReturnType<typeof chatQueries>;
