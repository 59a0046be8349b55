import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import {
  COUPON_DISCOUNT_TYPE_VALUES,
  basisPointsToPercent,
  couponForm,
  formatCurrency,
  formatDateTimeSaoPaulo,
  normaliseCouponCode,
  parseCurrencyToCents,
  percentToBasisPoints,
  saoPauloLocalToIso,
} from '@app/shared';
import type { FormValuesOf } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  FormActions,
  FormElement,
  FormSection,
  StaffFormPage,
} from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { couponRecords } from '../api/coupons-api.ts';
import type { Coupon } from '../api/coupons-api.ts';
import { productOptionsQuery } from '../api/selects-api.ts';
import { BrandsField } from '../components/brands-field.tsx';
import { couponState } from '../coupon-values.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

type CouponValues = FormValuesOf<typeof couponForm>;

/** "12,5% de desconto, válido de … até … (horário de Brasília)." as the form stands. */
function useSummary(values: CouponValues): string | null {
  const { t } = useTranslation('catalogue');
  const bp = percentToBasisPoints(values.percent_basis_points);
  const amount = parseCurrencyToCents(values.amount_cents);
  const value =
    values.discount_type === 'percent'
      ? bp !== null && bp > 0 && bp <= 10_000 && `${basisPointsToPercent(bp)}%`
      : amount !== null && amount > 0 && formatCurrency(amount);
  if (!value) return null;
  const at = (local: string) => {
    const iso = saoPauloLocalToIso(local);
    return iso ? formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY HH:mm') : null;
  };
  const from = at(values.starts_at);
  const to = at(values.ends_at);
  const window =
    from && to
      ? t('catalogueAdmin.coupons.summaryBetween', { from, to })
      : from
        ? t('catalogueAdmin.coupons.summaryFrom', { from })
        : to
          ? t('catalogueAdmin.coupons.summaryUntil', { to })
          : t('catalogueAdmin.coupons.summaryAlways');
  return t('catalogueAdmin.coupons.summary', { value, window });
}

/** The coupon's state and how much it was used, beside its code. */
function CouponUse({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('catalogue');
  return (
    <Group gap="xs">
      <Badge variant="light" tt="none">
        {t(`catalogueAdmin.coupons.state.${couponState(coupon)}`)}
      </Badge>
      <Text size="sm" c="dimmed">
        {coupon.max_uses === null
          ? t('catalogueAdmin.coupons.usesUnlimited', { uses: coupon.uses })
          : t('catalogueAdmin.coupons.usesOf', { uses: coupon.uses, limit: coupon.max_uses })}
      </Text>
    </Group>
  );
}

/**
 * Staff `/cupons/cadastro` and `/cupons/:id`: code, percent or fixed discount, the validity
 * window in Brasília time, limits, minimum cart, products and brands.
 */
export function CouponFormPage() {
  const { t } = useTranslation('catalogue');
  const products = useQuery({ ...productOptionsQuery, meta: { silent: true } });
  const staff = useStaffForm({ form: couponForm, records: couponRecords });
  const coupon = staff.record;
  const { TextField, PriceField, NumberField, MultiSelectField, SwitchField } = staff.fields;
  const { SegmentedField } = staff.fields;
  const values = useWatch({ control: staff.form.control }) as CouponValues;
  const summary = useSummary(values);
  return (
    <StaffFormPage staff={staff} maw={980} aside={coupon && <CouponUse coupon={coupon} />}>
      <FormElement label={t('catalogueAdmin.coupons.formLabel')}>
        <Stack gap="lg">
          <FormSection title={t('catalogueAdmin.coupons.discountSection')}>
            <TextField
              name="code"
              hint
              required
              autoComplete="off"
              format={normaliseCouponCode}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              span={{ base: 12, sm: 5 }}
            />
            <TextField name="description" hint span={{ base: 12, sm: 7 }} />
            <SegmentedField
              name="discount_type"
              label="type"
              data={COUPON_DISCOUNT_TYPE_VALUES.map((value) => ({
                value,
                label: t(`catalogueAdmin.coupons.${value}`),
              }))}
              span={{ base: 12, sm: 5 }}
            />
            {values.discount_type === 'fixed' ? (
              <PriceField name="amount_cents" span={{ base: 12, sm: 7 }} />
            ) : (
              <TextField
                name="percent_basis_points"
                label="percentValue"
                hint="percentHint"
                required
                inputMode="decimal"
                placeholder="10"
                rightSection={
                  <Text c="dimmed" aria-hidden>
                    %
                  </Text>
                }
                span={{ base: 12, sm: 7 }}
              />
            )}
          </FormSection>

          <FormSection title={t('catalogueAdmin.coupons.validitySection')}>
            <TextField name="starts_at" hint="timeZoneHint" type="datetime-local" span="half" />
            <TextField name="ends_at" hint="timeZoneHint" type="datetime-local" span="half" />
            {(['max_uses', 'max_uses_per_customer'] as const).map((name) => (
              <NumberField
                key={name}
                name={name}
                label={name === 'max_uses' ? 'maxUses' : 'maxUsesPerCustomer'}
                hint="unlimitedHint"
                min={1}
                allowDecimal={false}
                allowNegative={false}
                span={{ base: 12, sm: 4 }}
              />
            ))}
            <TextField
              name="min_cart_cents"
              hint
              leftSection={<span aria-hidden>R$</span>}
              inputMode="decimal"
              placeholder="0,00"
              span={{ base: 12, sm: 4 }}
            />
          </FormSection>

          <FormSection title={t('catalogueAdmin.coupons.whereSection')} plain>
            <MultiSelectField
              name="product_ids"
              label="products"
              hint
              placeholder={
                values.product_ids.length === 0
                  ? t('catalogueAdmin.coupons.allProducts')
                  : undefined
              }
              data={(products.data ?? []).map((p) => ({
                value: String(p.id),
                label: `${p.name} — ${formatCurrency(p.price_cents)}`,
              }))}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t('catalogueAdmin.items.nothingFound')}
            />
            <BrandsField label={t('catalogueAdmin.coupons.brands')} />
            <SwitchField name="active" label="activeLabel" hint />
          </FormSection>

          {summary && (
            <Alert
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              data-testid="coupon-summary"
            >
              {summary}
            </Alert>
          )}

          <FormActions size="md" />
        </Stack>
      </FormElement>
    </StaffFormPage>
  );
}
