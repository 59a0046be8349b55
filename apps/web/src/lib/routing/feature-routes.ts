import type { ComponentType } from 'react';
import type { BrandDefinition } from '@app/shared';

/** What a feature's screen may learn about the brand that serves it. */
export interface RouteContext {
  brand: BrandDefinition;
  /** The route-table path being served (some screens serve two, e.g. `/loja` and the hub). */
  path: string;
  /** Whether the brand has a page at this URL (`/loja`, `/minhas-trilhas/1`). */
  hasPage: (pathname: string) => boolean;
}

/** Loads a screen's chunk when its route is first visited (a `React.lazy` element, ADR 0020). */
export type LazyScreen = (context: RouteContext) => Promise<{ Component: ComponentType }>;

/**
 * A feature's screens, keyed by the route-table path they serve (`app/routes/route-table.ts`
 * keeps each brand's paths with their layout, area and permission resource; the app composes the
 * features' screens onto them; every path has its screen).
 * Only dynamic imports here: the module is a chunk of its own, loaded when one of its paths
 * matches (`app/routes/feature-screens.ts` lists them), and each screen is a chunk again.
 */
export type FeatureRoutes = Readonly<Record<string, LazyScreen>>;
