import type { CatalogOverrides } from '../catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
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
  areas: {
    profile: {
      title: 'O meu perfil',
    },
    adminUsers: {
      title: 'Utilizadores',
    },
  },
};
