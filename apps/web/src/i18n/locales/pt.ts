import type { CatalogOverrides } from '../catalog.ts';
import type { Catalog } from './pt-BR.ts';

// European Portuguese differs from pt-BR only in some words; the rest is pt-BR's text
// (merged in when the language loads).
export const pt: CatalogOverrides<Catalog> = {
  app: {
    backHome: 'Voltar ao início',
    skipLink: 'Saltar para o conteúdo',
    loading: 'A carregar…',
  },
  auth: {
    password: 'Palavra-passe',
    loginLink: 'Iniciar sessão',
    phone: 'Telemóvel',
    forbiddenText:
      'A sua conta não tem permissão para abrir esta página. Se precisar, contacte o suporte.',
  },
  notFound: {
    text: 'O endereço que abriu não existe ou foi movido. Verifique a ligação ou volte ao início.',
    action: 'Voltar ao início',
  },
  cart: {
    backToStore: 'Continuar a navegar',
  },
  errors: {
    title: 'Algo correu mal',
    page: 'Não foi possível mostrar esta página. Verifique a sua ligação e recarregue a página.',
    reload: 'Recarregar a página',
  },
};
