import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Modal,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatCurrency, monthlyCents, signatureTypeInputSchema, slugInput } from '@app/shared';
import type { QualificationContent, SignatureTypeDetail, SignatureTypeInput } from '@app/shared';
import { useAbility } from '@casl/react';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { applyServerErrors } from '../../../components/forms/form-errors.ts';
import { ContentsPicker } from '../components/contents-picker.tsx';
import { PriceInput, centsToInput, inputToCents } from '../../../components/inputs/price-input.tsx';
import {
  SIGNATURE_KEYS,
  accessPeriodsQuery,
  contentOptionsQuery,
  deleteSignatureType,
  saveSignatureType,
  signatureTypeQuery,
} from '../signatures-api.ts';
import '../i18n/index.ts';

interface PeriodRow {
  access_period_id: string;
  price: string;
}
interface FormValues {
  name: string;
  slug: string;
  subtitle: string;
  description_html: string;
  benefits: string[];
  periods: PeriodRow[];
  access_period_id: string;
  sort_order: string;
  available_in_store: boolean;
  active: boolean;
  contents: QualificationContent[];
}

const SERVER_FIELDS = [
  'name',
  'slug',
  'subtitle',
  'description_html',
  'benefits',
  'periods',
  'access_period_id',
  'sort_order',
  'contents',
] as const;

const blank = (text: string) => (text.trim() === '' ? null : text);

/** The form as the API body: prices in cents, blanks as null (validated by the shared schema). */
export function toSignatureBody(values: FormValues): SignatureTypeInput {
  return {
    name: values.name,
    slug: blank(values.slug),
    subtitle: blank(values.subtitle),
    description_html: blank(values.description_html),
    benefits: values.benefits,
    periods: values.periods.map((p) => ({
      access_period_id: Number(p.access_period_id),
      // Unreadable text becomes NaN, which the schema reports under the price.
      price_cents: p.price.trim() === '' ? Number.NaN : (inputToCents(p.price) ?? Number.NaN),
    })),
    access_period_id: values.access_period_id ? Number(values.access_period_id) : null,
    sort_order: values.sort_order.trim() === '' ? 0 : Number(values.sort_order),
    available_in_store: values.available_in_store,
    active: values.active,
    contents: values.contents,
  };
}

function toFormValues(type: SignatureTypeDetail | undefined): FormValues {
  return {
    name: type?.name ?? '',
    slug: type?.slug ?? '',
    subtitle: type?.subtitle ?? '',
    description_html: type?.description_html ?? '',
    benefits: type?.benefits ?? [],
    // A new type starts with one period to fill in (the store needs at least one).
    periods: type
      ? type.periods.map((p) => ({
          access_period_id: String(p.access_period_id),
          price: centsToInput(p.price_cents),
        }))
      : [{ access_period_id: '', price: '' }],
    access_period_id: type?.access_period_id ? String(type.access_period_id) : '',
    sort_order: String(type?.sort_order ?? 0),
    available_in_store: type?.available_in_store ?? true,
    active: type?.active ?? true,
    contents: (type?.contents ?? []).map((c) => ({ kind: c.kind, target_id: c.target_id })),
  };
}

