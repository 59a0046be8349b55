import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  app: {
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
    cookieSettingsLink: 'Préférences de cookies',
  },
  appearance: {
    button: 'Apparence',
  },
  richText: {
    toolbar: 'Mise en forme du texte',
    loading: "Chargement de l'éditeur…",
    bold: 'Gras',
    italic: 'Italique',
    underline: 'Souligné',
    strike: 'Barré',
    heading2: 'Titre',
    heading3: 'Sous-titre',
    bulletList: 'Liste à puces',
    orderedList: 'Liste numérotée',
    blockquote: 'Citation',
    link: 'Insérer un lien',
    unlink: 'Supprimer le lien',
    clearFormatting: 'Effacer la mise en forme',
    undo: 'Annuler',
    redo: 'Rétablir',
    linkAddress: 'Adresse du lien',
    linkSave: 'Enregistrer',
  },
  covers: {
    of: 'Couverture de {{title}}',
  },
  coverUpload: {
    choose: 'Choisir une image',
    change: "Changer l'image",
    none: 'Pas de couverture : les cartes montrent un fond par défaut.',
    type: 'Envoyez une image JPEG, PNG ou WebP.',
    size: "L'image dépasse 5 Mo.",
    alt: 'Description de la couverture (texte alternatif)',
    altHint: "Ce que montre l'image, pour les lecteurs d'écran. 200 caractères au plus.",
    altRequired: 'Décrivez la couverture en 200 caractères au plus.',
    send: 'Envoyer la couverture',
    newPicture: 'Nouvelle couverture',
    rules: "JPEG, PNG ou WebP jusqu'à 5 Mo ; recadrée en {{width}} × {{height}} ({{ratio}}).",
    discard: "Abandonner l'image",
    remove: 'Retirer la couverture',
    afterSave: "La couverture est envoyée à l'enregistrement.",
    uploaded: 'Couverture envoyée.',
    removed: 'Couverture retirée.',
    notSent:
      "Enregistré, mais la couverture n'a pas été envoyée : {{message}} Envoyez-la à nouveau sur cette page.",
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
  admin: {
    privacyPolicies: 'Politiques de confidentialité',
    contentMenu: 'Contenus',
    menu: 'Administration',
    users: 'Utilisateurs',
    audit: 'Journal d’audit',
    outbox: 'Boîte d’envoi',
    dataRequests: 'Demandes des personnes concernées',
    search: 'Rechercher',
    name: 'Nom',
    email: 'E-mail',
    createdAt: 'Inscription',
    actions: 'Actions',
    empty: 'Aucun résultat.',
    total: '{{count}} enregistrements',
    loginAs: 'Accéder en tant que',
    loginAsTitle: 'Accéder en tant que {{name}}',
    loginAsReason: 'Motif de l’accès',
    loginAsReasonHint: 'Enregistré dans le journal. Ex. : ticket 123, vérifier l’accès au cours.',
    loginAsConfirm: 'Accéder',
    cancel: 'Annuler',
    impersonating: 'Vous accédez en tant que {{name}}.',
    returnToMain: 'Revenir à mon utilisateur',
    returned: 'Vous êtes revenu à votre utilisateur.',
    loadError: 'Impossible de charger la liste.',
    deleted: 'Supprimé',
    deletedAt: 'Compte supprimé le {{date}}.',
    profiles: 'Profils et autorisations',
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
  staffForm: {
    leaveTitle: 'Quitter sans enregistrer ?',
    leaveText:
      'Les modifications de ce formulaire ne sont pas encore enregistrées. Si vous quittez maintenant, elles seront perdues.',
    stay: 'Continuer à modifier',
    leave: 'Quitter sans enregistrer',
  },
  courses: {
    videoFailed: 'Impossible de charger la vidéo. Vérifiez votre connexion et réessayez.',
  },
  podcasts: {
    saved: 'Épisode enregistré.',
  },
  ebooks: {
    tryAgain: 'Réessayez dans un instant.',
    pdf: {
      none: 'Aucun fichier envoyé.',
      choose: 'Choisir un PDF',
      replace: 'Remplacer le PDF',
      afterSave: 'sera envoyé à l’enregistrement',
      uploaded: 'PDF envoyé.',
    },
  },
  media: {
    player: {
      frameTitle: 'Vidéo : {{title}}',
      unavailableTitle: 'Impossible d’afficher cette vidéo ici',
      unavailableText: 'Le lien ne provient pas d’un lecteur que nous pouvons intégrer.',
      openOriginal: 'Ouvrir la vidéo d’origine',
    },
    content: {
      backHome: 'Retour à l’accueil',
    },
    home: {
      courseMeta_one: '{{count}} leçon · {{duration}}',
      courseMeta_other: '{{count}} leçons · {{duration}}',
      free: 'Gratuit',
    },
  },
  userCourses: {
    status: 'Statut',
    period: 'Période',
    source: 'Origine',
    lifetime: 'à vie',
    statuses: {
      active: 'Actif',
      scheduled: 'Programmé',
      expired: 'Expiré',
      revoked: 'Révoqué',
    },
    sources: {
      order: 'Achat',
      courtesy: 'Offert',
      trial: 'Essai',
      signature: 'Abonnement',
      staff: 'Équipe',
    },
  },
  storeAdmin: {
    kinds: {
      course: 'Cours',
      ebook: 'E-book',
      signature: 'Abonnement',
      bundle: 'Pack',
      trail: 'Parcours',
      broadcast: 'Direct',
      research: 'Research',
    },
    orders: {
      title: 'Commandes',
    },
    actions: {
      keep: 'Retour',
    },
    customers: {
      title: 'Clients',
    },
  },
  catalogueAdmin: {
    menu: {
      title: 'Boutique',
      products: 'Produits',
      colors: 'Couleurs de la boutique',
      coupons: 'Coupons',
      tables: 'Grilles tarifaires',
    },
    saved: 'Modifications enregistrées.',
    coupons: {
      title: 'Coupons',
      searchPlaceholder: 'Code ou description',
      new: 'Nouveau coupon',
      create: 'Créer le coupon',
      created: 'Coupon {{code}} créé.',
      back: 'Retour aux coupons',
      loadError: 'Impossible de charger le coupon.',
      formLabel: 'Informations du coupon',
      code: 'Code',
      codeHint: 'Lettres, chiffres, tiret ou tiret bas ; passé en majuscules.',
      description: 'Description interne',
      descriptionHint: "Pour l'équipe : campagne, partenaire, motif.",
      discount: 'Remise',
      discountSection: 'Remise',
      type: 'Type de remise',
      percent: 'Pourcentage',
      fixed: 'Montant fixe',
      percentValue: 'Pourcentage de remise',
      percentHint: "De 0,01 à 100 ; jusqu'à deux décimales.",
      amount: 'Montant de la remise',
      validitySection: 'Validité et limites',
      validity: 'Validité',
      startsAt: 'Début de validité',
      endsAt: 'Fin de validité',
      timeZoneHint: 'Heure de Brasília. Vide : sans limite.',
      maxUses: "Nombre total d'utilisations",
      maxUsesPerCustomer: 'Limite par client',
      unlimitedHint: 'Vide : illimité.',
      minCart: 'Panier minimum',
      minCartHint: 'Vide : pas de minimum.',
      whereSection: "Où il s'applique",
      products: 'Produits',
      productsHint: 'Vide : valable pour tous les produits.',
      allProducts: 'Tous les produits',
      brands: 'Marques',
      activeLabel: 'Coupon actif',
      activeHint: 'Inactif : le panier refuse le code.',
      summary: '{{value}} de remise, {{window}}.',
      summaryBetween: 'valable du {{from}} au {{to}} (heure de Brasília)',
      summaryFrom: 'valable à partir du {{from}} (heure de Brasília)',
      summaryUntil: "valable jusqu'au {{to}} (heure de Brasília)",
      summaryAlways: "sans date d'expiration",
      noDeadline: 'Sans échéance',
      fromShort: 'du {{from}}',
      untilShort: "jusqu'au {{to}}",
      uses: 'Utilisations',
      usesOf: '{{uses}} sur {{limit}}',
      usesUnlimited: '{{uses}} (sans limite)',
      held_one: '{{count}} réservé dans un panier',
      held_other: '{{count}} réservés dans des paniers',
      perCustomerShort_one: '{{count}} par client',
      perCustomerShort_other: '{{count}} par client',
      minCartShort: 'min. {{amount}}',
      productsCount_one: '{{count}} produit',
      productsCount_other: '{{count}} produits',
      state: {
        active: 'Actif',
        inactive: 'Inactif',
        scheduled: 'Programmé',
        expired: 'Expiré',
        exhausted: 'Épuisé',
      },
      delete: 'Supprimer ou désactiver',
      deleteNamed: 'Supprimer ou désactiver le coupon {{code}}',
      deleteTitle: 'Supprimer le coupon',
      deleteConfirm: 'Confirmer',
      deleteText:
        'Supprimer le coupon {{code}} ? S’il a déjà servi, il est seulement désactivé pour que les commandes gardent la remise.',
    },
  },
  areas: {
    ordersAdmin: {
      title: 'Commandes',
      description:
        'Commandes de la boutique : paiements, confirmation manuelle, annulation et remboursements.',
    },
    customersAdmin: {
      title: 'Clients',
      description:
        'Fiche de chaque client : données, commandes, accès, remboursements et accès offerts.',
    },
    couponsAdmin: {
      title: 'Coupons',
      description: 'Coupons de réduction : valeur, validité, limites et produits.',
    },
    commercialTables: {
      title: 'Grilles tarifaires',
      description: "Prix spéciaux des produits pour l'équipe commerciale.",
    },
    videosAdmin: {
      title: 'Vidéos',
      description: 'Les vidéos de LS Play et les pages vidéo de Liberta.',
    },
    ebooksAdmin: {
      title: 'E-books',
      description: 'Gestion des e-books avec PDF, prix et page publique.',
    },
    mySignatures: {
      title: 'Mes abonnements',
      description: 'Vos abonnements, leur statut et ce que chacun inclut.',
    },
    adminProfiles: {
      title: 'Profils et autorisations',
      description: 'Ce que chaque profil peut voir et faire.',
    },
    profile: {
      title: 'Mon profil',
      description: 'Vos données, votre photo et vos adresses.',
    },
    adminUsers: {
      title: 'Utilisateurs',
      description: 'Recherche, inscription et profils des personnes de la plateforme.',
    },
    adminAudit: {
      title: 'Journal d’audit',
      description: 'Qui a fait quoi, quand et d’où.',
    },
    adminOutbox: {
      title: 'Boîte d’envoi',
      description: 'E-mails et SMS envoyés par la plateforme.',
    },
    adminDataRequests: {
      title: 'Demandes des personnes concernées',
      description:
        'Demandes sur les données personnelles (LGPD) : export, suppression et rectification, avec le délai légal.',
    },
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
    privacyPolicy: {
      title: 'Politique de confidentialité',
      description: 'Comment nous traitons vos données personnelles, selon la LGPD.',
    },
    privacyPoliciesAdmin: {
      title: 'Politiques de confidentialité',
      description:
        'Les versions de la politique de confidentialité de chaque marque, l’active en évidence.',
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
    farol: {
      title: 'Farol',
      description: 'Tableau des signaux du marché pour guider la journée.',
    },
    trackRecord: {
      title: 'Historique des recommandations',
      description:
        'Résultats des recommandations clôturées : par analyste, par méthode et par mois.',
    },
    schedule: {
      title: 'Grille des programmes',
      description: 'Agenda hebdomadaire des diffusions et des analystes.',
    },
    playlist: {
      title: 'Playlists',
      description: 'Vidéos organisées en playlists et programmes.',
    },
    categories: {
      title: 'Catégories',
      description: 'Catégories des cours, vidéos et contenus.',
    },
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
    store: {
      title: 'Boutique',
      description: 'Cours, e-books et abonnements à acheter.',
    },
    subscriptions: {
      title: 'Mes abonnements',
      description: 'Abonnements actifs, avantages et renouvellement.',
    },
    coursePlayer: {
      title: 'Leçons du cours',
      description: 'Regardez les leçons et suivez votre progression.',
    },
    certificate: {
      title: 'Certificat',
      description: "Vérification publique d'un certificat de fin de cours.",
    },
    coursesAdmin: {
      title: 'Cours',
      description: 'Cours, modules, leçons et règles de libération.',
    },
    course: {
      title: 'Cours',
      description: 'Page du cours avec programme, enseignants et inscription.',
    },
    ebook: {
      title: 'E-book',
      description: 'Page de l’e-book avec sommaire, aperçu et achat.',
    },
    internal: {
      title: 'Page de contenu',
      description: 'Pages internes de contenu et de campagne.',
    },
    launch: {
      title: 'Lancement',
      description: 'Page de lancement avec inscription et conditions spéciales.',
    },
    subject: {
      title: 'Mes cours / e-books',
      description: 'Cours et e-books regroupés par sujet.',
    },
    myTrails: {
      title: 'Mes parcours',
      description: 'Parcours d’apprentissage avec étapes et progression.',
    },
    contentVideo: {
      title: 'Vidéo',
      description: 'Vidéo avec direct, recommandations et chat.',
    },
    biHub: {
      title: 'Tableaux BI',
      description: 'Tableaux des indicateurs de l’activité.',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
      description: 'Vitrine des produits Liberta Store.',
    },
    investorCalendar: {
      title: 'Calendrier de l’investisseur',
      description: 'Dates de résultats, dividendes et événements de marché.',
    },
    podcasts: {
      title: 'Podcasts',
      description: 'Épisodes avec analyses et interviews.',
    },
    contentQualification: {
      title: 'Qualification des contenus',
      description: 'Classement des contenus par profil et niveau.',
    },
    researchReports: {
      title: 'Rapports de recherche',
      description: 'Saisie et publication des rapports de recherche.',
    },
    trails: {
      title: 'Parcours',
      description: 'Parcours d’apprentissage et leurs étapes.',
    },
    launches: {
      title: 'Lancements',
      description: 'Pages de lancement et campagnes.',
    },
    influencer: {
      title: 'Influenceurs',
      description: 'Influenceurs et suivi des campagnes.',
    },
    internalPolicies: {
      title: 'Politiques internes',
      description: 'Les politiques internes de l’entreprise.',
    },
    libertaStoreAdmin: {
      title: 'Gestion Liberta Store',
      description: 'Produits, prix et vitrines de Liberta Store.',
    },
    colors: {
      title: 'Couleurs Liberta Store',
      description: 'Palette de couleurs de la vitrine.',
    },
    xpRelease: {
      title: 'Activation clients XP',
      description: 'Activation d’accès pour les clients venant de XP.',
    },
    tickers: {
      title: 'Gestion des tickers',
      description: 'Actifs négociés et leurs codes.',
    },
    advisors: {
      title: 'Conseillers',
      description: 'Conseillers affichés sur le site Liberta Investimentos.',
    },
    investmentPages: {
      title: 'Pages d’investissement',
      description: 'Pages des produits d’investissement du site.',
    },
    faq: {
      title: 'FAQ / Centre d’aide',
      description: 'Questions fréquentes et articles d’aide.',
    },
    nps: {
      title: 'Enquêtes NPS',
      description: 'Questions de satisfaction, envoi des enquêtes et réponses.',
    },
    staffAgenda: {
      title: 'Agenda des collaborateurs',
      description: 'Rendez-vous de l’équipe.',
    },
    research: {
      title: 'Rapports',
      description: 'Rapports de recherche à lire et télécharger.',
    },
    hubHome: {
      title: 'Hub',
      description: 'Accueil du hub interne de l’équipe.',
    },
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
