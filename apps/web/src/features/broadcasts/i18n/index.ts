import { registerNamespace } from '../../../i18n/namespaces.ts';
import de from './de.ts';
import en from './en.ts';
import fr from './fr.ts';
import ptBR from './pt-BR.ts';

/** The `live` namespace: loaded with the live area's chunks, not with the shell. */
export const LIVE_NAMESPACE = 'live';
export const LIVE_CATALOGS = { 'pt-br': ptBR, en, de, fr };

registerNamespace(LIVE_NAMESPACE, LIVE_CATALOGS);
