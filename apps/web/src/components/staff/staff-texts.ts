import { useTextsOf } from '../../i18n/use-texts-of.ts';
import '../../i18n/shared/index.ts';

/** The words of a staff form, by name: each is an i18n key. */
export type StaffTextName =
  | 'created'
  | 'saved'
  | 'deleted'
  | 'delete'
  | 'deleteTitle'
  | 'deleteText'
  | 'confirmDelete'
  | 'cancel'
  | 'create'
  | 'save'
  | 'back'
  | 'new'
  | 'notFound'
  | 'notFoundText';

/** The words of a record's on/off state (`StaffFormPage`'s `state`): each is a key under `states`. */
export type StateWord = 'active' | 'inactive' | 'published' | 'draft';

/**
 * An i18n prefix (`podcasts` → `podcasts.saved`…), with the keys named otherwise given apart.
 * Without `deleteTitle`, `deleteText` or `confirmDelete`, the prefix's `delete` and
 * `deleteConfirm` say them. `states` is the section of the record's on/off words (`StateWord`),
 * by default its parent section's `common` (`advisors:advisors.pages` → `advisors.common`).
 * `edit` is the key of a stored record's page title where the kind titles it with a word
 * ("Editar evento", as `new` titles a new one) instead of the record's name.
 */
export type StaffTexts =
  | string
  | ({ prefix: string; states?: string; edit?: string } & Partial<Record<StaffTextName, string>>);

/** Where a prefix names a word otherwise: "Excluir episódio" is also the dialog's title. */
const FALLBACK: Partial<Record<StaffTextName, string[]>> = {
  deleteTitle: ['delete'],
  deleteText: ['deleteConfirm'],
  confirmDelete: ['delete'],
  back: ['backToList'],
  notFound: ['notFoundTitle', 'loadError'],
};

const STATE_WORDS: readonly string[] = ['active', 'inactive', 'published', 'draft'];

/**
 * The i18n keys of a word, the first that exists wins: the prefix's own (or the one given), its
 * other name, then its parent section's (`catalogueAdmin.coupons` → `catalogueAdmin.saved`). A
 * state word is the `states` section's.
 */
export function keyOf(texts: StaffTexts, name: StaffTextName | StateWord): string[] {
  const prefix = typeof texts === 'string' ? texts : texts.prefix;
  const given = typeof texts === 'string' ? undefined : texts[name as StaffTextName];
  if (given) return [given];
  const parent = prefix.includes('.') ? prefix.slice(0, prefix.lastIndexOf('.')) : null;
  if (STATE_WORDS.includes(name)) {
    const states = typeof texts === 'string' ? undefined : texts.states;
    return [`${states ?? `${parent ?? prefix}.common`}.${name}`];
  }
  const words = [name, ...(FALLBACK[name as StaffTextName] ?? [])];
  return [prefix, ...(parent ? [parent] : [])].flatMap((section) =>
    words.map((word) => `${section}.${word}`),
  );
}

/** The i18n prefix of a form's words. */
export const prefixOf = (texts: StaffTexts) => (typeof texts === 'string' ? texts : texts.prefix);

/**
 * A form's words, by name (`StaffTextName`, `StateWord`), where there is no form (a page that
 * shows the record to those who cannot edit it); `t` reads its namespace.
 */
export function useStaffTexts(texts: StaffTexts) {
  const { t } = useTextsOf(prefixOf(texts));
  return { t, text: (name: StaffTextName | StateWord) => t(keyOf(texts, name)) };
}
