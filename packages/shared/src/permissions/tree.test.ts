import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources.ts';
import { PERMISSION_GROUPS, TOP_LEVEL_RESOURCES } from './tree.ts';

describe('permission tree', () => {
  it('places every resource exactly once: under one group or at the top level', () => {
    const placed = [...TOP_LEVEL_RESOURCES, ...PERMISSION_GROUPS.flatMap((g) => g.children)];
    expect([...placed].sort()).toEqual([...RESOURCES].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('never names a group like a resource', () => {
    const names = new Set<string>(RESOURCES);
    expect(PERMISSION_GROUPS.filter((g) => names.has(g.name))).toEqual([]);
  });
});
