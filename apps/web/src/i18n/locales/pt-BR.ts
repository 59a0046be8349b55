// The shell's texts (app, menu, appearance, brands, errors, the kit's and the texts
// several features share); each feature's own texts are its namespace
// (features/<name>/i18n/, `useTranslation('<name>')`).
export const ptBR = {
  app: {
    backHome: 'Voltar para o início',
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
    myAdvisor: 'Meu assessor',
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
    signUpLink: 'Criar conta',
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
    page: 'Não foi possível mostrar esta página. Verifique sua conexão e recarregue a página.',
    reload: 'Recarregar a página',
  },
  courses: {
    videoFailed: 'Não foi possível carregar o vídeo. Verifique sua conexão e tente de novo.',
  },
  podcasts: {
    saved: 'Episódio salvo.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every catalog must have (same keys, any text). */
export type Catalog = Widen<typeof ptBR>;
