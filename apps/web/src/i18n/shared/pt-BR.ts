import type { CatalogShape } from '../catalog.ts';

/**
 * The `shared` namespace: texts several features and the kit share that no page's first paint
 * reads (the staff's lists, forms and fields, the rich text editor, the cover and PDF uploads,
 * the catalogue's and orders' common words, the areas' titles of the menus). It is a fallback namespace (`fallbackNS`), so `t`
 * finds its keys from any namespace once it is registered: every file that names one of them
 * imports `i18n/shared/index.ts` (a test checks it).
 */
export const ptBR = {
  richText: {
    toolbar: 'Formatação do texto',
    loading: 'Carregando o editor…',
    bold: 'Negrito',
    italic: 'Itálico',
    underline: 'Sublinhado',
    strike: 'Tachado',
    heading2: 'Título',
    heading3: 'Subtítulo',
    bulletList: 'Lista com marcadores',
    orderedList: 'Lista numerada',
    blockquote: 'Citação',
    link: 'Inserir link',
    unlink: 'Remover link',
    clearFormatting: 'Limpar formatação',
    undo: 'Desfazer',
    redo: 'Refazer',
    linkAddress: 'Endereço do link',
    linkSave: 'Salvar',
  },
  coverUpload: {
    choose: 'Escolher imagem',
    change: 'Trocar imagem',
    none: 'Sem capa: os cartões mostram um fundo padrão.',
    type: 'Envie uma imagem JPEG, PNG ou WebP.',
    size: 'A imagem passa de 5 MB.',
    alt: 'Descrição da capa (texto alternativo)',
    altHint: 'O que a imagem mostra, para quem usa leitor de tela. Até 200 caracteres.',
    altRequired: 'Descreva a capa em até 200 caracteres.',
    send: 'Enviar capa',
    newPicture: 'Nova capa',
    rules: 'JPEG, PNG ou WebP de até 5 MB; recortada em {{width}} × {{height}} ({{ratio}}).',
    discard: 'Descartar imagem',
    remove: 'Remover capa',
    afterSave: 'A capa é enviada ao salvar.',
    uploaded: 'Capa enviada.',
    removed: 'Capa removida.',
    notSent:
      'O cadastro foi salvo, mas a capa não foi enviada: {{message}} Envie-a novamente nesta página.',
  },
  brands: {
    brazilian: {
      tagline: 'Educação para traders',
      welcome: 'Bem-vindo à LS Trader! Aprenda a operar com quem vive o mercado todos os dias.',
      createAccount: 'Crie sua conta e comece agora: aulas, transmissões ao vivo e recomendações.',
      courseAd:
        'Cursos completos de day trade e swing trade, do primeiro passo ao operacional avançado.',
    },
    global: {
      tagline: 'Mercados globais',
      welcome: 'Bem-vindo à LS Global! Acompanhe os mercados internacionais com nossos analistas.',
      createAccount: 'Crie sua conta e opere em bolsas do mundo todo com método e disciplina.',
      courseAd: 'Cursos sobre ações, índices e moedas internacionais, com aulas práticas.',
    },
    liberta: {
      tagline: 'Investimentos',
      welcome: 'Bem-vindo à Liberta! Conteúdo e análises para investir com liberdade.',
      createAccount: 'Crie sua conta Liberta e tenha acesso a relatórios, trilhas e assinaturas.',
      courseAd: 'Trilhas de conhecimento e cursos para cada etapa da sua jornada de investidor.',
    },
  },
  admin: {
    contentMenu: 'Conteúdo',
    menu: 'Administração',
    users: 'Usuários',
    audit: 'Auditoria',
    outbox: 'Caixa de saída',
    dataRequests: 'Solicitações de titulares',
    privacyPolicies: 'Políticas de privacidade',
    search: 'Buscar',
    name: 'Nome',
    email: 'E-mail',
    createdAt: 'Cadastro',
    actions: 'Ações',
    empty: 'Nada encontrado.',
    total: '{{count}} registros',
    loginAs: 'Acessar como',
    loginAsTitle: 'Acessar como {{name}}',
    loginAsReason: 'Motivo do acesso',
    loginAsReasonHint: 'Fica registrado na auditoria. Ex.: chamado 123, conferir acesso ao curso.',
    loginAsConfirm: 'Acessar',
    cancel: 'Cancelar',
    impersonating: 'Você está acessando como {{name}}.',
    returnToMain: 'Voltar ao meu usuário',
    returned: 'Você voltou ao seu usuário.',
    loadError: 'Não foi possível carregar a lista.',
    deleted: 'Excluído',
    deletedAt: 'Conta excluída em {{date}}.',
    profiles: 'Perfis e permissões',
  },
  staffForm: {
    leaveTitle: 'Sair sem salvar?',
    leaveText:
      'As alterações deste formulário ainda não foram salvas. Se sair agora, elas serão perdidas.',
    stay: 'Continuar editando',
    leave: 'Sair sem salvar',
    close: 'Fechar',
  },
  ebooks: {
    tryAgain: 'Tente novamente em instantes.',
    pdf: {
      none: 'Nenhum arquivo enviado.',
      choose: 'Escolher PDF',
      replace: 'Trocar PDF',
      afterSave: 'será enviado ao salvar',
      uploaded: 'PDF enviado.',
    },
  },
  media: {
    player: {
      frameTitle: 'Vídeo: {{title}}',
      unavailableTitle: 'Não foi possível exibir este vídeo aqui',
      unavailableText: 'O link não é de um player que possamos incorporar.',
      openOriginal: 'Abrir o vídeo original',
    },
    content: {
      backHome: 'Voltar para o início',
    },
    home: {
      courseMeta_one: '{{count}} aula · {{duration}}',
      courseMeta_other: '{{count}} aulas · {{duration}}',
      free: 'Gratuito',
    },
  },
  userCourses: {
    status: 'Situação',
    period: 'Período',
    source: 'Origem',
    lifetime: 'vitalício',
    statuses: {
      active: 'Ativo',
      scheduled: 'Agendado',
      expired: 'Expirado',
      revoked: 'Revogado',
    },
    sources: {
      order: 'Compra',
      courtesy: 'Cortesia',
      trial: 'Teste',
      signature: 'Assinatura',
      staff: 'Equipe',
    },
  },
  storeAdmin: {
    kinds: {
      course: 'Curso',
      ebook: 'E-book',
      signature: 'Assinatura',
      bundle: 'Combo',
      trail: 'Trilha',
      broadcast: 'Transmissão',
      research: 'Research',
    },
    orders: {
      title: 'Pedidos',
    },
    actions: {
      keep: 'Voltar',
    },
    customers: {
      title: 'Clientes',
    },
  },
  catalogueAdmin: {
    menu: {
      title: 'Loja',
      products: 'Produtos',
      colors: 'Cores da loja',
      coupons: 'Cupons',
      tables: 'Tabelas comerciais',
    },
    saved: 'Alterações salvas.',
    coupons: {
      title: 'Cupons',
      searchPlaceholder: 'Código ou descrição',
      new: 'Novo cupom',
      create: 'Criar cupom',
      created: 'Cupom {{code}} criado.',
      back: 'Voltar para os cupons',
      loadError: 'Não foi possível carregar o cupom.',
      formLabel: 'Dados do cupom',
      code: 'Código',
      codeHint: 'Letras, números, hífen ou sublinhado; vira maiúsculas.',
      description: 'Descrição interna',
      descriptionHint: 'Para a equipe: campanha, parceiro, motivo.',
      discount: 'Desconto',
      discountSection: 'Desconto',
      type: 'Tipo de desconto',
      percent: 'Percentual',
      fixed: 'Valor fixo',
      percentValue: 'Percentual de desconto',
      percentHint: 'De 0,01 a 100; aceita até duas casas decimais.',
      amount: 'Valor do desconto',
      validitySection: 'Validade e limites',
      validity: 'Validade',
      startsAt: 'Início da validade',
      endsAt: 'Fim da validade',
      timeZoneHint: 'Horário de Brasília. Em branco: sem limite.',
      maxUses: 'Limite total de usos',
      maxUsesPerCustomer: 'Limite por cliente',
      unlimitedHint: 'Em branco: ilimitado.',
      minCart: 'Valor mínimo do carrinho',
      minCartHint: 'Em branco: sem mínimo.',
      whereSection: 'Onde vale',
      products: 'Produtos',
      productsHint: 'Em branco: vale para todos os produtos.',
      allProducts: 'Todos os produtos',
      brands: 'Marcas',
      activeLabel: 'Cupom ativo',
      activeHint: 'Inativo: o carrinho recusa o código.',
      summary: '{{value}} de desconto, {{window}}.',
      summaryBetween: 'válido de {{from}} até {{to}} (horário de Brasília)',
      summaryFrom: 'válido a partir de {{from}} (horário de Brasília)',
      summaryUntil: 'válido até {{to}} (horário de Brasília)',
      summaryAlways: 'sem prazo de validade',
      noDeadline: 'Sem prazo',
      fromShort: 'de {{from}}',
      untilShort: 'até {{to}}',
      uses: 'Usos',
      usesOf: '{{uses}} de {{limit}}',
      usesUnlimited: '{{uses}} (sem limite)',
      held_one: '{{count}} reservado em carrinho',
      held_other: '{{count}} reservados em carrinhos',
      perCustomerShort_one: '{{count}} por cliente',
      perCustomerShort_other: '{{count}} por cliente',
      minCartShort: 'mín. {{amount}}',
      productsCount_one: '{{count}} produto',
      productsCount_other: '{{count}} produtos',
      state: {
        active: 'Ativo',
        inactive: 'Inativo',
        scheduled: 'Agendado',
        expired: 'Expirado',
        exhausted: 'Esgotado',
      },
      delete: 'Excluir ou desativar',
      deleteNamed: 'Excluir ou desativar o cupom {{code}}',
      deleteTitle: 'Excluir cupom',
      deleteConfirm: 'Confirmar',
      deleteText:
        'Excluir o cupom {{code}}? Se ele já foi usado, será apenas desativado para que os pedidos continuem registrando o desconto.',
    },
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
      home: 'Início do hub',
    },
    hubNotices: {
      title: 'Avisos do hub',
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

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;

/** The areas the route tables name (each has a title here, for the menus and page titles). */
export type AreaKey = keyof Catalog['areas'];
