import '@mantine/core/styles/Grid.css';

import { MARKET_NAMES, MARKET_VALUES } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { FormCard, StaffFormPage } from '../../../components/staff/staff-form-frame.tsx';
import { useStaffForm } from '../../../components/staff/use-staff-form.tsx';
import { tickerRecords } from '../api/tickers-api.ts';
import { tickerForm } from '../forms.ts';
import { FieldStack } from '../../../components/forms/form-fields.tsx';
import '../i18n/index.ts';

const MARKET_OPTIONS = MARKET_VALUES.map((value) => ({ value, label: MARKET_NAMES[value] }));
/** Hints under the inputs, as the kit's money input has its own: the inputs of a row line up. */
const HINT_BELOW = ['label', 'input', 'description', 'error'] as const;

/** Staff `/gestao-de-tickers/cadastro` and `/gestao-de-tickers/editar/:id`. */
export function TickerFormPage() {
  const { t } = useTranslation('recommendations');
  const staff = useStaffForm({ form: tickerForm, records: tickerRecords });
  const ticker = staff.record;
  const { TextField, SelectField, PriceField, NumberField, SwitchField } = staff.fields;
  return (
    <StaffFormPage
      staff={staff}
      maw={880}
      title={ticker ? `${ticker.code} · ${ticker.name}` : undefined}
      state="active"
    >
      <FormCard actions label={t('recommendations.tickers.form')}>
        <TextField
          name="code"
          hint
          required
          placeholder="PETR4"
          maxLength={12}
          autoComplete="off"
          format={(code) => code.toUpperCase().replace(/\s/g, '')}
          inputWrapperOrder={[...HINT_BELOW]}
          span="third"
        />
        <TextField
          name="name"
          placeholder={t('recommendations.tickers.namePlaceholder')}
          span="twoThirds"
        />
        <SelectField name="market" data={MARKET_OPTIONS} allowDeselect={false} span="third" />
        <PriceField name="tick_size_cents" hint span="third" />
        <NumberField
          name="lot_size"
          hint
          required
          min={1}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          inputWrapperOrder={[...HINT_BELOW]}
          span="third"
        />
        <FieldStack>
          <SwitchField name="for_setups" hint />
          <SwitchField name="active" label="activeField" hint />
        </FieldStack>
      </FormCard>
    </StaffFormPage>
  );
}
