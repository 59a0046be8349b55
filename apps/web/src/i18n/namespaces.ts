import { i18n, LANGUAGE_TAG, LOCALES } from './i18n.ts';
import type { Locale } from './i18n.ts';

export { registerFeatureNamespace } from './i18n.ts';
export type { CatalogOverrides, CatalogShape } from './catalog.ts';

/**
 * Feature namespaces: a feature carries its own texts and registers them when its chunk loads, so
 * they do not weigh on the first load (the main `translation` catalog, the shell's, ships with
 * it). Components read them with `useTranslation('<namespace>')`; a key the namespace lacks is
 * looked up in the shell's catalog (`fallbackNS`). Most features register with
 * `registerFeatureNamespace` (pt-BR with the chunk, other languages on demand); the live area and
 * the chat with `registerNamespace`, every language at once. `pt` falls back to `pt-BR` where it
 * has no text of its own.
 */
export type NamespaceCatalogs<T extends object> = Record<Exclude<Locale, 'pt'>, T> & {
  pt?: Partial<T>;
};

export function registerNamespace<T extends object>(
  namespace: string,
  catalogs: NamespaceCatalogs<T>,
): void {
  for (const locale of LOCALES) {
    const tag = LANGUAGE_TAG[locale];
    if (i18n.hasResourceBundle(tag, namespace)) continue;
    const catalog = locale === 'pt' ? { ...catalogs['pt-br'], ...catalogs.pt } : catalogs[locale];
    i18n.addResourceBundle(tag, namespace, catalog, true, false);
  }
}

/** Every leaf key of a catalog (`a.b.c`), sorted: tests compare languages with it. */
export function catalogKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => catalogKeys(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}
