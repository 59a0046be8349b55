import { registerNamespace } from '../../../i18n/namespaces.ts';
import { chatDe } from './de.ts';
import { chatEn } from './en.ts';
import { chatFr } from './fr.ts';
import { chatPtBR } from './pt-BR.ts';

/** The chat's texts (namespace `chat`), registered when the chat's chunk loads. */
registerNamespace('chat', { 'pt-br': chatPtBR, en: chatEn, de: chatDe, fr: chatFr });
