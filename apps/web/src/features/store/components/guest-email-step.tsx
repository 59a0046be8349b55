import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { formatCurrency } from '@app/shared';
import type { StoreProduct } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { AccessPeriod } from './cart-lines.tsx';
import { ProductThumb } from './product-thumb.tsx';
import '../i18n/index.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A visitor's first step: the product they chose, and their e-mail, which creates the visitor
 * cart (`shopping-cart-add-product-no-login`). The account comes later, before paying.
 */
export function GuestEmailStep({
  product,
  submitting,
  error,
  onSubmit,
}: {
  product: StoreProduct | undefined;
  submitting: boolean;
  error: string | undefined;
  onSubmit: (email: string) => void;
}) {
  const { t } = useTranslation('store');
  const [email, setEmail] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const submit = () => {
    const value = email.trim().toLowerCase();
    if (!EMAIL_SHAPE.test(value)) {
      setLocalError(t('checkout.guest.emailInvalid'));
      return;
    }
    setLocalError(undefined);
    onSubmit(value);
  };
  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('checkout.guest.title')}
          </Title>
          <Text c="dimmed">{t('checkout.guest.text')}</Text>
        </Stack>
        {product ? (
          <Group wrap="nowrap" gap="md" data-testid="pending-product">
            <ProductThumb kind={product.kind} coverUrl={product.cover_url} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} lineClamp={2}>
                {product.name}
              </Text>
              <AccessPeriod name={product.access_period_name} />
            </Stack>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatCurrency(product.price_cents)}
            </Text>
          </Group>
        ) : (
          <Skeleton h={64} radius="md" />
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('checkout.guest.email')}
              description={t('checkout.guest.emailHint')}
              placeholder={t('checkout.guest.emailPlaceholder')}
              type="email"
              autoComplete="email"
              required
              leftSection={<IconMail size={18} aria-hidden />}
              value={email}
              error={localError ?? error}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" size="md" loading={submitting} disabled={!product}>
              {t('checkout.guest.continue')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
