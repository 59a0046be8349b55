import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Grid.css';
import {
  ActionIcon,
  Alert,
  Card,
  Grid,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { formatCurrency, monthlyCents } from '@app/shared';
import type { SignaturePeriodValue, SignatureTypeFormValues } from '@app/shared';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorAt } from '../../../components/forms/form-fields.tsx';
import { PriceInput, inputToCents } from '../../../components/inputs/price-input.tsx';
import { AddRowButton } from '../../../components/forms/rows-field.tsx';
import { accessPeriodsQuery } from '../signatures-api.ts';
import '../i18n/index.ts';

/** A signature type form's context: its values, a setter that marks the form changed, its errors. */
function useTypeForm() {
  const { t } = useTranslation('signatures');
  const { control, setValue, formState } = useFormContext<SignatureTypeFormValues>();
  const errors = formState.errors;
  const listError = (path: string) => {
    const message = errorAt(errors, path);
    return (
      message && (
        <Text c="red" size="sm" role="alert">
          {message}
        </Text>
      )
    );
  };
  return { t, control, setValue, errors, listError };
}

/** A signature type's benefits: one text a line (up to 20), each removable, in the page's order. */
export function BenefitsField() {
  const { t, control, setValue, errors, listError } = useTypeForm();
  const benefits = useWatch({ control, name: 'benefits' });
  const setBenefits = (value: string[]) => setValue('benefits', value, { shouldDirty: true });
  return (
    <>
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
      {listError('benefits')}
      <AddRowButton
        label={t('signatures.staff.addBenefit')}
        size="compact-sm"
        onClick={() => setBenefits([...benefits, ''])}
        disabled={benefits.length >= 20}
      />
    </>
  );
}

/**
 * A signature type's prices: one card a period of access (each period once), its price with the
 * monthly equivalent where the period is not a month, the period sold by default, and the
 * periods' own list loaded here.
 */
export function PeriodPricesField() {
  const { t, control, setValue, errors, listError } = useTypeForm();
  const periodsList = useQuery(accessPeriodsQuery);
  const [periods, defaultPeriod] = useWatch({ control, name: ['periods', 'access_period_id'] });
  const days = new Map((periodsList.data ?? []).map((p) => [String(p.id), p.days]));
  const setPeriods = (value: SignaturePeriodValue[]) =>
    setValue('periods', value, { shouldDirty: true });
  return (
    <>
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
            const cents = inputToCents(row.price_cents);
            const period = row.access_period_id;
            const monthly =
              cents !== null && period ? monthlyCents(cents, days.get(period) ?? null) : null;
            const change = (next: Partial<SignaturePeriodValue>) =>
              setPeriods(periods.map((p, i) => (i === index ? { ...p, ...next } : p)));
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
                      value={period}
                      allowDeselect={false}
                      onChange={(value) => change({ access_period_id: value })}
                      error={errorAt(errors, `periods.${index}.access_period_id`)}
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <PriceInput
                      label={t('signatures.staff.price')}
                      value={row.price_cents}
                      onChange={(price) => change({ price_cents: price })}
                      error={errorAt(errors, `periods.${index}.price_cents`)}
                      description={
                        monthly !== null && period && days.get(period) !== 30
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
                      value={period ?? ''}
                      checked={period !== null && period === defaultPeriod}
                      onChange={() => setValue('access_period_id', period, { shouldDirty: true })}
                      disabled={!period}
                      label={t('signatures.staff.defaultPeriod')}
                      aria-label={t('signatures.staff.defaultPeriodOf', { n: index + 1 })}
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
                          if (period === defaultPeriod) setValue('access_period_id', null);
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
      {listError('access_period_id')}
      {listError('periods')}
      <AddRowButton
        label={t('signatures.staff.addPeriod')}
        size="compact-sm"
        onClick={() => setPeriods([...periods, { access_period_id: null, price_cents: '' }])}
        disabled={periods.length >= (periodsList.data?.length ?? 12)}
      />
    </>
  );
}
