import { withOverrides } from './catalog.ts';
import { ptBR } from './locales/pt-BR.ts';
import type { Catalog } from './locales/pt-BR.ts';
import { Translator } from './translator.ts';

/** Spec section 9 locale values, as stored in the preferences. */
export const LOCALES = ['pt-br', 'pt', 'en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt-br';

/** BCP 47 tags for the translator and `<html lang>`. */
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

/**
 * The shell's catalog (texts of the app, the kit and those features share; each feature's own
 * texts are its namespace): pt-BR ships with the shell, the other languages load when someone
 * picks them.
 */
export const CATALOG_LOADERS: Record<Locale, () => Promise<Catalog>> = {
  'pt-br': () => Promise.resolve(ptBR),
  pt: async () => withOverrides(ptBR, (await import('./locales/pt.ts')).pt),
  en: async () => (await import('./locales/en.ts')).en,
  de: async () => (await import('./locales/de.ts')).de,
  fr: async () => (await import('./locales/fr.ts')).fr,
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// A feature's namespace holds its own texts; the shared ones are the shell's, or, when no first
// paint reads them, the `shared` namespace's (i18n/shared, registered by their readers). A
// namespace's language that arrives after the page rendered (features/<name>/i18n) repaints.
export const i18n = new Translator({
  language: LANGUAGE_TAG[DEFAULT_LOCALE],
  fallbackLanguage: LANGUAGE_TAG[DEFAULT_LOCALE],
  defaultNamespace: 'translation',
  fallbackNamespaces: ['translation', 'shared'],
});
i18n.addResourceBundle(LANGUAGE_TAG[DEFAULT_LOCALE], 'translation', ptBR);

let requestedLocale: Locale = DEFAULT_LOCALE;

/** A feature namespace's other languages (pt: only the texts that differ from pt-BR). */
export type NamespaceLoaders = Partial<Record<Exclude<Locale, 'pt-br'>, () => Promise<object>>>;
const featureNamespaces = new Map<string, NamespaceLoaders>();

/**
 * A feature's namespace (`features/<name>/i18n/index.ts`, imported by the files that use it):
 * its pt-BR texts come with the feature's chunk; another language loads when it is picked, or at
 * once when it already is (until then pt-BR shows, and the page repaints when it arrives).
 */
export function registerFeatureNamespace(
  namespace: string,
  ptBRTexts: object,
  loaders: NamespaceLoaders,
): void {
  if (featureNamespaces.has(namespace)) return;
  featureNamespaces.set(namespace, loaders);
  i18n.addResourceBundle(LANGUAGE_TAG['pt-br'], namespace, ptBRTexts, true, false);
  if (requestedLocale !== 'pt-br') void loadNamespace(namespace, requestedLocale);
}

async function loadNamespace(namespace: string, locale: Locale): Promise<void> {
  const tag = LANGUAGE_TAG[locale];
  const load = locale === 'pt-br' ? undefined : featureNamespaces.get(namespace)?.[locale];
  if (!load || i18n.hasResourceBundle(tag, namespace)) return;
  // pt's overrides go over pt-BR's texts (the fallback language fills in the rest).
  i18n.addResourceBundle(tag, namespace, await load(), true, true);
}

/** Loads the locale's catalogs (the shell's, every feature namespace's) if needed, then switches. */
export async function changeLocale(locale: Locale): Promise<void> {
  requestedLocale = locale;
  const tag = LANGUAGE_TAG[locale];
  await Promise.all([
    (async () => {
      if (i18n.hasResourceBundle(tag, 'translation')) return;
      i18n.addResourceBundle(tag, 'translation', await CATALOG_LOADERS[locale]());
    })(),
    ...[...featureNamespaces.keys()].map((namespace) => loadNamespace(namespace, locale)),
  ]);
  // A slower catalog must not override a language picked after it.
  if (requestedLocale !== locale) return;
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
}
