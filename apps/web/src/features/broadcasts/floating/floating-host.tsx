import { Suspense, lazy, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getFloating, INITIAL_FLOATING, subscribeFloating } from './floating-store.ts';

const FloatingCard = lazy(async () => ({
  default: (await import('./floating-card.tsx')).FloatingCard,
}));

/**
 * Mounted once in the layout: nothing but a store subscription until the card is open, then the
 * card's chunk (player, drag, texts) loads. Live pages play themselves and Liberta's chat page
 * fills the screen, so no card there.
 */
export function FloatingPlayerHost() {
  const state = useSyncExternalStore(subscribeFloating, getFloating, () => INITIAL_FLOATING);
  const { pathname } = useLocation();
  const onLivePage = /^\/cliente\/lives\/\d|^\/conteudo\/video\/[^/]+\/(live|chat)$/.test(pathname);
  if (!state.open || !state.broadcast || onLivePage) return null;
  return (
    <Suspense fallback={null}>
      <FloatingCard />
    </Suspense>
  );
}
