import { registerNamespace } from '../../../../i18n/namespaces.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';

/** The staff live screens' texts load with their chunk (`useTranslation('liveAdmin')`). */
registerNamespace('liveAdmin', { 'pt-br': ptBR, en, de, fr });
