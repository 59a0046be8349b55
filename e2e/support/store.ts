import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signPixWebhook } from './pix.ts';

/**
 * The browser tests play the Pix PSP: they read the charge from the BR Code the page shows and
 * notify the API the way a PSP's webhook would (API Pix `{ pix: [...] }`, signed with our HMAC).
 */

/** The EMV TLV fields of a BR Code (id → value); lengths count UTF-8 bytes. */
export function tlvFields(payload: string): Map<string, string> {
  const bytes = Buffer.from(payload, 'utf8');
  const fields = new Map<string, string>();
  let at = 0;
  while (at + 4 <= bytes.length) {
    const id = bytes.subarray(at, at + 2).toString('ascii');
    const length = Number(bytes.subarray(at + 2, at + 4).toString('ascii'));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`TLV inválido em ${at}`);
    fields.set(id, bytes.subarray(at + 4, at + 4 + length).toString('utf8'));
    at += 4 + length;
  }
  if (at !== bytes.length) throw new Error('BR Code truncado');
  return fields;
}

/** The txid of a Pix charge: field 62 (additional data) → 05 (reference label). */
export function pixTxid(brCode: string): string {
  const additional = tlvFields(brCode).get('62');
  const txid = additional === undefined ? undefined : tlvFields(additional).get('05');
  if (!txid) throw new Error('BR Code sem txid (campo 62-05)');
  return txid;
}

/** The amount of a BR Code (field 54, e.g. `"424.94"`). */
export function pixAmount(brCode: string): string | undefined {
  return tlvFields(brCode).get('54');
}

/** Integer cents as the API Pix `valor` text (`42494` → `"424.94"`), without floats. */
export function valorOf(cents: number): string {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An SPI end-to-end id: `E` + the payer bank's ISPB + yyyyMMddHHmm + 11 letters and digits. */
export function endToEndId(at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  const sequence = Array.from({ length: 11 }, () =>
    'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.charAt(Math.floor(Math.random() * 34)),
  ).join('');
  return `E18236120${stamp}${sequence}`;
}

/** The PSP tells the API this txid was paid (`POST /api/webhooks/pix`, signed). */
export async function notifyPixPaid(
  request: APIRequestContext,
  payment: { txid: string; amountCents: number },
): Promise<void> {
  const body = JSON.stringify({
    pix: [
      {
        endToEndId: endToEndId(),
        txid: payment.txid,
        valor: valorOf(payment.amountCents),
        horario: new Date().toISOString(),
      },
    ],
  });
  const response = await request.post('/api/webhooks/pix', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-pix-signature': signPixWebhook(body) },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ received: 1 });
}

export interface OrderView {
  id: number;
  status: number;
  total_cents: number;
  order_payments: { method: string; status: string; pix_qrcode: string | null }[];
}

/** The order as its buyer reads it, with the session the page holds. */
export async function readOrder(
  page: Page,
  request: APIRequestContext,
  orderId: number,
): Promise<OrderView> {
  const token = await page.evaluate(() => localStorage.getItem('lsp:session'));
  expect(token).toBeTruthy();
  const response = await request.get(`/api/find-order/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OrderView;
}

/** A new customer account made through the API (the sign-up form has its own test). */
export async function createCustomer(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post('/api/ls-brazil-create-user', {
    data: {
      name: 'Compradora Teste',
      email,
      password,
      password_confirmation: password,
      phone_number: '11987654321',
      identifier: '52998224725',
      accept_terms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The id of the store product that sells a published content, as the buy buttons resolve it. */
export async function storeProductFor(
  request: APIRequestContext,
  kind: 'course' | 'ebook' | 'signature',
  targetId: number,
): Promise<{ id: number; name: string; price_cents: number }> {
  const response = await request.get(`/api/store-product-for/${kind}/${targetId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; name: string; price_cents: number };
}
