import { createMongoAbility } from '@casl/ability';
import type { MongoAbility } from '@casl/ability';
import { permissionsToRules } from '@app/shared';
import type { Action } from '@app/shared';
import { appStore } from '../storage/storage.ts';
import type { KeyValueStore } from '../storage/storage.ts';
import { readPermissions } from './session.ts';

/** Subjects are permission names (spec section 6), so any string is a subject. */
export type AppAbility = MongoAbility<[Action, string]>;

export function buildAbility(store: KeyValueStore = appStore()): AppAbility {
  return createMongoAbility<[Action, string]>(permissionsToRules(readPermissions(store)));
}
