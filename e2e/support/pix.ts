import { createHmac } from 'node:crypto';

/** The Pix webhook secret the browser-test server runs with (playwright.config.ts). */
export const E2E_PIX_WEBHOOK_SECRET = 'e2e-pix-webhook-secret-0123456789abcdef';

/** The HMAC-SHA256 the API checks in `x-pix-signature`, as a PSP (or its proxy) would sign. */
export function signPixWebhook(rawBody: string): string {
  return createHmac('sha256', E2E_PIX_WEBHOOK_SECRET).update(rawBody).digest('hex');
}
