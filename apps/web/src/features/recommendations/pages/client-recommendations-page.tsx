import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconChartLine from '@tabler/icons-react/dist/esm/icons/IconChartLine.mjs';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import type { BrandId } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import {
  CLIENT_KEYS,
  CLIENT_PER_PAGE,
  NO_TRACK_RECORD_FILTERS,
  clientRecommendationsQuery,
  trackRecordQuery,
} from '../api/client-api.ts';
import type { ClientStatusFilter } from '../api/client-api.ts';
import { useRecommendationsLive } from '../components/client-live.ts';
import { ClientRecommendationCard } from '../components/client-recommendation-card.tsx';
import { ClientRecommendationDetail } from '../components/client-recommendation-detail.tsx';
import { ClientVisitor } from '../components/client-visitor.tsx';
import { DETAIL_PARAM, TRACK_RECORD_PATH } from '../paths.ts';
import '../i18n/index.ts';

const STATUS_FILTERS = ['open', 'finished'] as const;

/** The id of `?id=` (the detail open in the page), or null. */
function detailId(params: URLSearchParams): number | null {
  const id = Number(params.get(DETAIL_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function CustomerRecommendations({ brand }: { brand: BrandId }) {
  const { t } = useTranslation('recommendations');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ClientStatusFilter>(null);
  const [tradeMethodId, setTradeMethodId] = useState<number | null>(null);
  const list = useQuery(clientRecommendationsQuery({ page, status, tradeMethodId }));
  const record = useQuery(trackRecordQuery(NO_TRACK_RECORD_FILTERS));
  useRecommendationsLive(brand, [CLIENT_KEYS.list, ['find-recommendation']], { toast: true });

  // The methods to filter by: the person's own, those with closed calls, those on the page.
  const methodOptions = useMemo(() => {
    const names = new Map<number, string>();
    for (const m of user?.methods ?? []) names.set(m.id, m.name);
    for (const m of record.data?.trade_methods ?? []) names.set(m.id, m.name);
    for (const r of list.data?.data ?? []) names.set(r.trade_method.id, r.trade_method.name);
    return [...names]
      .sort((a, b) => a[1].localeCompare(b[1], 'pt-BR'))
      .map(([id, name]) => ({ value: String(id), label: name }));
  }, [user?.methods, record.data, list.data]);

  const open = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(DETAIL_PARAM, String(id));
      return next;
    });
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(DETAIL_PARAM);
      return next;
    });

  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLIENT_PER_PAGE));
  const filtered = status !== null || tradeMethodId !== null;

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4} maw={720}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {t('recommendations.client.title')}
            </Title>
            <Badge color="red" variant="dot">
              {t('recommendations.client.live')}
            </Badge>
          </Group>
          <Text c="dimmed">{t('recommendations.client.intro')}</Text>
        </Stack>
        <Button
          component={Link}
          to={TRACK_RECORD_PATH}
          variant="light"
          leftSection={<IconChartLine size={18} aria-hidden />}
        >
          {t('recommendations.client.trackRecordLink')}
        </Button>
      </Group>

      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label={t('recommendations.client.statusFilter')}
          placeholder={t('recommendations.client.statusAll')}
          clearable
          data={STATUS_FILTERS.map((value) => ({
            value,
            label:
              value === 'open'
                ? t('recommendations.client.statusOpen')
                : t('recommendations.client.statusClosed'),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label={t('recommendations.client.methodFilter')}
          placeholder={t('recommendations.client.allMethods')}
          clearable
          data={methodOptions}
          value={tradeMethodId === null ? null : String(tradeMethodId)}
          onChange={(value) => {
            setTradeMethodId(value === null ? null : Number(value));
            setPage(1);
          }}
          w={{ base: '100%', sm: 240 }}
        />
        {list.data && (
          <Text size="sm" c="dimmed" pb={8}>
            {t('recommendations.client.total', { count: total })}
          </Text>
        )}
      </Group>

      {list.isError ? (
        <Alert color="red">{t('recommendations.client.loadError')}</Alert>
      ) : list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('recommendations.client.loading')} />
        </Center>
      ) : list.data.data.length === 0 ? (
        filtered ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('recommendations.client.emptyFiltered')}
          </Text>
        ) : (
          <PageState
            icon={<IconBulb size={36} />}
            title={t('recommendations.client.emptyTitle')}
            text={t('recommendations.client.emptyText')}
            testId="recommendations-empty"
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.data.data.map((recommendation) => (
            <ClientRecommendationCard
              key={recommendation.id}
              recommendation={recommendation}
              onOpen={open}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} />
        </Center>
      )}
      <ClientRecommendationDetail id={detailId(params)} onClose={close} />
    </Stack>
  );
}

/**
 * `/cliente/recomendacoes` in every brand. A signed-in person gets the brand's recommendations
 * as cards (locked where their grants do not include the method), filters, pages, the detail in
 * the same route (`?id=`) and live changes. A visitor (Liberta's route is public) gets the closed
 * calls' results and a way to sign in or subscribe, never a level.
 */
export function ClientRecommendationsPage({ brand }: { brand: BrandId }) {
  const { loggedIn } = useSession();
  return loggedIn ? <CustomerRecommendations brand={brand} /> : <ClientVisitor />;
}
