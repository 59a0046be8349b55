import { registerFeatureNamespace } from '../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/** The `dataRights` namespace (profile, staff queue and customer record share it). */
export const NAMESPACE = 'dataRights';

registerFeatureNamespace(NAMESPACE, ptBR, {
  pt: async () => (await import('./pt.ts')).pt,
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
