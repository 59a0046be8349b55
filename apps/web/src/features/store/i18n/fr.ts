import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  checkout: {
    title: 'Panier',
    secure: 'Achat 100 % sécurisé',
    mobileNotice:
      'Le panier est en cours d’adaptation pour les téléphones. Pour l’instant, utilisez un ordinateur pour finaliser votre achat.',
    empty: {
      title: 'Votre panier est vide',
      text: 'Découvrez cours, e-books et abonnements et ajoutez ce que vous voulez étudier.',
      action: 'Aller à la boutique',
    },
    guest: {
      title: 'Presque fini !',
      text: 'Indiquez votre e-mail pour que nous préparions votre panier. Vous créez un compte ou vous vous connectez avant de payer.',
      email: 'Votre e-mail',
      emailHint:
        'Votre e-mail sert uniquement à garder le panier et à envoyer la confirmation de commande.',
      emailPlaceholder: 'vous@exemple.fr',
      emailInvalid: 'Saisissez un e-mail valide.',
      continue: 'Continuer',
      buyingAs: 'Achat au nom de {{email}}',
    },
    account: {
      title: 'Identifiez-vous pour payer',
      text: 'Votre panier et le coupon sont gardés pour {{email}} : créez un compte ou connectez-vous et revenez directement ici.',
      signUp: 'Créer un compte',
      login: 'J’ai déjà un compte',
    },
    order: {
      number: 'Commande n° {{id}}',
      payTitle: 'Paiement de la commande',
      summaryTitle: 'Récapitulatif',
      pixTitle: 'Pix',
      pixText:
        'Payez dans l’application de votre banque : la confirmation arrive en quelques secondes.',
      showPix: 'Afficher le QR code et le code Pix',
      notPending: 'Cette commande n’attend pas de paiement.',
      signIn: 'Connectez-vous pour voir cette commande.',
      notFound: 'Commande introuvable.',
      loadError: 'Impossible de charger les informations',
      loadErrorTitle: 'Impossible d’ouvrir la commande',
      backToCart: 'Retour au panier',
    },
  },
};
