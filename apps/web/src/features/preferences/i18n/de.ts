import type { Catalog } from './pt-BR.ts';

export const de: Catalog = {
  appearance: {
    title: 'Darstellung',
    skin: 'Design',
    skins: {
      light: 'Hell',
      dark: 'Dunkel',
      semiDark: 'Halbdunkel',
      bordered: 'Mit Rahmen',
    },
    zoom: 'Zoom',
    language: 'Sprache',
    layout: 'Layout',
    floatingNavbar: 'Schwebendes Menü',
    fullWidth: 'Inhalt in voller Breite',
  },
};
