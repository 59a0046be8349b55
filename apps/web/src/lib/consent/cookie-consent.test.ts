import { COOKIE_BANNER_VERSION } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorageStore } from '../storage/storage.ts';
import {
  clearOnUnloadWithoutConsent,
  clearOptionalData,
  hasConsent,
  onlyRequired,
  readConsent,
  saveConsent,
} from './cookie-consent.ts';
import type { StoredConsent } from './cookie-consent.ts';

const DAY = 86_400_000;
const consent = (over: Partial<StoredConsent> = {}): StoredConsent => ({
  required: true,
  statistics: false,
  preferences: false,
  marketing: false,
  decision: 'reject',
  version: COOKIE_BANNER_VERSION,
  decidedAt: '2026-11-01T12:00:00.000Z',
  anonymousId: '3f9c2b1e-6a4d-4c8e-9b7a-2d5e8f1a0c3b',
  ...over,
});

afterEach(() => {
  localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('cookie consent', () => {
  it('is undecided until a choice of this banner version, younger than 365 days, is stored', () => {
    const store = createLocalStorageStore();
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(readConsent(store, now)).toBeNull();
    saveConsent(consent({ marketing: true, decision: 'custom' }), store);
    expect(readConsent(store, now)?.marketing).toBe(true);
    expect(hasConsent('marketing', store)).toBe(true);
    // A year later the banner asks again, and so does a new banner version.
    expect(readConsent(store, Date.parse('2026-11-01T12:00:00Z') + 366 * DAY)).toBeNull();
    saveConsent(consent({ version: COOKIE_BANNER_VERSION + 1 }), store);
    expect(readConsent(store, now)).toBeNull();
    store.set('cookieSettings', '{"required":true}');
    expect(readConsent(store, now)).toBeNull();
  });

  it('counts only optional categories: reject and undecided are "only required"', () => {
    expect(onlyRequired(null)).toBe(true);
    expect(onlyRequired(consent())).toBe(true);
    expect(onlyRequired(consent({ statistics: true }))).toBe(false);
  });

  it('clears what is not strictly necessary: preferences and UTM cookies go, the session stays', () => {
    const store = createLocalStorageStore();
    for (const key of [
      'session',
      'userData',
      'permissions:0',
      'guestCart',
      'skin',
      'zoom',
      'locale',
    ])
      store.set(key, '"x"');
    saveConsent(consent(), store);
    document.cookie = 'utm_source=google; path=/';
    clearOptionalData(store);
    expect(store.keys().sort()).toEqual([
      'cookieSettings',
      'guestCart',
      'permissions:0',
      'session',
      'userData',
    ]);
    expect(document.cookie).not.toContain('utm_source');
  });

  it('clears on page unload only while no optional category is accepted', () => {
    const store = createLocalStorageStore();
    const target = new EventTarget();
    const stop = clearOnUnloadWithoutConsent(store, target);
    store.set('skin', '"dark"');
    saveConsent(consent({ decision: 'custom', preferences: true }), store);
    target.dispatchEvent(new Event('pagehide'));
    expect(store.get('skin')).toBe('"dark"');
    saveConsent(consent(), store);
    target.dispatchEvent(new Event('pagehide'));
    expect(store.get('skin')).toBeNull();
    stop();
  });
});
