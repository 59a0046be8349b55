import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  app: {
    close: 'Schließen',
    closeNotification: 'Benachrichtigung schließen',
    pagination: {
      first: 'Erste Seite',
      previous: 'Vorherige Seite',
      next: 'Nächste Seite',
      last: 'Letzte Seite',
    },
    skipLink: 'Zum Inhalt springen',
    mainMenu: 'Hauptmenü',
    cart: 'Warenkorb',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    collapseMenu: 'Menü einklappen',
    expandMenu: 'Menü ausklappen',
    goHome: 'Zur Startseite',
    loading: 'Wird geladen…',
    footer: '© {{year}} {{brand}}. Alle Rechte vorbehalten.',
    privacyPolicyLink: 'Datenschutzerklärung',
    helpCentreLink: 'Hilfe-Center',
    cookieSettingsLink: 'Cookie-Einstellungen',
  },
  appearance: {
    button: 'Darstellung',
  },
  covers: {
    of: 'Titelbild von {{title}}',
  },
  menu: {
    feed: 'Feed',
    lives: 'Übertragungen',
    myCourses: 'Meine Kurse',
    myEbooks: 'Meine E-Books',
    lsPlay: 'LS Play',
    recommendations: 'Empfehlungen',
    home: 'Start',
    tvLiberta: 'TV Liberta',
    liveMarket: 'Markt live',
    coursesEbooks: 'Meine Kurse / E-Books',
    mySubscriptions: 'Meine Abos',
    store: 'Shop',
    reports: 'Berichte',
    staff: 'Mitarbeiterbereich',
    liveAdmin: 'Live',
    liveRooms: 'Live-Räume',
  },
  auth: {
    email: 'E-Mail',
    password: 'Passwort',
    loginLink: 'Anmelden',
    name: 'Vollständiger Name',
    phone: 'Mobiltelefon',
    taxId: 'CPF oder CNPJ',
    forbiddenTitle: 'Zugriff verweigert',
    forbiddenText:
      'Ihr Konto darf diese Seite nicht öffnen. Wenden Sie sich bei Bedarf an den Support.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die aufgerufene Adresse existiert nicht oder wurde verschoben. Prüfen Sie den Link oder kehren Sie zur Startseite zurück.',
    action: 'Zur Startseite',
  },
  construction: {
    badge: 'Im Aufbau',
    text: 'Dieser Bereich wird gerade aufgebaut. Bald bietet er:',
    action: 'Zur Startseite',
    variants: {
      list: 'Liste',
      create: 'Neuer Eintrag',
      edit: 'Bearbeiten',
      detail: 'Details',
    },
  },
  cart: {
    title: 'Warenkorb',
    backToStore: 'Weiter stöbern',
  },
  checkout: {
    unavailable: 'Dieses Produkt ist im Shop nicht erhältlich.',
    priceFrom: 'Statt {{price}} nur',
    header: {
      cartWithCount: 'Warenkorb ({{count}})',
    },
  },
  errors: {
    title: 'Etwas ist schiefgelaufen',
  },
  courses: {
    videoFailed:
      'Das Video konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  },
  podcasts: {
    saved: 'Episode gespeichert.',
  },
  areas: {
    ordersAdmin: {
      title: 'Bestellungen',
    },
    customersAdmin: {
      title: 'Kunden',
    },
    couponsAdmin: {
      title: 'Gutscheine',
    },
    commercialTables: {
      title: 'Preislisten',
    },
    videosAdmin: {
      title: 'Videos',
    },
    ebooksAdmin: {
      title: 'E-Books',
    },
    mySignatures: {
      title: 'Meine Abonnements',
    },
    adminProfiles: {
      title: 'Profile und Berechtigungen',
    },
    profile: {
      title: 'Mein Profil',
    },
    adminUsers: {
      title: 'Benutzer',
    },
    adminAudit: {
      title: 'Protokoll',
    },
    adminOutbox: {
      title: 'Postausgang',
    },
    adminDataRequests: {
      title: 'Betroffenenanfragen',
    },
    login: {
      title: 'Anmelden',
    },
    cart: {
      title: 'Warenkorb',
    },
    paymentSuccess: {
      title: 'Zahlung bestätigt',
    },
    privacyPolicy: {
      title: 'Datenschutzerklärung',
    },
    helpCentre: {
      title: 'Hilfe-Center',
    },
    privacyPoliciesAdmin: {
      title: 'Datenschutzerklärungen',
    },
    token: {
      title: 'Zugang per Link',
    },
    floating: {
      title: 'Schwebender Player',
    },
    feed: {
      title: 'Feed',
    },
    clientLives: {
      title: 'Übertragungen',
    },
    broadcastView: {
      title: 'Übertragungen',
    },
    broadcastsAdmin: {
      title: 'Übertragungsverwaltung',
    },
    clientCourses: {
      title: 'Meine Kurse',
    },
    clientEbooks: {
      title: 'Meine E-Books',
    },
    lsPlay: {
      title: 'LS Play',
    },
    recommendationsAdmin: {
      title: 'Empfehlungen',
    },
    clientRecommendations: {
      title: 'Empfehlungen',
    },
    recommendationStatus: {
      title: 'Status der Empfehlungen',
    },
    farol: {
      title: 'Farol',
    },
    trackRecord: {
      title: 'Historie der Empfehlungen',
    },
    schedule: {
      title: 'Programmplan',
    },
    playlist: {
      title: 'Playlists',
    },
    categories: {
      title: 'Kategorien',
    },
    subscriptionTypes: {
      title: 'Abo-Typen',
    },
    methods: {
      title: 'Methoden',
    },
    emailBind: {
      title: 'E-Mail-Verknüpfungen',
    },
    home: {
      title: 'Start',
    },
    store: {
      title: 'Shop',
    },
    subscriptions: {
      title: 'Meine Abos',
    },
    coursePlayer: {
      title: 'Kurslektionen',
    },
    certificate: {
      title: 'Zertifikat',
    },
    coursesAdmin: {
      title: 'Kurse',
    },
    course: {
      title: 'Kurs',
    },
    ebook: {
      title: 'E-Book',
    },
    internal: {
      title: 'Inhaltsseite',
    },
    launch: {
      title: 'Launch',
    },
    subject: {
      title: 'Meine Kurse / E-Books',
    },
    myTrails: {
      title: 'Meine Lernpfade',
    },
    contentVideo: {
      title: 'Video',
    },
    biHub: {
      title: 'BI-Dashboards',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
    },
    investorCalendar: {
      title: 'Anlegerkalender',
    },
    podcasts: {
      title: 'Podcasts',
    },
    contentQualification: {
      title: 'Inhaltsqualifizierung',
    },
    researchReports: {
      title: 'Research-Berichte',
    },
    trails: {
      title: 'Lernpfade',
    },
    launches: {
      title: 'Launches',
    },
    influencer: {
      title: 'Influencer',
    },
    internalPolicies: {
      title: 'Interne Richtlinien',
    },
    libertaStoreAdmin: {
      title: 'Liberta-Store-Verwaltung',
    },
    colors: {
      title: 'Liberta-Store-Farben',
    },
    xpRelease: {
      title: 'Freigabe XP-Kunden',
    },
    tickers: {
      title: 'Ticker-Verwaltung',
    },
    advisors: {
      title: 'Berater',
    },
    investmentPages: {
      title: 'Anlageseiten',
    },
    investments: {
      title: 'Geldanlagen',
    },
    faq: {
      title: 'FAQ / Hilfe-Center',
    },
    nps: {
      title: 'NPS-Umfragen',
    },
    staffAgenda: {
      title: 'Mitarbeiterkalender',
    },
    myAdvisor: {
      title: 'Mein Berater',
    },
    research: {
      title: 'Berichte',
    },
    hubHome: {
      title: 'Hub',
    },
    hubSalesForce: {
      title: 'Vertrieb',
    },
    hubTickets: {
      title: 'Ticket-Center',
    },
    hubPolicies: {
      title: 'Richtlinien und Verfahren',
    },
  },
};
