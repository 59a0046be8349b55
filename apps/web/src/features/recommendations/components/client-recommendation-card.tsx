import '@mantine/core/styles/SimpleGrid.css';
import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import type { OperationType, Recommendation } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { ClientLocked } from './client-locked.tsx';
import { formatPercent, formatPrice, formatSaoPaulo, resultClass } from './client-format.ts';
import classes from './client-recommendations.module.css';
import {
  OperationBadge as StaffOperationBadge,
  RecommendationStatusBadge,
} from './recommendation-status-badge.tsx';
import '../i18n/index.ts';

/** The customers' badges are the staff's: filled for the operation, light for the status. */
export function OperationBadge({ operation }: { operation: OperationType }) {
  return (
    <StaffOperationBadge
      operation={operation}
      variant="filled"
      color={operation === 'buy' ? 'teal' : 'red'}
    />
  );
}
export { RecommendationStatusBadge as StatusBadge };

/** The analyst with the CNPI credential (Res. CVM 20/2021 asks for it with every call). */
export function AnalystLine({ analyst }: { analyst: Recommendation['analyst'] }) {
  const { t } = useTranslation('recommendations');
  return (
    <Text size="sm">
      <Text span fw={600}>
        {analyst.name}
      </Text>
      {' · '}
      <Text span c="dimmed">
        {analyst.cnpi
          ? t('recommendations.client.cnpi', { cnpi: analyst.cnpi })
          : t('recommendations.client.noCnpi')}
      </Text>
    </Text>
  );
}

function Level({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Entry, stop and targets of an unlocked recommendation. */
export function LevelsGrid({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation('recommendations');
  const levels = recommendation.levels!;
  const market = recommendation.asset.market;
  const price = (cents: number) => formatPrice(cents, market);
  return (
    <Stack gap="sm" data-testid="levels">
      <SimpleGrid cols={2} spacing="sm">
        <Level label={t('recommendations.client.entry')}>
          <Text fw={600} size="sm">
            {levels.entry_min_cents === levels.entry_max_cents
              ? price(levels.entry_min_cents)
              : t('recommendations.client.entryRange', {
                  min: price(levels.entry_min_cents),
                  max: price(levels.entry_max_cents),
                })}
          </Text>
          {levels.entry_cents !== null && (
            <Text size="xs" c="dimmed">
              {t('recommendations.client.enteredAt', { price: price(levels.entry_cents) })}
            </Text>
          )}
        </Level>
        <Level label={t('recommendations.client.stop')}>
          <Text fw={600} size="sm" className={classes.loss}>
            {price(levels.stop_cents)}
          </Text>
          {levels.stop_cents !== levels.initial_stop_cents && (
            <Text size="xs" c="dimmed">
              {t('recommendations.client.stopMovedFrom', {
                price: price(levels.initial_stop_cents),
              })}
            </Text>
          )}
        </Level>
      </SimpleGrid>
      <Level label={t('recommendations.client.targets')}>
        <Group gap="xs" wrap="wrap">
          {levels.targets_cents.map((target, index) => {
            const hit = index < levels.targets_hit;
            return (
              <Badge
                key={index}
                size="lg"
                radius="sm"
                variant={hit ? 'light' : 'outline'}
                color="teal"
                tt="none"
                fw={600}
                className={classes.target}
                leftSection={hit ? <IconCheck size={14} aria-hidden /> : undefined}
              >
                {t('recommendations.client.targetN', { n: index + 1 })}: {price(target)}
                {hit && <VisuallyHidden> ({t('recommendations.client.targetHit')})</VisuallyHidden>}
              </Badge>
            );
          })}
        </Group>
      </Level>
    </Stack>
  );
}

/** Where a locked card's levels would be: blurred dots, never a price (the API sends none). */
function BlurredLevels() {
  const { t } = useTranslation('recommendations');
  return (
    <div className={classes.blurred} data-testid="blurred-levels">
      <VisuallyHidden>{t('recommendations.client.lockedLevels')}</VisuallyHidden>
      <SimpleGrid cols={3} spacing="sm" aria-hidden>
        {[
          t('recommendations.client.entry'),
          t('recommendations.client.stop'),
          t('recommendations.client.targets'),
        ].map((label) => (
          <Level key={label} label={label}>
            <Text fw={600} size="sm" className={classes.blur}>
              R$ ●●,●●
            </Text>
          </Level>
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * One recommendation on `/cliente/recomendacoes`: ticker, compra/venda, method, analyst with the
 * CNPI, status, levels (or the lock and who would open them), validity and, once closed, the
 * result. The button opens the detail.
 */
export function ClientRecommendationCard({
  recommendation: rec,
  onOpen,
}: {
  recommendation: Recommendation;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('recommendations');
  const locked = !rec.unlocked || rec.levels === null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      data-testid="recommendation-card"
      data-locked={locked || undefined}
      aria-labelledby={`rec-${rec.id}-title`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" ff="monospace" id={`rec-${rec.id}-title`}>
              {rec.asset.code}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {rec.asset.name}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <OperationBadge operation={rec.operation} />
            <RecommendationStatusBadge status={rec.status} />
          </Stack>
        </Group>
        <Text size="sm">
          {rec.trade_method.name}
          {rec.setup ? ` · ${rec.setup.name}` : ''}
          {' · '}
          {t(`recommendations.client.frequency.${rec.frequency}`)}
        </Text>
        <AnalystLine analyst={rec.analyst} />
        <Divider />
        {locked ? (
          <>
            <BlurredLevels />
            <ClientLocked recommendation={rec} />
          </>
        ) : (
          <LevelsGrid recommendation={rec} />
        )}
        <Group justify="space-between" align="flex-end" mt="auto" pt="xs" gap="xs">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('recommendations.client.publishedAt', {
                date: formatSaoPaulo(rec.published_at),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('recommendations.client.validUntil', { date: formatSaoPaulo(rec.valid_until) })}
            </Text>
          </Stack>
          {rec.result_percent !== null && (
            <Text
              size="sm"
              fw={700}
              className={resultClass(rec.result_percent)}
              data-testid="result"
            >
              {t('recommendations.client.result')}: {formatPercent(rec.result_percent)}
            </Text>
          )}
        </Group>
        <Button
          variant="default"
          onClick={() => onOpen(rec.id)}
          aria-label={t('recommendations.client.openDetail', { code: rec.asset.code })}
        >
          {t('recommendations.client.details')}
        </Button>
      </Stack>
    </Card>
  );
}
