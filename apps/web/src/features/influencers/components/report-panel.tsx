import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { formatCurrency } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { downloadReportCsv, lastDays, reportQuery } from '../api/influencers-api.ts';
import { INFLUENCERS_PATH } from '../paths.ts';
import { PeriodFields } from './period-fields.tsx';
import '../i18n/index.ts';

const number = (value: number) => value.toLocaleString('pt-BR');

/** `/influencer?aba=relatorio`: per influencer, what the people they brought did in the period. */
export function ReportPanel() {
  const { t } = useTranslation('influencers');
  const [period, setPeriod] = useState(() => lastDays(30));
  const report = useQuery(reportQuery(period));
  const csv = useMutation({
    mutationFn: () => downloadReportCsv(period),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4} maw={720}>
          <Title order={1} size="h2">
            {t('influencers.report.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('influencers.report.intro')}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={csv.isPending}
          onClick={() => csv.mutate()}
        >
          {t('influencers.report.csv')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <PeriodFields value={period} onChange={setPeriod} />
          {report.isError ? (
            <Alert color="red">{errorMessageOf(report.error)}</Alert>
          ) : report.isPending ? (
            <Center py="xl">
              <Loader aria-label={t('app.loading')} />
            </Center>
          ) : report.data.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('influencers.report.empty')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="influencer-report">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('influencers.report.influencer')}</Table.Th>
                    <Table.Th ta="right">{t('influencers.report.signups')}</Table.Th>
                    <Table.Th ta="right">{t('influencers.report.trials')}</Table.Th>
                    <Table.Th ta="right">{t('influencers.report.paidOrders')}</Table.Th>
                    <Table.Th ta="right">{t('influencers.report.revenue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.data.data.map((row) => (
                    <Table.Tr key={row.influencer_id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Anchor component={Link} to={`${INFLUENCERS_PATH}/${row.influencer_id}`}>
                            {row.name}
                          </Anchor>
                          {!row.active && (
                            <Badge variant="light" color="gray" size="sm">
                              {t('influencers.report.inactiveBadge')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {row.code}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{number(row.signups)}</Table.Td>
                      <Table.Td ta="right">{number(row.trials)}</Table.Td>
                      <Table.Td ta="right">{number(row.paid_orders)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatCurrency(row.revenue_cents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Th>{t('influencers.report.total')}</Table.Th>
                    <Table.Th ta="right">{number(report.data.totals.signups)}</Table.Th>
                    <Table.Th ta="right">{number(report.data.totals.trials)}</Table.Th>
                    <Table.Th ta="right">{number(report.data.totals.paid_orders)}</Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatCurrency(report.data.totals.revenue_cents)}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
