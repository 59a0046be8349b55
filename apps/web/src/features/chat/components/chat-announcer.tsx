import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import type { Announcement } from '../use-chat-room.ts';

/**
 * Screen readers hear each newly arrived message once: the list itself is not a live region
 * (history and older pages stay silent); this region only ever receives new arrivals.
 */
export function ChatAnnouncer({ items }: { items: Announcement[] }) {
  const { t } = useTranslation('chat');
  return (
    <VisuallyHidden>
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t('announcerLabel')}>
        {items.map((item) => (
          <p key={item.key}>{item.text}</p>
        ))}
      </div>
    </VisuallyHidden>
  );
}
