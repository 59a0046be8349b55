import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { BrandDefinition, Skin } from '@app/shared';
import { changeLocale, LANGUAGE_TAG } from '../../i18n/i18n.ts';
import type { KeyValueStore } from '../../lib/storage/storage.ts';
import { colorSchemeOf, effectiveSkin, loadPreferences, savePreference } from './preferences.ts';
import type { Preferences } from './preferences.ts';

export interface PreferencesContextValue {
  preferences: Preferences;
  /** What is on screen now: the chosen skin, or light on the cart. */
  skin: Skin;
  colorScheme: 'light' | 'dark';
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences precisa de um PreferencesProvider');
  return value;
}

/** Reflects the preferences on <html> so CSS (and tests) can read them without React. */
function applyToDocument(skin: Skin, preferences: Preferences): void {
  const root = document.documentElement;
  root.dataset.skin = skin;
  root.dataset.zoom = String(preferences.zoom);
  root.dataset.navbar = preferences.floatingNavbar ? 'floating' : 'static';
  root.dataset.contentWidth = preferences.fullWidth ? 'full' : 'boxed';
  // Mantine sizes everything in rem × --mantine-scale, so this zooms the whole UI without the
  // viewport-unit distortions that CSS `zoom` on the root causes.
  root.style.setProperty('--mantine-scale', String(preferences.zoom));
  root.lang = LANGUAGE_TAG[preferences.locale];
}

export function PreferencesProvider({
  brand,
  store,
  pathname,
  children,
}: {
  brand: BrandDefinition;
  store: KeyValueStore;
  /** The current route's pathname (the cart forces the light skin). */
  pathname: string;
  children: ReactNode;
}) {
  const [preferences, setPreferences] = useState(() => loadPreferences(store, brand));

  const setPreference = useCallback(
    <K extends keyof Preferences>(key: K, value: Preferences[K]) => {
      savePreference(store, key, value);
      setPreferences((current) => ({ ...current, [key]: value }));
    },
    [store],
  );

  const skin = effectiveSkin(preferences.skin, pathname);

  useLayoutEffect(() => {
    applyToDocument(skin, preferences);
  }, [skin, preferences]);

  useLayoutEffect(() => {
    void changeLocale(preferences.locale);
  }, [preferences.locale]);

  const value = useMemo(
    () => ({ preferences, skin, colorScheme: colorSchemeOf(skin), setPreference }),
    [preferences, skin, setPreference],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
