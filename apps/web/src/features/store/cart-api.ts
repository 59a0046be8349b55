import type {
  CardInput,
  Cart,
  CartTerms,
  CustomerCarts,
  FinishOrderInput,
  GuestCartAdded,
  InstallmentOption,
  NewPaymentInput,
  Order,
  PaymentType,
  PublicSignatureType,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import type { ApiRequestOptions } from '../../lib/api-client/api-client.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';
import type { GuestCart } from './guest-cart.ts';

/** The API's answers and bodies, from `@app/shared`'s store contracts. */
export type {
  InstallmentOption,
  PaymentType,
  CartTerms,
  CustomerCarts,
  CardInput as CardData,
  FinishOrderInput as FinishOrderBody,
  NewPaymentInput as NewPaymentBody,
};

/** Who owns the cart being changed: the signed-in person, or a visitor with its token. */
export type CartViewer = { kind: 'user' } | { kind: 'guest'; guest: GuestCart };

export const CART_TOKEN_HEADER = 'x-cart-token';

/**
 * On /carrinho and /pagamento/sucesso the API client hands a 401 back instead of throwing (spec
 * section 8); this feature treats it as the error it is, so queries and mutations fail alike.
 */
async function call<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiRequest<T>(path, options);
  if (response.status >= 400) throw new ApiError(response.status, response.data);
  return response.data;
}

function viewerHeaders(viewer: CartViewer): Record<string, string> {
  return viewer.kind === 'guest' ? { [CART_TOKEN_HEADER]: viewer.guest.token } : {};
}

export const CART_KEYS = {
  all: ['cart'] as const,
  user: ['cart', 'user'] as const,
  guest: (cartId: number) => ['cart', 'guest', cartId] as const,
  quantity: ['cart', 'quantity'] as const,
  installments: (cartId: number, totalCents: number, paymentTypeId: number | null) =>
    ['cart', 'installments', cartId, totalCents, paymentTypeId] as const,
  terms: (cartId: number) => ['cart', 'terms', cartId] as const,
  order: (id: number) => ['order', id] as const,
};

// ------------------------------------------------------------------ cart

/** The account's open cart (the empty cart, id 0, when there is none). */
export function fetchCustomerCart(): Promise<Cart> {
  return call<Cart>('/api/ls-brazil-customer-cart');
}

/**
 * Hands the visitor cart the browser still holds over to the account (that is how a cart
 * survives sign-up or login) and answers the account's cart.
 */
export function handOverGuestCart(guestToken: string): Promise<Cart> {
  return call<Cart>('/api/shopping-cart-hand-over', {
    method: 'POST',
    headers: { [CART_TOKEN_HEADER]: guestToken },
  });
}

/** A cart by id: the owner's (bearer) or the visitor's (token). */
export function fetchCart(viewer: CartViewer, cartId: number): Promise<Cart> {
  return call<Cart>(`/api/find-shopping-cart/${cartId}`, { headers: viewerHeaders(viewer) });
}

export function fetchGuestCart(guest: GuestCart): Promise<Cart> {
  return call<Cart>(`/api/find-shopping-cart/${guest.cartId}`, {
    headers: { [CART_TOKEN_HEADER]: guest.token },
  });
}

/** Spec section 9: the header's quantity is the sum of products_amount across the carts. */
export async function fetchCartQuantity(
  loggedIn: boolean,
  guest: GuestCart | null,
): Promise<number> {
  if (loggedIn) return (await call<CustomerCarts>('/api/ls-brazil-customer-carts')).products_amount;
  if (guest) return (await fetchGuestCart(guest)).products_amount;
  return 0;
}

export const cartQuantityQuery = (loggedIn: boolean, guest: GuestCart | null) =>
  queryOptions({
    queryKey: [...CART_KEYS.quantity, loggedIn, guest?.cartId ?? null],
    queryFn: () => fetchCartQuantity(loggedIn, guest),
    meta: { silent: true },
    retry: false,
  });

