import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(async () => ({
  default: (await import('./notifications-container.ts')).Notifications,
}));

/**
 * Mantine's notifications container, loaded when the first notification is shown: most visits
 * show none, and the container (with its transitions) is not worth their first load.
 * `notifications.show()` only writes to the store, which this watches; the container mounts and
 * shows what is queued, and stays mounted for the next ones.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
