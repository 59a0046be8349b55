import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { i18n as appTranslator } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

export type { TFunction, TOptions } from './translator.ts';

const TranslatorContext = createContext<Translator>(appTranslator);

/** Gives the components below another translator than the app's (tests). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * `t` for a namespace (none: the shell's catalog), with the translator. The component paints
 * again when the language changes or texts arrive (a namespace's other language, loaded later).
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  const revision = useSyncExternalStore(i18n.subscribe, i18n.snapshot);
  // A new `t` after each change, so memos and effects that depend on it run again.
  const t = useMemo(() => i18n.getFixedT(null, namespace), [i18n, namespace, revision]);
  return { t, i18n };
}
