import { useAbility } from '../../lib/session/ability-context.tsx';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberTargetUrl } from '../../lib/session/session-actions.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useBrand } from '../brands/brand-context.tsx';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { decideAccess } from './access.ts';
import { findRoute, recordRoutesOf } from './route-match.ts';
import { RecordRoutesContext } from '../../lib/routing/record-routes.tsx';

/**
 * Checks the matched route before its page renders: login first, then the permission. The page
 * learns its managed list's routes from the table (`RecordRoutesContext`).
 */
export function RouteGate({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const location = useLocation();
  const ability = useAbility();
  const { loggedIn } = useSession();
  const route = useMemo(
    () => findRoute(brand.id, location.pathname),
    [brand.id, location.pathname],
  );
  const records = useMemo(() => recordRoutesOf(route), [route]);
  if (!route) return children;
  const decision = decideAccess(brand.id, route, {
    loggedIn,
    can: (action, resource) => ability.can(action, resource),
  });
  if (decision === 'login') {
    rememberTargetUrl(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  if (decision === 'forbidden') return <ForbiddenPage />;
  return <RecordRoutesContext value={records}>{children}</RecordRoutesContext>;
}
