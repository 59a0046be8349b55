import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  READERS_PER_PAGE,
  downloadReadersCsv,
  readersQuery,
} from '../api/internal-policies-api.ts';
import type { ReaderFilters } from '../api/internal-policies-api.ts';
import '../../../i18n/shared/index.ts';
import '../i18n/index.ts';

type Status = NonNullable<ReaderFilters['status']>;

/** Who confirmed one published version and who has not yet: search, filter, pages and CSV. */
export function ReadersModal({
  version,
  onClose,
}: {
  version: { id: number; version: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('internalPolicies');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('internalPolicies.common.close') }}
      opened={version !== null}
      onClose={onClose}
      size="xl"
      title={version ? t('internalPolicies.readers.title', { version: version.version }) : ''}
    >
      {version && <Readers versionId={version.id} />}
    </Modal>
  );
}

function Readers({ versionId }: { versionId: number }) {
  const { t } = useTranslation('internalPolicies');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<Status | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const readers = useQuery(readersQuery(versionId, { page, search: debounced, status }));
  const total = readers.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / READERS_PER_PAGE));
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadReadersCsv(versionId, { search: debounced, status });
      notifications.show({ color: 'teal', message: t('internalPolicies.readers.exported') });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : t('internalPolicies.common.loadError'),
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      {readers.data && (
        <Text fw={500} data-testid="readers-summary">
          {t('internalPolicies.readers.summary', readers.data.summary)}
        </Text>
      )}
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label={t('admin.search')}
          placeholder={t('internalPolicies.readers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <SegmentedControl
          aria-label={t('internalPolicies.common.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? null : value);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('internalPolicies.common.allStatuses') },
            { value: 'pending', label: t('internalPolicies.common.pending') },
            { value: 'confirmed', label: t('internalPolicies.common.confirmed') },
          ]}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
          ml="auto"
        >
          {t('internalPolicies.readers.exportCsv')}
        </Button>
      </Group>
      {readers.isError ? (
        <Alert color="red">{t('internalPolicies.common.loadError')}</Alert>
      ) : readers.isPending ? (
        <Center py="lg">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('internalPolicies.readers.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('internalPolicies.readers.person')}</Table.Th>
                <Table.Th>{t('internalPolicies.readers.profile')}</Table.Th>
                <Table.Th>{t('internalPolicies.common.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {readers.data.data.map((reader) => (
                <Table.Tr key={reader.user_id} data-testid="reader-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {reader.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {reader.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{reader.profile}</Table.Td>
                  <Table.Td>
                    {reader.confirmed_at ? (
                      <Badge color="teal" variant="light">
                        {t('internalPolicies.common.confirmedOn', {
                          date: formatDateTimeSaoPaulo(reader.confirmed_at, 'DD/MM/YYYY HH:mm'),
                        })}
                      </Badge>
                    ) : (
                      <Badge color="yellow" variant="light">
                        {t('internalPolicies.common.pending')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
