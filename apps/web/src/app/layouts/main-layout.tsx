import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session/use-session.ts';

// The member and visitor layouts serve the same routes (`app-routes.tsx`); this small chunk picks
// one, so the shell carries neither (the blank layout's pages, /login and /carrinho, never load it).
type LayoutComponent = () => ReactNode;
const mainLayouts: { member?: LayoutComponent; visitor?: LayoutComponent } = {};
const loadMember = async () =>
  (mainLayouts.member ??= (await import('./vertical-layout.tsx')).VerticalLayout);
const loadVisitor = async () =>
  (mainLayouts.visitor ??= (await import('./visitor-layout.tsx')).VisitorLayout);
export const loadMainLayout = (loggedIn: boolean) => (loggedIn ? loadMember() : loadVisitor());
const LazyMember = lazy(async () => ({ default: await loadMember() }));
const LazyVisitor = lazy(async () => ({ default: await loadVisitor() }));

/**
 * The member layout for a person with a session, the visitor layout for everyone else. The
 * route's lazy element (preloaded with the page, `preloadPage`) loads the one the page opens with
 * before it renders; signing in or out swaps it (the other loads then; the shell has no loader of
 * its own to show meanwhile).
 */
export function MainLayout() {
  const { loggedIn } = useSession();
  const Loaded = loggedIn ? mainLayouts.member : mainLayouts.visitor;
  if (Loaded) return <Loaded />;
  return <Suspense fallback={null}>{loggedIn ? <LazyMember /> : <LazyVisitor />}</Suspense>;
}
