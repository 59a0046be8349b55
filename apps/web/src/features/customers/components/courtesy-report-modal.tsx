import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { formatDateTimeSaoPaulo, isCourtesyType } from '@app/shared';
import type { CourtesyType } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { DayRangeInput } from '../../../components/inputs/day-inputs.tsx';
import { courtesyStatus, COURTESY_STATUS_COLORS } from '../courtesy-status.ts';
import { courtesyReport, courtesyReportCsv, courtesyTypesQuery } from '../customers-api.ts';
import type { CourtesyReport, CourtesyReportFilters } from '../customers-api.ts';
import { saoPauloToday } from './courtesy-modal.tsx';
import { saveFile } from '../../../lib/download/save-file.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const day = (iso: string | null) => (iso ? (formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY') ?? '') : '');

/** Courtesies given in a period (São Paulo days), of one type or all: a table and its CSV. */
export function CourtesyReportModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('customers');
  const types = useQuery(courtesyTypesQuery);
  const today = saoPauloToday();
  const [range, setRange] = useState<[string | null, string | null]>([
    `${today.slice(0, 8)}01`,
    today,
  ]);
  const [type, setType] = useState<CourtesyType | null>(null);
  const [report, setReport] = useState<CourtesyReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'json' | 'csv' | null>(null);
  const now = new Date();

  const filters = (): CourtesyReportFilters | null => {
    const [from, to] = range;
    if (!from || !to) {
      setError(t('storeAdmin.report.periodRequired'));
      return null;
    }
    return { from, to, ...(type ? { type } : {}) };
  };
  const run = async (format: 'json' | 'csv') => {
    const chosen = filters();
    if (!chosen) return;
    setBusy(format);
    setError(null);
    try {
      if (format === 'json') setReport(await courtesyReport(chosen));
      else {
        const file = await courtesyReportCsv(chosen);
        saveFile(file.blob, file.fileName);
        notifications.show({ color: 'teal', message: t('storeAdmin.report.downloaded') });
      }
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messages.join(' ') : String(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('storeAdmin.report.title')} centered size="xl">
      <Stack>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DayRangeInput
            label={t('storeAdmin.report.period')}
            value={range}
            onChange={(value) => {
              setRange(value);
              setReport(null);
            }}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('storeAdmin.courtesies.type')}
            placeholder={t('storeAdmin.report.allTypes')}
            clearable
            data={(types.data ?? []).map((option) => ({ value: option.value, label: option.name }))}
            value={type}
            onChange={(value) => {
              setType(isCourtesyType(value) ? value : null);
              setReport(null);
            }}
            w={{ base: '100%', sm: 220 }}
          />
          <Button loading={busy === 'json'} onClick={() => void run('json')}>
            {t('storeAdmin.report.generate')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy === 'csv'}
            onClick={() => void run('csv')}
          >
            {t('storeAdmin.report.csv')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {report &&
          (report.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('storeAdmin.report.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('storeAdmin.report.total', { count: report.total })}
              </Text>
              <Table.ScrollContainer minWidth={760} mah={420}>
                <Table striped verticalSpacing="xs" stickyHeader>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('storeAdmin.report.customer')}</Table.Th>
                      <Table.Th>{t('storeAdmin.courtesies.product')}</Table.Th>
                      <Table.Th>{t('storeAdmin.courtesies.type')}</Table.Th>
                      <Table.Th>{t('userCourses.period')}</Table.Th>
                      <Table.Th>{t('userCourses.status')}</Table.Th>
                      <Table.Th>{t('storeAdmin.courtesies.givenBy')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.data.map((courtesy) => {
                      const status = courtesyStatus(courtesy, now);
                      return (
                        <Table.Tr key={courtesy.id}>
                          <Table.Td>
                            <Anchor
                              component={Link}
                              to={`/clientes/${courtesy.user_id}`}
                              onClick={onClose}
                              size="sm"
                            >
                              {courtesy.user_name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{courtesy.product_name}</Table.Td>
                          <Table.Td>{courtesy.type_name}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {day(courtesy.starts_at)} →{' '}
                            {courtesy.ends_at ? day(courtesy.ends_at) : t('userCourses.lifetime')}
                          </Table.Td>
                          <Table.Td>
                            <Badge color={COURTESY_STATUS_COLORS[status]} variant="light">
                              {t(`storeAdmin.courtesies.statuses.${status}`)}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            {courtesy.created_by_name ?? '—'} · {day(courtesy.created_at)}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
      </Stack>
    </Modal>
  );
}
