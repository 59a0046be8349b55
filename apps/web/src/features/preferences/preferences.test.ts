import { describe, expect, it } from 'vitest';
import { BRANDS } from '@app/shared';
import { createBrowserStore, createLocalStorageStore } from '../../lib/storage/storage.ts';
import {
  colorSchemeOf,
  defaultPreferences,
  effectiveSkin,
  isCartPath,
  loadPreferences,
  savePreference,
} from './preferences.ts';

describe('preference defaults (spec section 9)', () => {
  it.each(['brazilian', 'global'] as const)(
    '%s starts light with zoom 0.9, collapsed menu, floating navbar, full width, pt-br',
    (id) => {
      expect(loadPreferences(createLocalStorageStore(), BRANDS[id])).toEqual({
        skin: 'light',
        zoom: 0.9,
        menuCollapsed: true,
        floatingNavbar: true,
        fullWidth: true,
        locale: 'pt-br',
      });
    },
  );

  it('Liberta starts dark', () => {
    expect(defaultPreferences(BRANDS.liberta).skin).toBe('dark');
    expect(loadPreferences(createLocalStorageStore(), BRANDS.liberta).skin).toBe('dark');
  });
});

describe('stored preferences', () => {
  it('stores each choice as JSON under lsp:<name> and reads it back', () => {
    const store = createLocalStorageStore();
    savePreference(store, 'skin', 'semi-dark');
    savePreference(store, 'zoom', 1.1);
    savePreference(store, 'menuCollapsed', false);
    savePreference(store, 'locale', 'fr');
    expect(localStorage.getItem('lsp:skin')).toBe('"semi-dark"');
    expect(localStorage.getItem('lsp:zoom')).toBe('1.1');
    expect(loadPreferences(store, BRANDS.brazilian)).toMatchObject({
      skin: 'semi-dark',
      zoom: 1.1,
      menuCollapsed: false,
      locale: 'fr',
    });
  });

  it('a stored choice wins over the brand default', () => {
    const store = createLocalStorageStore();
    savePreference(store, 'skin', 'light');
    expect(loadPreferences(store, BRANDS.liberta).skin).toBe('light');
  });

  it('ignores stored values that are not valid choices', () => {
    localStorage.setItem('lsp:skin', '"purple"');
    localStorage.setItem('lsp:zoom', '3');
    localStorage.setItem('lsp:locale', '"es"');
    localStorage.setItem('lsp:fullWidth', '{broken');
    expect(loadPreferences(createLocalStorageStore(), BRANDS.liberta)).toEqual(
      defaultPreferences(BRANDS.liberta),
    );
  });

  it('keeps preferences in cookies on a TV', () => {
    const store = createBrowserStore('Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB ATV3) AndroidTV');
    savePreference(store, 'skin', 'bordered');
    expect(localStorage.getItem('lsp:skin')).toBeNull();
    expect(decodeURIComponent(document.cookie)).toContain('lsp:skin="bordered"');
    expect(loadPreferences(store, BRANDS.brazilian).skin).toBe('bordered');
  });
});

describe('effective skin', () => {
  it('is light on the cart page whatever was chosen', () => {
    expect(effectiveSkin('dark', '/carrinho')).toBe('light');
    expect(effectiveSkin('semi-dark', '/carrinho/')).toBe('light');
  });

  it('is the chosen skin anywhere else, including /carrinhos', () => {
    expect(isCartPath('/carrinhos')).toBe(false);
    expect(effectiveSkin('dark', '/carrinhos')).toBe('dark');
    expect(effectiveSkin('dark', '/carrinho/123')).toBe('dark');
    expect(effectiveSkin('bordered', '/feed')).toBe('bordered');
  });

  it('maps only the dark skin to Mantine dark', () => {
    expect(colorSchemeOf('dark')).toBe('dark');
    expect(colorSchemeOf('semi-dark')).toBe('light');
    expect(colorSchemeOf('bordered')).toBe('light');
    expect(colorSchemeOf('light')).toBe('light');
  });
});
