import { Badge, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import { CARD_BRAND_NAMES, detectCardBrand, formatCardNumber, formatExpiry } from '../card.ts';
import type { CardForm } from '../card.ts';
import '../checkout/i18n/index.ts';

export type CardFieldErrors = Partial<Record<keyof CardForm, string>>;

/**
 * Number (with the brand as it is recognised), name, MM/AA and CVV, with the autocomplete names
 * browsers and password managers fill. The values live only in this form's state: they go to the
 * API in the checkout request and nowhere else.
 */
export function CardFields({
  value,
  errors,
  disabled,
  onChange,
}: {
  value: CardForm;
  errors: CardFieldErrors;
  disabled: boolean;
  onChange: (next: CardForm, field: keyof CardForm) => void;
}) {
  const { t } = useTranslation('storeCheckout');
  const brand = detectCardBrand(value.number);
  const set = (field: keyof CardForm, text: string) => onChange({ ...value, [field]: text }, field);
  return (
    <Stack gap="sm" data-testid="card-form">
      <TextInput
        label={t('checkout.card.number')}
        placeholder="0000 0000 0000 0000"
        inputMode="numeric"
        autoComplete="cc-number"
        name="cc-number"
        required
        disabled={disabled}
        value={value.number}
        error={errors.number}
        maxLength={23}
        onChange={(event) => set('number', formatCardNumber(event.currentTarget.value))}
        rightSectionWidth={brand === 'unknown' ? undefined : 130}
        rightSection={
          brand === 'unknown' ? undefined : (
            <Badge variant="light" size="sm" data-testid="card-brand">
              {CARD_BRAND_NAMES[brand]}
            </Badge>
          )
        }
      />
      <TextInput
        label={t('checkout.card.holder')}
        placeholder={t('checkout.card.holderPlaceholder')}
        autoComplete="cc-name"
        name="cc-name"
        required
        disabled={disabled}
        value={value.holder}
        error={errors.holder}
        maxLength={50}
        onChange={(event) => set('holder', event.currentTarget.value.toUpperCase())}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('checkout.card.expiry')}
          placeholder={t('checkout.card.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          name="cc-exp"
          required
          disabled={disabled}
          value={value.expiry}
          error={errors.expiry}
          maxLength={5}
          onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value, value.expiry))}
        />
        <TextInput
          label={t('checkout.card.cvv')}
          placeholder={brand === 'amex' ? '0000' : '000'}
          inputMode="numeric"
          autoComplete="cc-csc"
          name="cc-csc"
          required
          disabled={disabled}
          value={value.cvv}
          error={errors.cvv}
          maxLength={4}
          onChange={(event) => set('cvv', event.currentTarget.value.replace(/\D+/g, ''))}
        />
      </SimpleGrid>
      <Group gap={6} wrap="nowrap">
        <IconLock size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {t('checkout.card.secure')}
        </Text>
      </Group>
    </Stack>
  );
}