export async function addToCart(
  viewer: CartViewer | { kind: 'new-guest'; email: string },
  productId: number,
): Promise<{ cart: Cart; guest_token?: string }> {
  if (viewer.kind === 'user') {
    return {
      cart: await call<Cart>('/api/shopping-cart-add-product', { body: { product_id: productId } }),
    };
  }
  const email = viewer.kind === 'guest' ? viewer.guest.email : viewer.email;
  return call<GuestCartAdded>('/api/shopping-cart-add-product-no-login', {
    query: { email },
    body: { product_id: productId },
    headers: viewer.kind === 'guest' ? viewerHeaders(viewer) : {},
  });
}

/** `lineId` is the cart line's id (`cart.products[].id`), not the product's. */
export function removeFromCart(viewer: CartViewer, lineId: number): Promise<Cart> {
  return call<Cart>(`/api/shopping-cart-delete-product/${lineId}`, {
    method: 'POST',
    headers: viewerHeaders(viewer),
  });
}

export function applyCoupon(viewer: CartViewer, cartId: number, code: string): Promise<Cart> {
  if (viewer.kind === 'user')
    return call<Cart>(`/api/shopping-cart-apply-coupon/${cartId}`, {
      method: 'PUT',
      body: { code },
    });
  return call<Cart>(`/api/shopping-cart-apply-coupon-no-login/${cartId}`, {
    method: 'PUT',
    body: { code, email: viewer.guest.email },
    headers: viewerHeaders(viewer),
  });
}

export function removeCoupon(viewer: CartViewer, cartId: number): Promise<Cart> {
  return call<Cart>(`/api/shopping-cart-remove-coupon/${cartId}`, {
    method: 'PUT',
    headers: viewerHeaders(viewer),
  });
}

/** The payment type changes the discount (Pix) and the installments on offer (card). */
export function choosePaymentType(
  viewer: CartViewer,
  cartId: number,
  paymentTypeId: number,
  installments?: number,
): Promise<Cart> {
  return call<Cart>(`/api/recalculate-discount-with-payment-type/${cartId}`, {
    body: { payment_type_id: paymentTypeId, ...(installments ? { installments } : {}) },
    headers: viewerHeaders(viewer),
  });
}

/** Card installments of this cart (only asked while the card is the chosen payment type). */
export const installmentsQuery = (viewer: CartViewer | null, cart: Cart | undefined) =>
  queryOptions({
    // The options follow the total: a coupon or another payment type asks again.
    queryKey: CART_KEYS.installments(
      cart?.id ?? 0,
      cart?.total_cents ?? 0,
      cart?.payment_type?.id ?? null,
    ),
    queryFn: () =>
      call<InstallmentOption[]>(`/api/select-shopping-cart-installments/${cart!.id}`, {
        headers: viewerHeaders(viewer!),
      }),
    enabled: viewer !== null && cart !== undefined && cart.payment_type?.method === 'card',
    staleTime: 60_000,
  });

export const termsQuery = (viewer: CartViewer, cartId: number) =>
  queryOptions({
    queryKey: CART_KEYS.terms(cartId),
    queryFn: () =>
      call<CartTerms>(`/api/get-shopping-cart-term/${cartId}`, { headers: viewerHeaders(viewer) }),
    staleTime: Infinity,
  });

export const paymentTypesQuery = queryOptions({
  queryKey: ['payment-types'],
  queryFn: () => call<PaymentType[]>('/api/select-payment-type'),
  staleTime: 5 * 60_000,
});

// ------------------------------------------------------------------ orders

export function finishOrder(cartId: number, body: FinishOrderInput): Promise<Order> {
  return call<Order>(`/api/finish-cart-order/${cartId}`, { body });
}

export function fetchOrder(id: number): Promise<Order> {
  return call<Order>(`/api/find-order/${id}`);
}

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: CART_KEYS.order(id),
    queryFn: () => fetchOrder(id),
    meta: { silent: true },
    retry: false,
    staleTime: 0,
  });

/** A fresh Pix code after the old one expired, or another card after a decline. */
export function newOrderPayment(id: number, body: NewPaymentInput): Promise<Order> {
  return call<Order>(`/api/order-new-payment/${id}`, { body });
}

// ------------------------------------------------------------------ catalogue

export function fetchPublicSignature(slug: string): Promise<PublicSignatureType> {
  return call<PublicSignatureType>(`/api/public-signature-type/${encodeURIComponent(slug)}`);
}
