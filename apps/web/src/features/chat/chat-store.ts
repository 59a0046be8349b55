import { chatBreakpointFor } from '@app/shared';
import type { ChatMessage, ChatMessageInput, ChatReplayMessage } from '@app/shared';

/**
 * The chat's pure state rules: merging by id (history, older pages, realtime, catch-up), pending
 * sends, row-height estimation and replay filtering. No React here, so every rule is unit-tested.
 */

/** A message typed here that the server has not confirmed yet (or that failed to send). */
export interface PendingMessage {
  client_id: string;
  input: ChatMessageInput;
  status: 'sending' | 'failed';
  created_at: string;
  error?: string;
}

export interface ChatState {
  /** Oldest first, unique by id. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasOlder: boolean;
}

export const emptyChatState: ChatState = { messages: [], pending: [], hasOlder: false };

/**
 * Merges messages into a list sorted by id: a message already there is replaced by the newer copy
 * (an update), never duplicated. Returns the same array when nothing changed.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let changed = false;
  for (const message of incoming) {
    if (byId.get(message.id) !== message) changed = true;
    byId.set(message.id, message);
  }
  if (!changed) return current;
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Drops the pending rows the server has answered for (same `client_id`). */
export function settlePending(pending: PendingMessage[], arrived: ChatMessage[]): PendingMessage[] {
  const ids = new Set(arrived.map((m) => m.client_id).filter((id): id is string => id !== null));
  if (ids.size === 0) return pending;
  const rest = pending.filter((p) => !ids.has(p.client_id));
  return rest.length === pending.length ? pending : rest;
}

export function addMessages(state: ChatState, incoming: ChatMessage[]): ChatState {
  const messages = mergeMessages(state.messages, incoming);
  const pending = settlePending(state.pending, incoming);
  if (messages === state.messages && pending === state.pending) return state;
  return { ...state, messages, pending };
}

export function removeMessages(
  state: ChatState,
  ids: number[],
  keep?: (m: ChatMessage) => boolean,
) {
  const drop = new Set(ids);
  const messages = state.messages.filter((m) => !drop.has(m.id) || (keep?.(m) ?? false));
  return messages.length === state.messages.length ? state : { ...state, messages };
}

/** The largest confirmed id, the `after_id` of a catch-up (0 when empty). */
export function lastMessageId(messages: ChatMessage[]): number {
  return messages.length === 0 ? 0 : (messages[messages.length - 1]?.id ?? 0);
}

/** The messages of `incoming` that are new to `current` and were written by someone else. */
export function newArrivals(
  current: ChatMessage[],
  incoming: ChatMessage[],
  selfId: number | null,
): ChatMessage[] {
  const known = new Set(current.map((m) => m.id));
  return incoming.filter((m) => !known.has(m.id) && m.user_id !== selfId && m.deleted_at === null);
}

/** A client id for one send: retries reuse it, so the server makes one message. */
export function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/* ── Row-height estimation (spec section 9 breakpoints) ─────────────────────────────────────── */

/** Average text width per character at the chat's font size. */
const CHAR_PX = 7.4;
const LINE_PX = 21;

/**
 * Pixels of text line available per breakpoint: the avatar, paddings and the scrollbar take a
 * fixed share; wider rooms cap the line so text stays readable.
 */
function textWidthFor(width: number): number {
  const bp = chatBreakpointFor(width);
  const usable = (Number.isFinite(bp) ? Math.min(width, bp) : Math.min(width, 1400)) - 76;
  return Math.max(120, Math.min(usable, 900));
}

/** Estimated row height before the row is measured. */
export function estimateRowHeight(
  message: Pick<ChatMessage, 'type' | 'message' | 'reply_to' | 'files_message'>,
  width: number,
): number {
  const perLine = Math.max(10, Math.floor(textWidthFor(width) / CHAR_PX));
  const lines = message.message
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  if (message.type === 5) return width <= 345 ? 168 : 136;
  let height = (message.type === 3 ? 52 : 34) + lines * LINE_PX;
  if (message.reply_to) height += 40;
  const images = message.files_message.filter((f) => f.mime.startsWith('image/')).length;
  const docs = message.files_message.length - images;
  if (images > 0) height += 104;
  height += docs * 40;
  return height;
}

/* ── Replay ─────────────────────────────────────────────────────────────────────────────────── */

/** The replay messages shown at `seconds` of the video (sorted by offset). */
export function replayVisible(messages: ChatReplayMessage[], seconds: number): ChatReplayMessage[] {
  let end = 0;
  while (end < messages.length && (messages[end]?.offset_seconds ?? Infinity) <= seconds) end += 1;
  return end === messages.length ? messages : messages.slice(0, end);
}

/** Replay messages sorted by when they show (ties by id). */
export function sortReplay(messages: ChatReplayMessage[]): ChatReplayMessage[] {
  return [...messages].sort((a, b) => a.offset_seconds - b.offset_seconds || a.id - b.id);
}
