import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import type { SalesForceSummary } from '@app/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

const number = (value: number) => value.toLocaleString('pt-BR');
const percent = (rate: number) =>
  rate.toLocaleString('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** The book's figures of the period, as cards (two a row on phones). */
export function KpiCards({ summary }: { summary: UseQueryResult<SalesForceSummary> }) {
  const { t } = useTranslation('salesForce');
  if (summary.isError) return <Alert color="red">{t('salesForce.kpi.error')}</Alert>;
  const s = summary.data;
  const cards: { key: string; label: string; value?: string; hint?: string }[] = [
    { key: 'customers', label: t('salesForce.kpi.customers'), value: s && number(s.customers) },
    {
      key: 'subscribers',
      label: t('salesForce.kpi.subscribers'),
      value: s && number(s.subscribers),
    },
    {
      key: 'trials-running',
      label: t('salesForce.kpi.trialsRunning'),
      value: s && number(s.trials_running),
    },
    {
      key: 'trials-converted',
      label: t('salesForce.kpi.trialsConverted'),
      value: s && number(s.trials_converted),
    },
    {
      key: 'leads',
      label: t('salesForce.kpi.leads'),
      value: s && number(s.leads),
    },
    {
      key: 'open-leads',
      label: t('salesForce.kpi.openLeads'),
      value: s && number(s.open_leads),
      hint: t('salesForce.kpi.openLeadsHint'),
    },
    {
      key: 'conversion',
      label: t('salesForce.kpi.conversion'),
      value: s && percent(s.conversion_rate),
      hint:
        s &&
        t('salesForce.kpi.conversionOf', {
          converted: number(s.converted_leads),
          leads: number(s.leads),
        }),
    },
    {
      key: 'revenue',
      label: t('salesForce.kpi.revenue'),
      value: s && formatCurrency(s.revenue_cents),
      hint: s && t('salesForce.kpi.paidOrders', { count: s.paid_orders }),
    },
  ];
  return (
    <section aria-labelledby="sales-force-kpis">
      <Title order={2} size="h4" id="sales-force-kpis" mb="sm">
        {t('salesForce.kpi.title')}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        verticalSpacing="sm"
        aria-busy={summary.isPending}
      >
        {cards.map((card) => (
          <Card key={card.key} withBorder radius="lg" padding="md" data-testid={`kpi-${card.key}`}>
            <Text size="sm" c="dimmed" lh={1.3}>
              {card.label}
            </Text>
            {card.value === undefined ? (
              <Skeleton height={28} mt={6} width="60%" />
            ) : (
              <Text
                fz={{ base: 22, sm: 26 }}
                fw={700}
                lh={1.2}
                mt={4}
                style={{ whiteSpace: 'nowrap' }}
              >
                {card.value}
              </Text>
            )}
            {card.hint && (
              <Text size="xs" c="dimmed" mt={2}>
                {card.hint}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
