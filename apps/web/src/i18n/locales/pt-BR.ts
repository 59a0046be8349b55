// The shell's texts (app, menu, appearance, brands, areas, errors, the kit's and the texts
// several features share); each feature's own texts are its namespace
// (features/<name>/i18n/, `useTranslation('<name>')`).
export const ptBR = {
  app: {
    close: 'Fechar',
    closeNotification: 'Fechar notificação',
    pagination: {
      first: 'Primeira página',
      previous: 'Página anterior',
      next: 'Próxima página',
      last: 'Última página',
    },
    skipLink: 'Pular para o conteúdo',
    mainMenu: 'Menu principal',
    cart: 'Carrinho',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    collapseMenu: 'Recolher menu',
    expandMenu: 'Expandir menu',
    goHome: 'Ir para a página inicial',
    loading: 'Carregando…',
    footer: '© {{year}} {{brand}}. Todos os direitos reservados.',
    privacyPolicyLink: 'Política de privacidade',
    helpCentreLink: 'Central de ajuda',
    cookieSettingsLink: 'Preferências de cookies',
  },
  appearance: {
    button: 'Aparência',
  },
  covers: {
    of: 'Capa de {{title}}',
  },
  menu: {
    feed: 'Feed',
    lives: 'Transmissões',
    myCourses: 'Meus Cursos',
    myEbooks: 'Meus E-books',
    lsPlay: 'LS Play',
    recommendations: 'Recomendações',
    home: 'Início',
    tvLiberta: 'TV Liberta',
    liveMarket: 'Mercado ao vivo',
    coursesEbooks: 'Meus Cursos / Ebooks',
    mySubscriptions: 'Minhas Assinaturas',
    store: 'Loja',
    reports: 'Relatórios',
    staff: 'Área da equipe',
    liveAdmin: 'Ao vivo',
    liveRooms: 'Salas ao vivo',
  },
  auth: {
    email: 'E-mail',
    password: 'Senha',
    loginLink: 'Entrar',
    name: 'Nome completo',
    phone: 'Celular',
    taxId: 'CPF ou CNPJ',
    forbiddenTitle: 'Acesso negado',
    forbiddenText:
      'Sua conta não tem permissão para abrir esta página. Se precisar dela, fale com o suporte.',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço que você abriu não existe ou foi movido. Confira o link ou volte para o início.',
    action: 'Voltar para o início',
  },
  construction: {
    badge: 'Em construção',
    text: 'Esta área está sendo construída. Em breve ela vai oferecer:',
    action: 'Voltar para o início',
    variants: {
      list: 'Listagem',
      create: 'Novo cadastro',
      edit: 'Edição',
      detail: 'Detalhes',
    },
  },
  cart: {
    title: 'Carrinho',
    backToStore: 'Continuar navegando',
  },
  checkout: {
    unavailable: 'Este produto não está disponível na loja.',
    priceFrom: 'De {{price}} por',
    header: {
      cartWithCount: 'Carrinho ({{count}})',
    },
  },
  errors: {
    title: 'Algo deu errado',
  },
  courses: {
    videoFailed: 'Não foi possível carregar o vídeo. Verifique sua conexão e tente de novo.',
  },
  podcasts: {
    saved: 'Episódio salvo.',
  },
  areas: {
    ordersAdmin: {
      title: 'Pedidos',
    },
    customersAdmin: {
      title: 'Clientes',
    },
    couponsAdmin: {
      title: 'Cupons',
    },
    commercialTables: {
      title: 'Tabelas comerciais',
    },
    videosAdmin: {
      title: 'Vídeos',
    },
    ebooksAdmin: {
      title: 'E-books',
    },
    mySignatures: {
      title: 'Minhas Assinaturas',
    },
    adminProfiles: {
      title: 'Perfis e permissões',
    },
    profile: {
      title: 'Meu perfil',
    },
    adminUsers: {
      title: 'Usuários',
    },
    adminAudit: {
      title: 'Auditoria',
    },
    adminOutbox: {
      title: 'Caixa de saída',
    },
    adminDataRequests: {
      title: 'Solicitações de titulares',
    },
    login: {
      title: 'Entrar',
    },
    cart: {
      title: 'Carrinho',
    },
    paymentSuccess: {
      title: 'Pagamento confirmado',
    },
    privacyPolicy: {
      title: 'Política de privacidade',
    },
    helpCentre: {
      title: 'Central de ajuda',
    },
    privacyPoliciesAdmin: {
      title: 'Políticas de privacidade',
    },
    token: {
      title: 'Acesso por link',
    },
    floating: {
      title: 'Player flutuante',
    },
    feed: {
      title: 'Feed',
    },
    clientLives: {
      title: 'Transmissões',
    },
    broadcastView: {
      title: 'Transmissões',
    },
    broadcastsAdmin: {
      title: 'Gestão de transmissões',
    },
    clientCourses: {
      title: 'Meus Cursos',
    },
    clientEbooks: {
      title: 'Meus E-books',
    },
    lsPlay: {
      title: 'LS Play',
    },
    recommendationsAdmin: {
      title: 'Recomendações',
    },
    clientRecommendations: {
      title: 'Recomendações',
    },
    recommendationStatus: {
      title: 'Status das recomendações',
    },
    farol: {
      title: 'Farol',
    },
    trackRecord: {
      title: 'Histórico de recomendações',
    },
    schedule: {
      title: 'Grade de programação',
    },
    playlist: {
      title: 'Playlists',
    },
    categories: {
      title: 'Categorias',
    },
    subscriptionTypes: {
      title: 'Tipos de assinatura',
    },
    methods: {
      title: 'Métodos',
    },
    emailBind: {
      title: 'Vínculo de e-mails',
    },
    home: {
      title: 'Início',
    },
    store: {
      title: 'Loja',
    },
    subscriptions: {
      title: 'Minhas Assinaturas',
    },
    coursePlayer: {
      title: 'Aulas do curso',
    },
    certificate: {
      title: 'Certificado',
    },
    coursesAdmin: {
      title: 'Cursos',
    },
    course: {
      title: 'Curso',
    },
    ebook: {
      title: 'E-book',
    },
    internal: {
      title: 'Página de conteúdo',
    },
    launch: {
      title: 'Lançamento',
    },
    subject: {
      title: 'Meus Cursos / Ebooks',
    },
    myTrails: {
      title: 'Minhas trilhas',
    },
    contentVideo: {
      title: 'Vídeo',
    },
    biHub: {
      title: 'Painéis de BI',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
    },
    investorCalendar: {
      title: 'Calendário do investidor',
    },
    podcasts: {
      title: 'Podcasts',
    },
    contentQualification: {
      title: 'Qualificação de conteúdo',
    },
    researchReports: {
      title: 'Relatórios de research',
    },
    trails: {
      title: 'Trilhas',
    },
    launches: {
      title: 'Lançamentos',
    },
    influencer: {
      title: 'Influenciadores',
    },
    internalPolicies: {
      title: 'Políticas internas',
    },
    libertaStoreAdmin: {
      title: 'Cadastro da Liberta Store',
    },
    colors: {
      title: 'Cores da Liberta Store',
    },
    xpRelease: {
      title: 'Liberação de cliente XP',
    },
    tickers: {
      title: 'Gestão de tickers',
    },
    advisors: {
      title: 'Assessores',
    },
    investmentPages: {
      title: 'Páginas de investimentos',
    },
    investments: {
      title: 'Investimentos',
    },
    faq: {
      title: 'FAQ / Central de ajuda',
    },
    nps: {
      title: 'Pesquisas NPS',
    },
    staffAgenda: {
      title: 'Agenda do colaborador',
    },
    myAdvisor: {
      title: 'Meu assessor',
    },
    research: {
      title: 'Relatórios',
    },
    hubHome: {
      title: 'Hub',
    },
    hubSalesForce: {
      title: 'Força de vendas',
    },
    hubTickets: {
      title: 'Central de chamados',
    },
    hubPolicies: {
      title: 'Políticas e procedimentos',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have (same keys, any text). */
export type Catalog = Widen<typeof ptBR>;
