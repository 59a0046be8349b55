import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES, FEATURE_SCREENS } from './feature-screens.ts';
import { ROUTE_TABLES } from './route-table.ts';

const tablePaths = new Set(Object.values(ROUTE_TABLES).flatMap((t) => t.map((r) => r.path)));

describe('feature screens', () => {
  it('serve each route-table path from one feature only', () => {
    const claimed = Object.values(FEATURE_ROUTES).flatMap((routes) => Object.keys(routes));
    expect(claimed.length).toBe(FEATURE_SCREENS.size);
  });

  it('serve only paths some brand has (a screen is never unreachable)', () => {
    const orphans = [...FEATURE_SCREENS.keys()].filter((path) => !tablePaths.has(path));
    expect(orphans).toEqual([]);
  });

  it('leave the construction page to the areas later issues build', () => {
    const construction = [...tablePaths].filter((path) => !FEATURE_SCREENS.has(path));
    // Spec areas without a screen yet (a sample; the table says the rest).
    for (const path of ['/farol', '/metodos', '/token/:encoded', '/hub/home', '/nps'])
      expect(construction, path).toContain(path);
    for (const path of ['/login', '/carrinho', '/curso/:slug', '/home', '/loja', '/feed'])
      expect(construction, path).not.toContain(path);
  });
});
