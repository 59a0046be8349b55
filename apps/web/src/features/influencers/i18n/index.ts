import { registerFeatureNamespace } from '../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/** The `influencers` namespace (staff `/influencer`). */
export const NAMESPACE = 'influencers';

registerFeatureNamespace(NAMESPACE, ptBR, {
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
