import type { CatalogShape } from '../../../i18n/catalog.ts';

/**
 * The `construction` namespace's texts: what each area will offer, as the construction page
 * says it. Only that page reads them, so they stay off the first load.
 */
export const ptBR = {
  areas: {
    ordersAdmin: {
      description: 'Pedidos da loja: pagamentos, confirmação manual, cancelamento e estornos.',
    },
    customersAdmin: {
      description: 'Ficha de cada cliente: dados, pedidos, acessos, estornos e cortesias.',
    },
    couponsAdmin: {
      description: 'Cupons de desconto: valor, validade, limites e produtos.',
    },
    commercialTables: {
      description: 'Preços especiais dos produtos para a equipe comercial.',
    },
    videosAdmin: {
      description: 'Cadastro dos vídeos do LS Play e das páginas de vídeo da Liberta.',
    },
    ebooksAdmin: {
      description: 'Cadastro dos e-books, com PDF, preço e página pública.',
    },
    mySignatures: {
      description: 'Suas assinaturas, a situação de cada uma e o que elas incluem.',
    },
    adminProfiles: {
      description: 'O que cada perfil pode ver e fazer.',
    },
    profile: {
      description: 'Seus dados, foto e endereços.',
    },
    adminUsers: {
      description: 'Busca, cadastro e perfis das pessoas da plataforma.',
    },
    adminAudit: {
      description: 'Quem fez o quê, quando e de onde.',
    },
    adminOutbox: {
      description: 'E-mails e SMS enviados pela plataforma.',
    },
    adminDataRequests: {
      description:
        'Pedidos de dados pessoais (LGPD): exportação, exclusão e correção, com o prazo legal.',
    },
    privacyPolicy: {
      description: 'Como tratamos os seus dados pessoais, conforme a LGPD.',
    },
    privacyPoliciesAdmin: {
      description: 'Versões da política de privacidade de cada marca, com a ativa em destaque.',
    },
    login: {
      description: 'Acesso com e-mail e senha, recuperação de senha e login de assessores.',
    },
    cart: {
      description: 'Produtos, cupons, parcelamento e pagamento por Pix, cartão ou boleto.',
    },
    paymentSuccess: {
      description: 'Resumo do pedido pago e acesso imediato aos produtos liberados.',
    },
    token: {
      description: 'Entrada direta na plataforma a partir de um link de acesso enviado a você.',
    },
    floating: {
      description: 'Transmissão em janela compacta para acompanhar enquanto usa outros programas.',
    },
    feed: {
      description: 'Novidades, transmissões em destaque e recomendações recentes em um só lugar.',
    },
    clientLives: {
      description: 'Transmissões ao vivo com chat moderado e replays das salas que você assina.',
    },
    broadcastView: {
      description: 'Visualização das salas ao vivo e dos cards de transmissão.',
    },
    broadcastsAdmin: {
      description: 'Cadastro de salas ao vivo, horários, analistas e moderação do chat.',
    },
    clientCourses: {
      description: 'Seus cursos com aulas em vídeo, progresso e materiais de apoio.',
    },
    clientEbooks: {
      description: 'Sua biblioteca de e-books para ler online.',
    },
    lsPlay: {
      description: 'Vídeos sob demanda organizados por playlists e categorias.',
    },
    recommendationsAdmin: {
      description: 'Cadastro e acompanhamento das recomendações dos analistas.',
    },
    clientRecommendations: {
      description: 'Recomendações de compra e venda dos analistas com entrada, alvo e stop.',
    },
    recommendationStatus: {
      description: 'Situação de cada recomendação: aberta, no alvo, stopada ou encerrada.',
    },
    farol: {
      description: 'Painel de sinais do mercado para orientar o dia de operações.',
    },
    trackRecord: {
      description: 'Resultados das recomendações encerradas: por analista, por método e por mês.',
    },
    schedule: {
      description: 'Agenda semanal das transmissões e dos analistas.',
    },
    playlist: {
      description: 'Organização dos vídeos em playlists e programas.',
    },
    categories: {
      description: 'Categorias usadas para organizar cursos, vídeos e conteúdos.',
    },
    subscriptionTypes: {
      description: 'Planos de assinatura, períodos de acesso e conteúdos incluídos.',
    },
    methods: {
      description: 'Métodos operacionais dos analistas e seus setups.',
    },
    emailBind: {
      description: 'Associação de e-mails de compra às contas de usuários.',
    },
    home: {
      description: 'Destaques, trilhas recomendadas e os conteúdos mais recentes da Liberta.',
    },
    store: {
      description: 'Cursos, e-books e assinaturas disponíveis para compra.',
    },
    subscriptions: {
      description: 'Assinaturas ativas, benefícios e renovação.',
    },
    coursePlayer: {
      description: 'Assista às aulas e acompanhe seu progresso.',
    },
    certificate: {
      description: 'Verificação pública de um certificado de conclusão.',
    },
    coursesAdmin: {
      description: 'Cadastro de cursos, módulos, aulas e liberações.',
    },
    course: {
      description: 'Página do curso com conteúdo programático, professores e inscrição.',
    },
    ebook: {
      description: 'Página do e-book com sumário, prévia e compra.',
    },
    internal: {
      description: 'Páginas internas de conteúdo e campanhas.',
    },
    launch: {
      description: 'Página de lançamento com inscrição e condições especiais.',
    },
    subject: {
      description: 'Cursos e e-books agrupados por assunto.',
    },
    myTrails: {
      description: 'Trilhas de aprendizado com etapas e progresso.',
    },
    contentVideo: {
      description: 'Vídeo com transmissão ao vivo, recomendações e chat.',
    },
    biHub: {
      description: 'Painéis de indicadores do negócio.',
    },
    libertaStoreHub: {
      description: 'Vitrine de produtos da Liberta Store.',
    },
    investorCalendar: {
      description: 'Datas de resultados, dividendos e eventos do mercado.',
    },
    podcasts: {
      description: 'Episódios de podcast com análises e entrevistas.',
    },
    contentQualification: {
      description: 'Classificação dos conteúdos por perfil e nível de investidor.',
    },
    researchReports: {
      description: 'Cadastro e publicação dos relatórios de research.',
    },
    trails: {
      description: 'Cadastro de trilhas de aprendizado e suas etapas.',
    },
    launches: {
      description: 'Cadastro de páginas de lançamento e campanhas.',
    },
    influencer: {
      description: 'Cadastro de influenciadores e acompanhamento de campanhas.',
    },
    internalPolicies: {
      description: 'Cadastro das políticas internas da empresa.',
    },
    libertaStoreAdmin: {
      description: 'Produtos, preços e vitrines da Liberta Store.',
    },
    colors: {
      description: 'Paleta de cores usada na vitrine da loja.',
    },
    xpRelease: {
      description: 'Liberação de acesso para clientes vindos da XP.',
    },
    tickers: {
      description: 'Cadastro dos ativos negociados e seus códigos.',
    },
    advisors: {
      description: 'Assessores exibidos no site da Liberta Investimentos.',
    },
    investmentPages: {
      description: 'Páginas de produtos de investimento do site.',
    },
    faq: {
      description: 'Perguntas frequentes e artigos de ajuda.',
    },
    nps: {
      description: 'Perguntas de satisfação, envio de pesquisas e respostas.',
    },
    staffAgenda: {
      description: 'Agenda de compromissos da equipe.',
    },
    myAdvisor: {
      description: 'Horários livres do seu assessor para agendar uma conversa.',
    },
    research: {
      description: 'Relatórios de research para leitura e download.',
    },
    hubHome: {
      description: 'Página inicial do hub interno da equipe.',
    },
    hubNotices: {
      description:
        'Avisos da página inicial do hub: texto, público, período de exibição e destaque.',
    },
    hubSalesForce: {
      description: 'Indicadores e ferramentas da equipe comercial.',
    },
    hubTickets: {
      description: 'Abertura e acompanhamento de chamados internos.',
    },
    hubPolicies: {
      description: 'Consulta às políticas e procedimentos da empresa.',
    },
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
