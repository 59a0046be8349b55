import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `identity` namespace's texts (`useTranslation('identity')`). */
export const ptBR = {
  auth: {
    tokenChecking: 'Verificando o link de acesso…',
    tokenInvalidTitle: 'Link de acesso inválido ou expirado',
    tokenInvalidText:
      'Este link não é válido ou já expirou. Peça um novo link a quem o enviou ou entre com seu e-mail e senha.',
    tokenUnreachableTitle: 'Não foi possível verificar o link',
    tokenUnreachableText:
      'Não conseguimos falar com o servidor agora. Verifique sua conexão e abra o link de novo.',
    tokenSessionKept: 'Sua sessão atual continua ativa.',
    tokenGoHome: 'Ir para o início',
    tokenGoLogin: 'Entrar',
    trialOfferTitle: 'Experimente grátis por {{count}} dias',
    trialOfferText:
      'Sua conta está pronta. Que tal conhecer a plataforma por {{count}} dias, com as transmissões ao vivo e os conteúdos do período de teste, sem pagar nada?',
    trialOfferStart: 'Começar meu teste grátis',
    trialOfferSkip: 'Agora não',
    trialStarted: 'Seu teste grátis de {{count}} dias começou!',
    loginTitle: 'Entrar',
    loginSubtitle: 'Acesse sua conta para continuar.',
    emailPlaceholder: 'voce@exemplo.com',
    showPassword: 'Mostrar senha',
    submitLogin: 'Entrar',
    forgotLink: 'Esqueci minha senha',
    codeLink: 'Entrar com código',
    noAccount: 'Ainda não tem conta?',
    createAccountLink: 'Criar conta',
    haveAccount: 'Já tem conta?',
    signUpTitle: 'Criar conta',
    passwordHint: 'Use pelo menos 8 caracteres. Frases longas são ótimas senhas.',
    passwordConfirmation: 'Confirme a senha',
    acceptTerms: 'Li e aceito os termos de uso e a',
    privacyPolicy: 'política de privacidade',
    submitSignUp: 'Criar minha conta',
    xpCode: 'Código de cliente XP (opcional)',
    xpCodeHint: 'Cliente XP? Informe o código para liberar os conteúdos do seu convênio.',
    xpCodeUnavailable: 'Código XP não encontrado ou já utilizado.',
    emailTaken: 'Este e-mail já está cadastrado. Que tal entrar?',
    welcomeToast: 'Que bom ter você aqui, {{name}}!',
    forgotTitle: 'Esqueci minha senha',
    forgotSubtitle: 'Informe seu e-mail e enviaremos um link para criar uma nova senha.',
    submitForgot: 'Enviar link',
    resetTitle: 'Criar nova senha',
    newPassword: 'Nova senha',
    submitReset: 'Salvar nova senha',
    resetMissingToken: 'Este link está incompleto. Peça um novo link de redefinição.',
    codeTitle: 'Entrar com código',
    codeSubtitle: 'Enviaremos um código de 6 dígitos para o seu e-mail.',
    sendCode: 'Enviar código',
    code: 'Código',
    submitCode: 'Entrar',
    resendCode: 'Enviar outro código',
    backToLogin: 'Voltar para o login',
    logout: 'Sair',
    userMenu: 'Menu da conta',
    loggedOut: 'Você saiu da sua conta.',
    tooMany: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  profile: {
    menu: 'Meu perfil',
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
