import { chunk, guestUserData, isGuestAllowedPath, PERMISSION_CHUNK_SIZE } from '@app/shared';
import type { PermissionEntry, UserData } from '@app/shared';
import { appStore, readJson, writeJson } from '../storage/storage.ts';
import type { KeyValueStore } from '../storage/storage.ts';

/*
 * Components re-render when the session changes (login, refresh, logout, a 401): a tiny
 * subscription instead of a global state library.
 */
const listeners = new Set<() => void>();
let version = 0;
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function sessionVersion(): number {
  return version;
}
function notifySessionChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Stored keys (all under the `lsp:` prefix, spec section 9). */
export const SESSION_KEYS = {
  userData: 'userData',
  session: 'session',
  permissionChunk: (index: number) => `permissions:${index}`,
  trialDays: 'trialDays',
  showTrial: 'showTrial',
  chatConfig: 'chatConfig',
  broadcasts: 'broadcasts',
  delayBroadcast: 'delayBroadcast',
  /** Where to go after logging in (spec section 4: the stored target url). */
  targetUrl: 'targetUrl',
  /** Staff acting as a customer: their own token, kept aside for the return call. */
  mainSession: 'mainSession',
} as const;

const PERMISSION_CHUNK_PREFIX = 'permissions:';
/*
 * Stored data was validated against the API contract when it arrived; these checks only catch
 * storage written by another app version or by hand. Written by hand: a validation library would
 * weigh on every first load for these few checks.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFlag = (value: unknown): boolean => value === 0 || value === 1;

function isStoredPermission(value: unknown): boolean {
  return (
    isRecord(value) &&
    ['create', 'read', 'update', 'delete', 'manage'].every((flag) => isFlag(value[flag])) &&
    isRecord(value.permission) &&
    typeof value.permission.name === 'string'
  );
}

function isStoredUser(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    isRecord(value.profile) &&
    typeof value.profile.profile_id === 'number'
  );
}

/** The stored user data, or null when absent or unreadable (another app version may have written it). */
export function readUserData(store: KeyValueStore = appStore()): UserData | null {
  const stored = readJson<UserData>(store, SESSION_KEYS.userData);
  return isStoredUser(stored) ? stored : null;
}

export function readSessionToken(store: KeyValueStore = appStore()): string | null {
  const token = store.get(SESSION_KEYS.session);
  return token === null || token === '' ? null : token;
}

/** Spec section 4: logged in means both stored user data and a stored session token exist. */
export function isLoggedIn(store: KeyValueStore = appStore()): boolean {
  return readUserData(store) !== null && readSessionToken(store) !== null;
}

function storedChunkKeys(store: KeyValueStore): string[] {
  return store.keys().filter((key) => key.startsWith(PERMISSION_CHUNK_PREFIX));
}

/** Replaces the stored permissions with `entries`, PERMISSION_CHUNK_SIZE per stored key. */
export function writePermissions(
  entries: readonly PermissionEntry[],
  store: KeyValueStore = appStore(),
): void {
  // Old chunks beyond the new count would otherwise be read back as current permissions.
  for (const key of storedChunkKeys(store)) store.remove(key);
  chunk(entries, PERMISSION_CHUNK_SIZE).forEach((part, index) =>
    writeJson(store, SESSION_KEYS.permissionChunk(index), part),
  );
}

/** Reads chunks 0, 1, 2… until one is missing; an unreadable chunk invalidates them all. */
export function readPermissions(store: KeyValueStore = appStore()): PermissionEntry[] {
  const entries: PermissionEntry[] = [];
  for (let index = 0; ; index += 1) {
    const raw = store.get(SESSION_KEYS.permissionChunk(index));
    if (raw === null) return entries;
    const part = readJson<PermissionEntry[]>(store, SESSION_KEYS.permissionChunk(index));
    if (!Array.isArray(part) || !part.every(isStoredPermission)) return [];
    entries.push(...part);
  }
}

export interface StoredSession {
  token: string;
  user: UserData;
}

/** Stores a fresh session: the token, the user data, and the user's permissions in chunks. */
export function saveSession(
  { token, user }: StoredSession,
  store: KeyValueStore = appStore(),
): void {
  store.set(SESSION_KEYS.session, token);
  writeJson(store, SESSION_KEYS.userData, user);
  writePermissions(user.profile.permissions, store);
  notifySessionChanged();
}

/** Refresh without changing the token: new user data and permissions (spec section 4). */
export function updateSessionUser(user: UserData, store: KeyValueStore = appStore()): void {
  writeJson(store, SESSION_KEYS.userData, user);
  writePermissions(user.profile.permissions, store);
  notifySessionChanged();
}

/** Spec section 4: logout (and a 401) removes user data, session and ALL permission chunks. */
export function clearSession(store: KeyValueStore = appStore()): void {
  store.remove(SESSION_KEYS.userData);
  store.remove(SESSION_KEYS.session);
  // A staff token must never outlive the session it was kept for.
  store.remove(SESSION_KEYS.mainSession);
  for (const key of storedChunkKeys(store)) store.remove(key);
  notifySessionChanged();
}

/**
 * Spec section 4: a visitor (no session) on a launch, cart, course, internal or ebooks page gets
 * the placeholder guest user (id 0, one Cliente-Home entry with every flag). It is user data
 * without a token, so the visitor is still not logged in; a login replaces it. Returns whether
 * the guest user was stored now.
 */
export function applyGuestUser(pathname: string, store: KeyValueStore = appStore()): boolean {
  if (!isGuestAllowedPath(pathname) || readSessionToken(store) !== null) return false;
  if (readUserData(store) !== null) return false;
  updateSessionUser(guestUserData(), store);
  return true;
}
