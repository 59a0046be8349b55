import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../../../i18n/namespaces.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';

describe('liveAdmin catalogs', () => {
  it('have the same keys in every language', () => {
    const keys = catalogKeys(ptBR);
    expect(keys.length).toBeGreaterThan(100);
    expect(catalogKeys(en)).toEqual(keys);
    expect(catalogKeys(de)).toEqual(keys);
    expect(catalogKeys(fr)).toEqual(keys);
  });

  it('has no empty text', () => {
    for (const catalog of [ptBR, en, de, fr])
      for (const key of catalogKeys(catalog)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      }
  });
});
