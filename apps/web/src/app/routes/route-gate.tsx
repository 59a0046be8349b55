import { useAbility } from '../../lib/session/ability-context.tsx';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { rememberTargetUrl } from '../../lib/session/session-actions.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useBrand } from '../brands/brand-context.tsx';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';
import { decideAccess } from './access.ts';
import type { AppRoute } from './route-table.ts';

function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'path' in handle && 'public' in handle;
}

/** Checks the matched route before its page renders: login first, then the permission. */
export function RouteGate({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const location = useLocation();
  const ability = useAbility();
  const { loggedIn } = useSession();
  const route = useMatches()
    .map((match) => match.handle)
    .filter(isAppRoute)
    .at(-1);
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
  return children;
}
