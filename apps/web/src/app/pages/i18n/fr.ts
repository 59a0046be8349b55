import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  areas: {
    ordersAdmin: {
      description:
        'Commandes de la boutique : paiements, confirmation manuelle, annulation et remboursements.',
    },
    customersAdmin: {
      description:
        'Fiche de chaque client : données, commandes, accès, remboursements et accès offerts.',
    },
    couponsAdmin: {
      description: 'Coupons de réduction : valeur, validité, limites et produits.',
    },
    commercialTables: {
      description: "Prix spéciaux des produits pour l'équipe commerciale.",
    },
    videosAdmin: {
      description: 'Les vidéos de LS Play et les pages vidéo de Liberta.',
    },
    ebooksAdmin: {
      description: 'Gestion des e-books avec PDF, prix et page publique.',
    },
    mySignatures: {
      description: 'Vos abonnements, leur statut et ce que chacun inclut.',
    },
    adminProfiles: {
      description: 'Ce que chaque profil peut voir et faire.',
    },
    profile: {
      description: 'Vos données, votre photo et vos adresses.',
    },
    adminUsers: {
      description: 'Recherche, inscription et profils des personnes de la plateforme.',
    },
    adminAudit: {
      description: 'Qui a fait quoi, quand et d’où.',
    },
    adminOutbox: {
      description: 'E-mails et SMS envoyés par la plateforme.',
    },
    adminDataRequests: {
      description:
        'Demandes sur les données personnelles (LGPD) : export, suppression et rectification, avec le délai légal.',
    },
    privacyPolicy: {
      description: 'Comment nous traitons vos données personnelles, selon la LGPD.',
    },
    privacyPoliciesAdmin: {
      description:
        'Les versions de la politique de confidentialité de chaque marque, l’active en évidence.',
    },
    login: {
      description:
        'Connexion par e-mail et mot de passe, récupération du mot de passe et accès conseillers.',
    },
    cart: {
      description: 'Produits, coupons, paiement en plusieurs fois, par Pix, carte ou boleto.',
    },
    paymentSuccess: {
      description: 'Résumé de la commande payée et accès immédiat aux produits.',
    },
    token: {
      description: 'Entrée directe sur la plateforme depuis un lien d’accès reçu.',
    },
    floating: {
      description:
        'Une diffusion dans une fenêtre compacte pendant que vous utilisez d’autres programmes.',
    },
    feed: {
      description: 'Nouveautés, diffusions à la une et recommandations récentes au même endroit.',
    },
    clientLives: {
      description: 'Diffusions en direct avec chat modéré et rediffusions de vos salles.',
    },
    broadcastView: {
      description: 'Vue des salles en direct et des cartes de diffusion.',
    },
    broadcastsAdmin: {
      description: 'Salles en direct, horaires, analystes et modération du chat.',
    },
    clientCourses: {
      description: 'Vos cours avec leçons vidéo, progression et supports.',
    },
    clientEbooks: {
      description: 'Votre bibliothèque d’e-books à lire en ligne.',
    },
    lsPlay: {
      description: 'Vidéos à la demande classées par playlists et catégories.',
    },
    recommendationsAdmin: {
      description: 'Saisie et suivi des recommandations des analystes.',
    },
    clientRecommendations: {
      description: 'Recommandations d’achat et de vente avec entrée, objectif et stop.',
    },
    recommendationStatus: {
      description:
        'État de chaque recommandation : ouverte, objectif atteint, stoppée ou clôturée.',
    },
    farol: {
      description: 'Tableau des signaux du marché pour guider la journée.',
    },
    trackRecord: {
      description:
        'Résultats des recommandations clôturées : par analyste, par méthode et par mois.',
    },
    schedule: {
      description: 'Agenda hebdomadaire des diffusions et des analystes.',
    },
    playlist: {
      description: 'Vidéos organisées en playlists et programmes.',
    },
    categories: {
      description: 'Catégories des cours, vidéos et contenus.',
    },
    subscriptionTypes: {
      description: 'Formules, périodes d’accès et contenus inclus.',
    },
    methods: {
      description: 'Méthodes de trading des analystes et leurs setups.',
    },
    emailBind: {
      description: 'Association des e-mails d’achat aux comptes.',
    },
    home: {
      description: 'À la une, parcours recommandés et derniers contenus Liberta.',
    },
    store: {
      description: 'Cours, e-books et abonnements à acheter.',
    },
    subscriptions: {
      description: 'Abonnements actifs, avantages et renouvellement.',
    },
    coursePlayer: {
      description: 'Regardez les leçons et suivez votre progression.',
    },
    certificate: {
      description: "Vérification publique d'un certificat de fin de cours.",
    },
    coursesAdmin: {
      description: 'Cours, modules, leçons et règles de libération.',
    },
    course: {
      description: 'Page du cours avec programme, enseignants et inscription.',
    },
    ebook: {
      description: 'Page de l’e-book avec sommaire, aperçu et achat.',
    },
    internal: {
      description: 'Pages internes de contenu et de campagne.',
    },
    launch: {
      description: 'Page de lancement avec inscription et conditions spéciales.',
    },
    subject: {
      description: 'Cours et e-books regroupés par sujet.',
    },
    myTrails: {
      description: 'Parcours d’apprentissage avec étapes et progression.',
    },
    contentVideo: {
      description: 'Vidéo avec direct, recommandations et chat.',
    },
    biHub: {
      description: 'Tableaux des indicateurs de l’activité.',
    },
    libertaStoreHub: {
      description: 'Vitrine des produits Liberta Store.',
    },
    investorCalendar: {
      description: 'Dates de résultats, dividendes et événements de marché.',
    },
    podcasts: {
      description: 'Épisodes avec analyses et interviews.',
    },
    contentQualification: {
      description: 'Classement des contenus par profil et niveau.',
    },
    researchReports: {
      description: 'Saisie et publication des rapports de recherche.',
    },
    trails: {
      description: 'Parcours d’apprentissage et leurs étapes.',
    },
    launches: {
      description: 'Pages de lancement et campagnes.',
    },
    influencer: {
      description: 'Influenceurs et suivi des campagnes.',
    },
    internalPolicies: {
      description: 'Les politiques internes de l’entreprise.',
    },
    libertaStoreAdmin: {
      description: 'Produits, prix et vitrines de Liberta Store.',
    },
    colors: {
      description: 'Palette de couleurs de la vitrine.',
    },
    xpRelease: {
      description: 'Activation d’accès pour les clients venant de XP.',
    },
    tickers: {
      description: 'Actifs négociés et leurs codes.',
    },
    advisors: {
      description: 'Conseillers affichés sur le site Liberta Investimentos.',
    },
    investmentPages: {
      description: 'Pages des produits d’investissement du site.',
    },
    faq: {
      description: 'Questions fréquentes et articles d’aide.',
    },
    nps: {
      description: 'Questions de satisfaction, envoi des enquêtes et réponses.',
    },
    staffAgenda: {
      description: 'Rendez-vous de l’équipe.',
    },
    myAdvisor: {
      description: 'Les créneaux libres de votre conseiller pour réserver un échange.',
    },
    research: {
      description: 'Rapports de recherche à lire et télécharger.',
    },
    hubHome: {
      description: 'Accueil du hub interne de l’équipe.',
    },
    hubNotices: {
      description:
        'Annonces de l’accueil du hub : texte, public, période d’affichage et épinglage.',
    },
    hubSalesForce: {
      description: 'Indicateurs et outils de l’équipe commerciale.',
    },
    hubTickets: {
      description: 'Ouverture et suivi des tickets internes.',
    },
    hubPolicies: {
      description: 'Politiques et procédures de l’entreprise.',
    },
  },
};
