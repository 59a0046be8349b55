import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { GuardedHistory, LeaveCheck, PendingLeave } from './guarded-history.ts';

const HistoryContext = createContext<GuardedHistory | null>(null);

/**
 * A declarative router on a guarded history (ADR 0020): react-router's data router (createRouter,
 * loaders, `useBlocker`) is ~20 KB gzip on every first paint, and the app uses none of its data
 * features. Navigations run in transitions, so a page whose chunk is loading keeps the old one.
 */
export function GuardedRouter({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  return (
    <HistoryRouter history={history}>
      <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>
    </HistoryRouter>
  );
}

/** The route tree's element for the current location (`useRoutes` as a component). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const idle = () => () => undefined;

/**
 * Holds every navigation `check` refuses while the component is mounted (`check` must keep its
 * identity). Answers the held navigation when this component owns it (the newest check asks).
 */
export function useLeaveBlocker(check: LeaveCheck): PendingLeave | null {
  const history = useContext(HistoryContext);
  useEffect(() => history?.guard(check), [history, check]);
  const pending = useSyncExternalStore(
    history ? history.subscribePending : idle,
    () => history?.pending() ?? null,
  );
  return pending?.owner === check ? pending : null;
}

/**
 * Whether a navigation is under way: the history is at a place the router has not shown yet
 * (navigations are transitions, so the page on screen stays while the next one's chunk loads).
 */
export function useNavigationPending(): boolean {
  const history = useContext(HistoryContext);
  const shown = useLocation();
  const subscribe = useMemo(
    () => (history ? (onChange: () => void) => history.listen(onChange) : idle),
    [history],
  );
  const latest = useSyncExternalStore(subscribe, () => history?.location.key ?? shown.key);
  return latest !== shown.key;
}
