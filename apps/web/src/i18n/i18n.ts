import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR } from './locales/pt-BR.ts';
import type { Catalog } from './locales/pt-BR.ts';

/** Spec section 9 locale values, as stored in the preferences. */
export const LOCALES = ['pt-br', 'pt', 'en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-br';

/** BCP 47 tags for i18next and `<html lang>`. */
export const LANGUAGE_TAG: Record<Locale, string> = {
  'pt-br': 'pt-BR',
  pt: 'pt',
  en: 'en',
  de: 'de',
  fr: 'fr',
};

/** Each language is named in itself, so a reader finds their own whatever the current language. */
export const LANGUAGE_NAME: Record<Locale, string> = {
  'pt-br': 'Português (Brasil)',
  pt: 'Português',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/** pt-BR ships with the shell; the other languages load when someone picks them. */
export const CATALOG_LOADERS: Record<Locale, () => Promise<Catalog>> = {
  'pt-br': () => Promise.resolve(ptBR),
  pt: async () => (await import('./locales/pt.ts')).pt,
  en: async () => (await import('./locales/en.ts')).en,
  de: async () => (await import('./locales/de.ts')).de,
  fr: async () => (await import('./locales/fr.ts')).fr,
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'pt-BR': { translation: ptBR } },
  lng: LANGUAGE_TAG[DEFAULT_LOCALE],
  fallbackLng: 'pt-BR',
  supportedLngs: Object.values(LANGUAGE_TAG),
  // React escapes text itself.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

let requestedLocale: Locale = DEFAULT_LOCALE;

/** Loads the locale's catalog if needed, then switches i18next to it. */
export async function changeLocale(locale: Locale): Promise<void> {
  requestedLocale = locale;
  const tag = LANGUAGE_TAG[locale];
  if (!i18n.hasResourceBundle(tag, 'translation')) {
    const catalog = await CATALOG_LOADERS[locale]();
    i18n.addResourceBundle(tag, 'translation', catalog);
  }
  // A slower catalog must not override a language picked after it.
  if (requestedLocale !== locale) return;
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
}
