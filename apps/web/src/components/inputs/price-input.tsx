import { TextInput } from '@mantine/core';
import { formatCurrency, parseCurrencyToCents } from '@app/shared';

/** "99,90" for 9990 cents (the input shows the R$ symbol itself). */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return formatCurrency(cents).replace(/^R\$\s?/, '');
}

/** Text typed in BRL ("1.234,5", "R$ 99,90", "99") → cents; null when empty or unreadable. */
export function inputToCents(text: string): number | null {
  return parseCurrencyToCents(text);
}

/** A money field in reais: staff type "99,90", the API receives 9990 cents. */
export function PriceInput({
  label,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  description?: string | undefined;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      leftSection={<span aria-hidden>R$</span>}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      value={value}
      error={error}
      required
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => {
        const cents = inputToCents(value);
        if (cents !== null && cents >= 0) onChange(centsToInput(cents));
      }}
    />
  );
}
