import { useTranslation } from '../../../i18n/react.tsx';
import { countdown } from '../live-format.ts';

/** `1 h 05 min` / `12 min` / `45 s` until `iso`; null once it passed. */
export function useCountdownText(iso: string, now: number): string | null {
  const { t } = useTranslation('live');
  const left = countdown(iso, now);
  if (!left) return null;
  if (left.hours > 0)
    return t('countdown.hours', {
      hours: left.hours,
      minutes: String(left.minutes).padStart(2, '0'),
    });
  if (left.minutes > 0) return t('countdown.minutes', { minutes: left.minutes });
  return t('countdown.seconds', { seconds: left.seconds });
}
