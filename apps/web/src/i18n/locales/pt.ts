import type { CatalogOverrides } from '../catalog.ts';
import type { Catalog } from './pt-BR.ts';

// European Portuguese differs from pt-BR only in some words; the rest is pt-BR's text
// (merged in when the language loads).
export const pt: CatalogOverrides<Catalog> = {
  app: {
    skipLink: 'Saltar para o conteúdo',
    loading: 'A carregar…',
  },
  brands: {
    brazilian: {
      tagline: 'Formação para traders',
      welcome: 'Bem-vindo à LS Trader! Aprenda a negociar com quem vive o mercado todos os dias.',
      createAccount: 'Crie a sua conta e comece já: aulas, transmissões em direto e recomendações.',
      courseAd: 'Cursos completos de day trade e swing trade, do primeiro passo ao nível avançado.',
    },
    global: {
      welcome:
        'Bem-vindo à LS Global! Acompanhe os mercados internacionais com os nossos analistas.',
      createAccount:
        'Crie a sua conta e negocie em bolsas de todo o mundo com método e disciplina.',
    },
    liberta: {
      welcome: 'Bem-vindo à Liberta! Conteúdos e análises para investir com liberdade.',
      createAccount: 'Crie a sua conta Liberta e aceda a relatórios, percursos e subscrições.',
      courseAd: 'Percursos de conhecimento e cursos para cada etapa da sua jornada de investidor.',
    },
  },
  auth: {
    password: 'Palavra-passe',
    loginLink: 'Iniciar sessão',
    phone: 'Telemóvel',
    forbiddenText:
      'A sua conta não tem permissão para abrir esta página. Se precisar, contacte o suporte.',
  },
  admin: {
    contentMenu: 'Conteúdos',
    users: 'Utilizadores',
    search: 'Pesquisar',
    createdAt: 'Registo',
    total: '{{count}} registos',
    loginAs: 'Aceder como',
    loginAsTitle: 'Aceder como {{name}}',
    loginAsReasonHint: 'Fica registado na auditoria. Ex.: pedido 123, verificar acesso ao curso.',
    loginAsConfirm: 'Aceder',
    impersonating: 'Está a aceder como {{name}}.',
    returnToMain: 'Voltar ao meu utilizador',
    returned: 'Voltou ao seu utilizador.',
    deleted: 'Eliminado',
    deletedAt: 'Conta eliminada em {{date}}.',
  },
  notFound: {
    text: 'O endereço que abriu não existe ou foi movido. Verifique a ligação ou volte ao início.',
    action: 'Voltar ao início',
  },
  construction: {
    text: 'Esta área está a ser construída. Em breve irá oferecer:',
    action: 'Voltar ao início',
    variants: {
      create: 'Novo registo',
    },
  },
  cart: {
    backToStore: 'Continuar a navegar',
  },
  errors: {
    title: 'Algo correu mal',
  },
  areas: {
    profile: {
      title: 'O meu perfil',
    },
    adminUsers: {
      title: 'Utilizadores',
    },
  },
};
