import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Badge, Button, Group, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconGift from '@tabler/icons-react/dist/esm/icons/IconGift.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { PagedTab } from '../../../components/staff/paged-tab.tsx';
import { courtesyStatus, COURTESY_STATUS_COLORS, GRANT_STATUS_COLORS } from '../courtesy-status.ts';
import {
  customerCourtesiesQuery,
  customerProductsQuery,
  refreshCustomer,
  revokeCourtesy,
} from '../customers-api.ts';
import type { Courtesy } from '../customers-api.ts';
import { CourtesyModal } from './courtesy-modal.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const day = (iso: string | null) => (iso ? (formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY') ?? '') : '');

/** What the customer can open (grants): contents, or signatures (`type=3`). */
export function CustomerProductsTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('customers');
  const [signatures, setSignatures] = useState(false);
  const [page, setPage] = useState(1);
  const products = useQuery(customerProductsQuery(customerId, signatures, page));
  return (
    <Stack gap="md">
      <SegmentedControl
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
        value={signatures ? 'signatures' : 'contents'}
        onChange={(value) => {
          setSignatures(value === 'signatures');
          setPage(1);
        }}
        data={[
          { value: 'contents', label: t('storeAdmin.tabs.contents') },
          { value: 'signatures', label: t('storeAdmin.tabs.signatures') },
        ]}
      />
      <PagedTab
        query={products}
        page={page}
        onPage={setPage}
        empty={signatures ? t('storeAdmin.tabs.noSignatures') : t('storeAdmin.tabs.noProducts')}
      >
        {(rows) => (
          <Table verticalSpacing="xs" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('storeAdmin.tabs.content')}</Table.Th>
                <Table.Th>{t('storeAdmin.tabs.kind')}</Table.Th>
                <Table.Th>{t('userCourses.source')}</Table.Th>
                <Table.Th>{t('userCourses.period')}</Table.Th>
                <Table.Th>{t('userCourses.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((grant) => (
                <Table.Tr key={grant.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {grant.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {t(`storeAdmin.kinds.${grant.kind}`, { defaultValue: grant.kind })}
                  </Table.Td>
                  <Table.Td>
                    {t(`userCourses.sources.${grant.source}`, { defaultValue: grant.source })}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {day(grant.starts_at)} →{' '}
                    {grant.ends_at ? day(grant.ends_at) : t('userCourses.lifetime')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={GRANT_STATUS_COLORS[grant.status] ?? 'gray'} variant="light">
                      {t(`userCourses.statuses.${grant.status}`, { defaultValue: grant.status })}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </PagedTab>
    </Stack>
  );
}

/** The customer's courtesies, "Nova cortesia" and "Cancelar cortesia". */
export function CustomerCourtesiesTab({
  customerId,
  readOnly,
}: {
  customerId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('customers');
  const ability = useAbility();
  const canGive = !readOnly && ability.can('create', 'Clientes');
  const canRevoke = !readOnly && ability.can('update', 'Clientes');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const courtesies = useQuery(customerCourtesiesQuery(customerId, page));
  const [giving, setGiving] = useState(false);
  const [revoking, setRevoking] = useState<Courtesy | null>(null);
  const [busy, setBusy] = useState(false);
  const now = new Date();

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeCourtesy(revoking.id);
      await refreshCustomer(queryClient, customerId);
      notifications.show({ color: 'teal', message: t('storeAdmin.courtesies.revoked') });
      setRevoking(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {canGive && (
        <Group justify="flex-end">
          <Button leftSection={<IconGift size={16} aria-hidden />} onClick={() => setGiving(true)}>
            {t('storeAdmin.courtesies.new')}
          </Button>
        </Group>
      )}
      <PagedTab
        query={courtesies}
        page={page}
        onPage={setPage}
        empty={t('storeAdmin.courtesies.empty')}
      >
        {(rows) => (
          <Table verticalSpacing="xs" miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('storeAdmin.courtesies.product')}</Table.Th>
                <Table.Th>{t('storeAdmin.courtesies.type')}</Table.Th>
                <Table.Th>{t('userCourses.period')}</Table.Th>
                <Table.Th>{t('userCourses.status')}</Table.Th>
                <Table.Th>{t('storeAdmin.courtesies.givenBy')}</Table.Th>
                {canRevoke && <Table.Th>{t('admin.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((courtesy) => {
                const status = courtesyStatus(courtesy, now);
                return (
                  <Table.Tr key={courtesy.id} data-testid="courtesy-row">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {courtesy.product_name}
                      </Text>
                      {courtesy.note && (
                        <Text size="xs" c="dimmed">
                          {courtesy.note}
                        </Text>
                      )}
                    </Table.Td>
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
                      <Text size="sm">{courtesy.created_by_name ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {day(courtesy.created_at)}
                      </Text>
                    </Table.Td>
                    {canRevoke && (
                      <Table.Td>
                        {(status === 'active' || status === 'scheduled') && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            onClick={() => setRevoking(courtesy)}
                          >
                            {t('storeAdmin.courtesies.revoke')}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </PagedTab>
      {giving && <CourtesyModal userId={customerId} onClose={() => setGiving(false)} />}
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('storeAdmin.courtesies.revoke')}
        centered
      >
        <Stack>
          <Text>
            {t('storeAdmin.courtesies.revokeConfirm', { product: revoking?.product_name ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('storeAdmin.actions.keep')}
            </Button>
            <Button color="red" loading={busy} data-autofocus onClick={() => void revoke()}>
              {t('storeAdmin.courtesies.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
