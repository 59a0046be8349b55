import { permissionsToRules } from '@app/shared';
import type { AbilityRule, Action } from '@app/shared';
import { appStore } from '../storage/storage.ts';
import type { KeyValueStore } from '../storage/storage.ts';
import { readPermissions } from './session.ts';

const key = (action: string, subject: string): string => `${action}\n${subject}`;

/**
 * What the person may do (spec section 6): rules granting an action on a subject (a permission
 * name), read as CASL reads them — `manage` stands for every action, the subject `all` for every
 * subject. The rules carry no conditions and no fields, so a set of action–subject pairs answers
 * every question; CASL, with its query engine, weighed on every first load for this lookup.
 */
export class AppAbility {
  #granted = new Set<string>();
  #version = 0;
  readonly #listeners = new Set<() => void>();

  constructor(rules: readonly AbilityRule[] = []) {
    this.#granted = new Set(rules.map((rule) => key(rule.action, rule.subject)));
  }

  can(action: Action, subject: string): boolean {
    const granted = this.#granted;
    return (
      granted.has(key(action, subject)) ||
      granted.has(key('manage', subject)) ||
      granted.has(key(action, 'all')) ||
      granted.has(key('manage', 'all'))
    );
  }

  /** Replaces the rules (login, refresh, logout); components using the ability render again. */
  update(rules: readonly AbilityRule[]): this {
    this.#granted = new Set(rules.map((rule) => key(rule.action, rule.subject)));
    this.#version += 1;
    for (const listener of this.#listeners) listener();
    return this;
  }

  /** For `useSyncExternalStore`: a number that changes with every update. */
  readonly version = (): number => this.#version;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

export function createAbility(rules: readonly AbilityRule[]): AppAbility {
  return new AppAbility(rules);
}

export function buildAbility(store: KeyValueStore = appStore()): AppAbility {
  return createAbility(permissionsToRules(readPermissions(store)));
}
