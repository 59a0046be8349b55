import '@mantine/core/styles/Table.css';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import type { InfluencerLeadOutcome } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { PagedTab } from '../../../components/staff/paged-tab.tsx';
import { lastDays, leadsQuery } from '../api/influencers-api.ts';
import { PeriodFields } from './period-fields.tsx';
import '../i18n/index.ts';

const OUTCOME_COLOR: Record<InfluencerLeadOutcome, string> = {
  customer: 'teal',
  in_trial: 'blue',
  trial_ended: 'orange',
  signed_up: 'gray',
};

/** The people the influencer brought in a period, and how each one went. */
export function LeadsPanel({ id }: { id: number }) {
  const { t } = useTranslation('influencers');
  const [period, setPeriod] = useState(() => lastDays(30));
  const [page, setPage] = useState(1);
  const leads = useQuery(leadsQuery(id, period, page));
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('influencers.leads.title')}
        </Title>
        <PeriodFields
          value={period}
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
        <PagedTab query={leads} page={page} onPage={setPage} empty={t('influencers.leads.empty')}>
          {(rows) => (
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="sm" data-testid="influencer-leads">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('influencers.leads.person')}</Table.Th>
                    <Table.Th>{t('influencers.leads.arrived')}</Table.Th>
                    <Table.Th>{t('influencers.leads.via')}</Table.Th>
                    <Table.Th>{t('influencers.leads.outcome')}</Table.Th>
                    <Table.Th ta="right">{t('influencers.leads.revenue')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((lead) => (
                    <Table.Tr key={lead.user_id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {lead.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {lead.email}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTimeSaoPaulo(lead.arrived_at)}
                      </Table.Td>
                      <Table.Td>{t(`influencers.leads.via_${lead.via}`)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={OUTCOME_COLOR[lead.outcome]}>
                          {t(`influencers.leads.outcome_${lead.outcome}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatCurrency(lead.revenue_cents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedTab>
      </Stack>
    </Card>
  );
}
