import type { CatalogOverrides } from '../../../i18n/catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  checkout: {
    mobileNotice:
      'O módulo de carrinho está a ser ajustado para telemóveis. Por enquanto, use um computador para concluir a sua compra.',
    guest: {
      text: 'Indique o seu e-mail para prepararmos o carrinho. Cria a sua conta ou inicia sessão antes de pagar.',
      emailPlaceholder: 'voce@exemplo.pt',
    },
  },
};
