import type { LoginResponse } from '@app/shared';
import { useSyncExternalStore } from 'react';
import { sessionVersion, SESSION_KEYS, subscribeSession } from './session.ts';
import { appStore, readJson, writeJson } from '../storage/storage.ts';
import { completeLogin } from './session-actions.ts';
import { apiRequest } from '../api-client/api-client.ts';

const MAIN_KEY = SESSION_KEYS.mainSession;

interface MainSession {
  token: string;
  customerId: number;
  customerName: string;
}

/** Staff becomes the customer; the staff token waits aside for the return call. */
export async function startImpersonation(
  customer: { id: number; name: string },
  reason: string,
): Promise<void> {
  const store = appStore();
  const mainToken = store.get(SESSION_KEYS.session);
  if (!mainToken) throw new Error('Sem sessão principal');
  const response = await loginAsCustomer(customer.id, reason);
  writeJson(store, MAIN_KEY, {
    token: mainToken,
    customerId: customer.id,
    customerName: customer.name,
  });
  completeLogin(response);
}

export async function stopImpersonation(): Promise<void> {
  const store = appStore();
  const main = readJson<MainSession>(store, MAIN_KEY);
  if (!main) return;
  const response = await returnToMainUser(main.customerId, main.token);
  store.remove(MAIN_KEY);
  completeLogin(response);
}

/** The customer being accessed, while staff is acting as them. */
export function useImpersonation(): { customerName: string } | null {
  useSyncExternalStore(subscribeSession, sessionVersion);
  const main = readJson<MainSession>(appStore(), MAIN_KEY);
  return main ? { customerName: main.customerName } : null;
}

/** Staff sign in as a customer (spec section 6), giving the reason that the audit keeps. */
async function loginAsCustomer(id: number, reason: string): Promise<LoginResponse> {
  return (await apiRequest<LoginResponse>(`/api/login-as-customer/${id}`, { query: { reason } }))
    .data;
}

/** Spec section 6: the return call carries the main user's token and not the customer's. */
async function returnToMainUser(customerId: number, mainToken: string): Promise<LoginResponse> {
  return (
    await apiRequest<LoginResponse>(`/api/login-as-customer/${customerId}`, {
      query: { returnMain: 1 },
      noToken: true,
      headers: { Authorization: `Bearer ${mainToken}` },
    })
  ).data;
}
