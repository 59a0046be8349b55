import '@mantine/core/styles/Grid.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  customerContactSchema,
  customerInputSchema,
  formatPhone,
  formatTaxId,
  isValidBrazilianPhone,
  PHONE_INVALID_MESSAGE,
} from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BaseSyntheticEvent, ChangeEvent, ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { TypedDayInput } from '../../../components/inputs/day-inputs.tsx';
import {
  createCustomer,
  refreshCustomer,
  updateCustomer,
  updateCustomerContact,
} from '../customers-api.ts';
import type { Customer, CustomerContact, CustomerInput } from '../customers-api.ts';
import '../i18n/index.ts';

interface CustomerFormValues {
  name: string;
  email: string;
  identifier: string;
  phone_number: string;
  birth_date: string;
}

/** The API checks the phone when saving; the form says so before the request. */
const phoneField = z
  .string()
  .trim()
  .max(20)
  .refine(isValidBrazilianPhone, { error: PHONE_INVALID_MESSAGE })
  .nullish();

/** Empty fields are "no value" (null), which is what the API stores for them. */
function blanksToNull(values: unknown): unknown {
  if (typeof values !== 'object' || values === null) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
}

// The API's own schemas (packages/shared), read after blanks become null.
const createResolver = zodResolver(
  z.preprocess(
    blanksToNull,
    customerInputSchema.extend({ phone_number: phoneField }),
  ) as unknown as z.ZodType<CustomerInput, CustomerFormValues>,
);
const contactResolver = zodResolver(
  z.preprocess(
    blanksToNull,
    customerContactSchema.extend({ phone_number: phoneField }),
  ) as unknown as z.ZodType<CustomerContact, ContactFormValues>,
);

/** Masks as the person types: `52998224725` shows as `529.982.247-25`. */
function masked(set: (value: string) => void, format: (value: string) => string) {
  return (event: ChangeEvent<HTMLInputElement>) => set(format(event.target.value));
}

const CREATE_FIELDS = ['name', 'email', 'identifier', 'phone_number', 'birth_date'] as const;

