import type { Catalog } from './pt-BR.ts';

export const en: Catalog = {
  appearance: {
    title: 'Appearance',
    skin: 'Theme',
    skins: {
      light: 'Light',
      dark: 'Dark',
      semiDark: 'Semi-dark',
      bordered: 'Bordered',
    },
    zoom: 'Zoom',
    language: 'Language',
    layout: 'Layout',
    floatingNavbar: 'Floating menu',
    fullWidth: 'Full-width content',
  },
};
