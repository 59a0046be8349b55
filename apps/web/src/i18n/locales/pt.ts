import type { Catalog } from './pt-BR.ts';
import { ptBR } from './pt-BR.ts';

// European Portuguese differs from pt-BR only in a few words of the shell; the rest is shared text.
export const pt: Catalog = {
  ...ptBR,
  app: {
    ...ptBR.app,
    skipLink: 'Saltar para o conteúdo',
    goHome: 'Ir para a página inicial',
    loading: 'A carregar…',
  },
  appearance: {
    ...ptBR.appearance,
    skins: { light: 'Claro', dark: 'Escuro', semiDark: 'Semiescuro', bordered: 'Com contornos' },
    layout: 'Disposição',
    fullWidth: 'Conteúdo em largura total',
  },
  brands: {
    brazilian: {
      tagline: 'Formação para traders',
      welcome: 'Bem-vindo à LS Trader! Aprenda a negociar com quem vive o mercado todos os dias.',
      createAccount: 'Crie a sua conta e comece já: aulas, transmissões em direto e recomendações.',
      courseAd: 'Cursos completos de day trade e swing trade, do primeiro passo ao nível avançado.',
    },
    global: {
      tagline: 'Mercados globais',
      welcome:
        'Bem-vindo à LS Global! Acompanhe os mercados internacionais com os nossos analistas.',
      createAccount:
        'Crie a sua conta e negocie em bolsas de todo o mundo com método e disciplina.',
      courseAd: 'Cursos sobre ações, índices e moedas internacionais, com aulas práticas.',
    },
    liberta: {
      tagline: 'Investimentos',
      welcome: 'Bem-vindo à Liberta! Conteúdos e análises para investir com liberdade.',
      createAccount: 'Crie a sua conta Liberta e aceda a relatórios, percursos e subscrições.',
      courseAd: 'Percursos de conhecimento e cursos para cada etapa da sua jornada de investidor.',
    },
  },
  auth: {
    loginTitle: 'Iniciar sessão',
    loginSubtitle: 'Aceda à sua conta para continuar.',
    email: 'E-mail',
    emailPlaceholder: 'voce@exemplo.pt',
    password: 'Palavra-passe',
    showPassword: 'Mostrar palavra-passe',
    submitLogin: 'Entrar',
    forgotLink: 'Esqueci-me da palavra-passe',
    codeLink: 'Entrar com código',
    noAccount: 'Ainda não tem conta?',
    createAccountLink: 'Criar conta',
    haveAccount: 'Já tem conta?',
    loginLink: 'Iniciar sessão',
    signUpTitle: 'Criar conta',
    name: 'Nome completo',
    phone: 'Telemóvel',
    taxId: 'CPF ou CNPJ',
    passwordHint: 'Use pelo menos 8 caracteres. Frases longas são ótimas palavras-passe.',
    passwordConfirmation: 'Confirme a palavra-passe',
    acceptTerms: 'Li e aceito os termos de utilização e a',
    privacyPolicy: 'política de privacidade',
    submitSignUp: 'Criar a minha conta',
    emailTaken: 'Este e-mail já está registado. Que tal iniciar sessão?',
    welcomeToast: 'Que bom tê-lo aqui, {{name}}!',
    forgotTitle: 'Esqueci-me da palavra-passe',
    forgotSubtitle:
      'Indique o seu e-mail e enviaremos uma ligação para criar uma nova palavra-passe.',
    submitForgot: 'Enviar ligação',
    resetTitle: 'Criar nova palavra-passe',
    newPassword: 'Nova palavra-passe',
    submitReset: 'Guardar nova palavra-passe',
    resetMissingToken: 'Esta ligação está incompleta. Peça uma nova.',
    codeTitle: 'Entrar com código',
    codeSubtitle: 'Enviaremos um código de 6 dígitos para o seu e-mail.',
    sendCode: 'Enviar código',
    code: 'Código',
    submitCode: 'Entrar',
    resendCode: 'Enviar outro código',
    backToLogin: 'Voltar ao início de sessão',
    logout: 'Sair',
    userMenu: 'Menu da conta',
    loggedOut: 'Terminou a sessão.',
    forbiddenTitle: 'Acesso negado',
    forbiddenText:
      'A sua conta não tem permissão para abrir esta página. Se precisar, contacte o suporte.',
    tooMany: 'Demasiadas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'O endereço que abriu não existe ou foi movido. Verifique a ligação ou volte ao início.',
    action: 'Voltar ao início',
  },
  construction: {
    ...ptBR.construction,
    text: 'Esta área está a ser construída. Em breve irá oferecer:',
    action: 'Voltar ao início',
    variants: { list: 'Listagem', create: 'Novo registo', edit: 'Edição', detail: 'Detalhes' },
  },
  cart: { title: 'Carrinho', backToStore: 'Continuar a navegar' },
  errors: { title: 'Algo correu mal' },
  areas: {
    ...ptBR.areas,
    clientLives: {
      title: 'Transmissões',
      description: 'Transmissões em direto com chat moderado e repetições das salas que subscreve.',
    },
    subscriptions: {
      title: 'Minhas Assinaturas',
      description: 'Subscrições ativas, benefícios e renovação.',
    },
  },
};
