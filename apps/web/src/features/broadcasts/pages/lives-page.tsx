import '../i18n/index.ts';
import type { BrandId } from '@app/shared';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import {
  Badge,
  CloseButton,
  Group,
  Pagination,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { BROADCAST_STATUS_VALUES } from '@app/shared';
import type { BroadcastStatus } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { BroadcastCard } from '../components/broadcast-card.tsx';
import { CenteredLoader } from '../components/feed-view.tsx';
import { useNow } from '../components/use-now.ts';
import { clientBroadcastsQuery, LIVES_PER_PAGE } from '../live-api.ts';
import { broadcastPath } from '../live-links.ts';

function statusParam(value: string | null): BroadcastStatus | null {
  return (BROADCAST_STATUS_VALUES as readonly string[]).includes(value ?? '')
    ? (value as BroadcastStatus)
    : null;
}

/** `/cliente/lives`: every broadcast the user may watch, paged, with search and filters. */
export function LivesPage({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('live');
  const now = useNow(1000);
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const programId = /^\d+$/.test(params.get('program_id') ?? '')
    ? Number(params.get('program_id'))
    : null;
  const programName = params.get('programa');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('busca') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useQuery(clientBroadcastsQuery({ page, search: debounced, status, programId }));

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIVES_PER_PAGE));

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1}>{t('lives.title')}</Title>
        <Text c="dimmed">{t('lives.subtitle')}</Text>
      </Stack>
      <Group justify="space-between" align="end" gap="md">
        <TextInput
          label={t('lives.search')}
          placeholder={t('lives.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            update({ busca: event.currentTarget.value.trim() || null });
          }}
          rightSection={
            search ? (
              <CloseButton
                aria-label={t('lives.search')}
                onClick={() => {
                  setSearch('');
                  update({ busca: null });
                }}
              />
            ) : null
          }
          w={{ base: '100%', sm: 320 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="lives-status">
            {t('lives.statusFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="lives-status"
            value={status ?? 'all'}
            onChange={(value) => update({ status: value === 'all' ? null : value })}
            data={[
              { value: 'all', label: t('lives.all') },
              { value: 'live', label: t('lives.live') },
              { value: 'scheduled', label: t('lives.scheduled') },
              { value: 'ended', label: t('lives.ended') },
            ]}
          />
        </Stack>
      </Group>
      {programId !== null && (
        <Group gap="xs">
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('lives.clearProgram')}
                onClick={() => update({ program_id: null, programa: null })}
              />
            }
          >
            {t('lives.programFilter', { name: programName ?? `#${programId}` })}
          </Badge>
        </Group>
      )}
      {list.isPending ? (
        <CenteredLoader label={t('lives.title')} />
      ) : list.isError ? (
        <PageState
          icon={<IconBroadcast size={36} />}
          title={t('feed.loadError')}
          text={list.error.message}
        />
      ) : list.data.data.length === 0 ? (
        <PageState
          icon={<IconBroadcast size={36} />}
          title={t('lives.empty')}
          text={t('lives.emptyHint')}
          testId="lives-empty"
        />
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('lives.count', { count: total })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {list.data.data.map((b) => (
              <BroadcastCard key={b.id} broadcast={b} to={broadcastPath(brand, b.id)} now={now} />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(value) => update({ page: String(value) })}
                getItemProps={(p) => ({ 'aria-label': `${t('lives.pages')} ${p}` })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
