import * as z from 'zod/mini';
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

const validators: { [K in keyof Preferences]: z.ZodMiniType<Preferences[K]> } = {
  skin: z.enum(SKINS),
  zoom: z.literal(ZOOM_LEVELS),
  menuCollapsed: z.boolean(),
  floatingNavbar: z.boolean(),
  fullWidth: z.boolean(),
  locale: z.custom<Locale>(isLocale),
};

function readPreference<K extends keyof Preferences>(
  store: KeyValueStore,
  key: K,
  fallback: Preferences[K],
): Preferences[K] {
  // A value written by an older version or by hand falls back to the default instead of breaking.
  const parsed = validators[key].safeParse(readJson(store, PREFERENCE_KEYS[key]));
  return parsed.success ? parsed.data : fallback;
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
