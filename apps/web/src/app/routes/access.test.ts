import { describe, expect, it } from 'vitest';
import { decideAccess, menuEntryVisible, shownMenuEntries } from './access.ts';

const customer = {
  loggedIn: true,
  can: (action: string, resource: string) => action === 'read' && resource.startsWith('Cliente-'),
};
const visitor = { loggedIn: false, can: () => false };

describe('route access', () => {
  it('opens public routes for anyone', () => {
    expect(decideAccess('brazilian', { public: true, action: 'read' }, visitor)).toBe('open');
  });

  it('sends a visitor to the login, except for Liberta’s visitor resources', () => {
    expect(
      decideAccess(
        'brazilian',
        { public: false, resource: 'Cliente-Feed', action: 'read' },
        visitor,
      ),
    ).toBe('login');
    expect(
      decideAccess(
        'liberta',
        { public: false, resource: 'Cliente-Research', action: 'read' },
        visitor,
      ),
    ).toBe('open');
    expect(
      decideAccess('liberta', { public: false, resource: 'Nps', action: 'read' }, visitor),
    ).toBe('login');
  });

  it('forbids a signed-in person without the action on the resource', () => {
    expect(
      decideAccess(
        'brazilian',
        { public: false, resource: 'Cliente-Feed', action: 'read' },
        customer,
      ),
    ).toBe('open');
    expect(
      decideAccess(
        'brazilian',
        { public: false, resource: 'Transmissões', action: 'create' },
        customer,
      ),
    ).toBe('forbidden');
  });

  it('hides menu entries the viewer cannot read', () => {
    expect(menuEntryVisible('brazilian', { resource: 'Cliente-Feed' }, false, customer)).toBe(true);
    expect(menuEntryVisible('brazilian', { resource: 'Farol' }, false, customer)).toBe(false);
    expect(menuEntryVisible('brazilian', { resource: 'Cliente-Feed' }, false, visitor)).toBe(false);
    expect(menuEntryVisible('liberta', { resource: 'Cliente-Home' }, true, visitor)).toBe(true);
    expect(menuEntryVisible('liberta', { resource: 'Cliente-Research' }, false, visitor)).toBe(
      true,
    );
  });

  it("shows a menu entry only when its page opens, with the visitor's own target and no hidden one", () => {
    const entries = [
      { to: '/home', resource: 'Cliente-Home' as const },
      { to: '/cliente/assinaturas', visitorTo: '/assinaturas' },
      { to: '/cliente/recomendacoes', resource: 'Cliente-Recomendações' as const },
      { to: '/tv', hidden: true },
    ];
    const isPublic = (path: string) => path === '/assinaturas';
    expect(shownMenuEntries('liberta', entries, visitor, isPublic).map((e) => e.to)).toEqual([
      '/home',
      '/assinaturas',
    ]);
    expect(shownMenuEntries('liberta', entries, customer, isPublic).map((e) => e.to)).toEqual([
      '/home',
      '/cliente/assinaturas',
      '/cliente/recomendacoes',
    ]);
  });
});
