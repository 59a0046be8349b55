import { registerFeatureNamespace } from '../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/**
 * The `staffAgenda` namespace: pt-BR comes with the feature's chunk; another language loads when
 * it is picked (or at once, if it already is). Files that use it import this module.
 */
export const NAMESPACE = 'staffAgenda';

registerFeatureNamespace(NAMESPACE, ptBR, {
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
