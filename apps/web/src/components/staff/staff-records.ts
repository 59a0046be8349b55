import type { CoverKind } from '@app/shared';
import type { QueryKey } from '@tanstack/react-query';
import type { StaffRecordCalls, StaffTexts } from './use-staff-form.tsx';

/** Any record's calls (their types are read off them below). */
type AnyCalls = Pick<StaffRecordCalls<never, { id: number }, QueryKey>, 'save' | 'lists'>;

/**
 * A kind of record's calls (`recordCalls`) with the words its staff form speaks (and the kind of
 * cover it has, if any), bound once where the calls are defined: a page gives `useStaffForm` its form and these, nothing else of them.
 * The calls keep their own types (a list's delete still reads what `remove` answers). The form
 * stays with the page: calls are also read where no form is (public pages), and a form brings
 * its schemas along.
 */
export function staffRecords<
  C extends AnyCalls,
  B extends { texts: StaffTexts; cover?: CoverKind },
>(calls: C, bound: B): C & B {
  return { ...calls, ...bound };
}
