import { appStore, readJson, writeJson } from '../../../lib/storage/storage.ts';
import type { KeyValueStore } from '../../../lib/storage/storage.ts';

/**
 * The browser's side of "Isto foi útil?": a random id (the API keeps one vote per id and
 * question) and the votes given, to show them again. It is not strictly necessary data: without
 * a consented optional category it goes with the rest on page unload (lib/consent).
 */
export const HELP_VOTES_KEY = 'helpVotes';

interface StoredVotes {
  id: string;
  votes: Record<string, boolean>;
}

function read(store: KeyValueStore): StoredVotes {
  const stored = readJson<StoredVotes>(store, HELP_VOTES_KEY);
  if (stored && typeof stored.id === 'string' && typeof stored.votes === 'object') return stored;
  const fresh = { id: crypto.randomUUID(), votes: {} };
  writeJson(store, HELP_VOTES_KEY, fresh);
  return fresh;
}

export function voterId(store: KeyValueStore = appStore()): string {
  return read(store).id;
}

export function rememberedVote(
  questionId: number,
  store: KeyValueStore = appStore(),
): boolean | null {
  const stored = readJson<StoredVotes>(store, HELP_VOTES_KEY);
  return stored?.votes[String(questionId)] ?? null;
}

export function rememberVote(
  questionId: number,
  helpful: boolean,
  store: KeyValueStore = appStore(),
): void {
  const stored = read(store);
  writeJson(store, HELP_VOTES_KEY, {
    ...stored,
    votes: { ...stored.votes, [String(questionId)]: helpful },
  });
}
