import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTimeSaoPaulo } from '@app/shared';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import {
  dataRequestsQuery,
  downloadExport,
  exportCustomerData,
} from '../../lib/data-rights/data-rights-api.ts';
import { useAbility } from '../../lib/session/ability-context.tsx';
import { DataRequestBadges } from './data-request-badges.tsx';
import { RegisterDataRequestModal } from './register-data-request-modal.tsx';
import './i18n/index.ts';

/**
 * A customer's LGPD requests on their record: the latest ones, the export staff hand over, and a
 * request received by another channel. Only for profiles with the queue's resource.
 */
export function CustomerDataRightsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('dataRights');
  const ability = useAbility();
  const allowed = ability.can('read', 'Solicitações de Titulares');
  const canCreate = ability.can('create', 'Solicitações de Titulares');
  const queryClient = useQueryClient();
  const requests = useQuery({
    ...dataRequestsQuery({ page: 1, userId: customerId }),
    enabled: allowed,
  });
  const [registering, setRegistering] = useState(false);
  const [exporting, setExporting] = useState(false);
  if (!allowed) return null;
  const latest = (requests.data?.data ?? []).slice(0, 5);
  const now = new Date();
  const onExport = async () => {
    setExporting(true);
    try {
      downloadExport(await exportCustomerData(customerId));
      notifications.show({ color: 'green', message: t('customer.exported') });
    } catch {
      notifications.show({ color: 'red', message: t('profile.exportFailed') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="customer-data-rights">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('customer.title')}
        </Title>
        {latest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('customer.none')}
          </Text>
        ) : (
          latest.map((request) => (
            <Group key={request.id} justify="space-between" gap="xs" wrap="wrap">
              <div>
                <Text size="sm" fw={500}>
                  {t(`kind.${request.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeSaoPaulo(request.requested_at, 'DD/MM/YYYY HH:mm')}
                </Text>
              </div>
              <DataRequestBadges request={request} now={now} />
            </Group>
          ))
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={exporting}
            onClick={() => void onExport()}
          >
            {t('customer.export')}
          </Button>
          {canCreate && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setRegistering(true)}
            >
              {t('customer.register')}
            </Button>
          )}
          <Anchor
            component={Link}
            to={`/solicitacoes-de-titulares?usuario=${customerId}`}
            size="sm"
          >
            {t('customer.open')}
          </Anchor>
        </Group>
      </Stack>
      <RegisterDataRequestModal
        userId={customerId}
        opened={registering}
        onClose={() => setRegistering(false)}
        onSaved={() => {
          setRegistering(false);
          void queryClient.invalidateQueries({ queryKey: ['list-data-requests'] });
        }}
      />
    </Card>
  );
}
