import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import IconArrowDownRight from '@tabler/icons-react/dist/esm/icons/IconArrowDownRight.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import type { FarolEntry, FarolSignal } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { formatPercent, formatPrice, formatSaoPaulo, resultClass } from './client-format.ts';
import signalClasses from './client-recommendations.module.css';
import classes from './farol.module.css';
import '../i18n/index.ts';

/** Each signal's colour, icon and words: the colour is never the only sign. */
export const SIGNAL_LOOK: Record<FarolSignal, { color: string; Icon: typeof IconMinus }> = {
  buy: { color: 'teal', Icon: IconArrowUpRight },
  sell: { color: 'red', Icon: IconArrowDownRight },
  neutral: { color: 'gray', Icon: IconMinus },
};

/** One ticker of the farol: its signal, last price, change, quote time and open calls. */
export function FarolTile({ entry }: { entry: FarolEntry }) {
  const { t } = useTranslation('recommendations');
  const { color, Icon } = SIGNAL_LOOK[entry.signal];
  const signal = t(`recommendations.farol.signal.${entry.signal}`);
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      className={classes.tile}
      data-signal={entry.signal}
      data-testid="farol-tile"
      style={{ '--farol-color': `var(--mantine-color-${color}-filled)` }}
      aria-label={t('recommendations.farol.signalOf', { code: entry.asset.code, signal })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={800} ff="monospace" size="lg">
              {entry.asset.code}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {entry.asset.name}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap" className={classes.signal} data-testid="farol-signal">
            <ThemeIcon size="sm" radius="xl" color={color} variant="filled" aria-hidden>
              <Icon size={14} />
            </ThemeIcon>
            <Text
              size="sm"
              fw={700}
              tt="uppercase"
              className={
                entry.signal === 'buy'
                  ? signalClasses.gain
                  : entry.signal === 'sell'
                    ? signalClasses.loss
                    : undefined
              }
            >
              {signal}
            </Text>
          </Group>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('recommendations.farol.lastPrice')}
            </Text>
            <Text fw={700}>
              {entry.last_price_cents === null
                ? t('recommendations.farol.noQuote')
                : formatPrice(entry.last_price_cents, entry.asset.market)}
            </Text>
          </Stack>
          {entry.change_percent !== null && (
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {t('recommendations.farol.change')}
              </Text>
              <Text fw={700} className={resultClass(entry.change_percent)}>
                {formatPercent(entry.change_percent)}
              </Text>
            </Stack>
          )}
        </Group>
        {entry.last_quote_at && (
          <Text size="xs" c="dimmed">
            <time dateTime={entry.last_quote_at}>
              {t('recommendations.farol.quoteAt', { date: formatSaoPaulo(entry.last_quote_at) })}
            </time>
          </Text>
        )}
        <Text size="xs">
          {t('recommendations.farol.openCalls')}:{' '}
          {t('recommendations.farol.buyCount', { count: entry.buy_count })} ·{' '}
          {t('recommendations.farol.sellCount', { count: entry.sell_count })}
        </Text>
      </Stack>
    </Card>
  );
}
