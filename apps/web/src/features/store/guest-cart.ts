import { useSyncExternalStore } from 'react';
import { appStore, readJson, writeJson } from '../../lib/storage/storage.ts';
import type { KeyValueStore } from '../../lib/storage/storage.ts';

/**
 * A visitor's cart lives on the server; the browser keeps only the cart id, the token the API
 * issued for it (sent as `x-cart-token`) and the e-mail typed to create it. Once the person signs
 * in, the API merges that cart into the account's and the browser forgets all of it.
 */
export interface GuestCart {
  cartId: number;
  token: string;
  email: string;
  /** The payment type the visitor chose, chosen again on the account's cart after the merge. */
  paymentTypeId: number | null;
}

const KEY = 'guestCart';
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const listeners = new Set<() => void>();
let version = 0;
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function isGuestCart(value: unknown): value is GuestCart {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.cartId === 'number' &&
    Number.isInteger(v.cartId) &&
    v.cartId > 0 &&
    typeof v.token === 'string' &&
    TOKEN.test(v.token) &&
    typeof v.email === 'string' &&
    (v.paymentTypeId === null || typeof v.paymentTypeId === 'number')
  );
}

export function readGuestCart(store: KeyValueStore = appStore()): GuestCart | null {
  const stored = readJson<unknown>(store, KEY);
  return isGuestCart(stored) ? stored : null;
}

export function saveGuestCart(cart: GuestCart, store: KeyValueStore = appStore()): void {
  writeJson(store, KEY, cart);
  changed();
}

export function updateGuestCart(
  patch: Partial<Omit<GuestCart, 'token'>>,
  store: KeyValueStore = appStore(),
): void {
  const current = readGuestCart(store);
  if (current) saveGuestCart({ ...current, ...patch }, store);
}

export function forgetGuestCart(store: KeyValueStore = appStore()): void {
  if (store.get(KEY) === null) return;
  store.remove(KEY);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let snapshot: { version: number; value: GuestCart | null } | null = null;
function currentGuestCart(): GuestCart | null {
  if (snapshot?.version !== version) snapshot = { version, value: readGuestCart() };
  return snapshot.value;
}

/**
 * The stored visitor cart, re-rendering when it is created, changed or forgotten (the same object
 * between changes, so it can sit in dependency lists).
 */
export function useGuestCart(): GuestCart | null {
  return useSyncExternalStore(subscribe, currentGuestCart, currentGuestCart);
}