/** `/clientes/cadastro`: a customer registered by staff (phone sale, support). */
export function CustomerCreateForm() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: createResolver,
    defaultValues: { name: '', email: '', identifier: '', phone_number: '', birth_date: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await createCustomer(body);
      await queryClient.invalidateQueries({ queryKey: ['list-customer'] });
      notifications.show({ color: 'teal', message: t('storeAdmin.customers.created') });
      await navigate(`/clientes/${saved.id}`, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, CREATE_FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('storeAdmin.customers.form')}
    >
      <Stack gap="lg">
        <Grid>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('auth.name')}
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
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
            <TextInput
              label={t('auth.taxId')}
              inputMode="numeric"
              error={errors.identifier?.message}
              {...form.register('identifier', {
                onChange: masked((v) => form.setValue('identifier', v), formatTaxId),
              })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('auth.phone')}
              type="tel"
              error={errors.phone_number?.message}
              {...form.register('phone_number', {
                onChange: masked((v) => form.setValue('phone_number', v), formatPhone),
              })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="birth_date"
              render={({ field }) => (
                <TypedDayInput
                  label={t('admin.birthDate')}
                  clearable
                  maxDate={new Date()}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.birth_date?.message}
                />
              )}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/clientes">
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('storeAdmin.customers.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Submits one of the customer's cards: saves, shows what was saved, refreshes the customer and
 * says so; or places the API's errors under the fields (anything else in a toast).
 */
function useCardSubmit<V extends FieldValues, B>(
  form: UseFormReturn<V, unknown, B>,
  {
    customerId,
    fields,
    save,
    toValues,
    savedMessage,
  }: {
    customerId: number;
    fields: readonly Path<V>[];
    save: (body: B) => Promise<Customer>;
    toValues: (saved: Customer) => V;
    savedMessage: string;
  },
) {
  const queryClient = useQueryClient();
  return form.handleSubmit(async (body) => {
    try {
      const saved = await save(body);
      form.reset(toValues(saved));
      await refreshCustomer(queryClient, customerId);
      notifications.show({ color: 'teal', message: savedMessage });
    } catch (error) {
      const message = applyServerErrors(error, fields, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });
}

/** A customer card's form: its fields and, unless read-only, the save button. */
function CardForm<V extends FieldValues, B>({
  form,
  onSubmit,
  label,
  readOnly,
  saveLabel,
  children,
}: {
  form: UseFormReturn<V, unknown, B>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  label: string;
  readOnly: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  const { isSubmitting, isDirty } = form.formState;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <Stack>
        {children}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {saveLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

type ProfileFormValues = Pick<CustomerFormValues, 'name' | 'identifier' | 'birth_date'>;
const PROFILE_FIELDS = ['name', 'identifier', 'birth_date'] as const;

/**
 * Name, CPF/CNPJ and birth date. `update-customer` takes the whole record, so the e-mail goes
 * as it is and the phone is left out (unchanged); the contact card changes those two.
 */
export function CustomerProfileForm({
  customer,
  readOnly,
}: {
  customer: Customer;
  readOnly: boolean;
}) {
  const { t } = useTranslation('customers');
  const resolver = useMemo(
    () =>
      zodResolver(
        z.preprocess(
          (values) => ({ ...(blanksToNull(values) as object), email: customer.email }),
          customerInputSchema.omit({ phone_number: true }),
        ) as unknown as z.ZodType<CustomerInput, ProfileFormValues>,
      ),
    [customer.email],
  );
  const form = useForm<ProfileFormValues, unknown, CustomerInput>({
    resolver,
    defaultValues: {
      name: customer.name,
      identifier: customer.identifier ? formatTaxId(customer.identifier) : '',
      birth_date: customer.birth_date ?? '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = useCardSubmit(form, {
    customerId: customer.id,
    fields: PROFILE_FIELDS,
    save: (body) => updateCustomer(customer.id, body),
    toValues: (saved) => ({
      name: saved.name,
      identifier: saved.identifier ? formatTaxId(saved.identifier) : '',
      birth_date: saved.birth_date ?? '',
    }),
    savedMessage: t('storeAdmin.customers.saved'),
  });
  return (
    <CardForm
      form={form}
      onSubmit={onSubmit}
      label={t('storeAdmin.customers.profileForm')}
      readOnly={readOnly}
      saveLabel={t('storeAdmin.customers.save')}
    >
      <TextInput
        label={t('auth.name')}
        required
        readOnly={readOnly}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('auth.taxId')}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.identifier?.message}
            {...form.register('identifier', {
              onChange: masked((v) => form.setValue('identifier', v), formatTaxId),
            })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="birth_date"
            render={({ field }) => (
              <TypedDayInput
                label={t('admin.birthDate')}
                clearable={!readOnly}
                readOnly={readOnly}
                maxDate={new Date()}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.birth_date?.message}
              />
            )}
          />
        </Grid.Col>
      </Grid>
    </CardForm>
  );
}

interface ContactFormValues {
  email: string;
  phone_number: string;
}
const CONTACT_FIELDS = ['email', 'phone_number'] as const;

/** E-mail and phone only (`update-customer-contact-data`): what support changes most. */
export function CustomerContactForm({
  customer,
  readOnly,
}: {
  customer: Customer;
  readOnly: boolean;
}) {
  const { t } = useTranslation('customers');
  const form = useForm<ContactFormValues, unknown, CustomerContact>({
    resolver: contactResolver,
    defaultValues: {
      email: customer.email,
      phone_number: customer.phone_number ? formatPhone(customer.phone_number) : '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = useCardSubmit(form, {
    customerId: customer.id,
    fields: CONTACT_FIELDS,
    save: (body) => updateCustomerContact(customer.id, body),
    toValues: (saved) => ({
      email: saved.email,
      phone_number: saved.phone_number ? formatPhone(saved.phone_number) : '',
    }),
    savedMessage: t('storeAdmin.customers.contactSaved'),
  });
  return (
    <CardForm
      form={form}
      onSubmit={onSubmit}
      label={t('storeAdmin.customers.contact')}
      readOnly={readOnly}
      saveLabel={t('storeAdmin.customers.saveContact')}
    >
      <TextInput
        label={t('auth.email')}
        type="email"
        required
        readOnly={readOnly}
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        label={t('auth.phone')}
        type="tel"
        readOnly={readOnly}
        error={errors.phone_number?.message}
        {...form.register('phone_number', {
          onChange: masked((v) => form.setValue('phone_number', v), formatPhone),
        })}
      />
    </CardForm>
  );
}
