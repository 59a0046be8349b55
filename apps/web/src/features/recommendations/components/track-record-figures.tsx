import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TrackRecordFiguresJson } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  formatPercent,
  formatPoints,
  formatRate,
  formatRatio,
  resultClass,
} from './client-format.ts';
import '../i18n/index.ts';

const DASH = '—';

function useFigureTexts() {
  const { t } = useTranslation('recommendations');
  const points = (cents: number | null) =>
    cents === null ? '' : t('recommendations.trackRecord.points', { value: formatPoints(cents) });
  return {
    t,
    hitRate: (f: TrackRecordFiguresJson) => (f.hit_rate === null ? DASH : formatRate(f.hit_rate)),
    gain: (f: TrackRecordFiguresJson) =>
      f.average_gain_percent === null ? DASH : formatPercent(f.average_gain_percent),
    gainPoints: (f: TrackRecordFiguresJson) => points(f.average_gain_cents),
    loss: (f: TrackRecordFiguresJson) =>
      f.average_loss_percent === null ? DASH : formatPercent(f.average_loss_percent),
    lossPoints: (f: TrackRecordFiguresJson) => points(f.average_loss_cents),
    payoff: (f: TrackRecordFiguresJson) => (f.payoff === null ? DASH : formatRatio(f.payoff)),
    expectancy: (f: TrackRecordFiguresJson) =>
      f.expectancy_percent === null ? DASH : formatPercent(f.expectancy_percent),
    streak: (f: TrackRecordFiguresJson) =>
      f.worst_streak.losses === 0
        ? t('recommendations.trackRecord.noLosses')
        : t('recommendations.trackRecord.worstStreakValue', {
            count: f.worst_streak.losses,
            percent: formatPercent(f.worst_streak.percent),
          }),
  };
}

function Figure({
  label,
  value,
  detail,
  valueClass,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  /** The gain or loss class of the value. */
  valueClass?: string | undefined;
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fw={700} size="xl" className={valueClass}>
          {value}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The overall figures as cards: calls, hit rate, average gain and loss, payoff, expectancy… */
export function TrackRecordFigureCards({ figures: f }: { figures: TrackRecordFiguresJson }) {
  const x = useFigureTexts();
  const { t } = x;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <Figure
        testId="figure-calls"
        label={t('recommendations.trackRecord.calls')}
        value={String(f.calls)}
        detail={t('recommendations.trackRecord.winsLosses', { wins: f.wins, losses: f.losses })}
      />
      <Figure
        testId="figure-hit-rate"
        label={t('recommendations.trackRecord.hitRate')}
        value={x.hitRate(f)}
      />
      <Figure
        testId="figure-average-gain"
        label={t('recommendations.trackRecord.averageGain')}
        value={x.gain(f)}
        detail={x.gainPoints(f)}
        valueClass={resultClass(f.average_gain_percent)}
      />
      <Figure
        testId="figure-average-loss"
        label={t('recommendations.trackRecord.averageLoss')}
        value={x.loss(f)}
        detail={x.lossPoints(f)}
        valueClass={resultClass(f.average_loss_percent)}
      />
      <Figure
        testId="figure-payoff"
        label={t('recommendations.trackRecord.payoff')}
        value={x.payoff(f)}
        detail={t('recommendations.trackRecord.payoffHint')}
      />
      <Figure
        testId="figure-expectancy"
        label={t('recommendations.trackRecord.expectancy')}
        value={x.expectancy(f)}
        detail={t('recommendations.trackRecord.expectancyHint')}
        valueClass={resultClass(f.expectancy_percent)}
      />
      <Figure
        testId="figure-worst-streak"
        label={t('recommendations.trackRecord.worstStreak')}
        value={String(f.worst_streak.losses)}
        detail={x.streak(f)}
      />
      <Figure
        testId="figure-total"
        label={t('recommendations.trackRecord.total')}
        value={formatPercent(f.total_percent)}
        valueClass={resultClass(f.total_percent)}
      />
    </SimpleGrid>
  );
}

export interface FigureRow {
  key: string;
  name: string;
  /** Under the name (an analyst's CNPI). */
  detail?: string;
  figures: TrackRecordFiguresJson;
}

/** The same figures per analyst, per method or per month, one row each. */
export function TrackRecordFigureTable({
  caption,
  nameLabel,
  rows,
  testId,
}: {
  caption: string;
  nameLabel: string;
  rows: FigureRow[];
  testId: string;
}) {
  const x = useFigureTexts();
  const { t } = x;
  return (
    <Table.ScrollContainer
      minWidth={820}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table striped verticalSpacing="xs" data-testid={testId}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text component="span" fw={700}>
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameLabel}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.calls')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.hitRate')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.averageGain')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.averageLoss')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.payoff')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.expectancy')}</Table.Th>
            <Table.Th>{t('recommendations.trackRecord.worstStreak')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, name, detail, figures: f }) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={600}>
                {name}
                {detail && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {detail}
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right">{f.calls}</Table.Td>
              <Table.Td ta="right">{x.hitRate(f)}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" className={resultClass(f.average_gain_percent)}>
                  {x.gain(f)}
                </Text>
                <Text size="xs" c="dimmed">
                  {x.gainPoints(f)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" className={resultClass(f.average_loss_percent)}>
                  {x.loss(f)}
                </Text>
                <Text size="xs" c="dimmed">
                  {x.lossPoints(f)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{x.payoff(f)}</Table.Td>
              <Table.Td ta="right">{x.expectancy(f)}</Table.Td>
              <Table.Td>{x.streak(f)}</Table.Td>
              <Table.Td ta="right" fw={700} className={resultClass(f.total_percent)}>
                {formatPercent(f.total_percent)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
