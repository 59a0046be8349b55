import {
  CHAT_CATCH_UP_LIMIT,
  CHAT_FILES_PER_MESSAGE,
  CHAT_MESSAGES,
  CHAT_SPAM_LIMIT,
  CHAT_UPLOAD_LIMIT,
  DEFAULT_CHAT_CONFIG,
  chatModerationTopic,
  chatTopic,
  slowModeMessage,
  tooFastMessage,
} from '@app/shared';
import type {
  ChatFile,
  ChatHistory,
  ChatMessage,
  ChatReplay,
  ModerationLogPage,
  MutedUser,
  RecommendationPayload,
  ServerTopicEvent,
  chatHistoryQuerySchema,
  chatMessageInputSchema,
  chatReplayQuerySchema,
  moderationLogQuerySchema,
  muteInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { LiveViewer } from '../broadcasts/viewer.ts';
import { chatQueries } from './chat.queries.ts';
import type { ChatRow, FileRow, MessageRow, ReaderScope } from './chat.queries.ts';
import { cleanFileName } from './chat.files.ts';
import type { ChatFileMime, ChatFileStorage, ChatUploadStream } from './chat.files.ts';

type HistoryQuery = z.output<typeof chatHistoryQuerySchema>;
type MessageInput = z.output<typeof chatMessageInputSchema>;
type MuteInput = z.output<typeof muteInputSchema>;
type ReplayQuery = z.output<typeof chatReplayQuerySchema>;
type LogQuery = z.output<typeof moderationLogQuerySchema>;

export interface ChatUpload {
  stream: ChatUploadStream;
  filename: string;
}

export interface ChatDeps {
  db: Db;
  viewer: LiveViewer;
  files: ChatFileStorage;
  publish: (topic: string, event: ServerTopicEvent) => Promise<void>;
  now: () => Date;
  /** The biggest attachment (CHAT_FILE_MAX_BYTES; tests shrink it). */
  maxFileBytes: number;
  /** How many messages a history page holds (session `chat_config`). */
  chatConfig?: { analyst_message_size: number; client_message_size: number };
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

function rateLimited(message: string, seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  const error = new AppError('rate.limited', message, { error: message, retry_after: wait });
  error.retryAfterSeconds = wait;
  return error;
}

/** The name the chat shows: the nickname, else the first name. */
function chatName(name: string, nickname: string | null): string {
  return nickname?.trim() || name.trim().split(/\s+/)[0] || name;
}

/** Moderators may act on a chat: staff with `Transmissões` update. */
export const isModerator = (session: Session | null) =>
  session?.can('update', 'Transmissões') === true;

/**
 * The chat (docs/live.md): history with its visibility rules, sending (badges, mutes, slow mode,
 * idempotent client ids), attachments, moderation and replay. Every visible change is published
 * to `chat:<id>` (what every viewer may see) and everything to `chatmod:<id>` (moderators).
 */
export function chatService(deps: ChatDeps) {
  const { db, viewer, files, publish, now } = deps;
  const q = chatQueries(db);
  const sizes = deps.chatConfig ?? DEFAULT_CHAT_CONFIG;

  /** The public view a fan-out on `chat:<id>` carries; moderators' view on `chatmod:<id>`. */
  const PUBLIC: ReaderScope = { staff: false, userId: null, cutoff: null };
  const MODERATORS: ReaderScope = { staff: true, userId: null, cutoff: null };

  async function existingChat(chatId: number): Promise<ChatRow> {
    const chat = await q.chat(chatId);
    if (!chat) throw new AppError('resource.not_found', CHAT_MESSAGES.chatNotFound);
    return chat;
  }

  /** The chat, when this person may read it (404 unknown, 403 no access). */
  async function readableChat(session: Session, chatId: number): Promise<ChatRow> {
    const chat = await existingChat(chatId);
    if (!(await viewer.mayReadChat(session, chatId)))
      throw new AppError('auth.forbidden', CHAT_MESSAGES.noAccess);
    return chat;
  }

  async function scopeOf(session: Session, at = now()): Promise<ReaderScope & { delay: number }> {
    if (viewer.isStaff(session))
      return { staff: true, userId: session.userId, cutoff: null, delay: 0 };
    const delay = await viewer.delaySeconds(session.userId, at);
    return {
      staff: false,
      userId: session.userId,
      cutoff: delay > 0 ? new Date(at.getTime() - delay * 1000) : null,
      delay,
    };
  }

  function toFile(row: FileRow): ChatFile {
    return {
      id: row.id,
      name: row.name,
      mime: row.mime as ChatFileMime,
      size_bytes: row.size_bytes,
      url: `/api/chat-file/${row.id}`,
    };
  }

  /** Rows as this reader sees them (text of quotes they may not see is left out). */
  async function toMessages(rows: MessageRow[], scope: ReaderScope): Promise<ChatMessage[]> {
    const ids = rows.map((r) => Number(r.id));
    const fileRows = await q.filesOf(ids);
    const filesBy = new Map<number, ChatFile[]>();
    for (const f of fileRows) {
      const list = filesBy.get(Number(f.message_id)) ?? [];
      list.push(toFile(f));
      filesBy.set(Number(f.message_id), list);
    }
    return rows.map((row) => {
      const id = Number(row.id);
      const badges = new Set(row.badges);
      const quoteVisible =
        row.r_id !== null &&
        (scope.staff ||
          (row.r_deleted !== true &&
            (row.r_hidden !== true || (scope.userId !== null && row.r_user_id === scope.userId))));
      const own = scope.userId !== null && row.user_id === scope.userId;
      return {
        id,
        chat_id: row.chat_id,
        message: row.message,
        type: row.type as 1 | 3 | 5,
        origin: row.origin as 1 | 2,
        payload: row.type === 5 && row.payload ? (row.payload as RecommendationPayload) : null,
        user: {
          id: row.user_id,
          name: row.name,
          nickname: row.nickname,
          identifier: scope.staff ? row.identifier : null,
          avatar_url: row.avatar_path ? `/api/user-avatar/${row.avatar_path}` : null,
          admin: badges.has('admin'),
          senior: badges.has('senior'),
          premium: badges.has('premium'),
          trial: badges.has('trial'),
          courtesy: badges.has('courtesy'),
          staff: badges.has('admin') || badges.has('senior'),
        },
        user_id: row.user_id,
        user_chat: chatName(row.name, row.nickname),
        hidden: scope.staff || own ? row.hidden : false,
        hidden_reason: scope.staff ? row.hidden_reason : null,
        deleted_at: iso(row.deleted_at),
        created_at: iso(row.created_at)!,
        reply_to:
          row.r_id === null
            ? null
            : {
                id: Number(row.r_id),
                message: quoteVisible ? (row.r_message ?? '') : '',
                user_chat: chatName(row.r_name ?? '', row.r_nickname),
                removed: !quoteVisible,
              },
        files_message: filesBy.get(id) ?? [],
        client_id: own || scope.staff ? row.client_id : null,
        broadcast_id: num(row.broadcast_id),
      };
    });
  }

  async function messageFor(id: number, scope: ReaderScope): Promise<ChatMessage> {
    const [row] = await q.byIds([id]);
    if (!row) throw new AppError('resource.not_found', CHAT_MESSAGES.messageNotFound);
    return (await toMessages([row], scope))[0]!;
  }

  /** Sends a new or changed message to whoever may see it now. */
  async function fanOut(row: MessageRow, change: 'new' | 'updated' | 'unhidden'): Promise<void> {
    const chatId = row.chat_id;
    const [forModerators] = await toMessages([row], MODERATORS);
    const visible = !row.hidden && row.deleted_at === null;
    const jobs: Promise<void>[] = [];
    if (visible && change !== 'updated') {
      const [forViewers] = await toMessages([row], PUBLIC);
      jobs.push(
        publish(chatTopic(chatId), {
          name: 'chat.messages',
          chat_id: chatId,
          messages: [forViewers!],
        }),
      );
    }
    jobs.push(
      publish(
        chatModerationTopic(chatId),
        change === 'new'
          ? { name: 'chat.messages', chat_id: chatId, messages: [forModerators!] }
          : { name: 'chat.message.updated', chat_id: chatId, message: forModerators! },
      ),
    );
    await Promise.all(jobs);
  }

  async function removedForViewers(
    chatId: number,
    ids: number[],
    reason: 'hidden' | 'deleted',
  ): Promise<void> {
    if (ids.length === 0) return;
    await publish(chatTopic(chatId), {
      name: 'chat.messages.removed',
      chat_id: chatId,
      message_ids: ids,
      reason,
    });
  }

  async function moderatedMessage(
    messageId: number,
  ): Promise<{ chat_id: number; user_id: number }> {
    const found = await q.messageChat(messageId);
    if (!found) throw new AppError('resource.not_found', CHAT_MESSAGES.messageNotFound);
    return found;
  }

  const log = (
    session: Session,
    chatId: number,
    action: string,
    extra: {
      targetUserId?: number | null;
      messageId?: number | null;
      details?: Record<string, unknown> | null;
    } = {},
  ) =>
    q.log({
      chatId,
      moderatorId: session.userId,
      action,
      targetUserId: extra.targetUserId ?? null,
      messageId: extra.messageId ?? null,
      details: extra.details ?? null,
      at: now(),
    });

  async function toMuted(chatId: number, userId: number): Promise<MutedUser> {
    const [row] = await q.mutes(chatId, now(), userId);
    if (!row) throw new AppError('resource.not_found', CHAT_MESSAGES.userNotMuted);
    return {
      id: row.user_id,
      muted_at: iso(row.muted_at)!,
      expires_at: iso(row.expires_at),
      reason: row.reason,
      name: row.name,
      muted_by: row.muted_by,
    };
  }

  return {
    /** The topic authorizers (`chat`, `chatmod`): null when refused, else the delay in ms. */
    async topicAccess(session: Session | null, topicId: string, moderators: boolean) {
      if (!session || !/^[1-9]\d{0,9}$/.test(topicId)) return null;
      const chatId = Number(topicId);
      if (chatId > 2_147_483_647 || !(await q.chat(chatId))) return null;
      if (moderators) return isModerator(session) ? 0 : null;
      if (!(await viewer.mayReadChat(session, chatId))) return null;
      if (viewer.isStaff(session)) return 0;
      return (await viewer.delaySeconds(session.userId)) * 1000;
    },

    async history(session: Session, chatId: number, query: HistoryQuery): Promise<ChatHistory> {
      const chat = await readableChat(session, chatId);
      const scope = await scopeOf(session);
      let rows: MessageRow[];
      let hasOlder = false;
      let truncated = false;
      if (query.after_id !== undefined) {
        const limit = Math.min(query.limit ?? CHAT_CATCH_UP_LIMIT, CHAT_CATCH_UP_LIMIT);
        rows = await q.after(chatId, scope, query.after_id, limit + 1);
        truncated = rows.length > limit;
        rows = rows.slice(0, limit);
      } else {
        const size = scope.staff ? sizes.analyst_message_size : sizes.client_message_size;
        const limit = Math.min(query.limit ?? size, size);
        rows = await q.latest(chatId, scope, limit + 1, query.before_id);
        hasOlder = rows.length > limit;
        rows = rows.slice(0, limit).reverse();
      }
      return {
        chat_id: chatId,
        messages: await toMessages(rows, scope),
        has_older: hasOlder,
        truncated,
        chat_open: chat.active,
        slow_mode_seconds: chat.slow_mode_seconds,
        moderator: isModerator(session),
        delay_seconds: scope.delay,
      };
    },

    async send(
      session: Session,
      chatId: number,
      input: MessageInput,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const chat = await readableChat(session, chatId);
      const at = now();
      const staff = viewer.isStaff(session);
      const scope: ReaderScope = { staff, userId: session.userId, cutoff: null };
      if (input.client_id) {
        // A retry after the chat closed (or the slow mode began) still gets its message.
        const existing = await q.byClientId(session.userId, input.client_id);
        if (existing !== null) {
          const message = await messageFor(existing, scope);
          if (message.chat_id !== chatId) throw new AppError('conflict');
          return { message, created: false };
        }
      }
      if (!chat.active) throw new AppError('bad.request', CHAT_MESSAGES.chatClosed);
      if (input.type !== 1 && !staff)
        throw new AppError('auth.forbidden', CHAT_MESSAGES.staffOnlyType);
      if (input.file_ids.length > CHAT_FILES_PER_MESSAGE)
        throw fieldError('file_ids', CHAT_MESSAGES.tooManyFiles);
      if (input.reply_to_id != null && !(await q.messageInChat(input.reply_to_id, chatId)))
        throw fieldError('reply_to_id', CHAT_MESSAGES.replyNotFound);
      const [author, broadcastId, muted] = await Promise.all([
        q.author(session.userId, at),
        q.liveBroadcast(chatId),
        q.isMuted(chatId, session.userId, at),
      ]);
      const slow = chat.slow_mode_seconds;
      const sent = await q.send({
        chatId,
        userId: session.userId,
        clientId: input.client_id ?? null,
        at,
        countWindowSeconds: CHAT_SPAM_LIMIT.windowSeconds,
        checks: (recent) => {
          if (staff) return;
          if (slow > 0 && recent.last) {
            const waited = (at.getTime() - recent.last.getTime()) / 1000;
            if (waited < slow) throw rateLimited(slowModeMessage(slow - waited), slow - waited);
          }
          if (recent.count >= CHAT_SPAM_LIMIT.messages)
            throw rateLimited(
              tooFastMessage(CHAT_SPAM_LIMIT.windowSeconds),
              CHAT_SPAM_LIMIT.windowSeconds,
            );
        },
        row: {
          broadcastId,
          message: input.message,
          type: input.type,
          origin: input.origin,
          payload: input.type === 5 && input.payload ? { ...input.payload } : null,
          replyToId: input.reply_to_id ?? null,
          badges: author.badges,
          hidden: muted,
          hiddenReason: muted ? 'muted' : null,
        },
        fileIds: [...new Set(input.file_ids)],
        fileError: () => fieldError('file_ids', CHAT_MESSAGES.fileNotFound),
      });
      if (sent.chatId !== chatId) throw new AppError('conflict');
      const [row] = await q.byIds([sent.id]);
      if (sent.created) await fanOut(row!, 'new');
      return { message: (await toMessages([row!], scope))[0]!, created: sent.created };
    },

    /**
     * A recommendation's card (type 5) posted by its analyst into a recommendation room, by the
     * recommendations module on publishing and on each move (issue 15): no session, no slow mode.
     * Null when the room is closed or gone (the recommendation stands without it).
     */
    async postCard(
      authorId: number,
      chatId: number,
      message: string,
      payload: RecommendationPayload,
    ): Promise<number | null> {
      const chat = await q.chat(chatId);
      if (!chat?.active) return null;
      const at = now();
      const [author, broadcastId] = await Promise.all([
        q.author(authorId, at),
        q.liveBroadcast(chatId),
      ]);
      const sent = await q.send({
        chatId,
        userId: authorId,
        clientId: null,
        at,
        countWindowSeconds: CHAT_SPAM_LIMIT.windowSeconds,
        checks: () => undefined,
        row: {
          broadcastId,
          message,
          type: 5,
          origin: 1,
          payload: { ...payload },
          replyToId: null,
          badges: author.badges,
          hidden: false,
          hiddenReason: null,
        },
        fileIds: [],
        fileError: () => new AppError('bad.request'),
      });
      const [row] = await q.byIds([sent.id]);
      if (row) await fanOut(row, 'new');
      return sent.id;
    },

    async upload(session: Session, chatId: number, upload: ChatUpload | null): Promise<ChatFile> {
      const chat = await readableChat(session, chatId);
      if (!upload) throw fieldError('file', CHAT_MESSAGES.fileMissing);
      if (!chat.active) {
        upload.stream.resume();
        throw new AppError('bad.request', CHAT_MESSAGES.chatClosed);
      }
      if (!viewer.isStaff(session)) {
        const since = new Date(now().getTime() - CHAT_UPLOAD_LIMIT.windowSeconds * 1000);
        if ((await q.uploadsSince(session.userId, since)) >= CHAT_UPLOAD_LIMIT.files) {
          upload.stream.resume();
          throw rateLimited(CHAT_MESSAGES.tooManyUploads, CHAT_UPLOAD_LIMIT.windowSeconds);
        }
      }
      const stored = await files.save(upload.stream, deps.maxFileBytes);
      try {
        const row = await q.insertFile({
          chatId,
          userId: session.userId,
          key: stored.key,
          name: cleanFileName(upload.filename, stored.mime),
          mime: stored.mime,
          sizeBytes: stored.sizeBytes,
          at: now(),
        });
        return toFile(row);
      } catch (error) {
        await files.remove(stored.key);
        throw error;
      }
    },

    /** A file, for whoever may read its chat and see its message (an unsent one: its uploader). */
    async file(session: Session, fileId: number) {
      const row = await q.file(fileId);
      if (!row) throw new AppError('resource.not_found', CHAT_MESSAGES.fileNotFound);
      await readableChat(session, row.chat_id);
      const scope = await scopeOf(session);
      if (row.message_id === null) {
        if (!scope.staff && row.uploaded_by !== session.userId)
          throw new AppError('resource.not_found', CHAT_MESSAGES.fileNotFound);
      } else {
        const [message] = await q.byIds([Number(row.message_id)]);
        const seen =
          message &&
          (scope.staff ||
            (message.deleted_at === null &&
              (!message.hidden || message.user_id === session.userId)));
        if (!seen) throw new AppError('resource.not_found', CHAT_MESSAGES.fileNotFound);
      }
      const stored = await files.open(row.storage_key);
      if (!stored) throw new AppError('resource.not_found', CHAT_MESSAGES.fileNotFound);
      return { ...stored, name: row.name, mime: row.mime };
    },

    async replay(session: Session, broadcastId: number, query: ReplayQuery): Promise<ChatReplay> {
      const broadcast = await q.broadcast(broadcastId);
      if (!broadcast) throw new AppError('resource.not_found', CHAT_MESSAGES.chatNotFound);
      if (!(await viewer.mayWatch(session, broadcastId)))
        throw new AppError('auth.forbidden', CHAT_MESSAGES.noAccess);
      if (broadcast.status !== 'ended' || !broadcast.started_at || !broadcast.ended_at)
        throw new AppError('bad.request', CHAT_MESSAGES.replayUnavailable);
      const startedAt = new Date(broadcast.started_at);
      const endedAt = new Date(broadcast.ended_at);
      const scope: ReaderScope = {
        staff: viewer.isStaff(session),
        userId: session.userId,
        cutoff: null,
      };
      const rows = await q.replay(broadcastId, broadcast.chat_id, startedAt, endedAt, scope);
      const messages = await toMessages(rows, scope);
      const out = messages
        .map((m) => ({
          ...m,
          offset_seconds: Math.max(0, (Date.parse(m.created_at) - startedAt.getTime()) / 1000),
        }))
        .filter(
          (m) =>
            m.offset_seconds >= query.from_seconds &&
            (query.to_seconds === undefined || m.offset_seconds <= query.to_seconds),
        );
      return {
        broadcast_id: broadcastId,
        chat_id: broadcast.chat_id ?? out[0]?.chat_id ?? 0,
        started_at: startedAt.toISOString(),
        ended_at: endedAt.toISOString(),
        messages: out,
      };
    },

    /* ── moderation ──────────────────────────────────────────────────────────────────────── */

    async mutedUsers(chatId: number): Promise<MutedUser[]> {
      await existingChat(chatId);
      const rows = await q.mutes(chatId, now());
      return rows.map((row) => ({
        id: row.user_id,
        muted_at: iso(row.muted_at)!,
        expires_at: iso(row.expires_at),
        reason: row.reason,
        name: row.name,
        muted_by: row.muted_by,
      }));
    },

    async mute(session: Session, chatId: number, input: MuteInput): Promise<MutedUser> {
      await existingChat(chatId);
      if (input.user_id === session.userId)
        throw fieldError('user_id', CHAT_MESSAGES.cannotMuteSelf);
      const target = await q.user(input.user_id);
      if (!target || target.deleted)
        throw new AppError('resource.not_found', CHAT_MESSAGES.userNotFound);
      if (target.profile_id !== 3) throw fieldError('user_id', CHAT_MESSAGES.cannotMuteStaff);
      const at = now();
      const expiresAt = input.duration_minutes
        ? new Date(at.getTime() + input.duration_minutes * 60_000)
        : null;
      await q.mute({
        chatId,
        userId: input.user_id,
        moderatorId: session.userId,
        at,
        expiresAt,
        reason: input.reason || null,
      });
      await log(session, chatId, 'mute', {
        targetUserId: input.user_id,
        details: {
          reason: input.reason || null,
          duration_minutes: input.duration_minutes ?? null,
          expires_at: expiresAt?.toISOString() ?? null,
        },
      });
      const muted = await toMuted(chatId, input.user_id);
      await publish(chatModerationTopic(chatId), {
        name: 'chat.mute',
        chat_id: chatId,
        user_id: input.user_id,
        muted: true,
        muted_at: muted.muted_at,
        expires_at: muted.expires_at,
      });
      return muted;
    },

    async unmute(session: Session, chatId: number, userId: number): Promise<void> {
      await existingChat(chatId);
      if (!(await q.unmute(chatId, userId, session.userId, now())))
        throw new AppError('resource.not_found', CHAT_MESSAGES.userNotMuted);
      await log(session, chatId, 'unmute', { targetUserId: userId });
      await publish(chatModerationTopic(chatId), {
        name: 'chat.mute',
        chat_id: chatId,
        user_id: userId,
        muted: false,
        muted_at: null,
        expires_at: null,
      });
    },

    async setHidden(session: Session, messageId: number, hidden: boolean): Promise<ChatMessage> {
      const { chat_id: chatId, user_id: userId } = await moderatedMessage(messageId);
      await q.setHidden(messageId, hidden, session.userId, now());
      await log(session, chatId, hidden ? 'hide' : 'unhide', { targetUserId: userId, messageId });
      const [row] = await q.byIds([messageId]);
      if (hidden) await removedForViewers(chatId, [messageId], 'hidden');
      await fanOut(row!, hidden ? 'updated' : 'unhidden');
      return (await toMessages([row!], MODERATORS))[0]!;
    },

    async remove(session: Session, messageId: number): Promise<void> {
      const { chat_id: chatId, user_id: userId } = await moderatedMessage(messageId);
      await q.softDelete(messageId, session.userId, now());
      await log(session, chatId, 'delete', { targetUserId: userId, messageId });
      const [row] = await q.byIds([messageId]);
      await removedForViewers(chatId, [messageId], 'deleted');
      await fanOut(row!, 'updated');
    },

    async hideUserMessages(
      session: Session,
      chatId: number,
      userId: number,
    ): Promise<{ hidden: number }> {
      await existingChat(chatId);
      const target = await q.user(userId);
      if (!target) throw new AppError('resource.not_found', CHAT_MESSAGES.userNotFound);
      const ids = await q.hideUserMessages(chatId, userId, session.userId, now());
      await log(session, chatId, 'hide_user_messages', {
        targetUserId: userId,
        details: { hidden: ids.length },
      });
      await removedForViewers(chatId, ids, 'hidden');
      const rows = await q.byIds(ids);
      for (const row of rows) await fanOut(row, 'updated');
      return { hidden: ids.length };
    },

    async slowMode(
      session: Session,
      chatId: number,
      seconds: number,
    ): Promise<{ slow_mode_seconds: number }> {
      const chat = await existingChat(chatId);
      await q.setSlowMode(chatId, seconds);
      await log(session, chatId, 'slow_mode', {
        details: { from: chat.slow_mode_seconds, to: seconds },
      });
      const event: ServerTopicEvent = {
        name: 'chat.settings',
        chat_id: chatId,
        slow_mode_seconds: seconds,
        chat_open: chat.active,
      };
      await Promise.all([
        publish(chatTopic(chatId), event),
        publish(chatModerationTopic(chatId), event),
      ]);
      return { slow_mode_seconds: seconds };
    },

    async moderationLog(chatId: number, query: LogQuery): Promise<ModerationLogPage> {
      await existingChat(chatId);
      const { total, rows } = await q.logPage(chatId, query.page, query.per_page);
      return {
        data: rows.map((row) => ({
          id: row.id,
          action: row.action as ModerationLogPage['data'][number]['action'],
          moderator: row.moderator,
          target_user: row.target_user,
          message_id: num(row.message_id),
          details: row.details,
          created_at: iso(row.created_at)!,
        })),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
