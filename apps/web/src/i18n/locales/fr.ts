import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  app: {
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
  construction: {
    badge: 'En construction',
    text: 'Cet espace est en cours de construction. Bientôt il proposera :',
    action: 'Retour à l’accueil',
    variants: {
      list: 'Liste',
      create: 'Nouvelle saisie',
      edit: 'Modification',
      detail: 'Détails',
    },
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
  },
  courses: {
    videoFailed: 'Impossible de charger la vidéo. Vérifiez votre connexion et réessayez.',
  },
  podcasts: {
    saved: 'Épisode enregistré.',
  },
  areas: {
    ordersAdmin: {
      title: 'Commandes',
    },
    customersAdmin: {
      title: 'Clients',
    },
    couponsAdmin: {
      title: 'Coupons',
    },
    commercialTables: {
      title: 'Grilles tarifaires',
    },
    videosAdmin: {
      title: 'Vidéos',
    },
    ebooksAdmin: {
      title: 'E-books',
    },
    mySignatures: {
      title: 'Mes abonnements',
    },
    adminProfiles: {
      title: 'Profils et autorisations',
    },
    profile: {
      title: 'Mon profil',
    },
    adminUsers: {
      title: 'Utilisateurs',
    },
    adminAudit: {
      title: 'Journal d’audit',
    },
    adminOutbox: {
      title: 'Boîte d’envoi',
    },
    adminDataRequests: {
      title: 'Demandes des personnes concernées',
    },
    login: {
      title: 'Connexion',
    },
    cart: {
      title: 'Panier',
    },
    paymentSuccess: {
      title: 'Paiement confirmé',
    },
    privacyPolicy: {
      title: 'Politique de confidentialité',
    },
    helpCentre: {
      title: 'Centre d’aide',
    },
    privacyPoliciesAdmin: {
      title: 'Politiques de confidentialité',
    },
    token: {
      title: 'Accès par lien',
    },
    floating: {
      title: 'Lecteur flottant',
    },
    feed: {
      title: 'Fil',
    },
    clientLives: {
      title: 'Diffusions',
    },
    broadcastView: {
      title: 'Diffusions',
    },
    broadcastsAdmin: {
      title: 'Gestion des diffusions',
    },
    clientCourses: {
      title: 'Mes cours',
    },
    clientEbooks: {
      title: 'Mes e-books',
    },
    lsPlay: {
      title: 'LS Play',
    },
    recommendationsAdmin: {
      title: 'Recommandations',
    },
    clientRecommendations: {
      title: 'Recommandations',
    },
    recommendationStatus: {
      title: 'Statut des recommandations',
    },
    farol: {
      title: 'Farol',
    },
    trackRecord: {
      title: 'Historique des recommandations',
    },
    schedule: {
      title: 'Grille des programmes',
    },
    playlist: {
      title: 'Playlists',
    },
    categories: {
      title: 'Catégories',
    },
    subscriptionTypes: {
      title: 'Types d’abonnement',
    },
    methods: {
      title: 'Méthodes',
    },
    emailBind: {
      title: 'Liaison d’e-mails',
    },
    home: {
      title: 'Accueil',
    },
    store: {
      title: 'Boutique',
    },
    subscriptions: {
      title: 'Mes abonnements',
    },
    coursePlayer: {
      title: 'Leçons du cours',
    },
    certificate: {
      title: 'Certificat',
    },
    coursesAdmin: {
      title: 'Cours',
    },
    course: {
      title: 'Cours',
    },
    ebook: {
      title: 'E-book',
    },
    internal: {
      title: 'Page de contenu',
    },
    launch: {
      title: 'Lancement',
    },
    subject: {
      title: 'Mes cours / e-books',
    },
    myTrails: {
      title: 'Mes parcours',
    },
    contentVideo: {
      title: 'Vidéo',
    },
    biHub: {
      title: 'Tableaux BI',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
    },
    investorCalendar: {
      title: 'Calendrier de l’investisseur',
    },
    podcasts: {
      title: 'Podcasts',
    },
    contentQualification: {
      title: 'Qualification des contenus',
    },
    researchReports: {
      title: 'Rapports de recherche',
    },
    trails: {
      title: 'Parcours',
    },
    launches: {
      title: 'Lancements',
    },
    influencer: {
      title: 'Influenceurs',
    },
    internalPolicies: {
      title: 'Politiques internes',
    },
    libertaStoreAdmin: {
      title: 'Gestion Liberta Store',
    },
    colors: {
      title: 'Couleurs Liberta Store',
    },
    xpRelease: {
      title: 'Activation clients XP',
    },
    tickers: {
      title: 'Gestion des tickers',
    },
    advisors: {
      title: 'Conseillers',
    },
    investmentPages: {
      title: 'Pages d’investissement',
    },
    investments: {
      title: 'Investissements',
    },
    faq: {
      title: 'FAQ / Centre d’aide',
    },
    nps: {
      title: 'Enquêtes NPS',
    },
    staffAgenda: {
      title: 'Agenda des collaborateurs',
    },
    myAdvisor: {
      title: 'Mon conseiller',
    },
    research: {
      title: 'Rapports',
    },
    hubHome: {
      title: 'Hub',
    },
    hubSalesForce: {
      title: 'Force de vente',
    },
    hubTickets: {
      title: 'Centre de tickets',
    },
    hubPolicies: {
      title: 'Politiques et procédures',
    },
  },
};
