import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AppAbility } from './ability.ts';

const AbilityContext = createContext<AppAbility | null>(null);

export function AbilityProvider({ value, children }: { value: AppAbility; children: ReactNode }) {
  return <AbilityContext value={value}>{children}</AbilityContext>;
}

/** The person's ability; the component renders again when the rules change (login, logout). */
export function useAbility(): AppAbility {
  const ability = useContext(AbilityContext);
  if (!ability) throw new Error('useAbility precisa de um AbilityProvider');
  useSyncExternalStore(ability.subscribe, ability.version, ability.version);
  return ability;
}
