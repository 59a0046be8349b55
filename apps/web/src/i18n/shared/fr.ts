import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
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
  admin: {
    contentMenu: 'Contenus',
    menu: 'Administration',
    users: 'Utilisateurs',
    audit: 'Journal d’audit',
    outbox: 'Boîte d’envoi',
    dataRequests: 'Demandes des personnes concernées',
    privacyPolicies: 'Politiques de confidentialité',
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
  staffForm: {
    leaveTitle: 'Quitter sans enregistrer ?',
    leaveText:
      'Les modifications de ce formulaire ne sont pas encore enregistrées. Si vous quittez maintenant, elles seront perdues.',
    stay: 'Continuer à modifier',
    leave: 'Quitter sans enregistrer',
    close: 'Fermer',
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
      home: 'Accueil du hub',
    },
    hubNotices: {
      title: 'Annonces du hub',
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
