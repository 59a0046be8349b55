import type { CatalogOverrides } from '../../../i18n/catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  appearance: {
    skins: {
      bordered: 'Com contornos',
    },
    layout: 'Disposição',
  },
};
