import type { CatalogOverrides } from '../../../i18n/namespaces.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  profile: {
    export: 'Descarregar os meus dados',
    exported: 'Os seus dados foram descarregados.',
  },
};
