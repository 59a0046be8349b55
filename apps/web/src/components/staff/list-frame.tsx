import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/shared/index.ts';

/** The frame every staff list shares: title, search, filters, the table, totals and pages. */
export function ListFrame({
  title,
  search,
  onSearch,
  searchPlaceholder,
  filters,
  actions,
  loading,
  error,
  empty,
  total,
  page,
  pages,
  onPage,
  children,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  filters?: ReactNode;
  /** Buttons next to the title, e.g. "Novo usuário". */
  actions?: ReactNode;
  loading: boolean;
  error: boolean;
  empty: boolean;
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group gap="sm" align="end" wrap="wrap">
            <TextInput
              label={t('admin.search')}
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => onSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
            {filters}
          </Group>
          {error ? (
            <Alert color="red">{t('admin.loadError')}</Alert>
          ) : loading ? (
            <Center py="xl">
              <Loader aria-label={t('app.loading')} />
            </Center>
          ) : empty ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('admin.empty')}
            </Text>
          ) : (
            <div style={{ overflowX: 'auto' }}>{children}</div>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('admin.total', { count: total })}
            </Text>
            {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" />}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
