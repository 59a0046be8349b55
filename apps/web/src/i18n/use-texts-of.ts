import { useTranslation } from './react.tsx';

/** The namespace an i18n prefix names (`courses:coursesAdmin` → `courses`), if it names one. */
export function namespaceOf(prefix: string): string | undefined {
  const colon = prefix.indexOf(':');
  return colon > 0 ? prefix.slice(0, colon) : undefined;
}

/**
 * `t` for a kit component that reads a feature's words under a prefix (`ns:section`): the
 * prefix's namespace first, then the shell's (`fallbackNS`), so a key given apart without its
 * namespace (`trails.newTrail`) is found in the same feature's catalog.
 */
export function useTextsOf(prefix: string) {
  return useTranslation(namespaceOf(prefix));
}