/** The message at a dotted path of the errors (array refinements may sit under `.root`). */
function errorAt(errors: FieldErrors<FormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const entry = node as { message?: unknown; root?: { message?: unknown } };
  if (typeof entry.message === 'string') return entry.message;
  if (typeof entry.root?.message === 'string') return entry.root.message;
  return undefined;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

function SignatureTypeForm({ type }: { type?: SignatureTypeDetail }) {
  const { t } = useTranslation('signatures');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const creating = type === undefined;
  const periodsList = useQuery(accessPeriodsQuery);
  const contentOptions = useQuery(contentOptionsQuery('signature'));
  const resolver = useMemo(
    () =>
      zodResolver(
        z.preprocess(
          (values) => toSignatureBody(values as FormValues),
          signatureTypeInputSchema,
        ) as unknown as z.ZodType<SignatureTypeInput, FormValues>,
      ),
    [],
  );
  const form = useForm<FormValues, unknown, SignatureTypeInput>({
    resolver,
    defaultValues: toFormValues(type),
  });
  const { errors, isSubmitting } = form.formState;
  const benefits = useWatch({ control: form.control, name: 'benefits' });
  const periods = useWatch({ control: form.control, name: 'periods' });
  const defaultPeriod = useWatch({ control: form.control, name: 'access_period_id' });
  const days = new Map((periodsList.data ?? []).map((p) => [String(p.id), p.days]));

  const setBenefits = (value: string[]) => form.setValue('benefits', value, { shouldDirty: true });
  const setPeriods = (value: PeriodRow[]) => form.setValue('periods', value, { shouldDirty: true });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await saveSignatureType(type?.id ?? null, body);
      queryClient.setQueryData(SIGNATURE_KEYS.type(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.types }),
        queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.qualification }),
        queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.public }),
      ]);
      notifications.show({
        color: 'green',
        message: creating ? t('signatures.staff.created') : t('signatures.staff.saved'),
      });
      if (creating) await navigate(`/assinatura/${saved.id}`, { replace: true });
      else form.reset(toFormValues(saved));
    } catch (error) {
      const message = applyServerErrors(error, SERVER_FIELDS, form.setError);
      if (message) notifications.show({ color: 'red', message });
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('signatures.staff.formLabel')}
    >
      <Stack gap="lg">
        <Section title={t('signatures.staff.general')}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label={t('signatures.staff.name')}
                required
                error={errors.name?.message}
                {...form.register('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t('signatures.staff.slug')}
                description={t('signatures.staff.slugHint')}
                error={errors.slug?.message}
                {...form.register('slug', {
                  onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                    form.setValue('slug', slugInput(event.target.value)),
                })}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('signatures.staff.subtitle')}
                error={errors.subtitle?.message}
                {...form.register('subtitle')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('signatures.staff.description')}
                description={t('signatures.staff.descriptionHint')}
                autosize
                minRows={3}
                maxRows={10}
                error={errors.description_html?.message}
                {...form.register('description_html')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('signatures.staff.sortOrder')}
                description={t('signatures.staff.sortOrderHint')}
                type="number"
                min={0}
                error={errors.sort_order?.message}
                {...form.register('sort_order')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Stack gap="sm" pt={{ base: 0, sm: 'lg' }}>
                <Controller
                  control={form.control}
                  name="available_in_store"
                  render={({ field }) => (
                    <Switch
                      label={t('signatures.staff.availableInStore')}
                      description={t('signatures.staff.availableInStoreHint')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="active"
                  render={({ field }) => (
                    <Switch
                      label={t('signatures.staff.activeLabel')}
                      description={t('signatures.staff.activeHint')}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                    />
                  )}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </Section>

        <Section title={t('signatures.staff.benefits')} hint={t('signatures.staff.benefitsHint')}>
          {benefits.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('signatures.staff.noBenefits')}
            </Text>
          )}
          {benefits.map((benefit, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={t('signatures.staff.benefitN', { n: index + 1 })}
                placeholder={t('signatures.staff.benefitPlaceholder')}
                value={benefit}
                onChange={(event) =>
                  setBenefits(benefits.map((b, i) => (i === index ? event.currentTarget.value : b)))
                }
                error={errorAt(errors, `benefits.${index}`)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('signatures.staff.removeBenefit', { n: index + 1 })}
                onClick={() => setBenefits(benefits.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errorAt(errors, 'benefits') && (
            <Text c="red" size="sm" role="alert">
              {errorAt(errors, 'benefits')}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setBenefits([...benefits, ''])}
              disabled={benefits.length >= 20}
            >
              {t('signatures.staff.addBenefit')}
            </Button>
          </Group>
        </Section>

        <Section title={t('signatures.staff.periods')} hint={t('signatures.staff.periodsHint')}>
          {periodsList.isError && <Alert color="red">{t('signatures.picker.loadError')}</Alert>}
          {periods.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('signatures.staff.noPeriods')}
            </Text>
          )}
          {periods.length > 0 && (
            <Stack gap="sm">
              {periods.map((row, index) => {
                const taken = new Set(
                  periods.filter((_, i) => i !== index).map((p) => p.access_period_id),
                );
                const cents = inputToCents(row.price);
                const monthly =
                  cents !== null && row.access_period_id
                    ? monthlyCents(cents, days.get(row.access_period_id) ?? null)
                    : null;
                return (
                  <Card key={index} withBorder radius="sm" padding="sm">
                    <Grid align="flex-start" gap="sm">
                      <Grid.Col span={{ base: 12, sm: 5 }}>
                        <Select
                          label={t('signatures.staff.period')}
                          placeholder={t('signatures.staff.selectOption')}
                          required
                          data={(periodsList.data ?? []).map((p) => ({
                            value: String(p.id),
                            label: p.name,
                            disabled: taken.has(String(p.id)),
                          }))}
                          value={row.access_period_id || null}
                          allowDeselect={false}
                          onChange={(value) =>
                            setPeriods(
                              periods.map((p, i) =>
                                i === index ? { ...p, access_period_id: value ?? '' } : p,
                              ),
                            )
                          }
                          error={errorAt(errors, `periods.${index}.access_period_id`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 4 }}>
                        <PriceInput
                          label={t('signatures.staff.price')}
                          value={row.price}
                          onChange={(price) =>
                            setPeriods(periods.map((p, i) => (i === index ? { ...p, price } : p)))
                          }
                          error={errorAt(errors, `periods.${index}.price_cents`)}
                          description={
                            monthly !== null && days.get(row.access_period_id) !== 30
                              ? t('signatures.staff.monthlyHint', {
                                  price: formatCurrency(monthly),
                                })
                              : undefined
                          }
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 8, sm: 2 }}>
                        <Radio
                          name="periodo-padrao"
                          value={row.access_period_id}
                          checked={
                            row.access_period_id !== '' && row.access_period_id === defaultPeriod
                          }
                          onChange={() =>
                            form.setValue('access_period_id', row.access_period_id, {
                              shouldDirty: true,
                            })
                          }
                          disabled={!row.access_period_id}
                          label={t('signatures.staff.defaultPeriod')}
                          aria-label={t('signatures.staff.defaultPeriodOf', {
                            n: index + 1,
                          })}
                          mt={{ base: 0, sm: 34 }}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 4, sm: 1 }}>
                        <Group justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            mt={{ base: 0, sm: 26 }}
                            aria-label={t('signatures.staff.removePeriod', { n: index + 1 })}
                            onClick={() => {
                              if (row.access_period_id === defaultPeriod)
                                form.setValue('access_period_id', '');
                              setPeriods(periods.filter((_, i) => i !== index));
                            }}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Grid.Col>
                    </Grid>
                  </Card>
                );
              })}
            </Stack>
          )}
          {errorAt(errors, 'access_period_id') && (
            <Text c="red" size="sm" role="alert">
              {errorAt(errors, 'access_period_id')}
            </Text>
          )}
          {errorAt(errors, 'periods') && (
            <Text c="red" size="sm" role="alert">
              {errorAt(errors, 'periods')}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setPeriods([...periods, { access_period_id: '', price: '' }])}
              disabled={periods.length >= (periodsList.data?.length ?? 12)}
            >
              {t('signatures.staff.addPeriod')}
            </Button>
          </Group>
        </Section>

        <Section title={t('signatures.staff.contents')} hint={t('signatures.staff.contentsHint')}>
          <Controller
            control={form.control}
            name="contents"
            render={({ field }) => (
              <ContentsPicker
                options={contentOptions.data}
                loading={contentOptions.isPending}
                failed={contentOptions.isError}
                value={field.value}
                onChange={field.onChange}
                error={errorAt(errors, 'contents')}
              />
            )}
          />
        </Section>

        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/assinatura">
            {t('signatures.staff.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {creating ? t('signatures.staff.create') : t('signatures.staff.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteSignatureType({ type }: { type: SignatureTypeDetail }) {
  const { t } = useTranslation('signatures');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      const result = await deleteSignatureType(type.id);
      await queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.types });
      notifications.show({
        color: result.result === 'deleted' ? 'green' : 'orange',
        message: result.message,
      });
      setOpen(false);
      if (result.result === 'deleted') await navigate('/assinatura', { replace: true });
      else await queryClient.invalidateQueries({ queryKey: SIGNATURE_KEYS.type(type.id) });
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
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} maw={560}>
          <Title order={2} size="h4">
            {t('signatures.staff.deleteTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signatures.staff.deleteHint')}
          </Text>
        </Stack>
        <Button variant="light" color="red" onClick={() => setOpen(true)}>
          {t('signatures.staff.delete')}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('signatures.staff.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('signatures.staff.deleteConfirm', { name: type.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('signatures.staff.cancel')}
            </Button>
            <Button color="red" loading={busy} data-autofocus onClick={() => void remove()}>
              {t('signatures.staff.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** `/assinatura/cadastro` (create) and `/assinatura/:id` (update). */
export function SignatureTypeFormPage() {
  const { t } = useTranslation('signatures');
  const { id } = useParams();
  const typeId = id === undefined ? null : Number(id);
  const valid = typeId !== null && Number.isInteger(typeId) && typeId > 0;
  const canDelete = useAbility<AppAbility>().can('delete', 'Tipos de Assinatura');
  const type = useQuery({ ...signatureTypeQuery(valid ? typeId : 0), enabled: valid });
  const header = (
    <Stack gap={4}>
      <Anchor component={Link} to="/assinatura" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('signatures.staff.title')}
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {typeId === null
          ? t('signatures.staff.new')
          : (type.data?.name ?? t('signatures.staff.edit'))}
      </Title>
    </Stack>
  );
  if (typeId === null)
    return (
      <Stack gap="lg" maw={960}>
        {header}
        <SignatureTypeForm />
      </Stack>
    );
  if (valid && type.isPending) return <Loader aria-label={t('app.loading')} />;
  if (!valid || type.isError || !type.data)
    return (
      <Stack gap="lg" maw={960}>
        {header}
        <Alert color="red">
          {!valid || (type.error instanceof ApiError && type.error.status === 404)
            ? t('signatures.staff.notFound')
            : t('signatures.loadError')}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={960}>
      {header}
      {!type.data.active && <Alert color="gray">{t('signatures.staff.inactiveNotice')}</Alert>}
      <SignatureTypeForm key={type.data.id} type={type.data} />
      {canDelete && <DeleteSignatureType type={type.data} />}
    </Stack>
  );
}
