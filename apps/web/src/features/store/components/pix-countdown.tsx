import { Group, Text } from '@mantine/core';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from '../cart.module.css';
import { formatCountdown } from '../use-countdown.ts';
import '../checkout/i18n/index.ts';

/** "O código expira em 29:59" (the value comes from useCountdown, ticking each second). */
export function PixCountdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('storeCheckout');
  const urgent = seconds > 0 && seconds <= 60;
  return (
    <Group gap={6} justify="center" wrap="nowrap">
      <IconClock size={16} aria-hidden />
      <Text size="sm" c={urgent ? 'red' : 'dimmed'}>
        {t('checkout.pix.expiresIn')}{' '}
        <Text
          component="span"
          role="timer"
          className={classes.timer}
          c={urgent ? 'red' : 'var(--mantine-color-text)'}
          data-testid="pix-countdown"
        >
          {formatCountdown(seconds)}
        </Text>
      </Text>
    </Group>
  );
}
