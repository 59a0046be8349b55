import type { LoginResponse, SessionPayload } from '@app/shared';
import { clearSession, saveSession, SESSION_KEYS, updateSessionUser } from './session.ts';
import { appStore, readJson, writeJson } from '../storage/storage.ts';
import type { KeyValueStore } from '../storage/storage.ts';
import { apiRequest } from '../api-client/api-client.ts';

/** After a login or sign-up: token, user data, permission chunks and trial settings. */
export function completeLogin(response: LoginResponse, store: KeyValueStore = appStore()): void {
  writeJson(store, SESSION_KEYS.trialDays, response.trial_days);
  writeJson(store, SESSION_KEYS.showTrial, response.show_trial);
  saveSession({ token: response.access_token, user: response.user }, store);
}

/** Spec section 4: broadcast, trial and chat settings, then the permissions. */
export function applySessionPayload(
  payload: SessionPayload,
  store: KeyValueStore = appStore(),
): void {
  writeJson(store, SESSION_KEYS.broadcasts, payload.broadcasts);
  writeJson(store, SESSION_KEYS.delayBroadcast, payload.delay_broadcast);
  writeJson(store, SESSION_KEYS.trialDays, payload.trial_days);
  writeJson(store, SESSION_KEYS.showTrial, payload.show_trial);
  writeJson(store, SESSION_KEYS.chatConfig, payload.chat_config);
  updateSessionUser(payload.user, store);
}

/**
 * `/token/{encoded}`: the link's token is checked with the API (`GET /api/user` with that bearer,
 * which the API client takes from the path) and only then replaces the stored session. A refused
 * token throws (401) and leaves the stored session as it was.
 */
export async function signInWithToken(
  token: string,
  store: KeyValueStore = appStore(),
): Promise<void> {
  // The client sends the token of the page's path, which is this one.
  const payload = await fetchSession();
  store.remove(SESSION_KEYS.mainSession);
  saveSession({ token, user: payload.user }, store);
  applySessionPayload(payload, store);
}

/** Only same-site paths: a stored target can never send someone to another site. */
function isSafeTarget(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

export function rememberTargetUrl(url: string, store: KeyValueStore = appStore()): void {
  if (isSafeTarget(url)) writeJson(store, SESSION_KEYS.targetUrl, url);
}

/** Reads and forgets the stored target url. */
export function takeTargetUrl(store: KeyValueStore = appStore()): string | null {
  const target = readJson<string>(store, SESSION_KEYS.targetUrl);
  store.remove(SESSION_KEYS.targetUrl);
  return isSafeTarget(target) ? target : null;
}

/**
 * On load (never on /login): refresh the user without forcing a logout — a network failure keeps
 * the session; a 401 is handled by the API client's rules. Returns where to go next, if anywhere.
 */
export async function refreshSession(store: KeyValueStore = appStore()): Promise<string | null> {
  try {
    applySessionPayload(await fetchSession(), store);
  } catch {
    return null;
  }
  return takeTargetUrl(store);
}

export async function signOut(store: KeyValueStore = appStore()): Promise<void> {
  try {
    await logout();
  } catch {
    // The local session ends anyway; the server one expires on its own.
  }
  clearSession(store);
}

/** The person's session payload (`GET /api/user`): identity, grants, live broadcasts. */
async function fetchSession(): Promise<SessionPayload> {
  return (await apiRequest<SessionPayload>('/api/user')).data;
}

/** Ends the session on the server (`POST /api/logout`). */
async function logout(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST' });
}
