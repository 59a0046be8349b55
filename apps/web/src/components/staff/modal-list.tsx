import type { ListPage } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { PagedList } from './paged-list.tsx';
import { RecordFormModal } from './record-form-modal.tsx';
import type { ModalEditing } from './record-form-modal.tsx';
import { useStaffList } from './use-staff-list.ts';

/** The calls and words of a kind of record a list edits in a modal (its `staffRecords`). */
interface ModalRecords {
  /** The i18n prefix of the list's words and of its delete confirmation. */
  texts: string;
  /** The permission resource. */
  subject: string;
  remove: (id: number) => Promise<unknown>;
  /** What a change refreshes; the first is the list itself. */
  lists: readonly QueryKey[];
}

interface ModalListOptions<R, K extends QueryKey> {
  records: ModalRecords;
  /** The list's query for a page and a search. */
  query: (filters: {
    page: number;
    search: string;
  }) => UseQueryOptions<ListPage<R>, Error, ListPage<R>, K>;
  /** The modal open from the start (a route such as `/categorias/cadastro`). */
  initial?: ModalEditing<R>;
  /** Called when the modal closes, after it has (a route that opened it goes back). */
  onClose?: () => void;
}

/**
 * A staff list whose records are created and edited in a modal over it: the list's search,
 * page and permissions ({@link useStaffList}, deleting through the kind's `remove`), its page of
 * records, and which record the modal edits. {@link ModalList} draws it.
 */
export function useModalList<R extends { id: number }, K extends QueryKey = QueryKey>({
  records,
  query,
  initial = null,
  onClose,
}: ModalListOptions<R, K>) {
  const staffList = useStaffList<R & { title: string }>({
    resource: records.subject,
    deletion: {
      prefix: records.texts,
      queryKey: String(records.lists[0]?.[0]),
      remove: records.remove,
    },
  });
  const { list } = staffList;
  const rows = useQuery(query({ page: list.page, search: list.debounced }));
  const [editing, setEditing] = useState<ModalEditing<R>>(initial);
  const edit = useCallback((record: R) => setEditing({ record }), []);
  return {
    ...staffList,
    words: records.texts,
    rows,
    editing,
    /** Opens the modal on a stored record (the same function at every render). */
    edit,
    /** Opens the modal on a new record. */
    create: () => setEditing({ record: null }),
    close: () => {
      setEditing(null);
      onClose?.();
    },
  };
}

/**
 * The list of {@link useModalList}: the paged list (pages of the size the API answers) with its
 * "new" button where the user may create (`children` are the table's head and body), the
 * record's form in a modal (`form` draws it for the record, null for a new one) and the delete
 * confirmation.
 */
export function ModalList<R extends { id: number }>({
  page,
  minWidth,
  form,
  children,
}: {
  page: ReturnType<typeof useModalList<R>>;
  minWidth?: number;
  form: (record: R | null) => ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PagedList
        list={page.list}
        query={page.rows}
        words={page.words}
        create={page.canCreate && { onClick: page.create }}
        minWidth={minWidth}
      >
        {children}
      </PagedList>
      <RecordFormModal editing={page.editing} words={page.words} onClose={page.close}>
        {form}
      </RecordFormModal>
      {page.deletion.modal}
    </>
  );
}
