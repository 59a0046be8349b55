import type { CatalogOverrides } from '../../../i18n/catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  areas: {
    profile: {
      description: 'Os seus dados, fotografia e moradas.',
    },
    adminUsers: {
      description: 'Pesquisa, registo e perfis das pessoas da plataforma.',
    },
    clientLives: {
      description: 'Transmissões em direto com chat moderado e repetições das salas que subscreve.',
    },
    subscriptions: {
      description: 'Subscrições ativas, benefícios e renovação.',
    },
  },
};
