import type { Catalog } from './pt-BR.ts';

export const fr: Catalog = {
  appearance: {
    title: 'Apparence',
    skin: 'Thème',
    skins: {
      light: 'Clair',
      dark: 'Sombre',
      semiDark: 'Semi-sombre',
      bordered: 'Avec bordures',
    },
    zoom: 'Zoom',
    language: 'Langue',
    layout: 'Mise en page',
    floatingNavbar: 'Menu flottant',
    fullWidth: 'Contenu pleine largeur',
  },
};
