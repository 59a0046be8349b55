import type { ClientBroadcast } from '@app/shared';
import { appStore, readJson, writeJson } from '../../../lib/storage/storage.ts';
import type { KeyValueStore } from '../../../lib/storage/storage.ts';

/**
 * The floating player (spec sections 2 and 3): when someone leaves a live page while it plays, a
 * draggable card keeps playing the same broadcast from the same second. Its state lives in the
 * app's store (`lsp:floatingPlayer`) so it survives route changes and reloads. This module is
 * loaded by the layouts' tiny host: it must stay free of React, Mantine and zod.
 */
/** The broadcast fields the card needs, as the live page got them (a type: nothing loads). */
export type FloatingBroadcast = Pick<
  ClientBroadcast,
  'id' | 'title' | 'video_url' | 'program' | 'status'
>;

export interface FloatingPosition {
  x: number;
  y: number;
}

export interface FloatingState {
  /** What the card plays (only broadcasts for now). */
  content: 'broadcast' | null;
  /** The card is shown. */
  open: boolean;
  /** The page the card returns to (`/cliente/lives/<id>`). */
  contentUrl: string | null;
  /** Seconds into the video (spec: default 0). */
  currentTime: number;
  broadcast: FloatingBroadcast | null;
  /** The card is folded to its title bar. */
  menuCollapsed: boolean;
  /** Where the card was dragged to (its top-left corner), or null for the default corner. */
  position: FloatingPosition | null;
  /** The live page is playing it right now: leaving the page opens the card. */
  playing: boolean;
}

export const FLOATING_KEY = 'floatingPlayer';

export const INITIAL_FLOATING: FloatingState = Object.freeze({
  content: null,
  open: false,
  contentUrl: null,
  currentTime: 0,
  broadcast: null,
  menuCollapsed: false,
  position: null,
  playing: false,
});

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function readBroadcast(value: unknown): FloatingBroadcast | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as Record<string, unknown>;
  if (!isNumber(b.id) || typeof b.title !== 'string' || typeof b.video_url !== 'string')
    return null;
  const status = b.status === 'live' || b.status === 'ended' ? b.status : 'scheduled';
  return {
    id: b.id,
    title: b.title,
    video_url: b.video_url,
    program: typeof b.program === 'string' ? b.program : null,
    status,
  };
}

function readPosition(value: unknown): FloatingPosition | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  return isNumber(p.x) && isNumber(p.y) ? { x: p.x, y: p.y } : null;
}

/** The stored state; anything unreadable (another app version, a hand edit) reads as the default. */
export function readFloating(store: KeyValueStore = appStore()): FloatingState {
  const raw = readJson<Record<string, unknown>>(store, FLOATING_KEY);
  if (typeof raw !== 'object' || raw === null) return INITIAL_FLOATING;
  const broadcast = readBroadcast(raw.broadcast);
  return {
    content: broadcast ? 'broadcast' : null,
    open: raw.open === true && broadcast !== null,
    contentUrl: typeof raw.contentUrl === 'string' ? raw.contentUrl : null,
    currentTime: isNumber(raw.currentTime) && raw.currentTime > 0 ? raw.currentTime : 0,
    broadcast,
    menuCollapsed: raw.menuCollapsed === true,
    position: readPosition(raw.position),
    playing: raw.playing === true && broadcast !== null,
  };
}

/* A cached snapshot for useSyncExternalStore, refreshed on every write and on other tabs' writes. */
let snapshot: FloatingState | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getFloating(): FloatingState {
  snapshot ??= readFloating();
  return snapshot;
}

export function subscribeFloating(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && !event.key.endsWith(FLOATING_KEY)) return;
  snapshot = readFloating();
  notify();
}

export function setFloating(
  update: Partial<FloatingState> | ((current: FloatingState) => Partial<FloatingState>),
  store: KeyValueStore = appStore(),
): FloatingState {
  const current = store === appStore() ? getFloating() : readFloating(store);
  const patch = typeof update === 'function' ? update(current) : update;
  const next = { ...current, ...patch };
  if (next.broadcast === null) Object.assign(next, { open: false, playing: false, content: null });
  writeJson(store, FLOATING_KEY, next);
  if (store === appStore()) {
    snapshot = next;
    notify();
  }
  return next;
}

/** The close button: stops the card and forgets the broadcast (the dragged position stays). */
export function clearFloating(store: KeyValueStore = appStore()): FloatingState {
  const { position } = store === appStore() ? getFloating() : readFloating(store);
  return setFloating({ ...INITIAL_FLOATING, position }, store);
}

export function livePath(broadcastId: number, seconds: number): string {
  const second = Math.max(0, Math.floor(seconds));
  return `/cliente/lives/${broadcastId}${second > 0 ? `?current_time=${second}` : ''}`;
}

/** The live page reports its player: the card takes over from here if the page is left. */
export function reportLivePlayback(
  broadcast: FloatingBroadcast,
  seconds: number,
  playing: boolean,
  store: KeyValueStore = appStore(),
): FloatingState {
  return setFloating(
    {
      content: 'broadcast',
      broadcast,
      contentUrl: `/cliente/lives/${broadcast.id}`,
      currentTime: Math.max(0, seconds),
      playing,
      open: false,
    },
    store,
  );
}

/** The live page is left: a broadcast that was playing goes on in the card. */
export function leaveLivePage(store: KeyValueStore = appStore()): FloatingState {
  return setFloating((current) => ({ open: current.playing, playing: false }), store);
}

/** A live page opened: its own player replaces the card (two players would play twice). */
export function enterLivePage(store: KeyValueStore = appStore()): FloatingState {
  const current = store === appStore() ? getFloating() : readFloating(store);
  if (!current.open && !current.playing) return current;
  return setFloating({ open: false, playing: false }, store);
}

export interface Size {
  width: number;
  height: number;
}

/** Keeps the card fully inside the viewport (with a margin); a card larger than it sticks to 0. */
export function clampPosition(
  position: FloatingPosition,
  card: Size,
  viewport: Size,
  margin = 8,
): FloatingPosition {
  const maxX = Math.max(margin, viewport.width - card.width - margin);
  const maxY = Math.max(margin, viewport.height - card.height - margin);
  return {
    x: Math.round(Math.min(Math.max(position.x, margin), maxX)),
    y: Math.round(Math.min(Math.max(position.y, margin), maxY)),
  };
}

/** The card's place when it was never dragged: the bottom-right corner. */
export function defaultPosition(card: Size, viewport: Size, margin = 24): FloatingPosition {
  return clampPosition(
    { x: viewport.width - card.width - margin, y: viewport.height - card.height - margin },
    card,
    viewport,
  );
}
