import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../../i18n/namespaces.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { LIVE_CATALOGS, LIVE_NAMESPACE } from './index.ts';

describe('live i18n namespace', () => {
  it('has the same keys in every language', () => {
    const reference = catalogKeys(LIVE_CATALOGS['pt-br']);
    expect(reference.length).toBeGreaterThan(50);
    for (const catalog of [LIVE_CATALOGS.en, LIVE_CATALOGS.de, LIVE_CATALOGS.fr])
      expect(catalogKeys(catalog)).toEqual(reference);
  });

  it('is registered and translates in pt-BR', () => {
    expect(i18n.getFixedT('pt-BR', LIVE_NAMESPACE)('floating.back')).toBe(
      'Voltar à sua transmissão',
    );
  });
});
