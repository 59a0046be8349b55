import type { CatalogOverrides } from '../../../i18n/catalog.ts';
import type { Catalog } from './pt-BR.ts';

/** European Portuguese: only the texts that differ from pt-BR. */
export const pt: CatalogOverrides<Catalog> = {
  auth: {
    trialOfferTitle: 'Experimente grátis durante {{count}} dias',
    trialOfferText:
      'A sua conta está pronta. Que tal conhecer a plataforma durante {{count}} dias, com as transmissões em direto e os conteúdos do período de teste, sem pagar nada?',
    trialOfferStart: 'Começar o meu teste gratuito',
    trialOfferSkip: 'Agora não',
    trialStarted: 'O seu teste gratuito de {{count}} dias começou!',
    loginTitle: 'Iniciar sessão',
    loginSubtitle: 'Aceda à sua conta para continuar.',
    emailPlaceholder: 'voce@exemplo.pt',
    showPassword: 'Mostrar palavra-passe',
    forgotLink: 'Esqueci-me da palavra-passe',
    passwordHint: 'Use pelo menos 8 caracteres. Frases longas são ótimas palavras-passe.',
    passwordConfirmation: 'Confirme a palavra-passe',
    acceptTerms: 'Li e aceito os termos de utilização e a',
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
    backToLogin: 'Voltar ao início de sessão',
    loggedOut: 'Terminou a sessão.',
    tooMany: 'Demasiadas tentativas. Aguarde alguns minutos e tente novamente.',
  },
  profile: {
    menu: 'O meu perfil',
  },
};
