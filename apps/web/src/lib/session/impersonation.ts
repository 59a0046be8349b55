import type { LoginResponse } from '@app/shared';
import { useSyncExternalStore } from 'react';
import { sessionVersion, SESSION_KEYS, subscribeSession } from './session.ts';
import { appStore, readJson, writeJson } from '../storage/storage.ts';
import { completeLogin } from './session-actions.ts';
import { apiRequest } from '../api-client/api-client.ts';
import { buildAbility } from './ability.ts';

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

/**
 * Back to the staff session. Answers where staff goes next: the record of the customer they were
 * acting as (the customers area, or the users area for staff who only see that one), or null
 * when neither opens for them.
 */
export async function stopImpersonation(): Promise<string | null> {
  const store = appStore();
  const main = readJson<MainSession>(store, MAIN_KEY);
  if (!main) return null;
  const response = await returnToMainUser(main.customerId, main.token);
  store.remove(MAIN_KEY);
  completeLogin(response);
  return customerRecordPath(main.customerId, buildAbility(store));
}

/** The record of a customer that this staff member may open. */
export function customerRecordPath(
  customerId: number,
  ability: { can: (action: 'read', subject: string) => boolean },
): string | null {
  if (ability.can('read', 'Clientes')) return `/clientes/${customerId}`;
  if (ability.can('read', 'Usuários')) return `/usuarios/editar/${customerId}`;
  return null;
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
