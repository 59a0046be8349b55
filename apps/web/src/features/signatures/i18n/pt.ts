import type { CatalogOverrides } from '../../../i18n/catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  signatures: {
    public: {
      intro: 'Escolha o plano que lhe convém e aceda a cursos, relatórios e muito mais.',
      checkoutHint: 'Revê a encomenda e escolhe a forma de pagamento no carrinho.',
    },
    mine: {
      emptyTitle: 'Ainda não tem assinaturas',
      empty: 'Com uma assinatura acede a cursos, e-books e relatórios enquanto estiver ativa.',
    },
  },
};
