import '@mantine/core/styles/Combobox.css';
import { Select, Table, VisuallyHidden } from '@mantine/core';
import { useAbility } from '../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { useConfirmDelete } from './confirm-delete.tsx';
import { PagedList, usePagedList } from './paged-list.tsx';

/** What a paged list query returns, as far as this list reads it. */
interface Rows {
  data: { id: number; title: string }[];
  meta: { total: number };
}

/**
 * A staff list of published/draft content (e-books, research reports): search, status filter,
 * pages, a "new" button, one column per `columns` key plus the actions column, and delete with
 * confirmation. `prefix` is the list's i18n keys, `subject` its permission name, `listKey` the
 * query refreshed after a delete; `row` draws one row, given what opens its delete modal.
 */
export function StatusContentList<P extends Rows, K extends QueryKey>({
  prefix,
  subject,
  createTo,
  perPage,
  query,
  listKey,
  remove,
  columns,
  row,
}: {
  prefix: string;
  subject: string;
  createTo: string;
  perPage: number;
  query: (filters: {
    page: number;
    search: string;
    status: string | null;
  }) => UseQueryOptions<P, Error, P, K>;
  listKey: string;
  remove: (id: number) => Promise<unknown>;
  columns: string[];
  row: (item: P['data'][number], onDelete: () => void) => ReactNode;
}) {
  const { t } = useTextsOf(prefix);
  const ability = useAbility();
  const list = usePagedList();
  const [status, setStatus] = useState<string | null>(null);
  const items = useQuery(query({ page: list.page, search: list.debounced, status }));
  const deletion = useConfirmDelete<P['data'][number]>({ prefix, queryKey: listKey, remove });

  return (
    <>
      <PagedList
        list={list}
        query={items}
        perPage={perPage}
        title={t(`${prefix}.title`)}
        searchPlaceholder={t(`${prefix}.searchPlaceholder`)}
        create={ability.can('create', subject) && { to: createTo, label: t(`${prefix}.new`) }}
        createIconSize={16}
        filters={
          <Select
            label={t(`${prefix}.status`)}
            placeholder={t(`${prefix}.allStatuses`)}
            clearable
            data={[
              { value: 'published', label: t(`${prefix}.published`) },
              { value: 'draft', label: t(`${prefix}.draft`) },
            ]}
            value={status}
            onChange={list.resetting(setStatus)}
            w={{ base: '100%', sm: 200 }}
          />
        }
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`${prefix}.${column}`)}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t(`${prefix}.actions`)}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.data?.data.map((item) => (
            <Table.Tr key={item.id}>{row(item, () => deletion.ask(item))}</Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
