import {
  COOKIE_BANNER_VERSION,
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_DAYS,
  UTM_FIELDS,
} from '@app/shared';
import type { CookieCategory, CookieDecision, CookieSettings } from '@app/shared';
import { appStore, readJson, writeJson } from '../storage/storage.ts';
import type { KeyValueStore } from '../storage/storage.ts';

/**
 * The cookie choice (spec sections 3, 4 and 9; SECURITY.md 19), kept in the app's store like the
 * other local preferences (localStorage, or cookies on a TV) under `lsp:cookieSettings`. The
 * choice itself is strictly necessary data: without it the banner would ask on every page.
 * Features read it here (the tracking cookies wait for `marketing`); the banner (features/privacy)
 * writes it and records it on the server.
 */
export const CONSENT_KEY = 'cookieSettings';
const DAY_MS = 86_400_000;

export interface StoredConsent extends CookieSettings {
  decision: CookieDecision;
  /** The banner's version the person answered: another version asks again. */
  version: number;
  /** When they decided (ISO, UTC): the choice lasts COOKIE_CONSENT_DAYS. */
  decidedAt: string;
  /** The random id that ties this browser's decisions in the server's consent log. */
  anonymousId: string;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.required === true &&
    COOKIE_CATEGORIES.every((c) => isBoolean(v[c])) &&
    typeof v.version === 'number' &&
    typeof v.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(v.decidedAt)) &&
    typeof v.anonymousId === 'string' &&
    (v.decision === 'accept' || v.decision === 'reject' || v.decision === 'custom')
  );
}

/** The stored choice when it is still valid (this banner's version, under 365 days old). */
export function readConsent(
  store: KeyValueStore = appStore(),
  now = Date.now(),
): StoredConsent | null {
  const stored = readJson<unknown>(store, CONSENT_KEY);
  if (!isStoredConsent(stored)) return null;
  if (stored.version !== COOKIE_BANNER_VERSION) return null;
  if (now - Date.parse(stored.decidedAt) > COOKIE_CONSENT_DAYS * DAY_MS) return null;
  return stored;
}

/** The anonymous id of an earlier decision (kept across a new banner version), or a new one. */
export function anonymousIdOf(store: KeyValueStore = appStore()): string {
  const stored = readJson<unknown>(store, CONSENT_KEY);
  if (isStoredConsent(stored)) return stored.anonymousId;
  return crypto.randomUUID();
}

export function hasConsent(category: CookieCategory, store: KeyValueStore = appStore()): boolean {
  return readConsent(store)?.[category] === true;
}

/** No optional category accepted (or no decision yet). */
export function onlyRequired(consent: StoredConsent | null): boolean {
  return consent === null || COOKIE_CATEGORIES.every((c) => !consent[c]);
}

/* A tiny subscription, as the session has: the banner, the tracking and the footer link follow. */
const listeners = new Set<() => void>();
let version = 0;
let settingsRequested = 0;
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const consentVersion = (): number => version;

export function saveConsent(consent: StoredConsent, store: KeyValueStore = appStore()): void {
  writeJson(store, CONSENT_KEY, consent);
  changed();
}

/** "Preferências de cookies": opens the banner's detailed view again, from any screen. */
export function openCookieSettings(): void {
  settingsRequested += 1;
  changed();
}
/** Grows each time someone asks for the settings (the banner opens its detailed view). */
export const cookieSettingsRequests = (): number => settingsRequested;

/**
 * What stays when no optional category is accepted: the session (spec section 4's keys), the
 * visitor's cart, the floating player the person opened, and the choice itself. Everything else
 * under the prefix (skin, zoom, language, menu layout…) and the UTM cookies are cleared.
 */
const NECESSARY_KEYS = new Set([
  'userData',
  'session',
  'trialDays',
  'showTrial',
  'chatConfig',
  'broadcasts',
  'delayBroadcast',
  'targetUrl',
  'mainSession',
  'guestCart',
  'floatingPlayer',
  CONSENT_KEY,
]);
export function isNecessaryKey(key: string): boolean {
  return NECESSARY_KEYS.has(key) || key.startsWith('permissions:');
}

export function removeTrackingCookies(doc: Document = document): void {
  for (const field of UTM_FIELDS) doc.cookie = `${field}=; path=/; max-age=0; SameSite=Lax`;
}

/** Spec section 4: with only the required category, stored browser data goes on page unload. */
export function clearOptionalData(
  store: KeyValueStore = appStore(),
  doc: Document = document,
): void {
  for (const key of store.keys()) if (!isNecessaryKey(key)) store.remove(key);
  removeTrackingCookies(doc);
}

/** Installs the unload rule once per page (pagehide also fires where unload no longer does). */
export function clearOnUnloadWithoutConsent(
  store: KeyValueStore = appStore(),
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onHide = () => {
    if (onlyRequired(readConsent(store))) clearOptionalData(store);
  };
  target.addEventListener('pagehide', onHide);
  return () => target.removeEventListener('pagehide', onHide);
}
