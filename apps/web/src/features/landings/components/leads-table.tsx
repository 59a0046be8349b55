import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatDateTimeSaoPaulo, formatPhone } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { LEADS_PER_PAGE, downloadLeadsCsv, leadsQuery } from '../landings-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** The leads of one page: search, pages and the CSV export. */
export function LeadsTable({ pageId }: { pageId: number }) {
  const { t } = useTranslation('landings');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const leads = useQuery(leadsQuery(pageId, { page, search: debounced }));
  const total = leads.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv(pageId);
      notifications.show({ color: 'teal', message: t('media.landingsAdmin.exported') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="leads-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="leads-title">
            {t('media.landingsAdmin.leadsTitle')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            disabled={total === 0 && debounced === ''}
            onClick={() => void exportCsv()}
          >
            {t('media.landingsAdmin.export')}
          </Button>
        </Group>
        <TextInput
          label={t('admin.search')}
          placeholder={t('media.landingsAdmin.leadsSearch')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        {leads.isError ? (
          <Alert color="red">{t('admin.loadError')}</Alert>
        ) : leads.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : leads.data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {debounced ? t('admin.empty') : t('media.landingsAdmin.noLeads')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" data-testid="leads-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('media.landingsAdmin.leadDate')}</Table.Th>
                  <Table.Th>{t('media.landingsAdmin.leadName')}</Table.Th>
                  <Table.Th>{t('media.landingsAdmin.leadEmail')}</Table.Th>
                  <Table.Th>{t('media.landingsAdmin.leadPhone')}</Table.Th>
                  <Table.Th>{t('media.landingsAdmin.leadOrigin')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {leads.data.data.map((lead) => (
                  <Table.Tr key={lead.id}>
                    <Table.Td>
                      {formatDateTimeSaoPaulo(lead.created_at, 'DD/MM/YYYY HH:mm')}
                    </Table.Td>
                    <Table.Td>
                      {lead.name}
                      {lead.user_id !== null && (
                        <Badge ml={6} size="xs" variant="light" color="teal">
                          {t('media.landingsAdmin.hasAccount')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{lead.email}</Table.Td>
                    <Table.Td>{lead.phone_number ? formatPhone(lead.phone_number) : '—'}</Table.Td>
                    <Table.Td>
                      {lead.utm ? (
                        <Text size="xs">
                          {[lead.utm.utm_source, lead.utm.utm_medium, lead.utm.utm_campaign].join(
                            ' / ',
                          )}
                        </Text>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('media.landingsAdmin.direct')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('admin.total', { count: total })}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
        </Group>
      </Stack>
    </Card>
  );
}
