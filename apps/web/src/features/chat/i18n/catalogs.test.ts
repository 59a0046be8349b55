import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../../i18n/namespaces.ts';
import { chatDe } from './de.ts';
import { chatEn } from './en.ts';
import { chatFr } from './fr.ts';
import { chatPtBR } from './pt-BR.ts';

describe('chat catalogs', () => {
  it('have the same keys in every language', () => {
    const keys = catalogKeys(chatPtBR);
    expect(keys.length).toBeGreaterThan(100);
    expect(catalogKeys(chatEn)).toEqual(keys);
    expect(catalogKeys(chatDe)).toEqual(keys);
    expect(catalogKeys(chatFr)).toEqual(keys);
  });

  it('has no empty text', () => {
    for (const catalog of [chatPtBR, chatEn, chatDe, chatFr])
      for (const key of catalogKeys(catalog)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      }
  });
});
