import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconChartLine from '@tabler/icons-react/dist/esm/icons/IconChartLine.mjs';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { DayInput } from '../../../components/inputs/day-inputs.tsx';
import { PageState } from '../../../components/page-state.tsx';
import {
  CALLS_PER_PAGE,
  NO_TRACK_RECORD_FILTERS,
  trackRecordCallsQuery,
  trackRecordCsvHref,
  trackRecordQuery,
} from '../api/client-api.ts';
import type { TrackRecordFilters } from '../api/client-api.ts';
import { formatMonth } from '../components/client-format.ts';
import { TrackRecordCallsTable } from '../components/track-record-calls.tsx';
import {
  TrackRecordFigureCards,
  TrackRecordFigureTable,
} from '../components/track-record-figures.tsx';
import '../i18n/index.ts';

/** The chart library (lightweight-charts) loads with the chart, never with another page. */
const TrackRecordChart = lazy(async () => ({
  default: (await import('../components/track-record-chart.tsx')).TrackRecordChart,
}));

function Section({ children }: { children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

/**
 * The public `/historico-de-recomendacoes` of every brand: the closed calls' results overall,
 * per analyst, per method and by month (computed by the API from each call's history), a chart
 * by month, the closed calls themselves and their CSV with the same filters. Open calls never
 * appear here.
 */
export function TrackRecordPage() {
  const { t } = useTranslation('recommendations');
  const [filters, setFilters] = useState<TrackRecordFilters>(NO_TRACK_RECORD_FILTERS);
  const [page, setPage] = useState(1);
  const record = useQuery(trackRecordQuery(filters));
  // The filters' options: every analyst and method with closed calls, whatever is picked.
  const everything = useQuery(trackRecordQuery(NO_TRACK_RECORD_FILTERS));
  const calls = useQuery(trackRecordCallsQuery(filters, page));
  const set = (change: Partial<TrackRecordFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const analystOptions = (everything.data?.analysts ?? []).map((a) => ({
    value: String(a.id),
    label: a.name,
  }));
  const methodOptions = (everything.data?.trade_methods ?? []).map((m) => ({
    value: String(m.id),
    label: m.name,
  }));
  const filtered = Object.values(filters).some((value) => value !== null);
  const data = record.data;
  const total = calls.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CALLS_PER_PAGE));

  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4} maw={760}>
          <Title order={1} size="h2">
            {t('recommendations.trackRecord.title')}
          </Title>
          <Text c="dimmed">{t('recommendations.trackRecord.intro')}</Text>
        </Stack>
        <Button
          component="a"
          href={trackRecordCsvHref(filters)}
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('recommendations.trackRecord.csv')}
        </Button>
      </Group>

      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('recommendations.trackRecord.closedOnly')}
      </Alert>

      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label={t('recommendations.trackRecord.analyst')}
          placeholder={t('recommendations.trackRecord.allAnalysts')}
          clearable
          data={analystOptions}
          value={filters.analystId === null ? null : String(filters.analystId)}
          onChange={(value) => set({ analystId: value === null ? null : Number(value) })}
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('recommendations.trackRecord.method')}
          placeholder={t('recommendations.trackRecord.allMethods')}
          clearable
          data={methodOptions}
          value={filters.tradeMethodId === null ? null : String(filters.tradeMethodId)}
          onChange={(value) => set({ tradeMethodId: value === null ? null : Number(value) })}
          w={{ base: '100%', sm: 220 }}
        />
        <DayInput
          label={t('recommendations.trackRecord.from')}
          clearable
          value={filters.from}
          onChange={(from) => set({ from })}
          w={{ base: '100%', xs: 160 }}
          {...(filters.to ? { maxDate: filters.to } : {})}
        />
        <DayInput
          label={t('recommendations.trackRecord.to')}
          clearable
          value={filters.to}
          onChange={(to) => set({ to })}
          w={{ base: '100%', xs: 160 }}
          {...(filters.from ? { minDate: filters.from } : {})}
        />
      </Group>

      {record.isError ? (
        <Alert color="red">{t('recommendations.trackRecord.loadError')}</Alert>
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label={t('recommendations.trackRecord.loading')} />
        </Center>
      ) : data.overall.calls === 0 && !filtered ? (
        <PageState
          icon={<IconChartLine size={36} />}
          title={t('recommendations.trackRecord.emptyTitle')}
          text={t('recommendations.trackRecord.emptyText')}
        />
      ) : (
        <>
          <Stack gap="sm" component="section" aria-labelledby="track-record-overall">
            <Title order={2} size="h4" id="track-record-overall">
              {t('recommendations.trackRecord.overall')}
            </Title>
            <TrackRecordFigureCards figures={data.overall} />
          </Stack>

          {data.months.length > 0 && (
            <Section>
              <Title order={2} size="h4">
                {t('recommendations.trackRecord.chartTitle')}
              </Title>
              <Suspense
                fallback={
                  <Center h={280}>
                    <Loader aria-label={t('recommendations.trackRecord.chartLoading')} />
                  </Center>
                }
              >
                <TrackRecordChart months={data.months} />
              </Suspense>
              <TrackRecordFigureTable
                testId="by-month"
                caption={t('recommendations.trackRecord.byMonth')}
                nameLabel={t('recommendations.trackRecord.month')}
                rows={data.months.map((m) => ({
                  key: m.month,
                  name: formatMonth(m.month),
                  figures: m.figures,
                }))}
              />
            </Section>
          )}

          {data.analysts.length > 0 && (
            <Section>
              <TrackRecordFigureTable
                testId="by-analyst"
                caption={t('recommendations.trackRecord.byAnalyst')}
                nameLabel={t('recommendations.trackRecord.analyst')}
                rows={data.analysts.map((a) => ({
                  key: String(a.id),
                  name: a.name,
                  detail: a.cnpi
                    ? t('recommendations.client.cnpi', { cnpi: a.cnpi })
                    : t('recommendations.client.noCnpi'),
                  figures: a.figures,
                }))}
              />
            </Section>
          )}

          {data.trade_methods.length > 0 && (
            <Section>
              <TrackRecordFigureTable
                testId="by-method"
                caption={t('recommendations.trackRecord.byMethod')}
                nameLabel={t('recommendations.trackRecord.method')}
                rows={data.trade_methods.map((m) => ({
                  key: String(m.id),
                  name: m.name,
                  figures: m.figures,
                }))}
              />
            </Section>
          )}
        </>
      )}

      <Section>
        <Title order={2} size="h4">
          {t('recommendations.trackRecord.callsTitle')}
        </Title>
        {calls.isError ? (
          <Alert color="red">{t('recommendations.trackRecord.loadError')}</Alert>
        ) : calls.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('recommendations.trackRecord.loading')} />
          </Center>
        ) : calls.data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('recommendations.trackRecord.noCalls')}
          </Text>
        ) : (
          <TrackRecordCallsTable calls={calls.data.data} />
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t('recommendations.trackRecord.timesNote')}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </Group>
      </Section>
    </Stack>
  );
}
