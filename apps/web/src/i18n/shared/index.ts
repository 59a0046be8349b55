import { registerFeatureNamespace } from '../i18n.ts';
import { ptBR } from './pt-BR.ts';

/**
 * The `shared` namespace (see pt-BR.ts): pt-BR comes with the chunk of the first file that names
 * one of its texts; another language loads when it is picked (or at once, if it already is).
 */
export const NAMESPACE = 'shared';

registerFeatureNamespace(NAMESPACE, ptBR, {
  pt: async () => (await import('./pt.ts')).pt,
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
