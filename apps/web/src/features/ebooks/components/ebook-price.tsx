import { Stack, Text } from '@mantine/core';
import { formatCurrency, maxInstallmentsFor, splitInstallments } from '@app/shared';
import { useTranslation } from 'react-i18next';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * The price as Brazilian shops show it: the installments preview first ("6x de R$ 7,99 sem
 * juros") and the cash total beside it, so the total is never hidden.
 */
export function EbookPrice({
  priceCents,
  maxInstallments,
}: {
  priceCents: number;
  maxInstallments: number;
}) {
  const { t } = useTranslation('ebooks');
  if (priceCents === 0)
    return (
      <Text fz={28} fw={800} data-testid="ebook-price">
        {t('ebooks.free')}
      </Text>
    );
  const count = maxInstallmentsFor(priceCents, maxInstallments);
  const first = splitInstallments(priceCents, count)[0]!;
  return (
    <Stack gap={2} data-testid="ebook-price">
      {count > 1 && (
        <Text fz={26} fw={800} lh={1.2}>
          {t('ebooks.installments', { count, amount: formatCurrency(first) })}
        </Text>
      )}
      <Text
        fz={count > 1 ? 'sm' : 28}
        fw={count > 1 ? 500 : 800}
        c={count > 1 ? 'dimmed' : undefined}
      >
        {count > 1
          ? t('ebooks.cashTotal', { amount: formatCurrency(priceCents) })
          : formatCurrency(priceCents)}
      </Text>
    </Stack>
  );
}
