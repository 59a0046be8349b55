import { Button, Stack, Text } from '@mantine/core';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { formatCurrency, maxInstallmentsFor, splitInstallments } from '@app/shared';
import { Link } from 'react-router';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { useStoreOffer } from '../../lib/store-offer/use-store-offer.ts';

/**
 * The price as Brazilian shops show it: the installments first ("12x de R$ 41,42 sem juros")
 * with the cash total beside it, so the total is never hidden (consumer-law practice). Its words
 * are `free`, `installments` and `cashTotal` under `prefix` (`ns:section`).
 */
export function SalePrice({
  prefix,
  priceCents,
  maxInstallments,
  testId,
}: {
  prefix: string;
  priceCents: number;
  maxInstallments: number;
  testId: string;
}) {
  const { t } = useTextsOf(prefix);
  const section = prefix.slice(prefix.indexOf(':') + 1);
  if (priceCents === 0)
    return (
      <Text fz={28} fw={800} data-testid={testId}>
        {t(`${section}.free`)}
      </Text>
    );
  const count = maxInstallmentsFor(priceCents, maxInstallments);
  const first = splitInstallments(priceCents, count)[0]!;
  return (
    <Stack gap={2} data-testid={testId}>
      {count > 1 && (
        <Text fz={26} fw={800} lh={1.2}>
          {t(`${section}.installments`, { count, amount: formatCurrency(first) })}
        </Text>
      )}
      <Text
        fz={count > 1 ? 'sm' : 28}
        fw={count > 1 ? 500 : 800}
        c={count > 1 ? 'dimmed' : undefined}
      >
        {count > 1
          ? t(`${section}.cashTotal`, { amount: formatCurrency(priceCents) })
          : formatCurrency(priceCents)}
      </Text>
    </Stack>
  );
}

/**
 * A content's sales box: the price the store charges (its product may differ from the content's
 * own: then "De R$ … por"), {@link SalePrice}, and "Comprar" (the prefix's `buy`) into the cart,
 * or why it cannot be bought.
 */
export function BuyBox({
  kind,
  id,
  priceCents,
  maxInstallments,
  prefix,
  testId,
  fullWidth = false,
}: {
  kind: Parameters<typeof useStoreOffer>[0];
  id: number;
  priceCents: number;
  maxInstallments: number;
  prefix: string;
  testId: string;
  fullWidth?: boolean;
}) {
  const { t } = useTextsOf(prefix);
  const offer = useStoreOffer(kind, id, { priceCents, maxInstallments });
  return (
    <>
      {offer.differs && offer.priceCents < priceCents && (
        <Text size="sm" c="dimmed" data-testid="reference-price">
          {t('checkout.priceFrom', { price: formatCurrency(priceCents) })}
        </Text>
      )}
      <SalePrice
        prefix={prefix}
        priceCents={offer.priceCents}
        maxInstallments={offer.maxInstallments}
        testId={testId}
      />
      {offer.unavailable && (
        <Text size="sm" c="dimmed">
          {t('checkout.unavailable')}
        </Text>
      )}
      <Button
        component={Link}
        to={offer.cartUrl}
        size="md"
        fullWidth={fullWidth}
        disabled={offer.unavailable}
        leftSection={<IconShoppingCart size={18} aria-hidden />}
      >
        {t(`${prefix.slice(prefix.indexOf(':') + 1)}.buy`)}
      </Button>
    </>
  );
}
