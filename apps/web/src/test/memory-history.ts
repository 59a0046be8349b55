import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { guardHistory } from '../lib/routing/guarded-history.ts';
import type { GuardedHistory } from '../lib/routing/guarded-history.ts';

/** The app's history kind (guarded, ADR 0020) in memory, at `path`: for `GuardedRouter` in tests. */
export function memoryHistory(path: string): GuardedHistory {
  return guardHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
}
