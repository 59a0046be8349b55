import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  registerUserSignature,
  signatureAccessOptionsQuery,
  userSignaturesQuery,
} from '../signatures-api.ts';
import '../i18n/index.ts';

const STATUS_COLOR = {
  active: 'green',
  scheduled: 'blue',
  expired: 'gray',
  revoked: 'red',
} as const;
const day = (iso: string | null) => (iso ? (formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY') ?? '') : '—');

function GrantModal({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation('signatures');
  const queryClient = useQueryClient();
  const options = useQuery(signatureAccessOptionsQuery);
  const [choice, setChoice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const option = options.data?.find((o) => o.id === choice);
    if (!option) return setError(t('signatures.user.pick'));
    setBusy(true);
    setError(null);
    try {
      const grant = await registerUserSignature({
        user_id: userId,
        signature_type_id: option.signature_type_id,
        access_period_id: option.access_period_id,
        note: note.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: ['list-user-signature', userId] });
      notifications.show({
        color: 'green',
        message: grant.ends_at
          ? t('signatures.user.grantedUntil', { date: day(grant.ends_at) })
          : t('signatures.user.granted'),
      });
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.messages.join(' ') : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('signatures.user.grant')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Select
            label={t('signatures.user.plan')}
            placeholder={t('signatures.staff.selectOption')}
            data={(options.data ?? []).map((o) => ({
              value: o.id,
              label: `${o.name} (${formatCurrency(o.price_cents)})`,
            }))}
            value={choice}
            onChange={setChoice}
            searchable
            required
            disabled={options.isPending}
            data-autofocus
          />
          <TextInput
            label={t('signatures.user.note')}
            value={note}
            maxLength={300}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            {t('signatures.user.hint')}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('signatures.staff.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('signatures.user.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A person's signatures for the staff user screen (`list-user-signature/:id`), with "Liberar
 * assinatura" (`register-user-signature`) for staff who may update users.
 */
export function UserSignaturesCard({ userId }: { userId: number }) {
  const { t } = useTranslation('signatures');
  const ability = useAbility();
  const canGrant = ability.can('update', 'Usuários') && ability.can('read', 'Tipos de Assinatura');
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState(false);
  const list = useQuery(userSignaturesQuery(userId, page));
  const pages = Math.ceil((list.data?.meta.total ?? 0) / (list.data?.meta.per_page ?? 10));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="user-signatures">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('signatures.user.title')}
          </Title>
          {canGrant && (
            <Button variant="light" onClick={() => setGranting(true)}>
              {t('signatures.user.grant')}
            </Button>
          )}
        </Group>
        {list.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : list.isError ? (
          <Alert color="red">{t('signatures.loadError')}</Alert>
        ) : list.data.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('signatures.user.empty')}
          </Text>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <Table verticalSpacing="xs" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('signatures.qualification.signature')}</Table.Th>
                  <Table.Th>{t('signatures.user.status')}</Table.Th>
                  <Table.Th>{t('signatures.user.starts')}</Table.Th>
                  <Table.Th>{t('signatures.user.ends')}</Table.Th>
                  <Table.Th>{t('signatures.user.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((grant) => (
                  <Table.Tr key={grant.id}>
                    <Table.Td fw={500}>{grant.name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[grant.status]}>
                        {t(`signatures.status.${grant.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{day(grant.starts_at)}</Table.Td>
                    <Table.Td>
                      {grant.ends_at ? day(grant.ends_at) : t('signatures.mine.lifetime')}
                    </Table.Td>
                    <Table.Td>{grant.note ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
      {granting && <GrantModal userId={userId} onClose={() => setGranting(false)} />}
    </Card>
  );
}
