import type { CatalogShape } from '../../../i18n/catalog.ts';

/** The `preferences` namespace's texts (`useTranslation('preferences')`). */
export const ptBR = {
  appearance: {
    title: 'Aparência',
    skin: 'Tema',
    skins: {
      light: 'Claro',
      dark: 'Escuro',
      semiDark: 'Semiescuro',
      bordered: 'Com bordas',
    },
    zoom: 'Zoom',
    language: 'Idioma',
    layout: 'Layout',
    floatingNavbar: 'Menu flutuante',
    fullWidth: 'Conteúdo em largura total',
  },
};

/** Every language of the namespace has these keys. */
export type Catalog = CatalogShape<typeof ptBR>;
