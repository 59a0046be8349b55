import slugify from '@sindresorhus/slugify';
import { addDays, BROADCAST_MESSAGES, saoPauloDay, weekStart } from '@app/shared';
import type {
  Broadcast,
  BroadcastCard,
  broadcastInputSchema,
  categoryInputSchema,
  Category,
  ChatRoom,
  chatRoomInputSchema,
  ClientBroadcast,
  LiveFeed,
  Program,
  ProgramDetail,
  programInputSchema,
  ScheduleGrid,
  ScheduleItem,
  scheduleItemInputSchema,
  SessionPayload,
} from '@app/shared';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Session } from '../../platform/access.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService, RequiredSignature } from '../access/access.service.ts';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import { broadcastsQueries, viewerQueries } from './broadcasts.queries.ts';
import type {
  BroadcastFilter,
  BroadcastRow,
  CategoryRow,
  ChatRow,
  ProgramRow,
  ScheduleItemRow,
  Stamp,
  Watchable,
} from './broadcasts.queries.ts';
import type { LiveViewer } from './viewer.ts';
import { sessionSnapshot } from './session-snapshot.ts';

type BroadcastInput = z.output<typeof broadcastInputSchema>;
type ChatInput = z.output<typeof chatRoomInputSchema>;
type ProgramInput = z.output<typeof programInputSchema>;
type CategoryInput = z.output<typeof categoryInputSchema>;
type ItemInput = z.output<typeof scheduleItemInputSchema>;
type Paging = { page: number; per_page: number; search?: string };

/** The live part of `GET /api/user` (docs/live.md). */
export type LiveSessionFields = Pick<
  SessionPayload,
  'delay_broadcast' | 'broadcasts' | 'product_signatures'
>;

/** The person, as the session payload's live part needs them (identity reads it in one statement). */
export interface LivePersonState {
  /** May read `Transmissões`: sees every broadcast. */
  staff: boolean;
  /** Broadcasts their active grants open (directly or through a signature). */
  broadcastIds: readonly number[];
  /** A trial runs now. */
  trialNow: boolean;
  /** An active grant from anything but a trial. */
  paid: boolean;
  /** Active signatures, in the store's order. */
  signatures: readonly { id: number; name: string }[];
}

const DAY_MS = 86_400_000;
/** The feed's "next" and the session's `broadcasts` look this far ahead. */
export const UPCOMING_DAYS = 7;

const iso = (value: Stamp): string => new Date(value).toISOString();
const isoOrNull = (value: Stamp | null): string | null => (value === null ? null : iso(value));

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}
const notFound = (message: string) => new AppError('resource.not_found', message);

export interface BroadcastsDeps {
  db: Db;
  access: AccessService;
  viewer: LiveViewer;
  now: () => Date;
  audit?: (entry: AuditEntry) => Promise<void>;
  /** Carries "a broadcast changed" to every process (the session payload's snapshot). */
  bus?: RealtimeBus;
  onError?: (error: unknown) => void;
}

/**
 * Broadcasts (staff CRUD, start/end, qualification), what a client may watch (feed, list, live
 * page), chat rooms, programmes, categories and the programme grid (docs/live.md).
 */
