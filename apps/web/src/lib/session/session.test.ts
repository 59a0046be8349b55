import { describe, expect, it } from 'vitest';
import { guestUserData } from '@app/shared';
import type { PermissionEntry, UserData } from '@app/shared';
import { createLocalStorageStore } from '../storage/storage.ts';
import { buildAbility } from './ability.ts';
import {
  applyGuestUser,
  clearSession,
  isLoggedIn,
  readUserData,
  readPermissions,
  saveSession,
  writePermissions,
} from './session.ts';

function permission(
  name: string,
  flags: Partial<Record<'create' | 'read' | 'update' | 'delete', 0 | 1>>,
  id: number,
): PermissionEntry {
  return {
    create: 0,
    read: 0,
    update: 0,
    delete: 0,
    manage: 0,
    menu: 1,
    ...flags,
    permission_id: id,
    profile_id: 3,
    permission: {
      id,
      name,
      parent_id: null,
      has_children: false,
      order: id,
      base_profile_id: null,
    },
  };
}

function user(permissions: PermissionEntry[]): UserData {
  return {
    ...guestUserData(),
    id: 7,
    name: 'Ana',
    profile: { profile_id: 3, name: 'Cliente', permissions },
  };
}

const many = Array.from({ length: 45 }, (_, i) => permission(`Recurso ${i}`, { read: 1 }, i + 1));

describe('session storage', () => {
  it('is logged in only when both user data and the session token are stored', () => {
    const store = createLocalStorageStore();
    expect(isLoggedIn(store)).toBe(false);
    saveSession({ token: 'tok', user: user([]) }, store);
    expect(isLoggedIn(store)).toBe(true);
    store.remove('session');
    expect(isLoggedIn(store)).toBe(false);
    saveSession({ token: 'tok', user: user([]) }, store);
    store.remove('userData');
    expect(isLoggedIn(store)).toBe(false);
  });

  it('stores permissions in chunks of 20 under lsp:permissions:<n> and reads them back in order', () => {
    const store = createLocalStorageStore();
    writePermissions(many, store);
    expect(localStorage.getItem('lsp:permissions:0')).not.toBeNull();
    expect(localStorage.getItem('lsp:permissions:2')).not.toBeNull();
    expect(localStorage.getItem('lsp:permissions:3')).toBeNull();
    expect(
      (JSON.parse(localStorage.getItem('lsp:permissions:0') ?? '[]') as unknown[]).length,
    ).toBe(20);
    expect(readPermissions(store).map((p) => p.permission.name)).toEqual(
      many.map((p) => p.permission.name),
    );
  });

  it('drops chunks left over from a longer permission list', () => {
    const store = createLocalStorageStore();
    writePermissions(many, store);
    writePermissions(many.slice(0, 3), store);
    expect(localStorage.getItem('lsp:permissions:1')).toBeNull();
    expect(readPermissions(store)).toHaveLength(3);
  });

  it('clearSession removes user data, session and every permission chunk but keeps preferences', () => {
    const store = createLocalStorageStore();
    saveSession({ token: 'tok', user: user(many) }, store);
    // A stray chunk beyond the contiguous run must go too.
    store.set('permissions:9', '[]');
    store.set('skin', '"dark"');
    clearSession(store);
    expect(Object.keys(localStorage).sort()).toEqual(['lsp:skin']);
    expect(isLoggedIn(store)).toBe(false);
  });
});

describe('ability', () => {
  it('defaults to read on Auth when no permissions are stored', () => {
    const ability = buildAbility(createLocalStorageStore());
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'Cliente-Feed')).toBe(false);
  });

  it('grants the actions whose flag is 1 across every stored chunk', () => {
    const store = createLocalStorageStore();
    writePermissions([...many, permission('Transmissões', { read: 1, create: 1 }, 99)], store);
    const ability = buildAbility(store);
    expect(ability.can('read', 'Recurso 0')).toBe(true);
    expect(ability.can('read', 'Recurso 44')).toBe(true);
    expect(ability.can('create', 'Transmissões')).toBe(true);
    expect(ability.can('update', 'Transmissões')).toBe(false);
    expect(ability.can('read', 'Auth')).toBe(false);
  });

  it('treats a corrupted chunk as no permissions at all', () => {
    const store = createLocalStorageStore();
    writePermissions(many, store);
    store.set('permissions:1', '{broken');
    expect(buildAbility(store).can('read', 'Recurso 0')).toBe(false);
    expect(buildAbility(store).can('read', 'Auth')).toBe(true);
  });
});

describe('guest user (spec section 4)', () => {
  it('gives a visitor on guest pages the placeholder user with Cliente-Home, without logging in', () => {
    const store = createLocalStorageStore();
    expect(applyGuestUser('/feed', store)).toBe(false);
    expect(readUserData(store)).toBeNull();
    for (const path of [
      '/curso/day-trade',
      '/lancamento/x',
      '/interna/y',
      '/ebooks/z',
      '/carrinho',
    ]) {
      clearSession(store);
      expect(applyGuestUser(path, store)).toBe(true);
      expect(readUserData(store)).toMatchObject({ id: 0, name: 'Usuário não logado' });
      expect(isLoggedIn(store)).toBe(false);
      const ability = buildAbility(store);
      expect(
        ['create', 'read', 'update', 'delete'].every((a) =>
          ability.can(a as 'read', 'Cliente-Home'),
        ),
      ).toBe(true);
      expect(ability.can('read', 'Cliente-Feed')).toBe(false);
    }
    clearSession(store);
    expect(applyGuestUser('/carrinhos', store)).toBe(false);
  });

  it('never replaces a signed-in person', () => {
    const store = createLocalStorageStore();
    saveSession({ token: 'tok', user: user([permission('Cliente-Feed', { read: 1 }, 1)]) }, store);
    expect(applyGuestUser('/curso/day-trade', store)).toBe(false);
    expect(readUserData(store)?.id).toBe(7);
  });
});
