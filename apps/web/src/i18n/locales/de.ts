import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  app: {
    backHome: 'Zur Startseite',
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
    myAdvisor: 'Mein Berater',
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
    signUpLink: 'Konto erstellen',
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
    page: 'Diese Seite konnte nicht angezeigt werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    reload: 'Seite neu laden',
  },
  courses: {
    videoFailed:
      'Das Video konnte nicht geladen werden. Prüfe deine Verbindung und versuche es erneut.',
  },
  podcasts: {
    saved: 'Episode gespeichert.',
  },
};
