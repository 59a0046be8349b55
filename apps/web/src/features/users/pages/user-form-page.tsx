import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  FileButton,
  Grid,
  Group,
  Loader,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  createUserSchema,
  formatDateTimeSaoPaulo,
  formatPhone,
  formatTaxId,
  updateUserSchema,
} from '@app/shared';
import type { UserDetail } from '@app/shared';
import { useAbility } from '@casl/react';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { useSlot } from '../../../components/slots/slots.tsx';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import {
  deleteUser,
  profilesQuery,
  revokeUserSessions,
  saveUser,
  setUserPassword,
  userQuery,
} from '../admin-api.ts';
import '../i18n/index.ts';

interface UserFormValues {
  name: string;
  nickname: string;
  email: string;
  identifier: string;
  phone_number: string;
  gender: string;
  birth_date: string;
  ocupation: string;
  profile_id: string;
  password?: string;
}
type UserBody = Record<string, string | number | null>;

const FIELDS = [
  'name',
  'nickname',
  'email',
  'identifier',
  'phone_number',
  'gender',
  'birth_date',
  'ocupation',
  'profile_id',
  'password',
] as const;

const GENDERS = ['feminino', 'masculino', 'outro', 'prefiro_nao_informar'] as const;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Empty fields are "no value": null in the body (which clears them on an update). */
function blanksToNull(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
}

function toFormValues(user: UserDetail | undefined): UserFormValues {
  return {
    name: user?.name ?? '',
    nickname: user?.nickname ?? '',
    email: user?.email ?? '',
    identifier: user?.identifier ? formatTaxId(user.identifier) : '',
    phone_number: user?.phone_number ? formatPhone(user.phone_number) : '',
    gender: user?.gender ?? '',
    birth_date: user?.birth_date ?? '',
    ocupation: user?.ocupation ?? '',
    profile_id: user ? String(user.profile_id) : '',
    ...(user ? {} : { password: '' }),
  };
}

