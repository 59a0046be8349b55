import { describe, expect, it } from 'vitest';
import { CATALOG_LOADERS, changeLocale, i18n, LOCALES } from './i18n.ts';
import { ptBR } from './locales/pt-BR.ts';

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
    expect(i18n.t('appearance.skins.semiDark')).toBe('Semiescuro');
  });

  it('uses interpolation rather than concatenation for dynamic text', () => {
    expect(i18n.t('app.footer', { year: 2026, brand: 'Liberta' })).toBe(
      '© 2026 Liberta. Todos os direitos reservados.',
    );
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
