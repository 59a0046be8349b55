import { Alert, Button, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import IconDiscount from '@tabler/icons-react/dist/esm/icons/IconDiscount.mjs';
import type { Cart } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import '../checkout/i18n/index.ts';

/**
 * The coupon: a field and "Aplicar", or the applied coupon with "Remover". The API's pt-BR message
 * ("Cupom inválido.", "Este cupom expirou."…) shows under the field.
 */
export function CouponField({
  cart,
  error,
  applying,
  removing,
  onApply,
  onRemove,
  onEdit,
}: {
  cart: Cart;
  error: string | undefined;
  applying: boolean;
  removing: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The buyer typed again: the old message no longer describes the field. */
  onEdit: () => void;
}) {
  const { t } = useTranslation('storeCheckout');
  const [code, setCode] = useState('');

  if (cart.coupon) {
    return (
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="applied-coupon">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
            <ThemeIcon
              variant="light"
              color={cart.coupon_error ? 'yellow' : 'green'}
              size="md"
              aria-hidden
            >
              <IconDiscount size={16} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={700}>
                {t('checkout.coupon.applied', { code: cart.coupon.code })}
              </Text>
              {cart.coupon.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {cart.coupon.description}
                </Text>
              )}
            </div>
          </Group>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            loading={removing}
            onClick={onRemove}
            style={{ flex: 'none' }}
          >
            {t('checkout.coupon.remove')}
          </Button>
        </Group>
        {cart.coupon_error && (
          <Alert color="yellow" variant="light" p="xs" role="status">
            <Text size="xs">{t('checkout.coupon.notApplied', { reason: cart.coupon_error })}</Text>
          </Alert>
        )}
      </Stack>
    );
  }

  const submit = () => {
    const value = code.trim();
    if (value !== '') onApply(value);
  };

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('checkout.coupon.label')}
        placeholder={t('checkout.coupon.placeholder')}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        error={error}
        onChange={(event) => {
          setCode(event.currentTarget.value.toUpperCase());
          onEdit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
      />
      <Button
        variant="light"
        mt={25}
        loading={applying}
        disabled={code.trim() === ''}
        onClick={submit}
      >
        {t('checkout.coupon.apply')}
      </Button>
    </Group>
  );
}
