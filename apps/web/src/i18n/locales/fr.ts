import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  app: {
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
  },
  appearance: {
    button: 'Apparence',
    title: 'Apparence',
    skin: 'Thème',
    skins: { light: 'Clair', dark: 'Sombre', semiDark: 'Semi-sombre', bordered: 'Avec bordures' },
    zoom: 'Zoom',
    language: 'Langue',
    layout: 'Mise en page',
    floatingNavbar: 'Menu flottant',
    fullWidth: 'Contenu pleine largeur',
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
  },
  brands: {
    brazilian: {
      tagline: 'Formation des traders',
      welcome:
        'Bienvenue sur LS Trader ! Apprenez à trader avec ceux qui vivent le marché chaque jour.',
      createAccount:
        'Créez votre compte et commencez : cours, diffusions en direct et recommandations.',
      courseAd:
        'Des cours complets de day trading et de swing trading, du premier pas au niveau avancé.',
    },
    global: {
      tagline: 'Marchés mondiaux',
      welcome: 'Bienvenue sur LS Global ! Suivez les marchés internationaux avec nos analystes.',
      createAccount:
        'Créez votre compte et tradez sur les places du monde entier avec méthode et discipline.',
      courseAd:
        'Des cours sur les actions, indices et devises internationaux, avec des exercices pratiques.',
    },
    liberta: {
      tagline: 'Investissements',
      welcome: 'Bienvenue chez Liberta ! Contenus et analyses pour investir librement.',
      createAccount:
        'Créez votre compte Liberta pour accéder aux rapports, parcours et abonnements.',
      courseAd: 'Des parcours et des cours pour chaque étape de votre vie d’investisseur.',
    },
  },
  auth: {
    loginTitle: 'Se connecter',
    loginSubtitle: 'Accédez à votre compte pour continuer.',
    email: 'E-mail',
    emailPlaceholder: 'vous@exemple.fr',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    submitLogin: 'Se connecter',
    forgotLink: "J'ai oublié mon mot de passe",
    codeLink: 'Se connecter avec un code',
    noAccount: "Vous n'avez pas encore de compte ?",
    createAccountLink: 'Créer un compte',
    haveAccount: 'Vous avez déjà un compte ?',
    loginLink: 'Se connecter',
    signUpTitle: 'Créer un compte',
    name: 'Nom complet',
    phone: 'Téléphone mobile',
    taxId: 'CPF ou CNPJ',
    passwordHint: 'Au moins 8 caractères. Les longues phrases font de bons mots de passe.',
    passwordConfirmation: 'Confirmez le mot de passe',
    acceptTerms: "J'ai lu et j'accepte les conditions d'utilisation et la",
    privacyPolicy: 'politique de confidentialité',
    submitSignUp: 'Créer mon compte',
    emailTaken: 'Cet e-mail est déjà enregistré. Et si vous vous connectiez ?',
    welcomeToast: 'Ravi de vous voir ici, {{name}} !',
    forgotTitle: "J'ai oublié mon mot de passe",
    forgotSubtitle:
      'Indiquez votre e-mail et nous vous enverrons un lien pour créer un nouveau mot de passe.',
    submitForgot: 'Envoyer le lien',
    resetTitle: 'Créer un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    submitReset: 'Enregistrer le nouveau mot de passe',
    resetMissingToken: 'Ce lien est incomplet. Demandez un nouveau lien.',
    codeTitle: 'Se connecter avec un code',
    codeSubtitle: 'Nous enverrons un code à 6 chiffres à votre e-mail.',
    sendCode: 'Envoyer le code',
    code: 'Code',
    submitCode: 'Se connecter',
    resendCode: 'Envoyer un autre code',
    backToLogin: 'Retour à la connexion',
    logout: 'Se déconnecter',
    userMenu: 'Menu du compte',
    loggedOut: 'Vous vous êtes déconnecté.',
    forbiddenTitle: 'Accès refusé',
    forbiddenText:
      "Votre compte n'est pas autorisé à ouvrir cette page. Si nécessaire, contactez le support.",
    tooMany: 'Trop de tentatives. Attendez quelques minutes et réessayez.',
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
    variants: { list: 'Liste', create: 'Nouvelle saisie', edit: 'Modification', detail: 'Détails' },
  },
  cart: { title: 'Panier', backToStore: 'Continuer la visite' },
  errors: { title: 'Un problème est survenu' },
  areas: {
    login: {
      title: 'Connexion',
      description:
        'Connexion par e-mail et mot de passe, récupération du mot de passe et accès conseillers.',
    },
    cart: {
      title: 'Panier',
      description: 'Produits, coupons, paiement en plusieurs fois, par Pix, carte ou boleto.',
    },
    paymentSuccess: {
      title: 'Paiement confirmé',
      description: 'Résumé de la commande payée et accès immédiat aux produits.',
    },
    token: {
      title: 'Accès par lien',
      description: 'Entrée directe sur la plateforme depuis un lien d’accès reçu.',
    },
    floating: {
      title: 'Lecteur flottant',
      description:
        'Une diffusion dans une fenêtre compacte pendant que vous utilisez d’autres programmes.',
    },
    feed: {
      title: 'Fil',
      description: 'Nouveautés, diffusions à la une et recommandations récentes au même endroit.',
    },
    clientLives: {
      title: 'Diffusions',
      description: 'Diffusions en direct avec chat modéré et rediffusions de vos salles.',
    },
    broadcastView: {
      title: 'Diffusions',
      description: 'Vue des salles en direct et des cartes de diffusion.',
    },
    broadcastsAdmin: {
      title: 'Gestion des diffusions',
      description: 'Salles en direct, horaires, analystes et modération du chat.',
    },
    clientCourses: {
      title: 'Mes cours',
      description: 'Vos cours avec leçons vidéo, progression et supports.',
    },
    clientEbooks: {
      title: 'Mes e-books',
      description: 'Votre bibliothèque d’e-books à lire en ligne.',
    },
    lsPlay: {
      title: 'LS Play',
      description: 'Vidéos à la demande classées par playlists et catégories.',
    },
    recommendationsAdmin: {
      title: 'Recommandations',
      description: 'Saisie et suivi des recommandations des analystes.',
    },
    clientRecommendations: {
      title: 'Recommandations',
      description: 'Recommandations d’achat et de vente avec entrée, objectif et stop.',
    },
    recommendationStatus: {
      title: 'Statut des recommandations',
      description:
        'État de chaque recommandation : ouverte, objectif atteint, stoppée ou clôturée.',
    },
    farol: { title: 'Farol', description: 'Tableau des signaux du marché pour guider la journée.' },
    schedule: {
      title: 'Grille des programmes',
      description: 'Agenda hebdomadaire des diffusions et des analystes.',
    },
    playlist: { title: 'Playlists', description: 'Vidéos organisées en playlists et programmes.' },
    categories: { title: 'Catégories', description: 'Catégories des cours, vidéos et contenus.' },
    subscriptionTypes: {
      title: 'Types d’abonnement',
      description: 'Formules, périodes d’accès et contenus inclus.',
    },
    methods: {
      title: 'Méthodes',
      description: 'Méthodes de trading des analystes et leurs setups.',
    },
    emailBind: {
      title: 'Liaison d’e-mails',
      description: 'Association des e-mails d’achat aux comptes.',
    },
    home: {
      title: 'Accueil',
      description: 'À la une, parcours recommandés et derniers contenus Liberta.',
    },
    store: { title: 'Boutique', description: 'Cours, e-books et abonnements à acheter.' },
    subscriptions: {
      title: 'Mes abonnements',
      description: 'Abonnements actifs, avantages et renouvellement.',
    },
    course: {
      title: 'Cours',
      description: 'Page du cours avec programme, enseignants et inscription.',
    },
    ebook: { title: 'E-book', description: 'Page de l’e-book avec sommaire, aperçu et achat.' },
    internal: {
      title: 'Page de contenu',
      description: 'Pages internes de contenu et de campagne.',
    },
    launch: {
      title: 'Lancement',
      description: 'Page de lancement avec inscription et conditions spéciales.',
    },
    subject: { title: 'Mes cours / e-books', description: 'Cours et e-books regroupés par sujet.' },
    myTrails: {
      title: 'Mes parcours',
      description: 'Parcours d’apprentissage avec étapes et progression.',
    },
    contentVideo: { title: 'Vidéo', description: 'Vidéo avec direct, recommandations et chat.' },
    biHub: { title: 'Tableaux BI', description: 'Tableaux des indicateurs de l’activité.' },
    libertaStoreHub: { title: 'Liberta Store', description: 'Vitrine des produits Liberta Store.' },
    investorCalendar: {
      title: 'Calendrier de l’investisseur',
      description: 'Dates de résultats, dividendes et événements de marché.',
    },
    podcasts: { title: 'Podcasts', description: 'Épisodes avec analyses et interviews.' },
    contentQualification: {
      title: 'Qualification des contenus',
      description: 'Classement des contenus par profil et niveau.',
    },
    researchReports: {
      title: 'Rapports de recherche',
      description: 'Saisie et publication des rapports de recherche.',
    },
    trails: { title: 'Parcours', description: 'Parcours d’apprentissage et leurs étapes.' },
    launches: { title: 'Lancements', description: 'Pages de lancement et campagnes.' },
    influencer: { title: 'Influenceurs', description: 'Influenceurs et suivi des campagnes.' },
    internalPolicies: {
      title: 'Politiques internes',
      description: 'Les politiques internes de l’entreprise.',
    },
    libertaStoreAdmin: {
      title: 'Gestion Liberta Store',
      description: 'Produits, prix et vitrines de Liberta Store.',
    },
    colors: { title: 'Couleurs Liberta Store', description: 'Palette de couleurs de la vitrine.' },
    xpRelease: {
      title: 'Activation clients XP',
      description: 'Activation d’accès pour les clients venant de XP.',
    },
    tickers: { title: 'Gestion des tickers', description: 'Actifs négociés et leurs codes.' },
    advisors: {
      title: 'Conseillers',
      description: 'Conseillers affichés sur le site Liberta Investimentos.',
    },
    investmentPages: {
      title: 'Pages d’investissement',
      description: 'Pages des produits d’investissement du site.',
    },
    faq: { title: 'FAQ / Centre d’aide', description: 'Questions fréquentes et articles d’aide.' },
    nps: {
      title: 'Enquêtes NPS',
      description: 'Questions de satisfaction, envoi des enquêtes et réponses.',
    },
    staffAgenda: { title: 'Agenda des collaborateurs', description: 'Rendez-vous de l’équipe.' },
    research: { title: 'Rapports', description: 'Rapports de recherche à lire et télécharger.' },
    hubHome: { title: 'Hub', description: 'Accueil du hub interne de l’équipe.' },
    hubSalesForce: {
      title: 'Force de vente',
      description: 'Indicateurs et outils de l’équipe commerciale.',
    },
    hubTickets: {
      title: 'Centre de tickets',
      description: 'Ouverture et suivi des tickets internes.',
    },
    hubPolicies: {
      title: 'Politiques et procédures',
      description: 'Politiques et procédures de l’entreprise.',
    },
  },
};
