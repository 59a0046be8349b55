import {
  Badge,
  Group,
  Input,
  Loader,
  NativeSelect,
  Radio,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { Cart } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import type { InstallmentOption, PaymentType } from '../cart-api.ts';
import classes from '../cart.module.css';
import { PaymentMethodIcon, percentOf } from './payment-icons.tsx';
import '../checkout/i18n/index.ts';

/**
 * The payment types the store accepts (`select-payment-type`), each with what it means for the
 * buyer (Pix's discount, card installments, boleto's clearing time). Choosing one asks the API
 * to recalculate the cart; the summary shows the API's numbers.
 */
export function PaymentOptions({
  types,
  cart,
  pendingTypeId,
  disabled,
  error,
  onChoose,
}: {
  types: readonly PaymentType[] | undefined;
  cart: Cart;
  pendingTypeId: number | null;
  disabled: boolean;
  error: string | undefined;
  onChoose: (type: PaymentType) => void;
}) {
  const { t } = useTranslation('storeCheckout');
  if (!types)
    return (
      <Stack gap="sm" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  const selected = cart.payment_type?.id ?? null;
  return (
    <Input.Wrapper error={error}>
      <Radio.Group
        value={selected === null ? null : String(selected)}
        onChange={(value) => {
          const type = types.find((p) => String(p.id) === value);
          if (type) onChoose(type);
        }}
        aria-label={t('checkout.payment.title')}
      >
        <Stack gap="sm">
          {types.map((type) => (
            <Radio.Card
              key={type.id}
              value={String(type.id)}
              className={classes.option}
              radius="md"
              p="md"
              disabled={disabled}
              data-testid={`payment-${type.method}`}
            >
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator />
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <PaymentMethodIcon method={type.method} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600}>{type.name}</Text>
                    {type.discount_basis_points > 0 && (
                      <Badge color="green" variant="light" size="sm">
                        {t('checkout.payment.discount', {
                          percent: percentOf(type.discount_basis_points),
                          name: type.name,
                        })}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`checkout.payment.hint.${type.method}`)}
                  </Text>
                </Stack>
                {pendingTypeId === type.id && <Loader size="xs" aria-label={t('app.loading')} />}
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Input.Wrapper>
  );
}

/** The API's interest-free options, labelled as the API wrote them ("12x de R$ 99,90 sem juros (total R$ …)"). */
export function InstallmentsSelect({
  options,
  value,
  disabled,
  error,
  onChange,
}: {
  options: readonly InstallmentOption[] | undefined;
  value: number;
  disabled: boolean;
  error: string | undefined;
  onChange: (installments: number) => void;
}) {
  const { t } = useTranslation('storeCheckout');
  if (!options) return <Skeleton h={58} radius="md" aria-hidden />;
  return (
    <NativeSelect
      label={t('checkout.payment.installments')}
      value={String(value)}
      disabled={disabled}
      error={error}
      data={options.map((o) => ({ value: String(o.installments), label: o.label }))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
