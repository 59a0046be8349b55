import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import {
  couponInputSchema,
  formatCurrency,
  formatDateTimeSaoPaulo,
  parseCurrencyToCents,
} from '@app/shared';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceInput } from '../../../components/inputs/price-input.tsx';
import type { Coupon, CouponInput } from '../api/coupons-api.ts';
import {
  basisPointsToPercent,
  couponToValues,
  normaliseCode,
  saoPauloLocalToIso,
  percentToBasisPoints,
  valuesToCouponInput,
} from '../coupon-values.ts';
import type { CouponFormValues } from '../coupon-values.ts';
import { placeSchemaIssues, placeServerErrors } from '../form-errors.ts';
import { BrandsField } from './brands-field.tsx';
import '../i18n/index.ts';

const FIELDS = [
  'code',
  'description',
  'discount_type',
  'percent',
  'amount',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_customer',
  'min_cart',
  'product_ids',
  'brands',
] as const;
const RENAME = {
  percent_basis_points: 'percent',
  amount_cents: 'amount',
  min_cart_cents: 'min_cart',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The coupon's form: code, percent or fixed discount, the validity window in Brasília time,
 * limits, minimum cart, products and brands. It validates with the API's own contract and puts
 * the server's answers under their fields; `onSubmit` saves.
 */
export function CouponForm({
  coupon,
  productOptions,
  onSubmit,
  canSave,
  submitLabel,
  extraActions,
}: {
  coupon?: Coupon | undefined;
  productOptions: { value: string; label: string }[];
  onSubmit: (input: CouponInput) => Promise<void>;
  canSave: boolean;
  submitLabel: string;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const form = useForm<CouponFormValues>({ defaultValues: couponToValues(coupon) });
  const { control, formState, reset } = form;
  useEffect(() => {
    if (coupon) reset(couponToValues(coupon));
  }, [coupon, reset]);
  const watched = useWatch({ control });
  const err = (name: keyof CouponFormValues) => formState.errors[name]?.message;

  const save = form.handleSubmit(async (values) => {
    // Numbers the contract cannot read get a message people understand first.
    let ok = true;
    const bp = percentToBasisPoints(values.percent);
    if (values.discount_type === 'percent' && bp !== null && !(bp >= 1 && bp <= 10_000)) {
      form.setError('percent', { message: t('catalogueAdmin.coupons.percentInvalid') });
      ok = false;
    }
    const input = valuesToCouponInput(values);
    if (values.discount_type === 'fixed' && Number.isNaN(input.amount_cents)) {
      form.setError('amount', { message: t('catalogueAdmin.coupons.moneyInvalid') });
      ok = false;
    }
    if (Number.isNaN(input.min_cart_cents)) {
      form.setError('min_cart', { message: t('catalogueAdmin.coupons.moneyInvalid') });
      ok = false;
    }
    if (!ok) return;
    const parsed = couponInputSchema.safeParse(input);
    if (!parsed.success) {
      placeSchemaIssues(parsed.error.issues, FIELDS, form.setError, RENAME);
      return;
    }
    try {
      await onSubmit(input);
    } catch (error) {
      const message = placeServerErrors(error, FIELDS, form.setError, RENAME);
      if (message) form.setError('root', { message });
    }
  });

  const summary = (() => {
    const percent = watched.discount_type === 'percent';
    const bp = percentToBasisPoints(watched.percent ?? '');
    const amount = parseCurrencyToCents(watched.amount ?? '');
    const value = percent
      ? bp !== null && !Number.isNaN(bp) && bp > 0 && bp <= 10_000
        ? `${basisPointsToPercent(bp)}%`
        : null
      : amount !== null && amount > 0
        ? formatCurrency(amount)
        : null;
    if (!value) return null;
    const at = (local: string | undefined) => {
      const iso = saoPauloLocalToIso(local ?? '');
      return iso ? formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY HH:mm') : null;
    };
    const from = at(watched.starts_at);
    const to = at(watched.ends_at);
    const window =
      from && to
        ? t('catalogueAdmin.coupons.summaryBetween', { from, to })
        : from
          ? t('catalogueAdmin.coupons.summaryFrom', { from })
          : to
            ? t('catalogueAdmin.coupons.summaryUntil', { to })
            : t('catalogueAdmin.coupons.summaryAlways');
    return t('catalogueAdmin.coupons.summary', { value, window });
  })();

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={t('catalogueAdmin.coupons.formLabel')}
    >
      <Stack gap="lg">
        {formState.errors.root?.message && (
          <Alert color="red" role="alert">
            {formState.errors.root.message}
          </Alert>
        )}
        <Section title={t('catalogueAdmin.coupons.discountSection')}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <TextInput
                    label={t('catalogueAdmin.coupons.code')}
                    description={t('catalogueAdmin.coupons.codeHint')}
                    required
                    autoComplete="off"
                    styles={{
                      input: {
                        fontFamily: 'var(--mantine-font-family-monospace)',
                        letterSpacing: '0.04em',
                      },
                    }}
                    value={field.value}
                    onChange={(event) => field.onChange(normaliseCode(event.currentTarget.value))}
                    onBlur={field.onBlur}
                    error={err('code')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label={t('catalogueAdmin.coupons.description')}
                description={t('catalogueAdmin.coupons.descriptionHint')}
                {...form.register('description')}
                error={err('description')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <Text size="sm" fw={500} mb={4} id="coupon-type-label">
                {t('catalogueAdmin.coupons.type')}
              </Text>
              <Controller
                control={control}
                name="discount_type"
                render={({ field }) => (
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="coupon-type-label"
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      form.clearErrors(['percent', 'amount']);
                    }}
                    data={[
                      { value: 'percent', label: t('catalogueAdmin.coupons.percent') },
                      { value: 'fixed', label: t('catalogueAdmin.coupons.fixed') },
                    ]}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              {watched.discount_type === 'fixed' ? (
                <Controller
                  control={control}
                  name="amount"
                  render={({ field }) => (
                    <PriceInput
                      label={t('catalogueAdmin.coupons.amount')}
                      value={field.value}
                      onChange={field.onChange}
                      error={err('amount')}
                    />
                  )}
                />
              ) : (
                <TextInput
                  label={t('catalogueAdmin.coupons.percentValue')}
                  description={t('catalogueAdmin.coupons.percentHint')}
                  required
                  inputMode="decimal"
                  placeholder="10"
                  rightSection={
                    <Text c="dimmed" aria-hidden>
                      %
                    </Text>
                  }
                  {...form.register('percent')}
                  error={err('percent')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              )}
            </Grid.Col>
          </Grid>
        </Section>

        <Section title={t('catalogueAdmin.coupons.validitySection')}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="datetime-local"
                label={t('catalogueAdmin.coupons.startsAt')}
                description={t('catalogueAdmin.coupons.timeZoneHint')}
                {...form.register('starts_at')}
                error={err('starts_at')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="datetime-local"
                label={t('catalogueAdmin.coupons.endsAt')}
                description={t('catalogueAdmin.coupons.timeZoneHint')}
                {...form.register('ends_at')}
                error={err('ends_at')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
            </Grid.Col>
            {(['max_uses', 'max_uses_per_customer'] as const).map((name) => (
              <Grid.Col key={name} span={{ base: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <NumberInput
                      label={t(
                        `catalogueAdmin.coupons.${name === 'max_uses' ? 'maxUses' : 'maxUsesPerCustomer'}`,
                      )}
                      description={t('catalogueAdmin.coupons.unlimitedHint')}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      value={field.value}
                      onChange={(value) =>
                        field.onChange(value === '' ? '' : Math.max(1, Math.trunc(Number(value))))
                      }
                      error={err(name)}
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                    />
                  )}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Controller
                control={control}
                name="min_cart"
                render={({ field }) => (
                  <TextInput
                    label={t('catalogueAdmin.coupons.minCart')}
                    description={t('catalogueAdmin.coupons.minCartHint')}
                    leftSection={<span aria-hidden>R$</span>}
                    inputMode="decimal"
                    placeholder="0,00"
                    value={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    error={err('min_cart')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              />
            </Grid.Col>
          </Grid>
        </Section>

        <Section title={t('catalogueAdmin.coupons.whereSection')}>
          <Controller
            control={control}
            name="product_ids"
            render={({ field }) => (
              <MultiSelect
                label={t('catalogueAdmin.coupons.products')}
                description={t('catalogueAdmin.coupons.productsHint')}
                placeholder={
                  field.value.length === 0 ? t('catalogueAdmin.coupons.allProducts') : undefined
                }
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage={t('catalogueAdmin.items.nothingFound')}
                data={productOptions}
                value={field.value}
                onChange={field.onChange}
                error={err('product_ids')}
                inputWrapperOrder={['label', 'description', 'input', 'error']}
              />
            )}
          />
          <Controller
            control={control}
            name="brands"
            render={({ field }) => (
              <BrandsField
                label={t('catalogueAdmin.coupons.brands')}
                value={field.value}
                onChange={field.onChange}
                error={err('brands')}
              />
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('catalogueAdmin.coupons.activeLabel')}
                description={t('catalogueAdmin.coupons.activeHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Section>

        {summary && (
          <Alert
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            data-testid="coupon-summary"
          >
            {summary}
          </Alert>
        )}

        <Group justify="space-between">
          <div>{extraActions}</div>
          {canSave && (
            <Button type="submit" size="md" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
