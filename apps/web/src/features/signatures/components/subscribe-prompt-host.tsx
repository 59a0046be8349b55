import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { getPromptState, subscribePrompt } from '../../../lib/session/subscribe-prompt.ts';

const SubscribePrompt = lazy(async () => ({
  default: (await import('./subscribe-prompt.tsx')).SubscribePrompt,
}));

/**
 * Mounted once in the layout. The modal's code loads the first time a prompt opens, so pages
 * that never need it do not pay for it; once loaded it stays mounted (for its closing animation).
 */
export function SubscribePromptHost() {
  const open = useSyncExternalStore(
    subscribePrompt,
    () => getPromptState().open,
    () => false,
  );
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  if (!needed && !open) return null;
  return (
    <Suspense fallback={null}>
      <SubscribePrompt />
    </Suspense>
  );
}