function UserForm({ user }: { user?: UserDetail }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profiles = useQuery(profilesQuery);
  const creating = user === undefined;
  // The same zod schemas the API validates with (packages/shared), after blanks become null.
  const resolver = useMemo(
    () =>
      zodResolver(
        z.preprocess(
          blanksToNull,
          creating ? createUserSchema : updateUserSchema,
        ) as unknown as z.ZodType<UserBody, UserFormValues>,
      ),
    [creating],
  );
  const form = useForm<UserFormValues, unknown, UserBody>({
    resolver,
    defaultValues: toFormValues(user),
  });
  const { errors, isSubmitting } = form.formState;
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pickImage = (file: File | null) => {
    setImageError(null);
    if (!file) return;
    if (!IMAGE_TYPES.split(',').includes(file.type)) return setImageError(t('admin.photoType'));
    if (file.size > IMAGE_MAX_BYTES) return setImageError(t('admin.photoSize'));
    setImage(file);
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await saveUser(user?.id ?? null, body, image);
      queryClient.setQueryData(['find-user', saved.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['list-user'] });
      notifications.show({
        color: 'green',
        message: creating ? t('admin.userCreated') : t('admin.userSaved'),
      });
      setImage(null);
      if (creating) await navigate(`/usuarios/editar/${saved.id}`, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  const masked =
    (field: 'phone_number' | 'identifier', format: (value: string) => string) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setValue(field, format(event.target.value));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin.userForm')}>
      <Stack gap="lg">
        <Group gap="md">
          <Avatar
            src={preview ?? user?.avatar_url ?? null}
            size={72}
            radius="xl"
            color="brand"
            alt={user?.name ?? ''}
          />
          <Stack gap={4}>
            <FileButton onChange={pickImage} accept={IMAGE_TYPES}>
              {(props) => (
                <Button variant="light" size="compact-sm" {...props}>
                  {user?.avatar_url || image ? t('admin.changePhoto') : t('admin.addPhoto')}
                </Button>
              )}
            </FileButton>
            <Text
              size="xs"
              c={imageError ? 'red' : 'dimmed'}
              role={imageError ? 'alert' : undefined}
            >
              {imageError ?? t('admin.photoHint')}
            </Text>
          </Stack>
        </Group>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('auth.name')}
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('profile.nickname')}
              error={errors.nickname?.message}
              {...form.register('nickname')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('auth.email')}
              type="email"
              required
              autoComplete="off"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="profile_id"
              render={({ field }) => (
                <Select
                  label={t('admin.profile')}
                  required
                  data={(profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.profile_id ? t('admin.profileRequired') : undefined}
                  allowDeselect={false}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('auth.taxId')}
              error={errors.identifier?.message}
              {...form.register('identifier', { onChange: masked('identifier', formatTaxId) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('auth.phone')}
              type="tel"
              error={errors.phone_number?.message}
              {...form.register('phone_number', { onChange: masked('phone_number', formatPhone) })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <Select
                  label={t('admin.gender')}
                  clearable
                  data={GENDERS.map((g) => ({ value: g, label: t(`admin.genders.${g}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errors.gender?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('admin.birthDate')}
              type="date"
              error={errors.birth_date?.message}
              {...form.register('birth_date')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('admin.ocupation')}
              error={errors.ocupation?.message}
              {...form.register('ocupation')}
            />
          </Grid.Col>
          {creating && (
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PasswordInput
                label={t('auth.password')}
                description={t('admin.passwordHint')}
                required
                autoComplete="new-password"
                error={errors.password?.message}
                {...form.register('password')}
              />
            </Grid.Col>
          )}
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/usuarios">
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {creating ? t('admin.createUser') : t('admin.saveUser')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Pending = 'password' | 'sessions' | 'delete' | null;

/** Staff actions on an existing account, each behind a confirmation. */
function AccountActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canDelete = useAbility<AppAbility>().can('delete', 'Usuários');
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
          {canDelete && (
            <Button variant="light" color="red" onClick={() => setPending('delete')}>
              {t('admin.deleteUser')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={pending === 'password'}
        onClose={() => setPending(null)}
        title={t('admin.newPasswordTitle', { name: user.name })}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => setUserPassword(user.id, password));
          }}
        >
          <Stack>
            <PasswordInput
              label={t('admin.newPassword')}
              description={t('admin.newPasswordHint')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordError}
              autoComplete="new-password"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('admin.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={password.length === 0}>
                {t('admin.setPassword')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={pending === 'sessions' || pending === 'delete'}
        onClose={() => setPending(null)}
        title={pending === 'delete' ? t('admin.deleteUser') : t('admin.revokeSessions')}
        centered
      >
        <Stack>
          <Text>
            {pending === 'delete'
              ? t('admin.deleteConfirm', { name: user.name })
              : t('admin.revokeConfirm', { name: user.name })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('admin.cancel')}
            </Button>
            <Button
              color={pending === 'delete' ? 'red' : 'orange'}
              loading={busy}
              data-autofocus
              onClick={() =>
                void run(async () => {
                  if (pending === 'sessions') return revokeUserSessions(user.id);
                  await deleteUser(user.id);
                  await queryClient.invalidateQueries({ queryKey: ['list-user'] });
                  await navigate('/usuarios', { replace: true });
                  return t('admin.userDeleted');
                })
              }
            >
              {pending === 'delete' ? t('admin.deleteUser') : t('admin.revokeSessions')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** `/usuarios/cadastro` (create) and `/usuarios/editar/:id` (update). */
export function UserFormPage() {
  const UserCoursesCard = useSlot('UserCoursesCard');
  const UserSignaturesCard = useSlot('UserSignaturesCard');
  const { t } = useTranslation('users');
  const { id } = useParams();
  const userId = id === undefined ? null : Number(id);
  const user = useQuery({
    ...userQuery(userId ?? 0),
    enabled: userId !== null && Number.isInteger(userId) && userId > 0,
  });
  const header = (
    <Group justify="space-between" align="flex-end">
      <Stack gap={4}>
        <Anchor component={Link} to="/usuarios" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('admin.users')}
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {userId === null ? t('admin.newUser') : (user.data?.name ?? t('admin.editUser'))}
        </Title>
      </Stack>
      {user.data && (
        <Text size="sm" c="dimmed">
          {t('admin.memberSince', {
            date: formatDateTimeSaoPaulo(user.data.created_at, 'DD/MM/YYYY'),
          })}
        </Text>
      )}
    </Group>
  );
  if (userId === null)
    return (
      <Stack gap="lg" maw={880}>
        {header}
        <Card withBorder radius="md" padding="lg">
          <UserForm />
        </Card>
      </Stack>
    );
  if (user.isPending) return <Loader aria-label={t('app.loading')} />;
  if (user.isError)
    return (
      <Stack gap="lg" maw={880}>
        {header}
        <Alert color="red">
          {user.error instanceof ApiError && user.error.status === 404
            ? t('admin.userNotFound')
            : t('admin.loadError')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={880}>
      {header}
      {user.data.deleted_at && (
        <Alert color="gray">
          <Badge color="gray" mr="xs">
            {t('admin.deleted')}
          </Badge>
          {t('admin.deletedAt', {
            date: formatDateTimeSaoPaulo(user.data.deleted_at, 'DD/MM/YYYY HH:mm'),
          })}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg">
        <UserForm key={user.data.id} user={user.data} />
      </Card>
      {!user.data.deleted_at && <UserCoursesCard userId={user.data.id} />}
      {!user.data.deleted_at && <UserSignaturesCard userId={user.data.id} />}
      {!user.data.deleted_at && <AccountActions user={user.data} />}
    </Stack>
  );
}
