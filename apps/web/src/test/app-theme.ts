import { BRANDS } from '@app/shared';
import { brandTheme } from '../app/brands/brand-theme.ts';

/**
 * The app's Mantine theme (the Brazilian brand's), for tests that render a feature with the
 * app's defaults: the theme names the close buttons of dialogs and toasts, for instance.
 */
export const APP_THEME = brandTheme(BRANDS.brazilian);
