import { describe, expect, it } from 'vitest';
import type { PermissionEntry } from './resources.ts';
import {
  ACTIONS,
  CUSTOMER_PROFILE_ID,
  PERMISSION_CHUNK_SIZE,
  RESOURCES,
  chunk,
  permissionsToRules,
} from './resources.ts';

function entry(
  name: string,
  flags: Partial<Record<'create' | 'read' | 'update' | 'delete' | 'manage' | 'menu', 0 | 1>>,
): PermissionEntry {
  return {
    create: 0,
    read: 0,
    update: 0,
    delete: 0,
    manage: 0,
    menu: 0,
    ...flags,
    permission_id: 1,
    profile_id: CUSTOMER_PROFILE_ID,
    permission: {
      id: 1,
      name,
      parent_id: null,
      has_children: false,
      order: 1,
      base_profile_id: null,
    },
  };
}

describe('permissionsToRules', () => {
  it('defaults to read on Auth with no permissions', () => {
    expect(permissionsToRules([])).toEqual([{ action: 'read', subject: 'Auth' }]);
    expect(permissionsToRules(null)).toEqual([{ action: 'read', subject: 'Auth' }]);
    expect(permissionsToRules(undefined)).toEqual([{ action: 'read', subject: 'Auth' }]);
  });

  it('grants exactly the actions whose flag is 1, on the permission name', () => {
    expect(
      permissionsToRules([
        entry('Cliente-Feed', { read: 1, update: 1, menu: 1 }),
        entry('Nps', { manage: 1 }),
      ]),
    ).toEqual([
      { action: 'read', subject: 'Cliente-Feed' },
      { action: 'update', subject: 'Cliente-Feed' },
      { action: 'manage', subject: 'Nps' },
    ]);
  });

  it('grants nothing for an entry with every flag at 0 (menu is not an action)', () => {
    expect(permissionsToRules([entry('Farol', { menu: 1 })])).toEqual([]);
  });
});

describe('chunk', () => {
  it('splits into chunks of 20 by default', () => {
    expect(PERMISSION_CHUNK_SIZE).toBe(20);
    const items = Array.from({ length: 45 }, (_, i) => i);
    const chunks = chunk(items);
    expect(chunks.map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunks.flat()).toEqual(items);
  });

  it('gives no chunk for no items and one for fewer than the size', () => {
    expect(chunk([])).toEqual([]);
    expect(chunk([1, 2], 5)).toEqual([[1, 2]]);
  });
});

describe('resources and actions', () => {
  it('has no duplicate resource names and includes the default Auth subject', () => {
    expect(new Set(RESOURCES).size).toBe(RESOURCES.length);
    expect(RESOURCES).toContain('Auth');
    expect(RESOURCES).toContain('Cliente-Home');
  });

  it('lists the five CASL actions', () => {
    expect([...ACTIONS]).toEqual(['read', 'create', 'update', 'delete', 'manage']);
  });
});

describe('chunk size guard', () => {
  it('rejects a size that would never advance', () => {
    expect(() => chunk([1, 2, 3], 0)).toThrow(RangeError);
    expect(() => chunk([1, 2, 3], -1)).toThrow(RangeError);
  });
});
