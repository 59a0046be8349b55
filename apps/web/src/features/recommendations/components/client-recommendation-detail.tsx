import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Timeline.css';
import {
  Alert,
  Blockquote,
  Center,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ANALYST_DECLARATION, isRichTextEmpty } from '@app/shared';
import type { Market, RecommendationDetail, RecommendationHistoryEvent } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Rationale } from './rationale.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { FollowButton } from './follow-button.tsx';
import { clientRecommendationQuery } from '../api/client-api.ts';
import { ClientLocked } from './client-locked.tsx';
import {
  AnalystLine,
  LevelsGrid,
  OperationBadge,
  StatusBadge,
} from './client-recommendation-card.tsx';
import { formatPercent, formatPrice, formatSaoPaulo, resultClass } from './client-format.ts';
import '../i18n/index.ts';

/** The candles with the levels: its chart library loads only when a chart is shown. */
const ClientCandles = lazy(async () => ({
  default: (await import('./client-candles.tsx')).ClientCandles,
}));

function eventText(
  event: RecommendationHistoryEvent,
  market: Market,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const price = event.price_cents === null ? '' : formatPrice(event.price_cents, market);
  if (event.kind === 'target')
    return t('recommendations.client.event.target', { n: event.target ?? 1, price });
  if (event.kind === 'stop_moved')
    return t('recommendations.client.event.stop_moved', {
      from:
        event.previous_stop_cents === null ? '' : formatPrice(event.previous_stop_cents, market),
      price,
    });
  return t(`recommendations.client.event.${event.kind}`, { price });
}

function History({ detail }: { detail: RecommendationDetail }) {
  const { t } = useTranslation('recommendations');
  if (detail.events === null)
    return (
      <Text size="sm" c="dimmed">
        {t('recommendations.client.detail.historyLocked')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('recommendations.client.detail.historyNote')}
      </Text>
      <Timeline
        active={detail.events.length - 1}
        bulletSize={14}
        lineWidth={2}
        data-testid="history"
      >
        {detail.events.map((event) => (
          <Timeline.Item
            key={event.id}
            title={
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {eventText(event, detail.asset.market, t)}
                </Text>
                <StatusBadge status={event.to_status} />
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              <time dateTime={event.at}>{formatSaoPaulo(event.at, 'DD/MM/YYYY HH:mm:ss')}</time>
              {' · '}
              {event.author_name
                ? t('recommendations.client.detail.byAuthor', { name: event.author_name })
                : event.kind === 'expired'
                  ? t('recommendations.client.detail.byClock')
                  : t('recommendations.client.detail.byMarket')}
            </Text>
            {event.note && (
              <Text size="sm" mt={2}>
                {event.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

function DetailBody({ detail }: { detail: RecommendationDetail }) {
  const { t } = useTranslation('recommendations');
  const levels = detail.levels;
  // The candles with the call's lines, for whoever sees its levels.
  const showChart = levels !== null && detail.unlocked;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <OperationBadge operation={detail.operation} />
        <StatusBadge status={detail.status} />
        <Text size="sm" c="dimmed">
          {detail.asset.name}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact
          label={t('recommendations.client.detail.method')}
          value={
            detail.setup
              ? `${detail.trade_method.name} · ${detail.setup.name}`
              : detail.trade_method.name
          }
        />
        <Fact
          label={t('recommendations.client.detail.frequency')}
          value={t(`recommendations.client.frequency.${detail.frequency}`)}
        />
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('recommendations.client.detail.analyst')}
          </Text>
          <AnalystLine analyst={detail.analyst} />
        </Stack>
        <Fact
          label={t('recommendations.client.detail.published')}
          value={formatSaoPaulo(detail.published_at)}
        />
      </SimpleGrid>
      {/* Hear of this method's and this analyst's next calls (in the app, by e-mail). */}
      <Group gap="xs" data-testid="follow-buttons">
        <FollowButton
          kind="trade_method"
          targetId={detail.trade_method.id}
          name={detail.trade_method.name}
        />
        <FollowButton kind="analyst" targetId={detail.analyst.id} name={detail.analyst.name} />
      </Group>
      {levels ? (
        <>
          <LevelsGrid recommendation={detail} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Fact
              label={t('recommendations.client.detail.stopConduction')}
              value={t(`recommendations.client.stopConduction.${levels.stop_conduction}`)}
            />
            <Fact
              label={t('recommendations.client.detail.targetConduction')}
              value={t(`recommendations.client.targetConduction.${levels.target_conduction}`)}
            />
            <Fact
              label={t('recommendations.client.detail.positionSize')}
              value={t(`recommendations.client.positionSize.${levels.position_size}`)}
            />
          </SimpleGrid>
        </>
      ) : (
        <ClientLocked recommendation={detail} />
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('recommendations.client.validUntil', { date: formatSaoPaulo(detail.valid_until) })}
        </Text>
        {detail.result_percent !== null && (
          <Text size="sm" fw={700} className={resultClass(detail.result_percent)}>
            {t('recommendations.client.result')}: {formatPercent(detail.result_percent)}
          </Text>
        )}
      </Group>
      {showChart && (
        <Section title={t('recommendations.client.detail.chart')}>
          <Suspense
            fallback={
              <Center h={280}>
                <Loader aria-label={t('recommendations.client.detail.chartLoading')} />
              </Center>
            }
          >
            <ClientCandles recommendation={detail} />
          </Suspense>
        </Section>
      )}
      {levels && (
        <Section title={t('recommendations.client.detail.rationale')}>
          {isRichTextEmpty(levels.rationale_html) ? (
            <Text size="sm" c="dimmed">
              {t('recommendations.client.detail.noRationale')}
            </Text>
          ) : (
            <Rationale html={levels.rationale_html} />
          )}
        </Section>
      )}
      <Section title={t('recommendations.client.detail.compliance')}>
        <Blockquote
          p="sm"
          radius="md"
          color="gray"
          cite={t('recommendations.client.detail.declarationOf', { name: detail.analyst.name })}
        >
          <Text size="sm">{ANALYST_DECLARATION}</Text>
        </Blockquote>
        <Text size="sm" fw={600}>
          {t('recommendations.client.detail.conflicts')}
        </Text>
        <Text size="sm" c={detail.analyst.conflicts_of_interest ? undefined : 'dimmed'}>
          {detail.analyst.conflicts_of_interest || t('recommendations.client.detail.noConflicts')}
        </Text>
      </Section>
      <Section title={t('recommendations.client.detail.history')}>
        <History detail={detail} />
      </Section>
    </Stack>
  );
}

/** The detail of one recommendation (`?id=` of `/cliente/recomendacoes`), in a dialog. */
export function ClientRecommendationDetail({
  id,
  onClose,
}: {
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('recommendations');
  const fullScreen = useMediaQuery('(max-width: 36em)') ?? false;
  const detail = useQuery({ ...clientRecommendationQuery(id ?? 0), enabled: id !== null });
  const data = detail.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      radius="lg"
      fullScreen={fullScreen}
      title={
        data ? (
          <Text component="span" fw={700} size="lg">
            {t('recommendations.client.detail.title', {
              code: data.asset.code,
              operation: t(`recommendations.staff.operations.${data.operation}`),
            })}
          </Text>
        ) : (
          t('recommendations.client.detail.loading')
        )
      }
    >
      {detail.isError ? (
        <Alert color="red">{t('recommendations.client.detail.loadError')}</Alert>
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label={t('recommendations.client.detail.loading')} />
        </Center>
      ) : (
        <DetailBody detail={data} />
      )}
    </Modal>
  );
}
