import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GENDER_VALUES, formatDateTimeSaoPaulo, userCreateForm, userUpdateForm } from '@app/shared';
import type { FormValuesOf, UserDetail } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { useSlot } from '../../../components/slots/slots.tsx';
import {
  FormActions,
  FormCard,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import type { StaffForm } from '../../../components/staff/use-staff-form.tsx';
import {
  profilesQuery,
  revokeUserSessions,
  saveUser,
  setUserPassword,
  userRecords,
} from '../admin-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

type UserFormValues = FormValuesOf<typeof userCreateForm>;

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The photo picked for the account (sent with the next save), checked for type and size. */
function usePickedPhoto() {
  const { t } = useTranslation('users');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const pick = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (!IMAGE_TYPES.split(',').includes(file.type)) return setError(t('admin.photoType'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('admin.photoSize'));
    setImage(file);
  };
  return { image, setImage, error, preview, pick };
}

/** The account's photo: the stored one or the one just picked, and the button to pick. */
function PhotoPicker({
  user,
  photo,
}: {
  user: UserDetail | undefined;
  photo: ReturnType<typeof usePickedPhoto>;
}) {
  const { t } = useTranslation('users');
  return (
    <Group gap="md">
      <Avatar
        src={photo.preview ?? user?.avatar_url ?? null}
        size={72}
        radius="xl"
        color="brand"
        alt={user?.name ?? ''}
      />
      <Stack gap={4}>
        <FileButton onChange={photo.pick} accept={IMAGE_TYPES}>
          {(props) => (
            <Button variant="light" size="compact-sm" {...props}>
              {user?.avatar_url || photo.image ? t('admin.changePhoto') : t('admin.addPhoto')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c={photo.error ? 'red' : 'dimmed'} role={photo.error ? 'alert' : undefined}>
          {photo.error ?? t('admin.photoHint')}
        </Text>
      </Stack>
    </Group>
  );
}

type Pending = 'password' | 'sessions' | null;

/**
 * The confirmation of an account action: what it asks (`children`), then cancel and its own
 * button (`confirm`); a form where the action sends what was typed (`onSubmit`).
 */
function ActionModal({
  opened,
  onClose,
  title,
  onSubmit,
  confirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit?: () => void;
  confirm: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('users');
  const body = (
    <Stack>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('admin.cancel')}
        </Button>
        {confirm}
      </Group>
    </Stack>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {onSubmit ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Modal>
  );
}

/** Staff actions on an existing account, each behind a confirmation. */
function AccountActions({
  user,
  staff,
}: {
  user: UserDetail;
  staff: StaffForm<UserFormValues, UserDetail>;
}) {
  const { t } = useTranslation('users');
  const [pending, setPending] = useState<Pending>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    try {
      const message = await action();
      if (message) notifications.show({ color: 'green', message });
      setPending(null);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      if (pending === 'password') setPasswordError(message);
      else notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.accountActions')}
        </Title>
        <Group gap="sm">
          <Button
            variant="light"
            onClick={() => {
              setPassword('');
              setPasswordError(null);
              setPending('password');
            }}
          >
            {t('admin.newPassword')}
          </Button>
          <Button variant="light" color="orange" onClick={() => setPending('sessions')}>
            {t('admin.revokeSessions')}
          </Button>
          {staff.canDelete && (
            <Button variant="light" color="red" onClick={staff.askDelete}>
              {t('admin.deleteUser')}
            </Button>
          )}
        </Group>
      </Stack>
      <ActionModal
        opened={pending === 'password'}
        onClose={() => setPending(null)}
        title={t('admin.newPasswordTitle', { name: user.name })}
        onSubmit={() => void run(() => setUserPassword(user.id, password))}
        confirm={
          <Button type="submit" loading={busy} disabled={password.length === 0}>
            {t('admin.setPassword')}
          </Button>
        }
      >
        <PasswordInput
          label={t('admin.newPassword')}
          description={t('admin.newPasswordHint')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
          autoComplete="new-password"
          data-autofocus
        />
      </ActionModal>
      <ActionModal
        opened={pending === 'sessions'}
        onClose={() => setPending(null)}
        title={t('admin.revokeSessions')}
        confirm={
          <Button
            color="orange"
            loading={busy}
            data-autofocus
            onClick={() => void run(() => revokeUserSessions(user.id))}
          >
            {t('admin.revokeSessions')}
          </Button>
        }
      >
        <Text>{t('admin.revokeConfirm', { name: user.name })}</Text>
      </ActionModal>
    </Card>
  );
}

/** `/usuarios/cadastro` (create) and `/usuarios/editar/:id` (update). */
export function UserFormPage() {
  const UserCoursesCard = useSlot('UserCoursesCard');
  const UserSignaturesCard = useSlot('UserSignaturesCard');
  const { t } = useTranslation('users');
  const profiles = useQuery(profilesQuery);
  const photo = usePickedPhoto();
  const staff = useStaffForm({
    form: { create: userCreateForm, edit: userUpdateForm },
    records: userRecords,
    // The picture picked goes along (multipart).
    save: async (id, input) => {
      const saved = await saveUser(id, input, photo.image);
      photo.setImage(null);
      return saved;
    },
    opensRecord: true,
  });
  const user = staff.record;
  const { TextField, EmailField, TaxIdField, PhoneField, PasswordField, SelectField } =
    staff.fields;
  return (
    <StaffFormPage
      staff={staff}
      maw={880}
      ownDelete
      actions={
        user && (
          <Text size="sm" c="dimmed">
            {t('admin.memberSince', {
              date: formatDateTimeSaoPaulo(user.created_at, 'DD/MM/YYYY'),
            })}
          </Text>
        )
      }
    >
      {user?.deleted_at && (
        <Alert color="gray">
          <Badge color="gray" mr="xs">
            {t('admin.deleted')}
          </Badge>
          {t('admin.deletedAt', {
            date: formatDateTimeSaoPaulo(user.deleted_at, 'DD/MM/YYYY HH:mm'),
          })}
        </Alert>
      )}
      <FormCard label={t('admin.userForm')} radius="md" plain>
        <Stack gap="lg">
          <PhotoPicker user={user} photo={photo} />
          <Grid>
            <TextField name="name" label="auth.name" required span={{ base: 12, sm: 8 }} />
            <TextField name="nickname" label="profile.nickname" span={{ base: 12, sm: 4 }} />
            <EmailField name="email" required span={{ base: 12, sm: 8 }} />
            <SelectField
              name="profile_id"
              required
              options={profiles.data}
              allowDeselect={false}
              span={{ base: 12, sm: 4 }}
            />
            <TaxIdField name="identifier" span="half" />
            <PhoneField name="phone_number" span="half" />
            <SelectField
              name="gender"
              clearable
              data={GENDER_VALUES.map((g) => ({ value: g, label: t(`admin.genders.${g}`) }))}
              span={{ base: 12, sm: 4 }}
            />
            <TextField name="birth_date" type="date" span={{ base: 12, sm: 4 }} />
            <TextField name="ocupation" span={{ base: 12, sm: 4 }} />
            {staff.mode === 'create' && (
              <PasswordField
                name="password"
                label="auth.password"
                hint="admin.passwordHint"
                autoComplete="new-password"
                span="half"
              />
            )}
          </Grid>
          <FormActions />
        </Stack>
      </FormCard>
      {user && !user.deleted_at && (
        <>
          <UserCoursesCard userId={user.id} />
          <UserSignaturesCard userId={user.id} />
          <AccountActions user={user} staff={staff} />
        </>
      )}
    </StaffFormPage>
  );
}
