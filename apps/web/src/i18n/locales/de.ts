import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  app: {
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
    cookieSettingsLink: 'Cookie-Einstellungen',
  },
  appearance: {
    button: 'Darstellung',
  },
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
  covers: {
    of: 'Titelbild von {{title}}',
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
  admin: {
    privacyPolicies: 'Datenschutzerklärungen',
    contentMenu: 'Inhalte',
    menu: 'Verwaltung',
    users: 'Benutzer',
    audit: 'Protokoll',
    outbox: 'Postausgang',
    dataRequests: 'Betroffenenanfragen',
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
  staffForm: {
    leaveTitle: 'Ohne Speichern verlassen?',
    leaveText:
      'Die Änderungen in diesem Formular sind noch nicht gespeichert. Wenn Sie jetzt gehen, gehen sie verloren.',
    stay: 'Weiter bearbeiten',
    leave: 'Ohne Speichern verlassen',
  },
  courses: {
    videoFailed:
      'Das Video konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  },
  podcasts: {
    saved: 'Episode gespeichert.',
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
      description:
        'Bestellungen im Shop: Zahlungen, manuelle Bestätigung, Stornierung und Erstattungen.',
    },
    customersAdmin: {
      title: 'Kunden',
      description: 'Kundenakte: Daten, Bestellungen, Zugänge, Erstattungen und Freischaltungen.',
    },
    couponsAdmin: {
      title: 'Gutscheine',
      description: 'Rabattgutscheine: Wert, Gültigkeit, Grenzen und Produkte.',
    },
    commercialTables: {
      title: 'Preislisten',
      description: 'Sonderpreise der Produkte für das Vertriebsteam.',
    },
    videosAdmin: {
      title: 'Videos',
      description: 'Die Videos von LS Play und die Videoseiten von Liberta.',
    },
    ebooksAdmin: {
      title: 'E-Books',
      description: 'E-Book-Verwaltung mit PDF, Preis und öffentlicher Seite.',
    },
    mySignatures: {
      title: 'Meine Abonnements',
      description: 'Ihre Abonnements, ihr Status und was jedes enthält.',
    },
    adminProfiles: {
      title: 'Profile und Berechtigungen',
      description: 'Was jedes Profil sehen und tun darf.',
    },
    profile: {
      title: 'Mein Profil',
      description: 'Ihre Daten, Ihr Foto und Ihre Adressen.',
    },
    adminUsers: {
      title: 'Benutzer',
      description: 'Suche, Anlage und Profile der Personen auf der Plattform.',
    },
    adminAudit: {
      title: 'Protokoll',
      description: 'Wer hat was, wann und von wo getan.',
    },
    adminOutbox: {
      title: 'Postausgang',
      description: 'Von der Plattform gesendete E-Mails und SMS.',
    },
    adminDataRequests: {
      title: 'Betroffenenanfragen',
      description:
        'Anfragen zu personenbezogenen Daten (LGPD): Export, Löschung und Berichtigung mit gesetzlicher Frist.',
    },
    login: {
      title: 'Anmelden',
      description:
        'Anmeldung mit E-Mail und Passwort, Passwort-Wiederherstellung und Berater-Login.',
    },
    cart: {
      title: 'Warenkorb',
      description: 'Produkte, Gutscheine, Raten und Zahlung per Pix, Karte oder Boleto.',
    },
    paymentSuccess: {
      title: 'Zahlung bestätigt',
      description: 'Übersicht der bezahlten Bestellung und sofortiger Zugang zu den Produkten.',
    },
    privacyPolicy: {
      title: 'Datenschutzerklärung',
      description: 'Wie wir Ihre personenbezogenen Daten nach dem LGPD verarbeiten.',
    },
    privacyPoliciesAdmin: {
      title: 'Datenschutzerklärungen',
      description: 'Die Versionen der Datenschutzerklärung jeder Marke, die aktive hervorgehoben.',
    },
    token: {
      title: 'Zugang per Link',
      description: 'Direkter Zugang zur Plattform über einen zugesandten Link.',
    },
    floating: {
      title: 'Schwebender Player',
      description: 'Übertragung in einem kompakten Fenster, während Sie andere Programme nutzen.',
    },
    feed: {
      title: 'Feed',
      description:
        'Neuigkeiten, hervorgehobene Übertragungen und aktuelle Empfehlungen an einem Ort.',
    },
    clientLives: {
      title: 'Übertragungen',
      description: 'Live-Übertragungen mit moderiertem Chat und Aufzeichnungen Ihrer Räume.',
    },
    broadcastView: {
      title: 'Übertragungen',
      description: 'Ansicht der Live-Räume und Übertragungskarten.',
    },
    broadcastsAdmin: {
      title: 'Übertragungsverwaltung',
      description: 'Live-Räume, Zeiten, Analysten und Chat-Moderation.',
    },
    clientCourses: {
      title: 'Meine Kurse',
      description: 'Ihre Kurse mit Videolektionen, Fortschritt und Materialien.',
    },
    clientEbooks: {
      title: 'Meine E-Books',
      description: 'Ihre E-Book-Bibliothek zum Online-Lesen.',
    },
    lsPlay: {
      title: 'LS Play',
      description: 'Videos auf Abruf, nach Playlists und Kategorien geordnet.',
    },
    recommendationsAdmin: {
      title: 'Empfehlungen',
      description: 'Erfassung und Verfolgung der Analystenempfehlungen.',
    },
    clientRecommendations: {
      title: 'Empfehlungen',
      description: 'Kauf- und Verkaufsempfehlungen der Analysten mit Einstieg, Ziel und Stopp.',
    },
    recommendationStatus: {
      title: 'Status der Empfehlungen',
      description: 'Stand jeder Empfehlung: offen, im Ziel, gestoppt oder geschlossen.',
    },
    farol: {
      title: 'Farol',
      description: 'Marktsignal-Übersicht für den Handelstag.',
    },
    trackRecord: {
      title: 'Historie der Empfehlungen',
      description: 'Ergebnisse der abgeschlossenen Empfehlungen: nach Analyst, Methode und Monat.',
    },
    schedule: {
      title: 'Programmplan',
      description: 'Wochenplan der Übertragungen und Analysten.',
    },
    playlist: {
      title: 'Playlists',
      description: 'Videos in Playlists und Programmen.',
    },
    categories: {
      title: 'Kategorien',
      description: 'Kategorien für Kurse, Videos und Inhalte.',
    },
    subscriptionTypes: {
      title: 'Abo-Typen',
      description: 'Abo-Pläne, Zugangszeiträume und enthaltene Inhalte.',
    },
    methods: {
      title: 'Methoden',
      description: 'Handelsmethoden der Analysten und ihre Setups.',
    },
    emailBind: {
      title: 'E-Mail-Verknüpfungen',
      description: 'Verknüpfung von Kauf-E-Mails mit Benutzerkonten.',
    },
    home: {
      title: 'Start',
      description: 'Highlights, empfohlene Lernpfade und die neuesten Liberta-Inhalte.',
    },
    store: {
      title: 'Shop',
      description: 'Kurse, E-Books und Abos zum Kauf.',
    },
    subscriptions: {
      title: 'Meine Abos',
      description: 'Aktive Abos, Vorteile und Verlängerung.',
    },
    coursePlayer: {
      title: 'Kurslektionen',
      description: 'Lektionen ansehen und Fortschritt verfolgen.',
    },
    certificate: {
      title: 'Zertifikat',
      description: 'Öffentliche Prüfung eines Abschlusszertifikats.',
    },
    coursesAdmin: {
      title: 'Kurse',
      description: 'Kurse, Module, Lektionen und Freigaben verwalten.',
    },
    course: {
      title: 'Kurs',
      description: 'Kursseite mit Lehrplan, Dozenten und Anmeldung.',
    },
    ebook: {
      title: 'E-Book',
      description: 'E-Book-Seite mit Inhaltsverzeichnis, Vorschau und Kauf.',
    },
    internal: {
      title: 'Inhaltsseite',
      description: 'Interne Inhalts- und Kampagnenseiten.',
    },
    launch: {
      title: 'Launch',
      description: 'Launch-Seite mit Anmeldung und Sonderkonditionen.',
    },
    subject: {
      title: 'Meine Kurse / E-Books',
      description: 'Kurse und E-Books nach Thema.',
    },
    myTrails: {
      title: 'Meine Lernpfade',
      description: 'Lernpfade mit Etappen und Fortschritt.',
    },
    contentVideo: {
      title: 'Video',
      description: 'Video mit Live-Übertragung, Empfehlungen und Chat.',
    },
    biHub: {
      title: 'BI-Dashboards',
      description: 'Dashboards mit Geschäftskennzahlen.',
    },
    libertaStoreHub: {
      title: 'Liberta Store',
      description: 'Produktschaufenster des Liberta Store.',
    },
    investorCalendar: {
      title: 'Anlegerkalender',
      description: 'Termine für Ergebnisse, Dividenden und Marktereignisse.',
    },
    podcasts: {
      title: 'Podcasts',
      description: 'Podcast-Folgen mit Analysen und Interviews.',
    },
    contentQualification: {
      title: 'Inhaltsqualifizierung',
      description: 'Einstufung der Inhalte nach Anlegerprofil und Niveau.',
    },
    researchReports: {
      title: 'Research-Berichte',
      description: 'Erfassung und Veröffentlichung von Research-Berichten.',
    },
    trails: {
      title: 'Lernpfade',
      description: 'Lernpfade und ihre Etappen.',
    },
    launches: {
      title: 'Launches',
      description: 'Launch-Seiten und Kampagnen.',
    },
    influencer: {
      title: 'Influencer',
      description: 'Influencer und Kampagnenverfolgung.',
    },
    internalPolicies: {
      title: 'Interne Richtlinien',
      description: 'Die internen Richtlinien des Unternehmens.',
    },
    libertaStoreAdmin: {
      title: 'Liberta-Store-Verwaltung',
      description: 'Produkte, Preise und Schaufenster des Liberta Store.',
    },
    colors: {
      title: 'Liberta-Store-Farben',
      description: 'Farbpalette des Shop-Schaufensters.',
    },
    xpRelease: {
      title: 'Freigabe XP-Kunden',
      description: 'Zugangsfreigabe für Kunden von XP.',
    },
    tickers: {
      title: 'Ticker-Verwaltung',
      description: 'Gehandelte Werte und ihre Kürzel.',
    },
    advisors: {
      title: 'Berater',
      description: 'Berater auf der Website von Liberta Investimentos.',
    },
    investmentPages: {
      title: 'Anlageseiten',
      description: 'Seiten der Anlageprodukte auf der Website.',
    },
    faq: {
      title: 'FAQ / Hilfe-Center',
      description: 'Häufige Fragen und Hilfeartikel.',
    },
    nps: {
      title: 'NPS-Umfragen',
      description: 'Zufriedenheitsfragen, Versand und Antworten.',
    },
    staffAgenda: {
      title: 'Mitarbeiterkalender',
      description: 'Termine des Teams.',
    },
    research: {
      title: 'Berichte',
      description: 'Research-Berichte zum Lesen und Herunterladen.',
    },
    hubHome: {
      title: 'Hub',
      description: 'Startseite des internen Team-Hubs.',
    },
    hubSalesForce: {
      title: 'Vertrieb',
      description: 'Kennzahlen und Werkzeuge des Vertriebsteams.',
    },
    hubTickets: {
      title: 'Ticket-Center',
      description: 'Erstellen und Verfolgen interner Tickets.',
    },
    hubPolicies: {
      title: 'Richtlinien und Verfahren',
      description: 'Richtlinien und Verfahren des Unternehmens.',
    },
  },
};
