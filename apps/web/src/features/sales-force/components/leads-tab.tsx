import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import {
  SALES_FORCE_LEAD_OWNERS,
  SALES_FORCE_LEAD_SOURCES,
  SALES_FORCE_LEAD_STATUSES,
  formatDateTimeSaoPaulo,
  isoToBrDate,
} from '@app/shared';
import type { SalesForceLead } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { usePagedList } from '../../../components/staff/paged-list.tsx';
import { RecordLink } from '../../../components/staff/row-actions.tsx';
import { PagedTab } from '../../../components/staff/paged-tab.tsx';
import { SearchField } from './search-field.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import {
  SALES_FORCE_KEYS,
  downloadLeadsCsv,
  leadsQuery,
  takeLead,
} from '../api/sales-force-api.ts';
import type { LeadFilters, Period } from '../api/sales-force-api.ts';
import { customerRecordPath } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'hub-sales-force';

/** The leads of the period: filters, the CSV, and "Assumir lead" for those nobody took. */
export function LeadsTab({ period }: { period: Period }) {
  const { t } = useTranslation('salesForce');
  const ability = useAbility();
  const canTake = ability.can('update', RESOURCE);
  const canOpen = ability.can('read', 'Clientes');
  const me = useSession().user?.id;
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const queryClient = useQueryClient();
  const list = usePagedList();
  const [filters, setFilters] = useState<Omit<LeadFilters, 'search'>>({
    status: null,
    source: null,
    owner: null,
  });
  const all: LeadFilters = { ...filters, search: list.debounced };
  const leads = useQuery(leadsQuery(period, all, list.page));
  const take = useMutation({
    mutationFn: (lead: SalesForceLead) => takeLead(lead.user_id),
    meta: { silent: true },
    onSuccess: (_taken, lead) =>
      notifications.show({
        color: 'teal',
        message: t('salesForce.leads.taken', { name: lead.name }),
      }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SALES_FORCE_KEYS.all }),
  });
  const csv = useMutation({
    mutationFn: () => downloadLeadsCsv(period, all),
    meta: { silent: true },
    onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
  });
  const filter =
    <K extends keyof typeof filters>(key: K) =>
    (value: string | null) => {
      setFilters((f) => ({ ...f, [key]: value === 'all' ? null : value }));
      list.setPage(1);
    };
  const options = (key: string, values: readonly string[]) => [
    { value: 'all', label: t('salesForce.common.all') },
    ...values.map((v) => ({ value: v, label: t(`salesForce.leads.${key}_${v}`) })),
  ];

  const person = (lead: SalesForceLead) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <RecordLink to={canOpen && customerRecordPath(lead.user_id)} size="sm">
        {lead.name}
      </RecordLink>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {lead.email}
      </Text>
      <Text size="xs" c="dimmed">
        {lead.phone_number ?? t('salesForce.common.noPhone')}
      </Text>
    </Stack>
  );
  const source = (lead: SalesForceLead) => (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={lead.source === 'influencer' ? 'grape' : 'blue'}>
        {t(`salesForce.leads.source_${lead.source}`)}
      </Badge>
      {lead.source === 'influencer' && (
        <Text size="xs">
          {lead.influencer?.name ?? t('salesForce.leads.unknownCode', { code: lead.code })}
          {lead.via === 'trial' && ` · ${t('salesForce.leads.viaTrial')}`}
        </Text>
      )}
      {lead.trial_ends_at && (
        <Text size="xs" c="dimmed">
          {t('salesForce.leads.trialUntil', { date: isoToBrDate(lead.trial_ends_at) })}
        </Text>
      )}
    </Stack>
  );
  const status = (lead: SalesForceLead) =>
    lead.converted_at ? (
      <Stack gap={2} align="flex-start" style={{ flexShrink: 0 }}>
        <Badge variant="light" color="teal">
          {t('salesForce.leads.status_converted')}
        </Badge>
        <Text size="xs" c="dimmed">
          {isoToBrDate(lead.converted_at)}
        </Text>
      </Stack>
    ) : (
      <Badge variant="light" color="orange">
        {t('salesForce.leads.status_open')}
      </Badge>
    );
  const owner = (lead: SalesForceLead) => {
    if (lead.advisor)
      return (
        <Text size="sm">
          {lead.advisor.id === me ? t('salesForce.leads.you') : lead.advisor.name}
        </Text>
      );
    if (!canTake)
      return (
        <Text size="sm" c="dimmed">
          {t('salesForce.leads.noAdvisor')}
        </Text>
      );
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconUserPlus size={14} aria-hidden />}
        loading={take.isPending && take.variables?.user_id === lead.user_id}
        disabled={take.isPending && take.variables?.user_id !== lead.user_id}
        onClick={() => take.mutate(lead)}
        aria-label={t('salesForce.leads.takeOf', { name: lead.name })}
      >
        {t('salesForce.leads.take')}
      </Button>
    );
  };
  const arrived = (lead: SalesForceLead) =>
    formatDateTimeSaoPaulo(lead.arrived_at, 'DD/MM/YYYY HH:mm');

  return (
    <Card withBorder radius="lg" padding={narrow ? 'sm' : 'lg'}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h4">
            {t('salesForce.leads.title')}
          </Title>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csv.isPending}
            onClick={() => csv.mutate()}
          >
            {t('salesForce.leads.csv')}
          </Button>
        </Group>
        <Group gap="sm" align="end" wrap="wrap">
          <SearchField list={list} width={260} />
          <Select
            label={t('salesForce.leads.status')}
            data={options('status', SALES_FORCE_LEAD_STATUSES)}
            value={filters.status ?? 'all'}
            onChange={filter('status')}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label={t('salesForce.leads.source')}
            data={options('source', SALES_FORCE_LEAD_SOURCES)}
            value={filters.source ?? 'all'}
            onChange={filter('source')}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label={t('salesForce.leads.owner')}
            data={options('owner', SALES_FORCE_LEAD_OWNERS)}
            value={filters.owner ?? 'all'}
            onChange={filter('owner')}
            allowDeselect={false}
            w={{ base: '100%', xs: 210 }}
          />
        </Group>
        <PagedTab
          query={leads}
          page={list.page}
          onPage={list.setPage}
          empty={t('salesForce.leads.empty')}
        >
          {(rows) =>
            narrow ? (
              <Stack gap="sm" data-testid="sales-force-leads">
                {rows.map((lead) => (
                  <Card
                    key={lead.user_id}
                    withBorder
                    radius="md"
                    padding="sm"
                    data-testid="lead-row"
                  >
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      {person(lead)}
                      {status(lead)}
                    </Group>
                    <Group justify="space-between" align="flex-end" mt="xs" gap="xs">
                      {source(lead)}
                      <Text size="xs" c="dimmed">
                        {arrived(lead)}
                      </Text>
                    </Group>
                    <Group justify="flex-end" mt="xs">
                      {owner(lead)}
                    </Group>
                  </Card>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={820}>
                <Table
                  striped
                  highlightOnHover
                  verticalSpacing="sm"
                  data-testid="sales-force-leads"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('salesForce.leads.lead')}</Table.Th>
                      <Table.Th>{t('salesForce.leads.arrived')}</Table.Th>
                      <Table.Th>{t('salesForce.leads.source')}</Table.Th>
                      <Table.Th>{t('salesForce.leads.status')}</Table.Th>
                      <Table.Th>{t('salesForce.leads.owner')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((lead) => (
                      <Table.Tr key={lead.user_id} data-testid="lead-row">
                        <Table.Td>{person(lead)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{arrived(lead)}</Table.Td>
                        <Table.Td>{source(lead)}</Table.Td>
                        <Table.Td>{status(lead)}</Table.Td>
                        <Table.Td>{owner(lead)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </PagedTab>
      </Stack>
    </Card>
  );
}
