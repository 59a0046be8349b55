import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_DELETION_WORD, deleteMyAccountForm, formatDateTimeSaoPaulo } from '@app/shared';
import type { FormValuesOf } from '@app/shared';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { DataRequestBadges } from '../../../components/data-requests/data-request-badges.tsx';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { formResolver } from '../../../components/forms/form-resolver.ts';
import {
  deleteMyAccount,
  downloadExport,
  exportMyData,
  myDataRequestsQuery,
} from '../../../lib/data-rights/data-rights-api.ts';
import { clearSession } from '../../../lib/session/session.ts';
import '../../../components/data-requests/i18n/index.ts';

type DeleteValues = FormValuesOf<typeof deleteMyAccountForm>;

/** The typed word and the password, then the account is gone and the person is signed out. */
function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('dataRights');
  const navigate = useNavigate();
  const form = useForm({
    resolver: formResolver(deleteMyAccountForm),
    defaultValues: deleteMyAccountForm.values(undefined),
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await deleteMyAccount(body);
    } catch (error) {
      const message = applyServerErrors<DeleteValues>(
        error,
        deleteMyAccountForm.fields,
        form.setError,
      );
      if (message) notifications.show({ color: 'red', message });
      return;
    }
    // Every session already ended on the server: only the browser's copy is left to clear.
    clearSession();
    notifications.show({ color: 'green', message: t('profile.deleted'), autoClose: 10_000 });
    await navigate('/login', { replace: true });
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.deleteTitle')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack>
          <Alert color="red" variant="light">
            {t('profile.deleteWarning')}
          </Alert>
          <PasswordInput
            label={t('profile.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextInput
            label={t('profile.confirmation', { word: ACCOUNT_DELETION_WORD })}
            autoComplete="off"
            required
            error={errors.confirmation?.message}
            {...form.register('confirmation')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('profile.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The person's LGPD rights on their profile: take their data, see their requests, leave. */
export function PrivacyCard() {
  const { t } = useTranslation('dataRights');
  const queryClient = useQueryClient();
  const requests = useQuery(myDataRequestsQuery);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const now = new Date();
  const onExport = async () => {
    setExporting(true);
    try {
      downloadExport(await exportMyData());
      notifications.show({ color: 'green', message: t('profile.exported') });
      await queryClient.invalidateQueries({ queryKey: myDataRequestsQuery.queryKey });
    } catch {
      notifications.show({ color: 'red', message: t('profile.exportFailed') });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('profile.title')}
      </Title>
      <Text size="sm">{t('profile.intro')}</Text>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={480}>
          {t('profile.exportHint')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void onExport()}
        >
          {t('profile.export')}
        </Button>
      </Group>
      <Title order={3} size="h5">
        {t('profile.requests')}
      </Title>
      {(requests.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.noRequests')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="my-data-requests">
          {requests.data?.map((request) => (
            <Group key={request.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {t(`kind.${request.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeSaoPaulo(request.requested_at, 'DD/MM/YYYY HH:mm')}
                  {request.answer ? ` · ${t('profile.answer')}: ${request.answer}` : ''}
                </Text>
              </div>
              <DataRequestBadges request={request} now={now} />
            </Group>
          ))}
        </Stack>
      )}
      <Divider />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={480}>
          {t('profile.deleteHint')}
        </Text>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(true)}
        >
          {t('profile.delete')}
        </Button>
      </Group>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}
