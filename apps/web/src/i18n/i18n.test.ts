import { describe, expect, it } from 'vitest';
import { CATALOG_LOADERS, changeLocale, i18n, LOCALES } from './i18n.ts';
import { ptBR } from './locales/pt-BR.ts';

/**
 * Every namespace's catalogs (`features/<name>/i18n/<locale>.ts`, those of the app's own
 * pages, and the kit's, such as `components/data-requests/i18n/`),
 * by folder.
 */
const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>(
  [
    '../features/**/i18n/*.ts',
    '../app/**/i18n/*.ts',
    '../components/**/i18n/*.ts',
    './shared/*.ts',
    '!**/index.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
);
/** The registrations (`index.ts`), as text: which namespace each folder registers, and how. */
const NAMESPACE_INDEXES = import.meta.glob<string>(
  [
    '../features/**/i18n/index.ts',
    '../app/**/i18n/index.ts',
    '../components/**/i18n/index.ts',
    './shared/index.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
/** The web app's source, as text (tests and catalogs aside). */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/i18n/**', '!../test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

interface Namespace {
  name: string;
  folder: string;
  /** Registered with registerFeatureNamespace (pt-BR with the chunk, the rest on demand). */
  onDemand: boolean;
  catalogs: Record<string, object>;
}

const namespaces: Namespace[] = Object.entries(NAMESPACE_INDEXES).map(([path, text]) => {
  const folder = path.slice(0, -'/index.ts'.length);
  const constant = /export const NAMESPACE = '([^']+)'/.exec(text)?.[1];
  const catalogs: Record<string, object> = {};
  for (const [file, module] of Object.entries(NAMESPACE_FILES)) {
    if (!file.startsWith(`${folder}/`) || file.slice(folder.length + 1).includes('/')) continue;
    const locale = file.slice(folder.length + 1, -'.ts'.length);
    // A catalog module exports its texts (default or named) and types only.
    const value = Object.values(module).find(
      (v): v is object => typeof v === 'object' && v !== null,
    );
    if (value) catalogs[locale] = value;
  }
  const direct = /registerNamespace\(\s*(?:\w+_NAMESPACE|'([^']+)')/.exec(text);
  const liveConstant = /export const \w+_NAMESPACE = '([^']+)'/.exec(text)?.[1];
  return {
    name: constant ?? direct?.[1] ?? liveConstant ?? '?',
    folder,
    onDemand: text.includes('registerFeatureNamespace('),
    catalogs,
  };
});

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('i18n catalogs', () => {
  const reference = leafKeys(ptBR).sort();

  it.each(LOCALES)('%s has exactly the keys of pt-BR', async (locale) => {
    expect(leafKeys(await CATALOG_LOADERS[locale]()).sort()).toEqual(reference);
  });

  it.each(LOCALES)('%s has only non-empty strings', async (locale) => {
    for (const leaf of leaves(await CATALOG_LOADERS[locale]())) {
      expect(typeof leaf).toBe('string');
      expect((leaf as string).trim()).not.toBe('');
    }
  });

  it('loads a language on demand and switches to it', async () => {
    await changeLocale('de');
    expect(i18n.t('notFound.title')).toBe('Seite nicht gefunden');
    await changeLocale('pt-br');
    expect(i18n.t('notFound.title')).toBe('Página não encontrada');
  });

  it('starts in pt-BR with the spec strings', () => {
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('notFound.title')).toBe('Página não encontrada');
    // The appearance panel's texts are the preferences feature's, registered with its chunk.
    const preferences = namespaces.find((n) => n.name === 'preferences');
    expect(preferences?.catalogs['pt-BR']).toMatchObject({
      appearance: { skins: { semiDark: 'Semiescuro' } },
    });
  });

  it('uses interpolation rather than concatenation for dynamic text', () => {
    expect(i18n.t('app.footer', { year: 2026, brand: 'Liberta' })).toBe(
      '© 2026 Liberta. Todos os direitos reservados.',
    );
  });
});

