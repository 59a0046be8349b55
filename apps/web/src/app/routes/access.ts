import type { Action, BrandId, Resource } from '@app/shared';
import type { AppRoute } from './route-table.ts';

/** Spec section 2 (Liberta): resources a visitor without a session may see. */
export const VISITOR_RESOURCES: Partial<Record<BrandId, readonly Resource[]>> = {
  liberta: ['Cliente-cursos', 'Home - Trilhas', 'Cliente-Home', 'Cliente-Research'],
};

export interface Viewer {
  loggedIn: boolean;
  can: (action: Action, resource: Resource) => boolean;
}

export type Decision = 'open' | 'login' | 'forbidden';

/** Whether a route opens, asks for a login (remembering the target), or is forbidden. */
export function decideAccess(
  brand: BrandId,
  route: Pick<AppRoute, 'public' | 'resource' | 'action'>,
  viewer: Viewer,
): Decision {
  if (route.public) return 'open';
  if (!viewer.loggedIn) {
    return route.resource !== undefined && (VISITOR_RESOURCES[brand] ?? []).includes(route.resource)
      ? 'open'
      : 'login';
  }
  if (route.resource !== undefined && !viewer.can(route.action, route.resource)) return 'forbidden';
  return 'open';
}

/** A menu entry shows when its page would open for this viewer. */
export function menuEntryVisible(
  brand: BrandId,
  entry: { resource?: Resource },
  isPublic: boolean,
  viewer: Viewer,
): boolean {
  if (isPublic || entry.resource === undefined) return true;
  return (
    decideAccess(brand, { public: false, resource: entry.resource, action: 'read' }, viewer) ===
    'open'
  );
}

/**
 * The brand menu's entries this viewer sees: the hidden ones out, a visitor's own target
 * (`visitorTo`) in, and each only when its page would open (`menuEntryVisible`).
 */
export function shownMenuEntries<
  T extends { hidden?: boolean; to: string; visitorTo?: string; resource?: Resource },
>(
  brand: BrandId,
  entries: readonly T[],
  viewer: Viewer,
  isPublicPath: (path: string) => boolean,
): T[] {
  return entries
    .filter((entry) => !entry.hidden)
    .map((entry) => (viewer.loggedIn ? entry : { ...entry, to: entry.visitorTo ?? entry.to }))
    .filter((entry) => menuEntryVisible(brand, entry, isPublicPath(entry.to), viewer));
}
