/**
 * The idempotency key of a checkout attempt (`finish-cart-order`): made once per cart and reused
 * on every retry, double click or reload, so the API answers with the same order instead of
 * charging twice. Kept in sessionStorage: it means nothing beyond this tab.
 */
const PREFIX = 'lsp:checkout-key:';

function newKey(): string {
  const random =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
          b.toString(16).padStart(2, '0'),
        ).join('');
  return `chk-${random}`;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (the mobile notice's case): the key lives as long as the page.
    return null;
  }
}

const memory = new Map<number, string>();

export function checkoutKey(cartId: number): string {
  const storage = session();
  const stored = storage?.getItem(PREFIX + cartId) ?? memory.get(cartId) ?? null;
  if (stored !== null && /^[A-Za-z0-9_-]{8,80}$/.test(stored)) return stored;
  const key = newKey();
  memory.set(cartId, key);
  try {
    storage?.setItem(PREFIX + cartId, key);
  } catch {
    // Quota or privacy mode: the in-memory copy still covers retries on this page.
  }
  return key;
}

/** The cart became an order: its key has done its job. */
export function forgetCheckoutKey(cartId: number): void {
  memory.delete(cartId);
  try {
    session()?.removeItem(PREFIX + cartId);
  } catch {
    // Nothing to clean.
  }
}
