import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Combobox.css';
import { notifications } from '@mantine/notifications';
import { addressInputSchema, formatCep, isLookupableCep } from '@app/shared';
import type { Address } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { citiesQuery, lookupZipCode, saveAddress, statesQuery } from './profile-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

type AddressForm = z.input<typeof addressInputSchema>;
const FIELDS = [
  'name',
  'address',
  'number',
  'complement',
  'district',
  'zip_code',
  'city_id',
  'uf_id',
] as const;

/** Creates or edits an address; the postal code fills street, district, state and city (spec 5 and 7). */
export function AddressFormFields({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('users');
  const form = useForm<AddressForm>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: address
      ? {
          name: address.name ?? '',
          address: address.address,
          number: address.number,
          complement: address.complement ?? '',
          district: address.district,
          zip_code: formatCep(address.zip_code) ?? address.zip_code,
          city_id: address.city_id,
          uf_id: address.uf_id,
        }
      : {
          name: '',
          address: '',
          number: '',
          complement: '',
          district: '',
          zip_code: '',
          city_id: 0,
          uf_id: 0,
        },
  });
  const { errors, isSubmitting } = form.formState;
  const ufId = Number(form.watch('uf_id')) || null;
  const states = useQuery(statesQuery);
  const cities = useQuery(citiesQuery(ufId));

  const fillFromZip = async (value: string) => {
    if (!isLookupableCep(value)) return;
    try {
      const found = await lookupZipCode(value);
      form.setValue('address', found.street || form.getValues('address'));
      form.setValue('district', found.district || form.getValues('district'));
      form.setValue('uf_id', found.uf_id);
      form.setValue('city_id', found.city_id);
      form.clearErrors(['zip_code', 'address', 'district', 'uf_id', 'city_id']);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        form.setError('zip_code', { type: 'server', message: t('profile.zipNotFound') });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveAddress(address?.id ?? null, addressInputSchema.parse(values));
      notifications.show({ color: 'green', message: t('profile.addressSaved') });
      onSaved();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Controller
            control={form.control}
            name="zip_code"
            render={({ field }) => (
              <TextInput
                label={t('profile.zipCode')}
                required
                inputMode="numeric"
                error={errors.zip_code?.message}
                {...field}
                onChange={(event) => {
                  const masked = formatCep(event.currentTarget.value) ?? event.currentTarget.value;
                  field.onChange(masked);
                  if (isLookupableCep(masked)) void fillFromZip(masked);
                }}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('profile.addressName')}
            placeholder={t('profile.addressNamePlaceholder')}
            error={errors.name?.message}
            {...form.register('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <TextInput
            label={t('profile.street')}
            required
            error={errors.address?.message}
            {...form.register('address')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            label={t('profile.number')}
            required
            error={errors.number?.message}
            {...form.register('number')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('profile.complement')}
            error={errors.complement?.message}
            {...form.register('complement')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('profile.district')}
            required
            error={errors.district?.message}
            {...form.register('district')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="uf_id"
            render={({ field }) => (
              <Select
                label={t('profile.state')}
                required
                searchable
                placeholder="Selecione uma opção"
                data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                value={field.value ? String(Number(field.value)) : null}
                onChange={(value) => {
                  field.onChange(value ? Number(value) : 0);
                  form.setValue('city_id', 0);
                }}
                error={errors.uf_id?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="city_id"
            render={({ field }) => (
              <Select
                label={t('profile.city')}
                required
                searchable
                placeholder="Selecione uma opção"
                disabled={ufId === null}
                data={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={field.value ? String(Number(field.value)) : null}
                onChange={(value) => field.onChange(value ? Number(value) : 0)}
                error={errors.city_id?.message}
              />
            )}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('profile.saveAddress')}
        </Button>
      </Group>
    </form>
  );
}
