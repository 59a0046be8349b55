import '@mantine/core/styles/Pagination.css';
import { Alert, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { ListPage } from '@app/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/shared/index.ts';

/** The tabs of a staff record (a customer's orders, products, refunds…) list less at a time. */
export const TAB_PER_PAGE = 10;

/** Loading, error, empty, the rows and the pages: what every paged tab of a staff record shares. */
export function PagedTab<T>({
  query,
  page,
  onPage,
  empty,
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError) return <Alert color="red">{t('admin.loadError')}</Alert>;
  const { data, meta } = query.data;
  if (data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  const pages = Math.ceil(meta.total / TAB_PER_PAGE);
  return (
    <Stack gap="md">
      <div style={{ overflowX: 'auto' }}>{children(data)}</div>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('admin.total', { count: meta.total })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" />}
      </Group>
    </Stack>
  );
}
