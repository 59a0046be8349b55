import { Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';
import { parseAddRequest } from '../add-request.ts';
import { useGuestCart } from '../guest-cart.ts';
import { CheckoutHeader, EmptyCart } from '../components/checkout-header.tsx';
import { MobileCartNotice } from '../components/mobile-cart-notice.tsx';
import { SignInToSee } from '../components/sign-in-to-see.tsx';
import '../i18n/index.ts';

// Paying an order (`?pedido=ID`: the Pix modal with its realtime watch, the boleto, another card)
// loads when there is one: a visit to the cart does not carry it, nor the realtime contract's
// schemas it parses frames with.
const OrderPaymentView = lazy(async () => ({
  default: (await import('../components/order-payment-view.tsx')).OrderPaymentView,
}));

// The checkout (lines, payment options with their select and the card form, coupon, terms) loads
// when there is a cart to check out: a session, a visitor's cart, or a product to add.
const Checkout = lazy(async () => ({
  default: (await import('../components/checkout.tsx')).Checkout,
}));

const ORDER_ID = /^[1-9]\d{0,15}$/;

/**
 * `/carrinho` (public, blank layout, light skin): the checkout. `?add=…`/`?produto=…` put a
 * product in the cart first; `?pedido=ID` pays an order that waits for its payment.
 */
export function CartPage({ storePath }: { storePath: string }) {
  const [search] = useSearchParams();
  const order = search.get('pedido');
  return (
    <Stack gap="lg" pb="xl">
      <MobileCartNotice />
      {order !== null && ORDER_ID.test(order) ? (
        <OrderRoute orderId={Number(order)} storePath={storePath} />
      ) : (
        <CartRoute storePath={storePath} />
      )}
    </Stack>
  );
}

function PageLoading() {
  const { t } = useTranslation('store');
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

function OrderRoute({ orderId, storePath }: { orderId: number; storePath: string }) {
  const { t } = useTranslation('store');
  const { loggedIn } = useSession();
  if (!loggedIn)
    return <SignInToSee target={`/carrinho?pedido=${orderId}`} text={t('checkout.order.signIn')} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <OrderPaymentView orderId={orderId} storePath={storePath} />
    </Suspense>
  );
}

/** A visitor with no cart and nothing to add sees the empty cart; anyone else the checkout. */
function CartRoute({ storePath }: { storePath: string }) {
  const [search] = useSearchParams();
  const { loggedIn } = useSession();
  const guest = useGuestCart();
  if (!loggedIn && !guest && parseAddRequest(search) === null) {
    return (
      <Stack gap="lg">
        <CheckoutHeader />
        <EmptyCart storePath={storePath} />
      </Stack>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Checkout storePath={storePath} />
    </Suspense>
  );
}
