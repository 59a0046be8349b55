import { Stack, Text } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { bestInstallments } from '../product-pricing.ts';
import classes from '../store.module.css';
import '../i18n/index.ts';

/**
 * The price as Brazilian shops show it: the cash price, and under it the longest interest-free
 * plan ("ou 12x de R$ 59,58 sem juros"). `size="lg"` is the product page's price box.
 */
export function ProductPrice({
  priceCents,
  maxInstallments,
  size = 'md',
}: {
  priceCents: number;
  maxInstallments: number;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('catalogue');
  const plan = bestInstallments(priceCents, maxInstallments);
  return (
    <Stack gap={2} data-testid="product-price">
      <Text component="p" className={size === 'lg' ? classes.priceLarge : classes.price}>
        {priceCents === 0 ? t('store.price.free') : formatCurrency(priceCents)}
        {priceCents > 0 && size === 'lg' && (
          <Text span className={classes.priceSuffix}>
            {' '}
            {t('store.price.cash')}
          </Text>
        )}
      </Text>
      <Text
        size="sm"
        c="dimmed"
        className={classes.installments}
        data-testid="product-installments"
      >
        {plan
          ? t('store.price.installments', {
              count: plan.count,
              amount: formatCurrency(plan.amountCents),
            })
          : priceCents > 0
            ? t('store.price.once')
            : t('store.price.freeHint')}
      </Text>
    </Stack>
  );
}
