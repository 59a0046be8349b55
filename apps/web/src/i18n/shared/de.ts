import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  richText: {
    toolbar: 'Textformatierung',
    loading: 'Editor wird geladen…',
    bold: 'Fett',
    italic: 'Kursiv',
    underline: 'Unterstrichen',
    strike: 'Durchgestrichen',
    heading2: 'Überschrift',
    heading3: 'Unterüberschrift',
    bulletList: 'Aufzählung',
    orderedList: 'Nummerierte Liste',
    blockquote: 'Zitat',
    link: 'Link einfügen',
    unlink: 'Link entfernen',
    clearFormatting: 'Formatierung löschen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    linkAddress: 'Linkadresse',
    linkSave: 'Speichern',
  },
  coverUpload: {
    choose: 'Bild auswählen',
    change: 'Bild ändern',
    none: 'Kein Titelbild: Karten zeigen einen Standardhintergrund.',
    type: 'Senden Sie ein JPEG-, PNG- oder WebP-Bild.',
    size: 'Das Bild ist größer als 5 MB.',
    alt: 'Beschreibung des Titelbilds (Alternativtext)',
    altHint: 'Was das Bild zeigt, für Screenreader. Bis zu 200 Zeichen.',
    altRequired: 'Beschreiben Sie das Titelbild in bis zu 200 Zeichen.',
    send: 'Titelbild hochladen',
    newPicture: 'Neues Titelbild',
    rules: 'JPEG, PNG oder WebP bis 5 MB; zugeschnitten auf {{width}} × {{height}} ({{ratio}}).',
    discard: 'Bild verwerfen',
    remove: 'Titelbild entfernen',
    afterSave: 'Das Titelbild wird beim Speichern hochgeladen.',
    uploaded: 'Titelbild hochgeladen.',
    removed: 'Titelbild entfernt.',
    notSent:
      'Gespeichert, aber das Titelbild wurde nicht hochgeladen: {{message}} Laden Sie es auf dieser Seite erneut hoch.',
  },
  brands: {
    brazilian: {
      tagline: 'Bildung für Trader',
      welcome:
        'Willkommen bei LS Trader! Lernen Sie traden von Menschen, die jeden Tag am Markt sind.',
      createAccount:
        'Erstellen Sie Ihr Konto und legen Sie los: Lektionen, Live-Übertragungen und Empfehlungen.',
      courseAd:
        'Komplette Day-Trading- und Swing-Trading-Kurse, vom ersten Schritt bis zum Fortgeschrittenen.',
    },
    global: {
      tagline: 'Globale Märkte',
      welcome:
        'Willkommen bei LS Global! Verfolgen Sie internationale Märkte mit unseren Analysten.',
      createAccount: 'Erstellen Sie Ihr Konto und handeln Sie weltweit mit Methode und Disziplin.',
      courseAd: 'Kurse zu internationalen Aktien, Indizes und Währungen mit praktischen Lektionen.',
    },
    liberta: {
      tagline: 'Investments',
      welcome: 'Willkommen bei Liberta! Inhalte und Analysen, um frei zu investieren.',
      createAccount: 'Erstellen Sie Ihr Liberta-Konto für Berichte, Lernpfade und Abos.',
      courseAd: 'Lernpfade und Kurse für jede Etappe Ihrer Anlegerreise.',
    },
  },
  admin: {
    contentMenu: 'Inhalte',
    menu: 'Verwaltung',
    users: 'Benutzer',
    audit: 'Protokoll',
    outbox: 'Postausgang',
    dataRequests: 'Betroffenenanfragen',
    privacyPolicies: 'Datenschutzerklärungen',
    search: 'Suchen',
    name: 'Name',
    email: 'E-Mail',
    createdAt: 'Angelegt',
    actions: 'Aktionen',
    empty: 'Nichts gefunden.',
    total: '{{count}} Einträge',
    loginAs: 'Zugreifen als',
    loginAsTitle: 'Zugreifen als {{name}}',
    loginAsReason: 'Grund des Zugriffs',
    loginAsReasonHint: 'Wird im Protokoll gespeichert. Z. B. Ticket 123, Kurszugang prüfen.',
    loginAsConfirm: 'Zugreifen',
    cancel: 'Abbrechen',
    impersonating: 'Sie greifen zu als {{name}}.',
    returnToMain: 'Zurück zu meinem Benutzer',
    returned: 'Sie sind wieder Ihr eigener Benutzer.',
    loadError: 'Die Liste konnte nicht geladen werden.',
    deleted: 'Gelöscht',
    deletedAt: 'Konto gelöscht am {{date}}.',
    profiles: 'Profile und Berechtigungen',
  },
  staffForm: {
    leaveTitle: 'Ohne Speichern verlassen?',
    leaveText:
      'Die Änderungen in diesem Formular sind noch nicht gespeichert. Wenn Sie jetzt gehen, gehen sie verloren.',
    stay: 'Weiter bearbeiten',
    leave: 'Ohne Speichern verlassen',
    close: 'Schließen',
  },
  ebooks: {
    tryAgain: 'Bitte versuchen Sie es gleich noch einmal.',
    pdf: {
      none: 'Keine Datei hochgeladen.',
      choose: 'PDF auswählen',
      replace: 'PDF ersetzen',
      afterSave: 'wird beim Speichern hochgeladen',
      uploaded: 'PDF hochgeladen.',
    },
  },
  media: {
    player: {
      frameTitle: 'Video: {{title}}',
      unavailableTitle: 'Dieses Video kann hier nicht angezeigt werden',
      unavailableText: 'Der Link gehört zu keinem Player, den wir einbetten können.',
      openOriginal: 'Originalvideo öffnen',
    },
    content: {
      backHome: 'Zurück zur Startseite',
    },
    home: {
      courseMeta_one: '{{count}} Lektion · {{duration}}',
      courseMeta_other: '{{count}} Lektionen · {{duration}}',
      free: 'Kostenlos',
    },
  },
  userCourses: {
    status: 'Status',
    period: 'Zeitraum',
    source: 'Herkunft',
    lifetime: 'unbegrenzt',
    statuses: {
      active: 'Aktiv',
      scheduled: 'Geplant',
      expired: 'Abgelaufen',
      revoked: 'Widerrufen',
    },
    sources: {
      order: 'Kauf',
      courtesy: 'Gutschrift',
      trial: 'Test',
      signature: 'Abo',
      staff: 'Team',
    },
  },
  storeAdmin: {
    kinds: {
      course: 'Kurs',
      ebook: 'E-Book',
      signature: 'Abonnement',
      bundle: 'Paket',
      trail: 'Lernpfad',
      broadcast: 'Livestream',
      research: 'Research',
    },
    orders: {
      title: 'Bestellungen',
    },
    actions: {
      keep: 'Zurück',
    },
    customers: {
      title: 'Kunden',
    },
  },
  catalogueAdmin: {
    menu: {
      title: 'Shop',
      products: 'Produkte',
      colors: 'Shopfarben',
      coupons: 'Gutscheine',
      tables: 'Preislisten',
    },
    saved: 'Änderungen gespeichert.',
    coupons: {
      title: 'Gutscheine',
      searchPlaceholder: 'Code oder Beschreibung',
      new: 'Neuer Gutschein',
      create: 'Gutschein anlegen',
      created: 'Gutschein {{code}} angelegt.',
      back: 'Zurück zu den Gutscheinen',
      loadError: 'Der Gutschein konnte nicht geladen werden.',
      formLabel: 'Gutscheindaten',
      code: 'Code',
      codeHint: 'Buchstaben, Ziffern, Bindestrich oder Unterstrich; wird großgeschrieben.',
      description: 'Interne Beschreibung',
      descriptionHint: 'Für das Team: Kampagne, Partner, Anlass.',
      discount: 'Rabatt',
      discountSection: 'Rabatt',
      type: 'Rabattart',
      percent: 'Prozentual',
      fixed: 'Fester Betrag',
      percentValue: 'Rabatt in Prozent',
      percentHint: '0,01 bis 100; bis zu zwei Nachkommastellen.',
      amount: 'Rabattbetrag',
      validitySection: 'Gültigkeit und Grenzen',
      validity: 'Gültigkeit',
      startsAt: 'Gültig ab',
      endsAt: 'Gültig bis',
      timeZoneHint: 'Uhrzeit von Brasília. Leer: unbegrenzt.',
      maxUses: 'Nutzungen insgesamt',
      maxUsesPerCustomer: 'Nutzungen pro Kunde',
      unlimitedHint: 'Leer: unbegrenzt.',
      minCart: 'Mindestwarenkorb',
      minCartHint: 'Leer: kein Minimum.',
      whereSection: 'Wo er gilt',
      products: 'Produkte',
      productsHint: 'Leer: gilt für alle Produkte.',
      allProducts: 'Alle Produkte',
      brands: 'Marken',
      activeLabel: 'Gutschein aktiv',
      activeHint: 'Inaktiv: Der Warenkorb lehnt den Code ab.',
      summary: '{{value}} Rabatt, {{window}}.',
      summaryBetween: 'gültig von {{from}} bis {{to}} (Uhrzeit von Brasília)',
      summaryFrom: 'gültig ab {{from}} (Uhrzeit von Brasília)',
      summaryUntil: 'gültig bis {{to}} (Uhrzeit von Brasília)',
      summaryAlways: 'ohne Ablaufdatum',
      noDeadline: 'Ohne Frist',
      fromShort: 'ab {{from}}',
      untilShort: 'bis {{to}}',
      uses: 'Nutzungen',
      usesOf: '{{uses}} von {{limit}}',
      usesUnlimited: '{{uses}} (unbegrenzt)',
      held_one: '{{count}} in einem Warenkorb reserviert',
      held_other: '{{count}} in Warenkörben reserviert',
      perCustomerShort_one: '{{count}} pro Kunde',
      perCustomerShort_other: '{{count}} pro Kunde',
      minCartShort: 'mind. {{amount}}',
      productsCount_one: '{{count}} Produkt',
      productsCount_other: '{{count}} Produkte',
      state: {
        active: 'Aktiv',
        inactive: 'Inaktiv',
        scheduled: 'Geplant',
        expired: 'Abgelaufen',
        exhausted: 'Aufgebraucht',
      },
      delete: 'Löschen oder deaktivieren',
      deleteNamed: 'Gutschein {{code}} löschen oder deaktivieren',
      deleteTitle: 'Gutschein löschen',
      deleteConfirm: 'Bestätigen',
      deleteText:
        'Gutschein {{code}} löschen? Wurde er schon genutzt, wird er nur deaktiviert, damit Bestellungen den Rabatt behalten.',
    },
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
      home: 'Hub-Startseite',
    },
    hubNotices: {
      title: 'Hub-Mitteilungen',
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
