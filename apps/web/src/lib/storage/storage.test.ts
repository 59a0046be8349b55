import { describe, expect, it } from 'vitest';
import {
  createBrowserStore,
  createCookieStore,
  createLocalStorageStore,
  isTvUserAgent,
  readJson,
  writeJson,
} from './storage.ts';

describe('browser store', () => {
  it('keeps values in localStorage under the lsp: prefix on ordinary browsers', () => {
    const store = createBrowserStore('Mozilla/5.0 (X11; Linux x86_64) Chrome/140');
    store.set('skin', '"dark"');
    expect(localStorage.getItem('lsp:skin')).toBe('"dark"');
    expect(document.cookie).not.toContain('lsp:skin');
    expect(store.keys()).toEqual(['skin']);
  });

  it('uses cookies instead of localStorage when the user agent contains TV', () => {
    const store = createBrowserStore('Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) SamsungBrowser');
    store.set('zoom', '0.9');
    expect(localStorage.getItem('lsp:zoom')).toBeNull();
    expect(document.cookie).toContain('lsp:zoom=0.9');
    expect(store.get('zoom')).toBe('0.9');
  });

  it('recognises TV user agents only by the "TV" substring', () => {
    expect(isTvUserAgent('Mozilla/5.0 (Web0S; Linux/SmartTV)')).toBe(true);
    expect(isTvUserAgent('Mozilla/5.0 (Linux; Android 14) Mobile')).toBe(false);
  });

  it('round-trips values with separators through cookies and removes them', () => {
    const store = createCookieStore();
    store.set('user', JSON.stringify({ name: 'Ana; Maria', tag: 'a=b' }));
    expect(readJson(store, 'user')).toEqual({ name: 'Ana; Maria', tag: 'a=b' });
    store.remove('user');
    expect(store.get('user')).toBeNull();
    expect(store.keys()).toEqual([]);
  });

  it('reads invalid stored JSON as null', () => {
    const store = createLocalStorageStore();
    store.set('user', '{not json');
    expect(readJson(store, 'user')).toBeNull();
    writeJson(store, 'user', { id: 1 });
    expect(readJson(store, 'user')).toEqual({ id: 1 });
  });

  it('lists only keys under its own prefix', () => {
    localStorage.setItem('other-app', '1');
    const store = createLocalStorageStore();
    store.set('a', '1');
    expect(store.keys()).toEqual(['a']);
  });
});
