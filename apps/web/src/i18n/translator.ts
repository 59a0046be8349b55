/**
 * The texts' runtime (ADR 0019): catalogs by language and namespace, lookup with fallbacks,
 * plurals and `{{placeholders}}`. It keeps i18next's catalog format and the part of its behaviour
 * the app uses, at a fraction of its weight on the first paint.
 *
 * A key is `section.text` in the caller's namespace, or `namespace:section.text`. It is looked up
 * namespace by namespace (the caller's, then the fallback namespaces), and within each in the
 * current language, then the fallback language. With a numeric `count`, `key_zero` (count 0),
 * then `key_<plural category of the language>` (Intl.PluralRules: `one`, `other`, …), then `key`
 * are tried. A text not found is the `defaultValue` given, else the key itself.
 */

/** What fills a text: its `{{placeholders}}` (dot paths), its plural and where to find it. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  ns?: string;
  [value: string]: unknown;
}

/** A key, or keys tried in turn (the first found wins; none found: the last one). */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

/** A catalog: texts by key, nested by section. */
export interface Texts {
  [key: string]: string | Texts;
}

export interface TranslatorOptions {
  language: string;
  fallbackLanguage: string;
  defaultNamespace: string;
  fallbackNamespaces: readonly string[];
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `{{name}}` (or `{{a.b}}`) replaced by its value; a placeholder with no value stays as it is. */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, path: string) => {
    const value = valueAt(values, path);
    if (value === undefined || value === null) return match;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return JSON.stringify(value);
  });
}

/** `base` with `extra` laid over it, section by section; neither is changed. */
function merged(base: Texts, extra: Texts, overwrite: boolean): Texts {
  const out: Texts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    if (typeof value === 'object' && typeof current === 'object') {
      out[key] = merged(current, value, overwrite);
    } else if (current === undefined || overwrite) {
      out[key] = value;
    }
  }
  return out;
}

export class Translator {
  language: string;
  private readonly bundles = new Map<string, Map<string, Texts>>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private revision = 0;
  private readonly options: TranslatorOptions;

  constructor(options: TranslatorOptions) {
    this.options = options;
    this.language = options.language;
  }

  /** The language texts are shown in (i18next's name, kept for the callers). */
  get resolvedLanguage(): string {
    return this.language;
  }

  /**
   * Adds a namespace's texts in a language. `deep`: laid over what the namespace already holds
   * (`overwrite`: a text already there is replaced); otherwise merged by top-level section.
   */
  addResourceBundle(
    language: string,
    namespace: string,
    texts: object,
    deep = false,
    overwrite = false,
  ): void {
    let namespaces = this.bundles.get(language);
    if (!namespaces) {
      namespaces = new Map();
      this.bundles.set(language, namespaces);
    }
    const current = namespaces.get(namespace) ?? {};
    namespaces.set(
      namespace,
      deep ? merged(current, texts as Texts, overwrite) : { ...current, ...(texts as Texts) },
    );
    this.changed();
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.bundles.get(language)?.has(namespace) ?? false;
  }

  changeLanguage(language: string): Promise<void> {
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    return Promise.resolve();
  }

  /** `t` in a language (null: the current one, whenever it is called) and a namespace. */
  getFixedT(language: string | null, namespace?: string): TFunction {
    return (key, options) => this.translate(key, options, language, namespace);
  }

  t(key: string | readonly string[], options?: TOptions): string {
    return this.translate(key, options, null, undefined);
  }

  /** Calls `listener` after texts are added or the language changes; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every added catalog and language switch (for `useSyncExternalStore`). */
  snapshot = (): number => this.revision;

  private changed(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }

  private translate(
    keys: string | readonly string[],
    options: TOptions | undefined,
    language: string | null,
    namespace: string | undefined,
  ): string {
    const list = typeof keys === 'string' ? [keys] : keys;
    let path = '';
    for (const key of list) {
      const found = this.find(key, options, language, namespace);
      if (typeof found === 'string') return interpolate(found, options);
      path = found.path;
    }
    return options?.defaultValue === undefined ? path : interpolate(options.defaultValue, options);
  }

  /** The key's text, or the key without its namespace when no catalog has it. */
  private find(
    key: string,
    options: TOptions | undefined,
    language: string | null,
    namespace: string | undefined,
  ): string | { path: string } {
    const colon = key.indexOf(':');
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const first =
      colon > 0 ? key.slice(0, colon) : (options?.ns ?? namespace ?? this.options.defaultNamespace);
    const namespaces = new Set([first, ...this.options.fallbackNamespaces]);
    const languages = new Set([language ?? this.language, this.options.fallbackLanguage]);
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const ns of namespaces) {
      for (const lng of languages) {
        const texts = this.bundles.get(lng)?.get(ns);
        if (!texts) continue;
        for (const candidate of this.candidates(path, lng, count)) {
          const text = valueAt(texts, candidate);
          if (typeof text === 'string') return text;
        }
      }
    }
    return { path };
  }

  private candidates(path: string, language: string, count: number | undefined): string[] {
    if (count === undefined) return [path];
    const plural = `${path}_${this.pluralOf(language).select(count)}`;
    return count === 0 ? [`${path}_zero`, plural, path] : [plural, path];
  }

  private pluralOf(language: string): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules;
  }
}
