import type { CoverKind } from '@app/shared';
import type { Icon } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import type { ServerErrorOptions } from '../forms/form-errors.ts';
import type { StaffRecordCalls, StaffTexts } from './use-staff-form.tsx';

/** Any record's calls (their types are read off them below). */
type AnyCalls = Pick<StaffRecordCalls<never, { id: number }, QueryKey>, 'save' | 'lists'>;

/** The record the calls answer. */
type RecordOf<C extends AnyCalls> = Awaited<ReturnType<C['save']>>;

/**
 * A kind of record's calls (`recordCalls`) with the words its staff form speaks (its icon, and
 * the kind of cover it has, if any), bound once where the calls are defined: a page gives `useStaffForm` its form and these, nothing else of them.
 * What every form of the kind says the same way is bound here too: how the API's field errors
 * are placed (`errors`: a taken code lands under its field), what a record is called where
 * it is not its title, name or code (`label`), and the permission where the route table has
 * none (`subject`).
 * The calls keep their own types (a list's delete still reads what `remove` answers). The form
 * stays with the page: calls are also read where no form is (public pages), and a form brings
 * its schemas along.
 */
export function staffRecords<
  C extends AnyCalls,
  B extends {
    texts: StaffTexts;
    cover?: CoverKind;
    icon?: Icon;
    errors?: ServerErrorOptions;
    label?: (record: RecordOf<C>) => string;
    subject?: string;
  },
>(calls: C, bound: B): C & B {
  return { ...calls, ...bound };
}

/** A route's `:id` that can name a stored record: a whole number above zero. */
export const isRecordId = (id: number | null): id is number =>
  id !== null && Number.isInteger(id) && id > 0;
