import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  areas: {
    ordersAdmin: {
      description:
        'Bestellungen im Shop: Zahlungen, manuelle Bestätigung, Stornierung und Erstattungen.',
    },
    customersAdmin: {
      description: 'Kundenakte: Daten, Bestellungen, Zugänge, Erstattungen und Freischaltungen.',
    },
    couponsAdmin: {
      description: 'Rabattgutscheine: Wert, Gültigkeit, Grenzen und Produkte.',
    },
    commercialTables: {
      description: 'Sonderpreise der Produkte für das Vertriebsteam.',
    },
    videosAdmin: {
      description: 'Die Videos von LS Play und die Videoseiten von Liberta.',
    },
    ebooksAdmin: {
      description: 'E-Book-Verwaltung mit PDF, Preis und öffentlicher Seite.',
    },
    mySignatures: {
      description: 'Ihre Abonnements, ihr Status und was jedes enthält.',
    },
    adminProfiles: {
      description: 'Was jedes Profil sehen und tun darf.',
    },
    profile: {
      description: 'Ihre Daten, Ihr Foto und Ihre Adressen.',
    },
    adminUsers: {
      description: 'Suche, Anlage und Profile der Personen auf der Plattform.',
    },
    adminAudit: {
      description: 'Wer hat was, wann und von wo getan.',
    },
    adminOutbox: {
      description: 'Von der Plattform gesendete E-Mails und SMS.',
    },
    adminDataRequests: {
      description:
        'Anfragen zu personenbezogenen Daten (LGPD): Export, Löschung und Berichtigung mit gesetzlicher Frist.',
    },
    privacyPolicy: {
      description: 'Wie wir Ihre personenbezogenen Daten nach dem LGPD verarbeiten.',
    },
    privacyPoliciesAdmin: {
      description: 'Die Versionen der Datenschutzerklärung jeder Marke, die aktive hervorgehoben.',
    },
    login: {
      description:
        'Anmeldung mit E-Mail und Passwort, Passwort-Wiederherstellung und Berater-Login.',
    },
    cart: {
      description: 'Produkte, Gutscheine, Raten und Zahlung per Pix, Karte oder Boleto.',
    },
    paymentSuccess: {
      description: 'Übersicht der bezahlten Bestellung und sofortiger Zugang zu den Produkten.',
    },
    token: {
      description: 'Direkter Zugang zur Plattform über einen zugesandten Link.',
    },
    floating: {
      description: 'Übertragung in einem kompakten Fenster, während Sie andere Programme nutzen.',
    },
    feed: {
      description:
        'Neuigkeiten, hervorgehobene Übertragungen und aktuelle Empfehlungen an einem Ort.',
    },
    clientLives: {
      description: 'Live-Übertragungen mit moderiertem Chat und Aufzeichnungen Ihrer Räume.',
    },
    broadcastView: {
      description: 'Ansicht der Live-Räume und Übertragungskarten.',
    },
    broadcastsAdmin: {
      description: 'Live-Räume, Zeiten, Analysten und Chat-Moderation.',
    },
    clientCourses: {
      description: 'Ihre Kurse mit Videolektionen, Fortschritt und Materialien.',
    },
    clientEbooks: {
      description: 'Ihre E-Book-Bibliothek zum Online-Lesen.',
    },
    lsPlay: {
      description: 'Videos auf Abruf, nach Playlists und Kategorien geordnet.',
    },
    recommendationsAdmin: {
      description: 'Erfassung und Verfolgung der Analystenempfehlungen.',
    },
    clientRecommendations: {
      description: 'Kauf- und Verkaufsempfehlungen der Analysten mit Einstieg, Ziel und Stopp.',
    },
    recommendationStatus: {
      description: 'Stand jeder Empfehlung: offen, im Ziel, gestoppt oder geschlossen.',
    },
    farol: {
      description: 'Marktsignal-Übersicht für den Handelstag.',
    },
    trackRecord: {
      description: 'Ergebnisse der abgeschlossenen Empfehlungen: nach Analyst, Methode und Monat.',
    },
    schedule: {
      description: 'Wochenplan der Übertragungen und Analysten.',
    },
    playlist: {
      description: 'Videos in Playlists und Programmen.',
    },
    categories: {
      description: 'Kategorien für Kurse, Videos und Inhalte.',
    },
    subscriptionTypes: {
      description: 'Abo-Pläne, Zugangszeiträume und enthaltene Inhalte.',
    },
    methods: {
      description: 'Handelsmethoden der Analysten und ihre Setups.',
    },
    emailBind: {
      description: 'Verknüpfung von Kauf-E-Mails mit Benutzerkonten.',
    },
    home: {
      description: 'Highlights, empfohlene Lernpfade und die neuesten Liberta-Inhalte.',
    },
    store: {
      description: 'Kurse, E-Books und Abos zum Kauf.',
    },
    subscriptions: {
      description: 'Aktive Abos, Vorteile und Verlängerung.',
    },
    coursePlayer: {
      description: 'Lektionen ansehen und Fortschritt verfolgen.',
    },
    certificate: {
      description: 'Öffentliche Prüfung eines Abschlusszertifikats.',
    },
    coursesAdmin: {
      description: 'Kurse, Module, Lektionen und Freigaben verwalten.',
    },
    course: {
      description: 'Kursseite mit Lehrplan, Dozenten und Anmeldung.',
    },
    ebook: {
      description: 'E-Book-Seite mit Inhaltsverzeichnis, Vorschau und Kauf.',
    },
    internal: {
      description: 'Interne Inhalts- und Kampagnenseiten.',
    },
    launch: {
      description: 'Launch-Seite mit Anmeldung und Sonderkonditionen.',
    },
    subject: {
      description: 'Kurse und E-Books nach Thema.',
    },
    myTrails: {
      description: 'Lernpfade mit Etappen und Fortschritt.',
    },
    contentVideo: {
      description: 'Video mit Live-Übertragung, Empfehlungen und Chat.',
    },
    biHub: {
      description: 'Dashboards mit Geschäftskennzahlen.',
    },
    libertaStoreHub: {
      description: 'Produktschaufenster des Liberta Store.',
    },
    investorCalendar: {
      description: 'Termine für Ergebnisse, Dividenden und Marktereignisse.',
    },
    podcasts: {
      description: 'Podcast-Folgen mit Analysen und Interviews.',
    },
    contentQualification: {
      description: 'Einstufung der Inhalte nach Anlegerprofil und Niveau.',
    },
    researchReports: {
      description: 'Erfassung und Veröffentlichung von Research-Berichten.',
    },
    trails: {
      description: 'Lernpfade und ihre Etappen.',
    },
    launches: {
      description: 'Launch-Seiten und Kampagnen.',
    },
    influencer: {
      description: 'Influencer und Kampagnenverfolgung.',
    },
    internalPolicies: {
      description: 'Die internen Richtlinien des Unternehmens.',
    },
    libertaStoreAdmin: {
      description: 'Produkte, Preise und Schaufenster des Liberta Store.',
    },
    colors: {
      description: 'Farbpalette des Shop-Schaufensters.',
    },
    xpRelease: {
      description: 'Zugangsfreigabe für Kunden von XP.',
    },
    tickers: {
      description: 'Gehandelte Werte und ihre Kürzel.',
    },
    advisors: {
      description: 'Berater auf der Website von Liberta Investimentos.',
    },
    investmentPages: {
      description: 'Seiten der Anlageprodukte auf der Website.',
    },
    faq: {
      description: 'Häufige Fragen und Hilfeartikel.',
    },
    nps: {
      description: 'Zufriedenheitsfragen, Versand und Antworten.',
    },
    staffAgenda: {
      description: 'Termine des Teams.',
    },
    myAdvisor: {
      description: 'Freie Termine Ihres Beraters für ein Gespräch.',
    },
    research: {
      description: 'Research-Berichte zum Lesen und Herunterladen.',
    },
    hubHome: {
      description: 'Startseite des internen Team-Hubs.',
    },
    hubNotices: {
      description:
        'Mitteilungen der Hub-Startseite: Text, Zielgruppe, Anzeigezeitraum und Anheften.',
    },
    hubSalesForce: {
      description: 'Kennzahlen und Werkzeuge des Vertriebsteams.',
    },
    hubTickets: {
      description: 'Erstellen und Verfolgen interner Tickets.',
    },
    hubPolicies: {
      description: 'Richtlinien und Verfahren des Unternehmens.',
    },
  },
};
