import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  checkout: {
    title: 'Warenkorb',
    secure: '100 % sicherer Kauf',
    mobileNotice:
      'Der Warenkorb wird gerade für Mobiltelefone angepasst. Bitte schließen Sie Ihren Kauf vorerst an einem Computer ab.',
    empty: {
      title: 'Ihr Warenkorb ist leer',
      text: 'Entdecken Sie Kurse, E-Books und Abonnements und legen Sie in den Warenkorb, was Sie lernen möchten.',
      action: 'Zum Shop',
    },
    guest: {
      title: 'Fast geschafft!',
      text: 'Geben Sie Ihre E-Mail-Adresse an, damit wir Ihren Warenkorb anlegen. Vor dem Bezahlen erstellen Sie ein Konto oder melden sich an.',
      email: 'Ihre E-Mail-Adresse',
      emailHint: 'Wir nutzen Ihre E-Mail-Adresse nur für den Warenkorb und die Bestellbestätigung.',
      emailPlaceholder: 'sie@beispiel.de',
      emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
      continue: 'Weiter',
      buyingAs: 'Sie kaufen als {{email}}',
    },
    account: {
      title: 'Zum Bezahlen anmelden',
      text: 'Warenkorb und Gutschein bleiben für {{email}} gespeichert: Konto erstellen oder anmelden und direkt hierher zurückkehren.',
      signUp: 'Konto erstellen',
      login: 'Ich habe bereits ein Konto',
    },
    order: {
      number: 'Bestellung Nr. {{id}}',
      payTitle: 'Bezahlung der Bestellung',
      summaryTitle: 'Bestellübersicht',
      pixTitle: 'Pix',
      pixText: 'Bezahlen Sie in Ihrer Banking-App: die Bestätigung kommt in Sekunden.',
      showPix: 'Pix-QR-Code und Code anzeigen',
      notPending: 'Diese Bestellung wartet nicht auf eine Zahlung.',
      signIn: 'Melden Sie sich an, um diese Bestellung zu sehen.',
      notFound: 'Bestellung nicht gefunden.',
      loadError: 'Informationen konnten nicht geladen werden',
      loadErrorTitle: 'Die Bestellung konnte nicht geöffnet werden',
      backToCart: 'Zurück zum Warenkorb',
    },
  },
};