describe('feature namespaces', () => {
  it('are found (one per feature with texts of its own, plus live, liveAdmin and chat)', () => {
    expect(namespaces.map((n) => n.name).sort()).toEqual(
      expect.arrayContaining(['chat', 'courses', 'identity', 'live', 'liveAdmin', 'store']),
    );
    expect(namespaces.filter((n) => n.onDemand).length).toBeGreaterThanOrEqual(15);
    for (const n of namespaces) expect(n.name, n.folder).not.toBe('?');
  });

  it.each(namespaces.map((n) => [n.name, n] as const))(
    '%s has the keys of its pt-BR in every language, and non-empty texts',
    (_name, n) => {
      const reference = leafKeys(n.catalogs['pt-BR']).sort();
      expect(reference.length).toBeGreaterThan(10);
      for (const locale of ['en', 'de', 'fr']) {
        expect(n.catalogs[locale], locale).toBeDefined();
        expect(leafKeys(n.catalogs[locale]).sort(), locale).toEqual(reference);
      }
      // pt holds only the texts that differ from pt-BR: no key pt-BR lacks.
      if (n.catalogs.pt) expect(reference).toEqual(expect.arrayContaining(leafKeys(n.catalogs.pt)));
      for (const catalog of Object.values(n.catalogs))
        for (const leaf of leaves(catalog)) expect((leaf as string).trim()).not.toBe('');
    },
  );

  it('give each text one home: no key is both the shell’s and a namespace’s', () => {
    const shell = new Set(leafKeys(ptBR));
    for (const n of namespaces.filter((x) => x.onDemand))
      expect(
        leafKeys(n.catalogs['pt-BR']).filter((k) => shell.has(k)),
        n.name,
      ).toEqual([]);
  });

  it('are registered and translate, in pt-BR and in a language loaded later', async () => {
    await import('../features/courses/i18n/index.ts');
    const courses = namespaces.find((n) => n.name === 'courses');
    const [key] = leafKeys(courses?.catalogs['pt-BR']);
    expect(i18n.getFixedT('pt-BR', 'courses')(key ?? '')).toBe(
      key
        ?.split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], courses?.catalogs['pt-BR']),
    );
    await changeLocale('en');
    expect(i18n.t(key ?? '', { ns: 'courses' })).toBe(
      key
        ?.split('.')
        .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], courses?.catalogs.en),
    );
    // A shell text read through a feature namespace (fallbackNS).
    expect(i18n.t('notFound.title', { ns: 'courses' })).toBe('Page not found');
    await changeLocale('pt-br');
  });

  it('resolve every key a source file names, in the catalogs its `t` reaches', () => {
    const onDemand = namespaces.filter((n) => n.onDemand);
    const catalogOf = (name: string) =>
      name === 'translation' ? ptBR : namespaces.find((n) => n.name === name)?.catalogs['pt-BR'];
    const sections = new Set(
      [ptBR, ...onDemand.map((n) => n.catalogs['pt-BR'])].flatMap((c) => Object.keys(c ?? {})),
    );
    const has = (catalog: object | undefined, key: string) => {
      const base = key
        .split('.')
        .reduce<unknown>(
          (o, k) =>
            typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined,
          catalog,
        );
      if (base !== undefined) return true;
      return leafKeys(catalog).some(
        (leaf) => leaf.replace(/_(zero|one|two|few|many|other)$/, '') === key,
      );
    };
    const missing: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      const feature = /^\.\.\/features\/([^/]+)\//.exec(file)?.[1];
      // A helper without its own hook gets `t` from its feature's pages.
      const helperReach = feature
        ? namespaces
            .filter((n) => n.folder.startsWith(`../features/${feature}/`))
            .map((n) => n.name)
        : [];
      // Each `const { t } = useTranslation(…)` reaches its own namespace only (plus the shell), so
      // the text from one hook to the next is read with that hook's catalogs: a second component
      // whose hook names no namespace cannot use the feature's keys. A hook bound to another name
      // (`t: tMain`) adds its namespace to the current one.
      const segments: { reach: string[]; text: string }[] = [];
      let last = 0;
      let reach = ['translation', ...helperReach];
      for (const m of text.matchAll(
        /(\{\s*t(\s*:\s*\w+)?\s*\}\s*=\s*)?useTranslation\(\s*(?:'([^']+)')?/g,
      )) {
        const ns = m[3] ?? 'translation';
        if (m[1] && !m[2]) {
          segments.push({ reach, text: text.slice(last, m.index) });
          last = m.index;
          reach = ['translation', ns];
        } else reach = [...reach, ns];
      }
      segments.push({ reach, text: text.slice(last) });
      for (const segment of segments) {
        const keys = [
          // String literals (not an object's property names, e.g. realtime event names) and the
          // static head of template literals (`trails.kinds.${kind}`).
          ...[
            ...segment.text.matchAll(/(['"])([a-zA-Z]\w*(?::[a-zA-Z]\w*)?(?:\.\w+)+)\1(?!\s*:)/g),
          ].map((m) => m[2] ?? ''),
          ...[...segment.text.matchAll(/`([a-zA-Z]\w*(?:\.\w+)*)\.\$\{/g)].map((m) => m[1] ?? ''),
        ];
        for (const key of keys) {
          const [ns, path] = key.includes(':') ? key.split(':') : [null, key];
          if (!path || !sections.has(path.split('.')[0] ?? '')) continue;
          // `shared` is a fallback namespace, as the shell's catalog: every `t` reaches it.
          const found = ns
            ? has(catalogOf(ns), path) || has(catalogOf('shared'), path)
            : [...segment.reach, 'shared'].some((n) => has(catalogOf(n), path));
          if (!found) missing.push(`${file}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
  it('are registered by every file that names a text of the shared namespace', () => {
    // `shared` comes with its readers' chunks (no first paint reads it): a file that names one of
    // its sections imports its registration, or its texts would show as keys.
    const shared = namespaces.find((n) => n.name === 'shared')?.catalogs['pt-BR'] ?? {};
    const sections = Object.keys(shared).join('|');
    const names = new RegExp(`['"\`](${sections})(\\.[a-zA-Z$]|['"\`])`);
    // Words bound to a kind of record (`staffRecords`) are read by the staff-form kit, which
    // registers the namespace itself: only what the file's own code names counts.
    const ownCode = (text: string) => text.replace(/staffRecords\([\s\S]*?\n\);/g, '');
    const unregistered = Object.entries(SOURCES)
      .filter(
        ([, text]) =>
          names.test(ownCode(text)) && !/import '[./]+\/i18n\/shared\/index\.ts';/.test(text),
      )
      .map(([file]) => file);
    expect(sections.length).toBeGreaterThan(0);
    expect(unregistered).toEqual([]);
  });

  it('give the kit every prefix with its namespace, and the prefix names a section there', () => {
    // The kit (staff forms, lists, fields, delete confirmations) reads a feature's words under
    // the prefix it is handed; without `ns:` it would look in the fallbacks only (the shell's
    // catalog and the shared namespace).
    const catalogOf = (name: string) => namespaces.find((n) => n.name === name)?.catalogs['pt-BR'];
    const sectionOf = (path: string, catalog: unknown) =>
      path
        .split('.')
        .reduce<unknown>(
          (o, k) =>
            typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined,
          catalog,
        );
    const isSection = (value: unknown) => typeof value === 'object' && value !== null;
    const wrong: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      if (!file.startsWith('../features/')) continue;
      for (const m of text.matchAll(/\b(?:prefix|texts)(?::\s*|=)['"]([^'"]+)['"]/g)) {
        const prefix = m[1] ?? '';
        const [ns, path] = prefix.includes(':') ? prefix.split(':') : [null, prefix];
        const found = ns
          ? isSection(sectionOf(path ?? '', catalogOf(ns)))
          : [ptBR, catalogOf('shared')].some((c) => isSection(sectionOf(path ?? '', c)));
        if (!found) wrong.push(`${file}: ${prefix}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('changeLocale', () => {
  it('keeps the language picked last when an earlier catalog loads later', async () => {
    const slow = changeLocale('fr');
    const fast = changeLocale('pt-br');
    await Promise.all([slow, fast]);
    expect(i18n.language).toBe('pt-BR');
  });
});
