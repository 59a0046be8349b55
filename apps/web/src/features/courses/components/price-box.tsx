import { Stack, Text } from '@mantine/core';
import { formatCurrency, maxInstallmentsFor, splitInstallments } from '@app/shared';
import { useTranslation } from 'react-i18next';
import '../i18n/index.ts';

/**
 * The price as Brazilian shops show it: the installments first ("12x de R$ 41,42 sem juros")
 * with the cash total beside it, so the total is never hidden (consumer-law practice).
 */
export function PriceBox({
  priceCents,
  maxInstallments,
}: {
  priceCents: number;
  maxInstallments: number;
}) {
  const { t } = useTranslation('courses');
  if (priceCents === 0)
    return (
      <Text fz={28} fw={800} data-testid="course-price">
        {t('courses.free')}
      </Text>
    );
  const count = maxInstallmentsFor(priceCents, maxInstallments);
  const parts = splitInstallments(priceCents, count);
  return (
    <Stack gap={2} data-testid="course-price">
      {count > 1 && (
        <Text fz={26} fw={800} lh={1.2}>
          {t('courses.installments', { count, amount: formatCurrency(parts[0]!) })}
        </Text>
      )}
      <Text
        fz={count > 1 ? 'sm' : 28}
        fw={count > 1 ? 500 : 800}
        c={count > 1 ? 'dimmed' : undefined}
      >
        {count > 1
          ? t('courses.cashTotal', { amount: formatCurrency(priceCents) })
          : formatCurrency(priceCents)}
      </Text>
    </Stack>
  );
}
