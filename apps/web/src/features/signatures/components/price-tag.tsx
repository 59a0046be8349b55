import { Text } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import type { PublicSignatureType } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from '../signatures.module.css';
import '../i18n/index.ts';

/**
 * "a partir de R$ 79,90/mês" (and "R$ 958,80 no plano de 1 ano" under it) when a period is a
 * month or longer; otherwise the cheapest price once ("pagamento único").
 */
export function PriceTag({ signature }: { signature: PublicSignatureType }) {
  const { t } = useTranslation('signatures');
  const { periods } = signature;
  if (periods.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('signatures.public.noPrice')}
      </Text>
    );
  const monthly = periods.filter((p) => p.monthly_cents !== null);
  const best =
    monthly.length > 0
      ? monthly.reduce((a, b) => (b.monthly_cents! < a.monthly_cents! ? b : a))
      : periods.reduce((a, b) => (b.price_cents < a.price_cents ? b : a));
  const perMonth = best.monthly_cents;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {periods.length > 1 ? t('signatures.public.from') : best.name}
      </Text>
      <Text component="p" className={classes.price}>
        {formatCurrency(perMonth ?? best.price_cents)}
        <span className={classes.priceSuffix}>
          {perMonth !== null ? t('signatures.public.perMonth') : ` ${t('signatures.public.once')}`}
        </span>
      </Text>
      <Text size="sm" c="dimmed" className={classes.billing}>
        {perMonth === null || best.days === null
          ? t('signatures.public.lifetime')
          : perMonth !== best.price_cents
            ? t('signatures.public.billed', {
                price: formatCurrency(best.price_cents),
                period: best.name,
              })
            : t('signatures.public.days', { days: best.days })}
      </Text>
    </div>
  );
}
