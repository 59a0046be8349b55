import { safeJsonParse } from '@app/shared';

/** Every key this app stores starts with this prefix (spec section 9: one shared prefix). */
export const STORAGE_PREFIX = 'lsp:';

/** Spec section 9: the default cookie lifetime is 31536000000 ms; cookies count in seconds. */
export const COOKIE_MAX_AGE_SECONDS = 31_536_000_000 / 1000;

/** A key/value store of strings; keys are given WITHOUT the prefix. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Keys currently stored under the prefix, without the prefix. */
  keys(): string[];
}

/** Spec section 4: a device is a TV when its user agent contains "TV"; TVs get cookies. */
export function isTvUserAgent(userAgent: string): boolean {
  return userAgent.includes('TV');
}

export function createLocalStorageStore(storage: Storage = window.localStorage): KeyValueStore {
  return {
    get: (key) => storage.getItem(STORAGE_PREFIX + key),
    set: (key, value) => storage.setItem(STORAGE_PREFIX + key, value),
    remove: (key) => storage.removeItem(STORAGE_PREFIX + key),
    keys: () => {
      const out: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const name = storage.key(i);
        if (name?.startsWith(STORAGE_PREFIX)) out.push(name.slice(STORAGE_PREFIX.length));
      }
      return out;
    },
  };
}

function readCookies(doc: Document): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A cookie some other code wrote with a malformed escape is not ours to read.
    }
  }
  return cookies;
}

export function createCookieStore(doc: Document = document): KeyValueStore {
  return {
    get: (key) => readCookies(doc).get(STORAGE_PREFIX + key) ?? null,
    set: (key, value) => {
      doc.cookie = `${STORAGE_PREFIX}${key}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    },
    remove: (key) => {
      doc.cookie = `${STORAGE_PREFIX}${key}=; path=/; max-age=0; SameSite=Lax`;
    },
    keys: () =>
      [...readCookies(doc).keys()]
        .filter((name) => name.startsWith(STORAGE_PREFIX))
        .map((name) => name.slice(STORAGE_PREFIX.length)),
  };
}

/** localStorage everywhere except on TVs, whose browsers keep cookies but may drop localStorage. */
export function createBrowserStore(userAgent: string = navigator.userAgent): KeyValueStore {
  return isTvUserAgent(userAgent) ? createCookieStore() : createLocalStorageStore();
}

/** JSON helpers: a value that does not parse reads as null (spec section 8). */
export function readJson<T>(store: KeyValueStore, key: string): T | null {
  return safeJsonParse<T>(store.get(key));
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}

let browserStore: KeyValueStore | undefined;

/** The app-wide store, chosen once from the user agent. */
export function appStore(): KeyValueStore {
  browserStore ??= createBrowserStore();
  return browserStore;
}
