import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br.js';
import 'dayjs/locale/pt.js';
import 'dayjs/locale/de.js';
import 'dayjs/locale/fr.js';
import { DateInput, DatePickerInput } from '@mantine/dates';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';
import { brDateToIso, DEFAULT_DATE_FORMAT } from '@app/shared';
import { useTranslation } from '../../i18n/react.tsx';

/** dayjs locale of the interface language (month and weekday names in the calendar). */
function useDayjsLocale(): string {
  const { i18n } = useTranslation();
  const language = i18n.language.toLowerCase();
  return language === 'pt-br' || language === 'pt' || language === 'de' || language === 'fr'
    ? language
    : 'en';
}

type Shared<T extends 'default' | 'range'> = Omit<
  DatePickerInputProps<T>,
  'value' | 'onChange' | 'type' | 'valueFormat' | 'locale'
>;

/**
 * A day picked on a calendar and shown as dd/MM/yyyy whatever the browser's language (spec
 * section 9). The value is the `YYYY-MM-DD` day the API reads as a São Paulo day.
 */
export function DayInput({
  value,
  onChange,
  ...props
}: Shared<'default'> & { value: string | null; onChange: (value: string | null) => void }) {
  return (
    <DatePickerInput
      {...props}
      locale={useDayjsLocale()}
      valueFormat={DEFAULT_DATE_FORMAT}
      value={value}
      onChange={(day) => onChange(day || null)}
    />
  );
}

/** A period of days (from, to), both ends included, shown as dd/MM/yyyy – dd/MM/yyyy. */
export function DayRangeInput({
  value,
  onChange,
  ...props
}: Shared<'range'> & {
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
}) {
  return (
    <DatePickerInput<'range'>
      {...props}
      type="range"
      allowSingleDateInRange
      locale={useDayjsLocale()}
      valueFormat={DEFAULT_DATE_FORMAT}
      value={value}
      onChange={(range) => onChange([range[0] || null, range[1] || null])}
    />
  );
}

/** `31/12/1990` → `1990-12-31`; anything else (half typed, 31/02) is no date yet. */
export function parseTypedDay(text: string): string | null {
  return /^\d{2}\/\d{2}\/\d{4}$/.test(text.trim()) ? (brDateToIso(text) ?? null) : null;
}

/** A day typed as dd/MM/yyyy (or picked on the calendar): birth dates, where paging is slow. */
export function TypedDayInput({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat'> & {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <DateInput
      {...props}
      locale={useDayjsLocale()}
      valueFormat={DEFAULT_DATE_FORMAT}
      placeholder={props.placeholder ?? 'dd/mm/aaaa'}
      dateParser={parseTypedDay}
      value={value}
      onChange={(day) => onChange(day || null)}
    />
  );
}