export function broadcastsService(deps: BroadcastsDeps) {
  const { db, access, viewer, now } = deps;
  const q = broadcastsQueries(db);
  const record = deps.audit ?? ((entry: AuditEntry) => audit(db, currentRequest(), entry));
  const viewerQ = viewerQueries(db);
  const snapshot = sessionSnapshot({
    load: (from, until) => viewerQ.sessionSnapshot(from, until),
    lookaheadMs: UPCOMING_DAYS * DAY_MS,
    bus: deps.bus,
    onError: deps.onError,
  });

  // ---------------------------------------------------------------- mapping
  async function toBroadcasts(rows: BroadcastRow[]): Promise<Broadcast[]> {
    const sigs = await q.signaturesOf(rows.map((r) => r.id));
    return rows.map((r) => {
      const own = sigs
        .filter((s) => s.broadcast_id === r.id)
        .map((s) => ({ id: s.id, name: s.name }));
      return {
        id: r.id,
        title: r.title,
        description_html: r.description_html,
        video_url: r.video_url,
        recording_url: r.recording_url,
        thumbnail_url: r.thumbnail_url,
        category_id: r.category_id,
        category: r.category,
        program_id: r.program_id,
        program: r.program,
        chat_id: r.chat_id,
        chat: r.chat,
        scheduled_start_at: iso(r.scheduled_start_at),
        scheduled_end_at: iso(r.scheduled_end_at),
        status: r.status,
        started_at: isoOrNull(r.started_at),
        ended_at: isoOrNull(r.ended_at),
        open_to_all: r.open_to_all,
        signature_type_ids: own.map((s) => s.id),
        signatures: own,
        updated_at: iso(r.updated_at),
      };
    });
  }
  const toBroadcast = async (row: BroadcastRow) => (await toBroadcasts([row]))[0]!;

  const toCard = (r: BroadcastRow, canWatch: boolean): BroadcastCard => ({
    id: r.id,
    title: r.title,
    thumbnail_url: r.thumbnail_url,
    category: r.category,
    program: r.program,
    status: r.status,
    scheduled_start_at: iso(r.scheduled_start_at),
    scheduled_end_at: iso(r.scheduled_end_at),
    started_at: isoOrNull(r.started_at),
    ended_at: isoOrNull(r.ended_at),
    chat_id: r.chat_id,
    can_watch: canWatch,
  });

  const mayWatchRow = (watchable: Watchable, r: BroadcastRow) =>
    watchable === 'all' || r.open_to_all || watchable.includes(r.id);

  const toChat = (r: ChatRow): ChatRoom => ({
    id: r.id,
    name: r.name,
    slow_mode_seconds: r.slow_mode_seconds,
    recommendations: r.recommendations,
    active: r.active,
    messages_count: Number(r.messages_count),
    created_at: iso(r.created_at),
  });

  const toProgram = (r: ProgramRow): Program => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description_html: r.description_html,
    cover_url: r.cover_url,
    cover_alt: r.cover_alt,
    category_id: r.category_id,
    category: r.category,
    sort_order: r.sort_order,
    active: r.active,
    broadcasts_count: Number(r.broadcasts_count),
  });

  const toCategory = (r: CategoryRow): Category => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    usage_count: Number(r.usage_count),
  });

  const toItem = (r: ScheduleItemRow): ScheduleItem => ({ ...r });

  // ---------------------------------------------------------------- checks
  async function existingBroadcast(id: number): Promise<BroadcastRow> {
    const row = await q.findBroadcast(id);
    if (!row) throw notFound(BROADCAST_MESSAGES.notFound);
    return row;
  }

  async function checkRefs(input: {
    category_id?: number | null;
    program_id?: number | null;
    chat_id?: number | null;
  }): Promise<void> {
    if (input.category_id && !(await q.exists('categories', input.category_id)))
      throw fieldError('category_id', BROADCAST_MESSAGES.categoryNotFound);
    if (input.program_id && !(await q.exists('broadcast_programs', input.program_id)))
      throw fieldError('program_id', BROADCAST_MESSAGES.programNotFound);
    if (input.chat_id && !(await q.exists('chats', input.chat_id)))
      throw fieldError('chat_id', BROADCAST_MESSAGES.chatNotFound);
  }

  async function checkSignatures(idsWanted: readonly number[]): Promise<void> {
    const found = new Set(await q.existingSignatureTypes(idsWanted));
    if (idsWanted.some((id) => !found.has(id)))
      throw fieldError('signature_type_ids', 'Tipo de assinatura não encontrado.');
  }

  function broadcastValues(input: BroadcastInput) {
    return {
      title: input.title,
      descriptionHtml: cleanHtml(input.description_html),
      videoUrl: input.video_url,
      recordingUrl: input.recording_url ?? null,
      thumbnailUrl: input.thumbnail_url ?? null,
      categoryId: input.category_id ?? null,
      programId: input.program_id ?? null,
      chatId: input.chat_id ?? null,
      scheduledStartAt: new Date(input.scheduled_start_at),
      scheduledEndAt: new Date(input.scheduled_end_at),
      openToAll: input.open_to_all,
    };
  }

  async function uniqueSlug(
    table: 'categories' | 'broadcast_programs',
    wanted: string,
    exceptId?: number,
  ): Promise<string> {
    const base = wanted || 'item';
    let slug = base;
    for (let n = 2; await q.slugTaken(table, slug, exceptId); n += 1) slug = `${base}-${n}`;
    return slug;
  }

  async function explicitSlug(
    table: 'categories' | 'broadcast_programs',
    slug: string,
    exceptId?: number,
  ): Promise<string> {
    if (await q.slugTaken(table, slug, exceptId))
      throw new AppError('conflict', 'Este endereço (slug) já está em uso.', {
        error: { slug: ['Este endereço (slug) já está em uso.'] },
      });
    return slug;
  }

  const slugFor = (
    table: 'categories' | 'broadcast_programs',
    name: string,
    slug?: string | null,
    exceptId?: number,
  ) => (slug ? explicitSlug(table, slug, exceptId) : uniqueSlug(table, slugify(name), exceptId));

  const paged = <T>(data: T[], total: number, query: Paging) => ({
    data,
    meta: { total, page: query.page, per_page: query.per_page },
  });

  // ---------------------------------------------------------------- session
  /**
   * The live part of `GET /api/user`: no statement of its own (the person's state is read by
   * identity; the broadcasts come from the per-process snapshot, read again after a change or a
   * minute).
   */
  async function sessionFields(
    state: LivePersonState | Promise<LivePersonState>,
    at: Date = now(),
  ): Promise<LiveSessionFields> {
    // A snapshot to read goes out beside the person's statement: one round trip for both.
    const [person, live] = await Promise.all([state, snapshot.at(at)]);
    const watchable: Watchable = person.staff ? 'all' : [...person.broadcastIds];
    return {
      delay_broadcast: viewer.delayFor({ trial: person.trialNow, paid: person.paid }),
      broadcasts: snapshot.pick(live, watchable, at),
      product_signatures: person.signatures.map((s) => ({ id: s.id, name: s.name })),
    };
  }

  return {
    sessionFields,

    // ---------------------------------------------------------------- staff: broadcasts
    async list(query: Paging & Omit<BroadcastFilter, 'search'>) {
      const { rows, total } = await q.listBroadcasts(query, query);
      return paged(await toBroadcasts(rows), total, query);
    },

    async find(id: number): Promise<Broadcast> {
      return toBroadcast(await existingBroadcast(id));
    },

    async create(input: BroadcastInput, userId: number): Promise<Broadcast> {
      await checkRefs(input);
      await checkSignatures(input.signature_type_ids);
      const id = await q.insertBroadcast({ ...broadcastValues(input), createdBy: userId });
      await q.replaceSignatures(id, input.signature_type_ids);
      await snapshot.changed();
      await record({ action: 'broadcast.create', targetType: 'broadcast', targetId: id });
      return toBroadcast(await existingBroadcast(id));
    },

    async update(id: number, input: BroadcastInput): Promise<Broadcast> {
      await existingBroadcast(id);
      await checkRefs(input);
      await checkSignatures(input.signature_type_ids);
      await q.updateBroadcast(id, { ...broadcastValues(input), updatedAt: now() });
      await q.replaceSignatures(id, input.signature_type_ids);
      await snapshot.changed();
      await record({ action: 'broadcast.update', targetType: 'broadcast', targetId: id });
      return toBroadcast(await existingBroadcast(id));
    },

    /** Soft delete: chat messages keep their `broadcast_id`, grants stay for the record. */
    async remove(id: number): Promise<void> {
      await existingBroadcast(id);
      await q.updateBroadcast(id, { deletedAt: now(), updatedAt: now() });
      await snapshot.changed();
      await record({ action: 'broadcast.delete', targetType: 'broadcast', targetId: id });
    },

    /** "Iniciar": only a scheduled broadcast goes live; `started_at` is the app clock. */
    async start(id: number): Promise<Broadcast> {
      const row = await existingBroadcast(id);
      const at = now();
      const moved =
        row.status === 'scheduled' &&
        (await q.transition(id, 'scheduled', { status: 'live', startedAt: at, updatedAt: at }));
      if (moved) await snapshot.changed();
      if (!moved) {
        const current = await existingBroadcast(id);
        throw new AppError(
          'conflict',
          current.status === 'live'
            ? BROADCAST_MESSAGES.alreadyLive
            : BROADCAST_MESSAGES.alreadyEnded,
        );
      }
      await record({ action: 'broadcast.start', targetType: 'broadcast', targetId: id });
      return toBroadcast(await existingBroadcast(id));
    },

    /** "Encerrar": only a live broadcast ends; an optional recording link is kept. */
    async end(id: number, input: { recording_url?: string | null }): Promise<Broadcast> {
      const row = await existingBroadcast(id);
      const at = now();
      const moved =
        row.status === 'live' &&
        (await q.transition(id, 'live', {
          status: 'ended',
          endedAt: at,
          updatedAt: at,
          ...(input.recording_url ? { recordingUrl: input.recording_url } : {}),
        }));
      if (moved) await snapshot.changed();
      if (!moved) {
        const current = await existingBroadcast(id);
        throw new AppError(
          'conflict',
          current.status === 'ended' ? BROADCAST_MESSAGES.alreadyEnded : BROADCAST_MESSAGES.notLive,
        );
      }
      await record({ action: 'broadcast.end', targetType: 'broadcast', targetId: id });
      return toBroadcast(await existingBroadcast(id));
    },

    /** `/transmissoes/visualizar`: live first, then the scheduled that are not over. */
    async liveCards(): Promise<BroadcastCard[]> {
      return (await q.liveAndNext(now())).map((r) => toCard(r, true));
    },

    // ---------------------------------------------------------------- clients
    async feed(session: Session): Promise<LiveFeed> {
      const at = now();
      const watchable = await viewer.watchable(session);
      // Every live broadcast shows: one the person may not watch comes locked, naming the
      // signatures that would open it (the subscribe prompt), so a new customer sees the live
      // exists instead of "nothing live".
      const [live, next, recent, delay] = await Promise.all([
        q.live('all'),
        q.upcoming(watchable, at, new Date(at.getTime() + UPCOMING_DAYS * DAY_MS)),
        q.recent(watchable),
        viewer.delaySeconds(session.userId, at),
      ]);
      const lockedIds = live.filter((r) => !mayWatchRow(watchable, r)).map((r) => r.id);
      const required =
        lockedIds.length > 0
          ? await access.signaturesCoveringEach('broadcast', lockedIds)
          : new Map<number, RequiredSignature[]>();
      const liveCards = live.map((r) =>
        mayWatchRow(watchable, r)
          ? toCard(r, true)
          : { ...toCard(r, false), required_signatures: required.get(r.id) ?? [] },
      );
      return {
        live: liveCards,
        next: next.map((r) => toCard(r, true)),
        recent: recent.map((r) => toCard(r, true)),
        delay_broadcast: delay,
      };
    },

    async clientList(session: Session, query: Paging & Omit<BroadcastFilter, 'search'>) {
      const watchable = await viewer.watchable(session);
      const { rows, total } = await q.listWatchable(watchable, query, query);
      return paged(
        rows.map((r) => toCard(r, mayWatchRow(watchable, r))),
        total,
        query,
      );
    },

    async clientFind(session: Session, id: number): Promise<ClientBroadcast> {
      const row = await existingBroadcast(id);
      if (!(await viewer.mayWatch(session, id))) throw await access.denied('broadcast', id);
      const ended = row.status === 'ended';
      return {
        id: row.id,
        title: row.title,
        description_html: row.description_html,
        video_url: ended && row.recording_url ? row.recording_url : row.video_url,
        thumbnail_url: row.thumbnail_url,
        category: row.category,
        program_id: row.program_id,
        program: row.program,
        status: row.status,
        scheduled_start_at: iso(row.scheduled_start_at),
        scheduled_end_at: iso(row.scheduled_end_at),
        started_at: isoOrNull(row.started_at),
        ended_at: isoOrNull(row.ended_at),
        chat_id: row.chat_id,
        chat_open: row.status === 'live' && row.chat_id !== null && row.chat_active === true,
        replay_available: ended && row.started_at !== null && row.chat_id !== null,
        delay_broadcast: await viewer.delaySeconds(session.userId),
      };
    },

    // ---------------------------------------------------------------- chat rooms
    async listChats(query: Paging) {
      const { rows, total } = await q.listChats(query.search, query);
      return paged(rows.map(toChat), total, query);
    },

    async findChat(id: number): Promise<ChatRoom> {
      const row = await q.findChat(id);
      if (!row) throw notFound(BROADCAST_MESSAGES.chatNotFound);
      return toChat(row);
    },

    async createChat(input: ChatInput): Promise<ChatRoom> {
      const id = await q.insertChat({
        name: input.name,
        slowModeSeconds: input.slow_mode_seconds,
        recommendations: input.recommendations,
        active: input.active,
      });
      await record({ action: 'chat.create', targetType: 'chat', targetId: id });
      return this.findChat(id);
    },

    async updateChat(id: number, input: ChatInput): Promise<ChatRoom> {
      await this.findChat(id);
      await q.updateChat(id, {
        name: input.name,
        slowModeSeconds: input.slow_mode_seconds,
        recommendations: input.recommendations,
        active: input.active,
      });
      await record({ action: 'chat.update', targetType: 'chat', targetId: id });
      return this.findChat(id);
    },

    selectChats: (search?: string) => q.selectChats({ search }),
    selectRecommendationChats: () => q.selectChats({ recommendations: true }),

    // ---------------------------------------------------------------- programmes
    async listPrograms(query: Paging) {
      const { rows, total } = await q.listPrograms(query.search, query);
      return paged(rows.map(toProgram), total, query);
    },

    async findProgram(id: number): Promise<ProgramDetail> {
      const row = await q.findProgram(id);
      if (!row) throw notFound(BROADCAST_MESSAGES.programNotFound);
      const broadcasts = await q.programBroadcasts(id);
      return { ...toProgram(row), broadcasts: broadcasts.map((b) => toCard(b, true)) };
    },

    async createProgram(input: ProgramInput): Promise<Program> {
      await checkRefs({ category_id: input.category_id });
      const id = await q.insertProgram({
        name: input.name,
        slug: await slugFor('broadcast_programs', input.name, input.slug),
        descriptionHtml: cleanHtml(input.description_html),
        coverUrl: input.cover_url ?? null,
        categoryId: input.category_id ?? null,
        sortOrder: input.sort_order,
        active: input.active,
      });
      await record({ action: 'program.create', targetType: 'broadcast_program', targetId: id });
      return toProgram((await q.findProgram(id))!);
    },

    async updateProgram(id: number, input: ProgramInput): Promise<Program> {
      const current = await q.findProgram(id);
      if (!current) throw notFound(BROADCAST_MESSAGES.programNotFound);
      await checkRefs({ category_id: input.category_id });
      await q.updateProgram(id, {
        name: input.name,
        slug: input.slug
          ? await slugFor('broadcast_programs', input.name, input.slug, id)
          : current.slug,
        descriptionHtml: cleanHtml(input.description_html),
        coverUrl: input.cover_url ?? null,
        categoryId: input.category_id ?? null,
        sortOrder: input.sort_order,
        active: input.active,
      });
      await record({ action: 'program.update', targetType: 'broadcast_program', targetId: id });
      return toProgram((await q.findProgram(id))!);
    },

    async deleteProgram(id: number): Promise<void> {
      if (!(await q.deleteProgram(id))) throw notFound(BROADCAST_MESSAGES.programNotFound);
      await record({ action: 'program.delete', targetType: 'broadcast_program', targetId: id });
    },

    selectPrograms: () => q.selectPrograms(),

    // ---------------------------------------------------------------- categories
    async listCategories(query: Paging) {
      const { rows, total } = await q.listCategories(query.search, query);
      return paged(rows.map(toCategory), total, query);
    },

    async findCategory(id: number): Promise<Category> {
      const row = await q.findCategory(id);
      if (!row) throw notFound(BROADCAST_MESSAGES.categoryNotFound);
      return toCategory(row);
    },

    async createCategory(input: CategoryInput): Promise<Category> {
      const id = await q.insertCategory({
        name: input.name,
        slug: await slugFor('categories', input.name, input.slug),
        description: input.description ?? null,
      });
      await record({ action: 'category.create', targetType: 'category', targetId: id });
      return this.findCategory(id);
    },

    async updateCategory(id: number, input: CategoryInput): Promise<Category> {
      const current = await this.findCategory(id);
      await q.updateCategory(id, {
        name: input.name,
        slug: input.slug ? await slugFor('categories', input.name, input.slug, id) : current.slug,
        description: input.description ?? null,
      });
      await record({ action: 'category.update', targetType: 'category', targetId: id });
      return this.findCategory(id);
    },

    /** Refused (409) while a course, e-book, video, programme or broadcast uses it. */
    async deleteCategory(id: number): Promise<void> {
      const current = await this.findCategory(id);
      if (current.usage_count > 0) throw new AppError('conflict', BROADCAST_MESSAGES.categoryInUse);
      await q.deleteCategory(id);
      await record({ action: 'category.delete', targetType: 'category', targetId: id });
    },

    // ---------------------------------------------------------------- grid
    /** Monday to Sunday (São Paulo) of the week of `week`, or of today by the app clock. */
    async grid(week?: string): Promise<ScheduleGrid> {
      const monday = weekStart(week ?? saoPauloDay(now()));
      const sunday = addDays(monday, 6);
      const items = await q.gridItems(monday, sunday);
      return { week_start: monday, week_end: sunday, items: items.map(toItem) };
    },

    async createItem(input: ItemInput): Promise<ScheduleItem> {
      await checkItemRefs(input);
      const id = await q.insertItem(itemValues(input));
      await record({ action: 'schedule_item.create', targetType: 'schedule_item', targetId: id });
      return toItem((await q.findItem(id))!);
    },

    async updateItem(id: number, input: ItemInput): Promise<ScheduleItem> {
      if (!(await q.findItem(id))) throw notFound(BROADCAST_MESSAGES.scheduleItemNotFound);
      await checkItemRefs(input);
      await q.updateItem(id, itemValues(input));
      await record({ action: 'schedule_item.update', targetType: 'schedule_item', targetId: id });
      return toItem((await q.findItem(id))!);
    },

    async deleteItem(id: number): Promise<void> {
      if (!(await q.deleteItem(id))) throw notFound(BROADCAST_MESSAGES.scheduleItemNotFound);
      await record({ action: 'schedule_item.delete', targetType: 'schedule_item', targetId: id });
    },

    gridTypes: () => q.gridTypes(),
  };

  async function checkItemRefs(input: ItemInput): Promise<void> {
    if (input.type_id && !(await q.typeExists(input.type_id)))
      throw fieldError('type_id', 'Tipo de horário não encontrado.');
    if (input.program_id && !(await q.exists('broadcast_programs', input.program_id)))
      throw fieldError('program_id', BROADCAST_MESSAGES.programNotFound);
    if (input.broadcast_id && !(await q.broadcastExists(input.broadcast_id)))
      throw fieldError('broadcast_id', BROADCAST_MESSAGES.notFound);
  }

  function itemValues(input: ItemInput) {
    return {
      date: input.date,
      hour: input.hour,
      durationMinutes: input.duration_minutes,
      title: input.title,
      description: input.description ?? null,
      typeId: input.type_id ?? null,
      programId: input.program_id ?? null,
      broadcastId: input.broadcast_id ?? null,
    };
  }
}
export type BroadcastsService = ReturnType<typeof broadcastsService>;
