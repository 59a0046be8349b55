import type { BrandDefinition, Skin } from '@app/shared';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/i18n.ts';
import { readJson, writeJson } from '../../lib/storage/storage.ts';
import type { KeyValueStore } from '../../lib/storage/storage.ts';

export const SKINS = ['light', 'dark', 'semi-dark', 'bordered'] as const satisfies readonly Skin[];
export const ZOOM_LEVELS = [0.8, 0.9, 1, 1.1] as const;
export type Zoom = (typeof ZOOM_LEVELS)[number];

export interface Preferences {
  skin: Skin;
  zoom: Zoom;
  menuCollapsed: boolean;
  floatingNavbar: boolean;
  fullWidth: boolean;
  locale: Locale;
}

/** Stored under `lsp:<key>` (one prefix for everything, spec section 9). */
export const PREFERENCE_KEYS = {
  skin: 'skin',
  zoom: 'zoom',
  menuCollapsed: 'menuCollapsed',
  floatingNavbar: 'floatingNavbar',
  fullWidth: 'fullWidth',
  locale: 'locale',
} as const satisfies Record<keyof Preferences, string>;

/** Spec section 9 defaults; the skin is the brand's (Liberta is dark). */
export function defaultPreferences(brand: BrandDefinition): Preferences {
  return {
    skin: brand.defaultSkin,
    zoom: 0.9,
    menuCollapsed: true,
    floatingNavbar: true,
    fullWidth: true,
    locale: DEFAULT_LOCALE,
  };
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
// Checked by hand: a validation library would weigh on every first load for six small checks.
const validators: { [K in keyof Preferences]: (value: unknown) => value is Preferences[K] } = {
  skin: (value): value is Skin => (SKINS as readonly unknown[]).includes(value),
  zoom: (value): value is Zoom => (ZOOM_LEVELS as readonly unknown[]).includes(value),
  menuCollapsed: isBoolean,
  floatingNavbar: isBoolean,
  fullWidth: isBoolean,
  locale: isLocale,
};

function readPreference<K extends keyof Preferences>(
  store: KeyValueStore,
  key: K,
  fallback: Preferences[K],
): Preferences[K] {
  // A value written by an older version or by hand falls back to the default instead of breaking.
  const stored = readJson(store, PREFERENCE_KEYS[key]);
  return validators[key](stored) ? stored : fallback;
}

export function loadPreferences(store: KeyValueStore, brand: BrandDefinition): Preferences {
  const defaults = defaultPreferences(brand);
  return {
    skin: readPreference(store, 'skin', defaults.skin),
    zoom: readPreference(store, 'zoom', defaults.zoom),
    menuCollapsed: readPreference(store, 'menuCollapsed', defaults.menuCollapsed),
    floatingNavbar: readPreference(store, 'floatingNavbar', defaults.floatingNavbar),
    fullWidth: readPreference(store, 'fullWidth', defaults.fullWidth),
    locale: readPreference(store, 'locale', defaults.locale),
  };
}

export function savePreference<K extends keyof Preferences>(
  store: KeyValueStore,
  key: K,
  value: Preferences[K],
): void {
  writeJson(store, PREFERENCE_KEYS[key], value);
}

/** Spec section 2: the cart page is exactly /carrinho (/carrinhos is another path). */
export function isCartPath(pathname: string): boolean {
  return pathname === '/carrinho' || pathname === '/carrinho/';
}

/** The skin shown: light on the cart whatever was chosen, the stored choice elsewhere. */
export function effectiveSkin(chosen: Skin, pathname: string): Skin {
  return isCartPath(pathname) ? 'light' : chosen;
}

/** Mantine knows light and dark; semi-dark and bordered are light content styled by data-skin. */
export function colorSchemeOf(skin: Skin): 'light' | 'dark' {
  switch (skin) {
    case 'dark':
      return 'dark';
    case 'light':
    case 'semi-dark':
    case 'bordered':
      return 'light';
  }
}
