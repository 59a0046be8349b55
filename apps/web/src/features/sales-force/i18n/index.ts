import { registerFeatureNamespace } from '../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/** The `salesForce` namespace (Liberta `/hub/sales-force`). */
export const NAMESPACE = 'salesForce';

registerFeatureNamespace(NAMESPACE, ptBR, {
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
