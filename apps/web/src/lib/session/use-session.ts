import { useSyncExternalStore } from 'react';
import type { UserData } from '@app/shared';
import { appStore } from '../storage/storage.ts';
import { isLoggedIn, readUserData, sessionVersion, subscribeSession } from './session.ts';

/** The signed-in user (null for a visitor), re-rendering on login, refresh and logout. */
export function useSession(): { user: UserData | null; loggedIn: boolean } {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const store = appStore();
  return { user: readUserData(store), loggedIn: isLoggedIn(store) };
}
