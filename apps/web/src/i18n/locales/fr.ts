import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  app: {
    backHome: 'Retour à l’accueil',
    close: 'Fermer',
    closeNotification: 'Fermer la notification',
    pagination: {
      first: 'Première page',
      previous: 'Page précédente',
      next: 'Page suivante',
      last: 'Dernière page',
    },
    skipLink: 'Aller au contenu',
    mainMenu: 'Menu principal',
    cart: 'Panier',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    collapseMenu: 'Réduire le menu',
    expandMenu: 'Déplier le menu',
    goHome: 'Aller à l’accueil',
    loading: 'Chargement…',
    footer: '© {{year}} {{brand}}. Tous droits réservés.',
    privacyPolicyLink: 'Politique de confidentialité',
    helpCentreLink: 'Centre d’aide',
    cookieSettingsLink: 'Préférences de cookies',
  },
  appearance: {
    button: 'Apparence',
  },
  covers: {
    of: 'Couverture de {{title}}',
  },
  menu: {
    feed: 'Fil',
    lives: 'Diffusions',
    myCourses: 'Mes cours',
    myEbooks: 'Mes e-books',
    lsPlay: 'LS Play',
    recommendations: 'Recommandations',
    home: 'Accueil',
    tvLiberta: 'TV Liberta',
    liveMarket: 'Marché en direct',
    coursesEbooks: 'Mes cours / e-books',
    mySubscriptions: 'Mes abonnements',
    myAdvisor: 'Mon conseiller',
    store: 'Boutique',
    reports: 'Rapports',
    staff: 'Espace équipe',
    liveAdmin: 'En direct',
    liveRooms: 'Salles en direct',
  },
  auth: {
    email: 'E-mail',
    password: 'Mot de passe',
    loginLink: 'Se connecter',
    signUpLink: 'Créer un compte',
    name: 'Nom complet',
    phone: 'Téléphone mobile',
    taxId: 'CPF ou CNPJ',
    forbiddenTitle: 'Accès refusé',
    forbiddenText:
      "Votre compte n'est pas autorisé à ouvrir cette page. Si nécessaire, contactez le support.",
  },
  notFound: {
    title: 'Page introuvable',
    text: 'L’adresse ouverte n’existe pas ou a été déplacée. Vérifiez le lien ou revenez à l’accueil.',
    action: 'Retour à l’accueil',
  },
  cart: {
    title: 'Panier',
    backToStore: 'Continuer la visite',
  },
  checkout: {
    unavailable: 'Ce produit n’est pas disponible dans la boutique.',
    priceFrom: 'Au lieu de {{price}}',
    header: {
      cartWithCount: 'Panier ({{count}})',
    },
  },
  errors: {
    title: 'Un problème est survenu',
    page: 'Impossible d’afficher cette page. Vérifiez votre connexion et rechargez la page.',
    reload: 'Recharger la page',
  },
  courses: {
    videoFailed: 'Impossible de charger la vidéo. Vérifiez votre connexion et réessayez.',
  },
  podcasts: {
    saved: 'Épisode enregistré.',
  },
};
