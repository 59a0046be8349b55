import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import {
  ActionIcon,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import { notifications } from '@mantine/notifications';
import { formatCep, formatPhone, formatTaxId, ownProfileForm } from '@app/shared';
import type { Address, FormValuesOf } from '@app/shared';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { formResolver } from '../../../components/forms/form-resolver.ts';
import { AddressFormFields } from './address-form.tsx';
import { PrivacyCard } from './privacy-card.tsx';
import { XpCodeCard } from './xp-code-card.tsx';
import { addressesQuery, deleteAddress, profileQuery, updateProfile } from './profile-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

function ProfileDetails({ id }: { id: number }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery(id));
  // The shared profile form, checked with the API's own schema.
  const form = useForm({
    resolver: formResolver(ownProfileForm),
    values: profile.data ? ownProfileForm.values(profile.data) : undefined,
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await updateProfile(id, body);
      await queryClient.invalidateQueries({ queryKey: ['find-user-profile', id] });
      notifications.show({ color: 'green', message: t('profile.saved') });
    } catch (error) {
      const message = applyServerErrors<FormValuesOf<typeof ownProfileForm>>(
        error,
        ownProfileForm.fields,
        form.setError,
      );
      if (message) notifications.show({ color: 'red', message });
    }
  });
  if (profile.isPending) return <Loader aria-label={t('app.loading')} />;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
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
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('auth.phone')}
            error={errors.phone_number?.message}
            {...form.register('phone_number', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                form.setValue('phone_number', formatPhone(e.target.value)),
            })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('auth.taxId')}
            error={errors.identifier?.message}
            {...form.register('identifier', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                form.setValue('identifier', formatTaxId(e.target.value)),
            })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={t('auth.email')} value={profile.data?.email ?? ''} readOnly disabled />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={isSubmitting}>
          {t('profile.save')}
        </Button>
      </Group>
    </form>
  );
}

function Addresses() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQuery);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
  const confirmRemove = async () => {
    if (!removing) return;
    await deleteAddress(removing.id);
    setRemoving(null);
    notifications.show({ message: t('profile.addressRemoved') });
    await refresh();
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('profile.addresses')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          variant="light"
          onClick={() => setEditing('new')}
        >
          {t('profile.newAddress')}
        </Button>
      </Group>
      {addresses.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : (addresses.data ?? []).length === 0 ? (
        <Text c="dimmed">{t('profile.noAddresses')}</Text>
      ) : (
        <Stack gap="sm">
          {addresses.data?.map((address) => (
            <Card key={address.id} withBorder radius="md" padding="md" data-testid="address-card">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{address.name ?? t('profile.address')}</Text>
                  <Text size="sm">
                    {address.address}, {address.number}
                    {address.complement ? ` — ${address.complement}` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {address.district} · {address.name_city}/{address.name_uf} ·{' '}
                    {formatCep(address.zip_code)}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('profile.editAddress')}
                    onClick={() => setEditing(address)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('profile.removeAddress')}
                    onClick={() => setRemoving(address)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('profile.newAddress') : t('profile.editAddress')}
        size="lg"
        centered
      >
        {editing !== null && (
          <AddressFormFields
            address={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refresh();
            }}
          />
        )}
      </Modal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('profile.removeAddress')}
        centered
      >
        <Text>{t('profile.removeConfirm')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)}>
            {t('admin.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirmRemove()}>
            {t('profile.removeAddress')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** The person's own data and addresses; Liberta's (`xpCode`) also takes an XP client code. */
export function ProfilePage({ xpCode = false }: { xpCode?: boolean }) {
  const { t } = useTranslation('users');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <ProfileDetails id={user.id} />
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <Addresses />
      </Card>
      {xpCode && (
        <Card withBorder radius="lg" padding="lg">
          <XpCodeCard />
        </Card>
      )}
      <Card withBorder radius="lg" padding="lg">
        <PrivacyCard />
      </Card>
    </Stack>
  );
}
