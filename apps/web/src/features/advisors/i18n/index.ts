import { registerFeatureNamespace } from '../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/** The `advisors` namespace (staff advisors and investment pages, the site's pages). */
export const NAMESPACE = 'advisors';

registerFeatureNamespace(NAMESPACE, ptBR, {
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
