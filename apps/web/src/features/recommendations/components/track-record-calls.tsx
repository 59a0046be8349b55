import '@mantine/core/styles/Table.css';
import { Stack, Table, Text } from '@mantine/core';
import type { ClosedCallJson } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { OperationBadge, StatusBadge } from './client-recommendation-card.tsx';
import {
  formatPercent,
  formatPoints,
  formatPrice,
  formatSaoPaulo,
  resultClass,
} from './client-format.ts';
import '../i18n/index.ts';

/**
 * The closed calls the track record counts: what happened (entry, end, result), never a stop or
 * a target (the API sends none, and never a call still open).
 */
export function TrackRecordCallsTable({ calls }: { calls: ClosedCallJson[] }) {
  const { t } = useTranslation('recommendations');
  return (
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('recommendations.trackRecord.callsTitle')}
    >
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recommendations.trackRecord.ticker')}</Table.Th>
            <Table.Th>{t('recommendations.trackRecord.operation')}</Table.Th>
            <Table.Th>{t('recommendations.trackRecord.analyst')}</Table.Th>
            <Table.Th>{t('recommendations.trackRecord.method')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.entry')}</Table.Th>
            <Table.Th>{t('recommendations.trackRecord.closedAt')}</Table.Th>
            <Table.Th>{t('recommendations.trackRecord.status')}</Table.Th>
            <Table.Th ta="right">{t('recommendations.trackRecord.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {calls.map((call) => (
            <Table.Tr key={call.id} data-testid="closed-call">
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={700} ff="monospace">
                    {call.asset.code}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
                    {call.asset.name}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <OperationBadge operation={call.operation} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{call.analyst.name}</Text>
                  <Text size="xs" c="dimmed">
                    {call.analyst.cnpi
                      ? t('recommendations.client.cnpi', { cnpi: call.analyst.cnpi })
                      : t('recommendations.client.noCnpi')}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{call.trade_method.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(call.entry_cents, call.asset.market)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={call.closed_at}>{formatSaoPaulo(call.closed_at)}</time>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={call.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={700} className={resultClass(call.result_percent)}>
                  {formatPercent(call.result_percent)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('recommendations.trackRecord.points', {
                    value: formatPoints(call.result_cents),
                  })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
