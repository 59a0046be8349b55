import { registerFeatureNamespace } from '../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/**
 * The `construction` namespace (what each area will offer): pt-BR comes with the construction
 * page's chunk; another language loads when it is picked (or at once, if it already is).
 */
export const NAMESPACE = 'construction';

registerFeatureNamespace(NAMESPACE, ptBR, {
  pt: async () => (await import('./pt.ts')).pt,
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
