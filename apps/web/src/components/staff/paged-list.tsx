import { Button, Table } from '@mantine/core';
import type { TableProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { ListFrame } from './list-frame.tsx';

/** The search box and page of a staff list; any filter change goes back to page 1. */
export function usePagedList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  /** Wraps a filter's setter so that changing the filter also goes back to page 1. */
  const resetting =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { search, debounced, page, setPage, onSearch: resetting(setSearch), resetting };
}

export type PagedListState = ReturnType<typeof usePagedList>;

/** The "new" button: a link, or an action (a form in a modal). */
type CreateButton<Label> = ({ to: string } | { onClick: () => void }) &
  Label & { icon?: typeof IconPlus };

/**
 * A list's words: a prefix whose `title`, `searchPlaceholder` and `new` it reads (any given one
 * by one wins), or each of them spelled out.
 */
type ListWords =
  | {
      /** The i18n prefix of the list's words (`namespace:section`). */
      words: string;
      title?: string;
      searchPlaceholder?: string;
      create?: CreateButton<{ label?: string }> | false;
    }
  | {
      words?: undefined;
      title: string;
      searchPlaceholder: string;
      create?: CreateButton<{ label: string }> | false;
    };

type PagedListProps = ListWords & {
  list: PagedListState;
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { data: unknown[]; meta: { total: number; per_page?: number } } | undefined;
  };
  /** The page size; by default the one the API answered (`meta.per_page`). */
  perPage?: number;
  filters?: ReactNode;
  createIconSize?: number;
  minWidth?: number;
  /** The table's own look where it differs (denser, a minimum width…). */
  table?: Omit<TableProps, 'children'>;
  children: ReactNode;
};

/**
 * A staff list over one paged query: the {@link ListFrame} with its search and filters, a
 * "new" button, the loading/empty/error states, the pages and a striped table (`children`
 * are its head and body), scrolling sideways below `minWidth` when one is given; `create` only
 * where the user may create.
 */
export function PagedList({
  list,
  query,
  perPage,
  words,
  title: givenTitle,
  searchPlaceholder: givenPlaceholder,
  filters,
  create,
  createIconSize = 18,
  minWidth,
  table: tableProps,
  children,
}: PagedListProps) {
  const { t } = useTextsOf(words ?? '');
  // Without `words`, the types ask for every word one by one.
  const word = (name: string, given: string | undefined) => given ?? t(`${words}.${name}`);
  const title = word('title', givenTitle);
  const searchPlaceholder = word('searchPlaceholder', givenPlaceholder);
  const createLabel = create ? word('new', create.label) : '';
  const total = query.data?.meta.total ?? 0;
  const size = perPage ?? query.data?.meta.per_page ?? 1;
  const CreateIcon = (create && create.icon) || IconPlus;
  const createIcon = <CreateIcon size={createIconSize} aria-hidden />;
  const table = (
    <Table striped highlightOnHover verticalSpacing="sm" {...tableProps}>
      {children}
    </Table>
  );
  return (
    <ListFrame
      title={title}
      search={list.search}
      onSearch={list.onSearch}
      searchPlaceholder={searchPlaceholder}
      filters={filters}
      actions={
        create &&
        ('to' in create ? (
          <Button component={Link} to={create.to} leftSection={createIcon}>
            {createLabel}
          </Button>
        ) : (
          <Button onClick={create.onClick} leftSection={createIcon}>
            {createLabel}
          </Button>
        ))
      }
      loading={query.isPending}
      error={query.isError}
      empty={(query.data?.data.length ?? 0) === 0}
      total={total}
      page={list.page}
      pages={Math.max(1, Math.ceil(total / size))}
      onPage={list.setPage}
    >
      {minWidth === undefined ? (
        table
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
      )}
    </ListFrame>
  );
}
