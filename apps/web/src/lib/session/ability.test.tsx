import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAbility } from './ability.ts';
import { AbilityProvider, useAbility } from './ability-context.tsx';

describe('AppAbility', () => {
  it('grants exactly the action on the subject a rule names', () => {
    const ability = createAbility([{ action: 'read', subject: 'Pedidos' }]);
    expect(ability.can('read', 'Pedidos')).toBe(true);
    expect(ability.can('update', 'Pedidos')).toBe(false);
    expect(ability.can('read', 'Clientes')).toBe(false);
  });

  it('reads manage as every action and all as every subject, as CASL does', () => {
    const manager = createAbility([{ action: 'manage', subject: 'Nps' }]);
    for (const action of ['read', 'create', 'update', 'delete'] as const)
      expect(manager.can(action, 'Nps'), action).toBe(true);
    expect(manager.can('read', 'Faq')).toBe(false);
    const reader = createAbility([{ action: 'read', subject: 'all' }]);
    expect(reader.can('read', 'Qualquer')).toBe(true);
    expect(reader.can('delete', 'Qualquer')).toBe(false);
    expect(createAbility([{ action: 'manage', subject: 'all' }]).can('delete', 'X')).toBe(true);
    expect(createAbility([]).can('read', 'Auth')).toBe(false);
  });

  it('answers from the new rules after an update, and the components using it render again', () => {
    const ability = createAbility([{ action: 'read', subject: 'Auth' }]);
    function Probe() {
      return <p>{useAbility().can('read', 'Pedidos') ? 'pode' : 'não pode'}</p>;
    }
    render(
      <AbilityProvider value={ability}>
        <Probe />
      </AbilityProvider>,
    );
    expect(screen.getByText('não pode')).toBeInTheDocument();
    act(() => {
      ability.update([{ action: 'read', subject: 'Pedidos' }]);
    });
    expect(screen.getByText('pode')).toBeInTheDocument();
    expect(ability.can('read', 'Auth')).toBe(false);
  });
});
