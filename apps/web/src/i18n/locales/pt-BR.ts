// The shell's texts (app, menu, appearance, brands, areas, errors, the kit's and the texts
// several features share); each feature's own texts are its namespace
// (features/<name>/i18n/, `useTranslation('<name>')`).
export const ptBR = {
  app: {
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
    cookieSettingsLink: 'Preferências de cookies',
  },
  appearance: {
    button: 'Aparência',
  },
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
  covers: {
    of: 'Capa de {{title}}',
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
  admin: {
    privacyPolicies: 'Políticas de privacidade',
    contentMenu: 'Conteúdo',
    menu: 'Administração',
    users: 'Usuários',
    audit: 'Auditoria',
    outbox: 'Caixa de saída',
    dataRequests: 'Solicitações de titulares',
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
  staffForm: {
    leaveTitle: 'Sair sem salvar?',
    leaveText:
      'As alterações deste formulário ainda não foram salvas. Se sair agora, elas serão perdidas.',
    stay: 'Continuar editando',
    leave: 'Sair sem salvar',
  },
  courses: {
    videoFailed: 'Não foi possível carregar o vídeo. Verifique sua conexão e tente de novo.',
  },
  podcasts: {
    saved: 'Episódio salvo.',
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
      description: 'Pedidos da loja: pagamentos, confirmação manual, cancelamento e estornos.',
    },
    customersAdmin: {
      title: 'Clientes',
      description: 'Ficha de cada cliente: dados, pedidos, acessos, estornos e cortesias.',
    },
    couponsAdmin: {
      title: 'Cupons',
      description: 'Cupons de desconto: valor, validade, limites e produtos.',
    },
    commercialTables: {
      title: 'Tabelas comerciais',
      description: 'Preços especiais dos produtos para a equipe comercial.',
    },
    videosAdmin: {
      title: 'Vídeos',
      description: 'Cadastro dos vídeos do LS Play e das páginas de vídeo da Liberta.',
    },
    ebooksAdmin: {
      title: 'E-books',
      description: 'Cadastro dos e-books, com PDF, preço e página pública.',
    },
    mySignatures: {
      title: 'Minhas Assinaturas',
      description: 'Suas assinaturas, a situação de cada uma e o que elas incluem.',
    },
    adminProfiles: {
      title: 'Perfis e permissões',
      description: 'O que cada perfil pode ver e fazer.',
    },
    profile: {
      title: 'Meu perfil',
      description: 'Seus dados, foto e endereços.',
    },
    adminUsers: {
      title: 'Usuários',
      description: 'Busca, cadastro e perfis das pessoas da plataforma.',
    },
    adminAudit: {
      title: 'Auditoria',
      description: 'Quem fez o quê, quando e de onde.',
    },
    adminOutbox: {
      title: 'Caixa de saída',
      description: 'E-mails e SMS enviados pela plataforma.',
    },
    adminDataRequests: {
      title: 'Solicitações de titulares',
      description:
        'Pedidos de dados pessoais (LGPD): exportação, exclusão e correção, com o prazo legal.',
    },
    login: {
      title: 'Entrar',
      description: 'Acesso com e-mail e senha, recuperação de senha e login de assessores.',
    },
    cart: {
      title: 'Carrinho',
      description: 'Produtos, cupons, parcelamento e pagamento por Pix, cartão ou boleto.',
    },
    paymentSuccess: {
      title: 'Pagamento confirmado',
      description: 'Resumo do pedido pago e acesso imediato aos produtos liberados.',
    },
    privacyPolicy: {
      title: 'Política de privacidade',
      description: 'Como tratamos os seus dados pessoais, conforme a LGPD.',
    },
    privacyPoliciesAdmin: {
      title: 'Políticas de privacidade',
      description: 'Versões da política de privacidade de cada marca, com a ativa em destaque.',
    },
    token: {
      title: 'Acesso por link',
      description: 'Entrada direta na plataforma a partir de um link de acesso enviado a você.',
    },
    floating: {
      title: 'Player flutuante',
      description: 'Transmissão em janela compacta para acompanhar enquanto usa outros programas.',
    },
    feed: {
      title: 'Feed',
      description: 'Novidades, transmissões em destaque e recomendações recentes em um só lugar.',
    },
    clientLives: {
      title: 'Transmissões',
      description: 'Transmissões ao vivo com chat moderado e replays das salas que você assina.',
    },
    broadcastView: {
      title: 'Transmissões',
      description: 'Visualização das salas ao vivo e dos cards de transmissão.',
    },
    broadcastsAdmin: {
      title: 'Gestão de transmissões',
      description: 'Cadastro de salas ao vivo, horários, analistas e moderação do chat.',
    },
    clientCourses: {
      title: 'Meus Cursos',
      description: 'Seus cursos com aulas em vídeo, progresso e materiais de apoio.',
    },
    clientEbooks: {
      title: 'Meus E-books',
      description: 'Sua biblioteca de e-books para ler online.',
    },
    lsPlay: {
      title: 'LS Play',
      description: 'Vídeos sob demanda organizados por playlists e categorias.',
    },
    recommendationsAdmin: {
      title: 'Recomendações',
      description: 'Cadastro e acompanhamento das recomendações dos analistas.',
    },
    clientRecommendations: {
      title: 'Recomendações',
      description: 'Recomendações de compra e venda dos analistas com entrada, alvo e stop.',
    },
    recommendationStatus: {
      title: 'Status das recomendações',
      description: 'Situação de cada recomendação: aberta, no alvo, stopada ou encerrada.',
    },
    farol: {
      title: 'Farol',
      description: 'Painel de sinais do mercado para orientar o dia de operações.',
    },
    trackRecord: {
      title: 'Histórico de recomendações',
      description: 'Resultados das recomendações encerradas: por analista, por método e por mês.',
    },
    schedule: {
      title: 'Grade de programação',
      description: 'Agenda semanal das transmissões e dos analistas.',
    },
    playlist: {
      title: 'Playlists',
      description: 'Organização dos vídeos em playlists e programas.',
    },
    categories: {
      title: 'Categorias',
      description: 'Categorias usadas para organizar cursos, vídeos e conteúdos.',
    },
    subscriptionTypes: {
      title: 'Tipos de assinatura',
      description: 'Planos de assinatura, períodos de acesso e conteúdos incluídos.',
    },
    methods: {
      title: 'Métodos',
      description: 'Métodos operacionais dos analistas e seus setups.',
    },
    emailBind: {
      title: 'Vínculo de e-mails',
      description: 'Associação de e-mails de compra às contas de usuários.',
    },
    home: {
      title: 'Início',
      description: 'Destaques, trilhas recomendadas e os conteúdos mais recentes da Liberta.',
    },
    store: {
      title: 'Loja',
      description: 'Cursos, e-books e assinaturas disponíveis para compra.',
    },
    subscriptions: {
      title: 'Minhas Assinaturas',
      description: 'Assinaturas ativas, benefícios e renovação.',
    },
    coursePlayer: {
      title: 'Aulas do curso',
      description: 'Assista às aulas e acompanhe seu progresso.',
    },
    certificate: {
      title: 'Certificado',
      description: 'Verificação pública de um certificado de conclusão.',
    },
    coursesAdmin: {
      title: 'Cursos',
      description: 'Cadastro de cursos, módulos, aulas e liberações.',
    },
    course: {
      title: 'Curso',
      description: 'Página do curso com conteúdo programático, professores e inscrição.',
    },
    ebook: {
      title: 'E-book',
      description: 'Página do e-book com sumário, prévia e compra.',
    },
    internal: {
      title: 'Página de conteúdo',
      description: 'Páginas internas de conteúdo e campanhas.',
    },
    launch: {
      title: 'Lançamento',
      description: 'Página de lançamento com inscrição e condições especiais.',
    },
    subject: {
      title: 'Meus Cursos / Ebooks',
      description: 'Cursos e e-books agrupados por assunto.',
    },
    myTrails: {
      title: 'Minhas trilhas',
      description: 'Trilhas de aprendizado com etapas e progresso.',
    },
    contentVideo: {
      title: 'Vídeo',
      description: 'Vídeo com transmissão ao vivo, recomendações e chat.',
    },
    biHub: {
      title: 'Painéis de BI',
      description: 'Painéis de indicadores do negócio.',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
      description: 'Vitrine de produtos da Liberta Store.',
    },
    investorCalendar: {
      title: 'Calendário do investidor',
      description: 'Datas de resultados, dividendos e eventos do mercado.',
    },
    podcasts: {
      title: 'Podcasts',
      description: 'Episódios de podcast com análises e entrevistas.',
    },
    contentQualification: {
      title: 'Qualificação de conteúdo',
      description: 'Classificação dos conteúdos por perfil e nível de investidor.',
    },
    researchReports: {
      title: 'Relatórios de research',
      description: 'Cadastro e publicação dos relatórios de research.',
    },
    trails: {
      title: 'Trilhas',
      description: 'Cadastro de trilhas de aprendizado e suas etapas.',
    },
    launches: {
      title: 'Lançamentos',
      description: 'Cadastro de páginas de lançamento e campanhas.',
    },
    influencer: {
      title: 'Influenciadores',
      description: 'Cadastro de influenciadores e acompanhamento de campanhas.',
    },
    internalPolicies: {
      title: 'Políticas internas',
      description: 'Cadastro das políticas internas da empresa.',
    },
    libertaStoreAdmin: {
      title: 'Cadastro da Liberta Store',
      description: 'Produtos, preços e vitrines da Liberta Store.',
    },
    colors: {
      title: 'Cores da Liberta Store',
      description: 'Paleta de cores usada na vitrine da loja.',
    },
    xpRelease: {
      title: 'Liberação de cliente XP',
      description: 'Liberação de acesso para clientes vindos da XP.',
    },
    tickers: {
      title: 'Gestão de tickers',
      description: 'Cadastro dos ativos negociados e seus códigos.',
    },
    advisors: {
      title: 'Assessores',
      description: 'Assessores exibidos no site da Liberta Investimentos.',
    },
    investmentPages: {
      title: 'Páginas de investimentos',
      description: 'Páginas de produtos de investimento do site.',
    },
    faq: {
      title: 'FAQ / Central de ajuda',
      description: 'Perguntas frequentes e artigos de ajuda.',
    },
    nps: {
      title: 'Pesquisas NPS',
      description: 'Perguntas de satisfação, envio de pesquisas e respostas.',
    },
    staffAgenda: {
      title: 'Agenda do colaborador',
      description: 'Agenda de compromissos da equipe.',
    },
    research: {
      title: 'Relatórios',
      description: 'Relatórios de research para leitura e download.',
    },
    hubHome: {
      title: 'Hub',
      description: 'Página inicial do hub interno da equipe.',
    },
    hubSalesForce: {
      title: 'Força de vendas',
      description: 'Indicadores e ferramentas da equipe comercial.',
    },
    hubTickets: {
      title: 'Central de chamados',
      description: 'Abertura e acompanhamento de chamados internos.',
    },
    hubPolicies: {
      title: 'Políticas e procedimentos',
      description: 'Consulta às políticas e procedimentos da empresa.',
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have (same keys, any text). */
export type Catalog = Widen<typeof ptBR>;
