import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { formatTaxId, isValidTaxId, ORDER_STATUS_PAID } from '@app/shared';
import type { Cart, StoreProduct } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { clearSession } from '../../../lib/session/session.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { parseAddRequest, resolveAddRequest } from '../add-request.ts';
import { EMPTY_CARD_FORM, readCardForm } from '../card.ts';
import type { CardForm } from '../card.ts';
import {
  addToCart,
  applyCoupon,
  CART_KEYS,
  choosePaymentType,
  fetchCart,
  fetchCustomerCart,
  handOverGuestCart,
  fetchGuestCart,
  finishOrder,
  installmentsQuery,
  paymentTypesQuery,
  removeCoupon,
  removeFromCart,
} from '../cart-api.ts';
import type { CartViewer, PaymentType } from '../cart-api.ts';
import classes from '../cart.module.css';
import { checkoutErrors } from '../checkout-errors.ts';
import type { CheckoutErrors } from '../checkout-errors.ts';
import { checkoutKey, forgetCheckoutKey } from '../checkout-key.ts';
import {
  forgetGuestCart,
  readGuestCart,
  saveGuestCart,
  updateGuestCart,
  useGuestCart,
} from '../guest-cart.ts';
import { AccountStep } from './account-step.tsx';
import { CardFields } from './card-fields.tsx';
import type { CardFieldErrors } from './card-fields.tsx';
import { CartLines, CartLinesSkeleton } from './cart-lines.tsx';
import type { CartLine } from './cart-lines.tsx';
import { CartSummary, CartSummarySkeleton } from './cart-summary.tsx';
import { CouponField } from './coupon-field.tsx';
import { GuestEmailStep } from './guest-email-step.tsx';
import { successPath } from '../success-path.ts';
import { InstallmentsSelect, PaymentOptions } from './payment-options.tsx';
import { TermsField } from './terms-field.tsx';
import { CheckoutHeader, EmptyCart } from './checkout-header.tsx';
import '../checkout/i18n/index.ts';

/** A toast with "Desfazer": the product comes back to the cart. */
function showUndo(message: string, undoLabel: string, onUndo: () => void) {
  const id = `cart-undo-${Date.now()}`;
  notifications.show({
    id,
    autoClose: 7000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}

/**
 * The checkout of a cart (`/carrinho` with a session, a visitor's cart or a product to add): the
 * lines, the payment options with the card form, the coupon, the summary, the terms. A chunk of
 * its own: a visitor with nothing in the cart sees the empty cart without it.
 */
export function Checkout({ storePath }: { storePath: string }) {
  const { t } = useTranslation('storeCheckout');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { loggedIn, user } = useSession();
  const guest = useGuestCart();
  const viewer: CartViewer | null = loggedIn
    ? { kind: 'user' }
    : guest
      ? { kind: 'guest', guest }
      : null;
  const cartKey = loggedIn ? CART_KEYS.user : CART_KEYS.guest(guest?.cartId ?? 0);

  // ------------------------------------------------------------ the cart
  const cartQuery = useQuery({
    queryKey: cartKey,
    enabled: viewer !== null,
    meta: { silent: true },
    retry: false,
    staleTime: 0,
    queryFn: async (): Promise<Cart> => {
      if (!loggedIn) return fetchGuestCart(guest!);
      const held = readGuestCart();
      let cart = held ? await handOverGuestCart(held.token) : await fetchCustomerCart();
      if (held) {
        // Merged: the account's cart has the products and the coupon now.
        forgetGuestCart();
        if (cart.payment_type === null && held.paymentTypeId !== null) {
          cart = await choosePaymentType({ kind: 'user' }, cart.id, held.paymentTypeId).catch(
            () => cart,
          );
        }
      }
      return cart;
    },
  });
  const cart = cartQuery.data;
  useEffect(() => {
    const error = cartQuery.error;
    if (!isApiError(error)) return;
    // On /carrinho a 401 comes back to the page (spec section 8): the session is gone.
    if (loggedIn && error.status === 401) clearSession();
    // The visitor cart was merged into an account or no longer exists.
    if (!loggedIn && (error.status === 404 || error.status === 401)) forgetGuestCart();
  }, [cartQuery.error, loggedIn]);

  const setCart = (next: Cart) => {
    client.setQueryData(cartKey, next);
    void client.invalidateQueries({ queryKey: CART_KEYS.quantity });
  };

  // ------------------------------------------------------------ ?add= / ?produto=
  const addRequest = useMemo(() => parseAddRequest(search), [search]);
  const addKey = addRequest ? JSON.stringify(addRequest) : null;
  const resolved = useQuery({
    queryKey: ['cart', 'resolve', addKey],
    queryFn: () => resolveAddRequest(client, addRequest!),
    enabled: addRequest !== null,
    meta: { silent: true },
    retry: false,
    staleTime: Infinity,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const cleanUrl = () => {
    const next = new URLSearchParams(search);
    next.delete('add');
    next.delete('produto');
    setSearch(next, { replace: true });
  };

  const add = useMutation({
    mutationFn: ({
      product,
      email,
    }: {
      product: Pick<StoreProduct, 'id' | 'name'>;
      email?: string;
    }) => addToCart(email !== undefined ? { kind: 'new-guest', email } : viewer!, product.id),
    meta: { silent: true },
    onSuccess: ({ cart: next, guest_token }, { product, email }) => {
      if (guest_token) {
        const stored = readGuestCart();
        saveGuestCart({
          cartId: next.id,
          token: guest_token,
          email: email ?? stored?.email ?? next.guest_email ?? '',
          paymentTypeId: stored?.cartId === next.id ? stored.paymentTypeId : null,
        });
        client.setQueryData(CART_KEYS.guest(next.id), next);
      } else {
        client.setQueryData(cartKey, next);
      }
      void client.invalidateQueries({ queryKey: CART_KEYS.quantity });
      notifications.show({ color: 'green', message: t('checkout.added', { name: product.name }) });
      cleanUrl();
    },
    onError: (error, { email }) => {
      // An e-mail the API refuses stays on the form; anything else ends the add.
      if (email !== undefined && emailError(error) !== undefined) return;
      setNotice(checkoutErrors(error).general[0] ?? t('checkout.addFailed'));
      cleanUrl();
    },
  });

  // A signed-in person, or a visitor who already gave an e-mail: add at once, once.
  const addedFor = useRef<string | null>(null);
  const hasViewer = viewer !== null;
  const cartSettled = !hasViewer || !cartQuery.isFetching;
  useEffect(() => {
    if (!addKey || resolved.isPending || !cartSettled || addedFor.current === addKey) return;
    if (resolved.data === null || resolved.isError) {
      addedFor.current = addKey;
      setNotice(t('checkout.unavailable'));
      cleanUrl();
      return;
    }
    if (!hasViewer) return; // the e-mail step asks first
    addedFor.current = addKey;
    add.mutate({ product: resolved.data });
    // Only when the request resolves or the cart settles; `add` and `cleanUrl` change every render.
  }, [addKey, resolved.isPending, resolved.data, resolved.isError, cartSettled, hasViewer]);

  // ------------------------------------------------------------ coupon, payment type
  const [couponError, setCouponError] = useState<string | undefined>();
  const coupon = useMutation({
    mutationFn: (code: string | null) =>
      code === null ? removeCoupon(viewer!, cart!.id) : applyCoupon(viewer!, cart!.id, code),
    meta: { silent: true },
    onSuccess: (next) => {
      setCouponError(undefined);
      setCart(next);
    },
    onError: (error) => {
      const read = checkoutErrors(error);
      setCouponError(read.fields.coupon ?? read.general[0]);
    },
  });

  const types = useQuery({ ...paymentTypesQuery, enabled: cart !== undefined });
  const [errors, setErrors] = useState<CheckoutErrors>({ fields: {}, general: [] });
  const payment = useMutation({
    mutationFn: ({ type, installments }: { type: PaymentType; installments?: number }) =>
      choosePaymentType(viewer!, cart!.id, type.id, installments),
    meta: { silent: true },
    onSuccess: (next, { type }) => {
      if (!loggedIn) updateGuestCart({ paymentTypeId: type.id });
      setErrors((e) => ({
        ...e,
        fields: { ...e.fields, paymentType: undefined, installments: undefined },
      }));
      setCart(next);
    },
    onError: (error) => setErrors(checkoutErrors(error)),
  });
  const method = cart?.payment_type?.method ?? null;
  const installments = useQuery(installmentsQuery(viewer, cart));
  const installment = installments.data?.find((o) => o.installments === cart?.installments);

  const remove = useMutation({
    mutationFn: (line: CartLine) => removeFromCart(viewer!, line.id),
    meta: { silent: true },
    onSuccess: (next, line) => {
      setCart(next);
      showUndo(t('checkout.lines.removed', { name: line.name }), t('checkout.lines.undo'), () =>
        add.mutate({ product: { id: line.product_id, name: line.name } }),
      );
    },
    onError: (error) => setNotice(checkoutErrors(error).general[0] ?? t('checkout.addFailed')),
  });

  // ------------------------------------------------------------ finishing
  const [accepted, setAccepted] = useState(false);
  // The boleto names its payer: the account's CPF/CNPJ is shown (and may be changed).
  const [taxId, setTaxId] = useState(() => formatTaxId(loggedIn ? user?.identifier : ''));
  const [card, setCard] = useState<CardForm>(EMPTY_CARD_FORM);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});
  const needsTaxId = loggedIn && (method === 'boleto' || !user?.identifier);
  // Only a CPF/CNPJ the buyer typed goes with the order; the account's is the API's default.
  const typedTaxId =
    needsTaxId && taxId.trim() !== '' && taxId !== formatTaxId(user?.identifier) ? taxId : null;

  const finish = useMutation({
    mutationFn: (body: Parameters<typeof finishOrder>[1]) => finishOrder(cart!.id, body),
    meta: { silent: true },
    onSuccess: (order) => {
      forgetCheckoutKey(cart!.id);
      client.setQueryData(CART_KEYS.order(order.id), order);
      void client.invalidateQueries({ queryKey: CART_KEYS.all });
      setCard(EMPTY_CARD_FORM);
      void navigate(
        order.status === ORDER_STATUS_PAID ? successPath(order.id) : `/carrinho?pedido=${order.id}`,
        { replace: order.status === ORDER_STATUS_PAID },
      );
    },
    onError: async (error) => {
      const read = checkoutErrors(error);
      setErrors(read);
      setCardErrors({
        number: read.fields.cardNumber,
        holder: read.fields.cardHolder,
        expiry: read.fields.cardExpiry,
        cvv: read.fields.cardCvv,
      });
      // The API may have opened the order before the card was refused: pay it from there.
      const fresh = await fetchCart(viewer!, cart!.id).catch(() => null);
      if (fresh?.order_id) {
        void client.invalidateQueries({ queryKey: CART_KEYS.all });
        void navigate(`/carrinho?pedido=${fresh.order_id}`);
        return;
      }
      void client.invalidateQueries({ queryKey: cartKey });
    },
  });

  const submit = () => {
    if (!cart) return;
    const local: CheckoutErrors = { fields: {}, general: [] };
    if (!cart.payment_type) local.fields.paymentType = t('checkout.errors.paymentType');
    if (!accepted) local.fields.terms = t('checkout.errors.terms');
    if (needsTaxId && (method === 'boleto' || taxId.trim() !== '') && !isValidTaxId(taxId))
      local.fields.taxId =
        taxId.trim() === ''
          ? t('checkout.errors.taxIdRequired')
          : t('checkout.errors.taxIdInvalid');
    let cardData: ReturnType<typeof readCardForm> | null = null;
    if (method === 'card') {
      cardData = readCardForm(card);
      setCardErrors(
        cardData.ok
          ? {}
          : Object.fromEntries(
              Object.entries(cardData.errors).map(([f, p]) => [f, t(`checkout.card.errors.${p}`)]),
            ),
      );
    }
    setErrors(local);
    if (Object.keys(local.fields).length > 0 || (cardData !== null && !cardData.ok)) return;
    finish.mutate({
      idempotency_key: checkoutKey(cart.id),
      payment_type_id: cart.payment_type!.id,
      installments: method === 'card' ? cart.installments : 1,
      accept_terms: true,
      ...(typedTaxId !== null ? { tax_id: typedTaxId } : {}),
      ...(cardData?.ok ? { card: cardData.card } : {}),
    });
  };

  // ------------------------------------------------------------ what to show
  const header = (
    <CheckoutHeader
      guestEmail={!loggedIn ? (guest?.email ?? null) : null}
      notice={notice}
      onCloseNotice={() => setNotice(null)}
    />
  );
  if (viewer === null && addRequest !== null && !resolved.isError && resolved.data !== null) {
    return (
      <Stack gap="lg">
        {header}
        <GuestEmailStep
          product={resolved.data ?? undefined}
          submitting={add.isPending}
          error={add.error ? emailError(add.error) : undefined}
          onSubmit={(email) => {
            if (!resolved.data) return;
            addedFor.current = addKey;
            add.mutate({ product: resolved.data, email });
          }}
        />
      </Stack>
    );
  }
  const loading =
    (viewer !== null && cartQuery.isPending) ||
    (addRequest !== null && (resolved.isPending || add.isPending));
  const failed =
    !loading &&
    cartQuery.isError &&
    !(isApiError(cartQuery.error) && [401, 404].includes(cartQuery.error.status));
  if (failed) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" variant="light" title={t('checkout.loadErrorTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('checkout.loadError')}</Text>
            <Button size="xs" variant="light" onClick={() => void cartQuery.refetch()}>
              {t('checkout.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!loading && (!cart || cart.products.length === 0)) {
    return (
      <Stack gap="lg">
        {header}
        <EmptyCart storePath={storePath} />
      </Stack>
    );
  }

  const busy =
    add.isPending || remove.isPending || coupon.isPending || payment.isPending || finish.isPending;
  return (
    <Stack gap="lg">
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="cart-products"
            >
              <Title order={2} size="h4" id="cart-products">
                {cart
                  ? t('checkout.lines.title', { count: cart.products_amount })
                  : t('checkout.lines.titleLoading')}
              </Title>
              {cart ? (
                <CartLines
                  lines={cart.products}
                  onRemove={(line) => remove.mutate(line)}
                  removingId={remove.isPending ? (remove.variables?.id ?? null) : null}
                  disabled={busy}
                />
              ) : (
                <CartLinesSkeleton />
              )}
            </Card>
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="cart-payment"
            >
              <Stack gap="md">
                <Title order={2} size="h4" id="cart-payment">
                  {t('checkout.payment.title')}
                </Title>
                {cart ? (
                  <PaymentOptions
                    types={types.data}
                    cart={cart}
                    pendingTypeId={payment.isPending ? (payment.variables?.type.id ?? null) : null}
                    disabled={busy}
                    error={errors.fields.paymentType}
                    onChoose={(type) => payment.mutate({ type })}
                  />
                ) : (
                  <CartSummarySkeleton />
                )}
                {cart && method === 'card' && (
                  <InstallmentsSelect
                    options={installments.data}
                    value={cart.installments}
                    disabled={busy}
                    error={errors.fields.installments}
                    onChange={(n) => payment.mutate({ type: cart.payment_type!, installments: n })}
                  />
                )}
                {loggedIn && method === 'card' && (
                  <CardFields
                    value={card}
                    errors={cardErrors}
                    disabled={finish.isPending}
                    onChange={(next, field) => {
                      setCard(next);
                      setCardErrors((e) => ({ ...e, [field]: undefined }));
                    }}
                  />
                )}
                {!loggedIn && method === 'card' && (
                  <Text size="sm" c="dimmed">
                    {t('checkout.card.afterLogin')}
                  </Text>
                )}
                {method === 'boleto' && (
                  <Text size="sm" c="dimmed">
                    {t('checkout.boleto.note')}
                  </Text>
                )}
                {needsTaxId && (
                  <TextInput
                    label={t('checkout.taxId.label')}
                    description={
                      method === 'boleto'
                        ? t('checkout.taxId.boletoHint')
                        : t('checkout.taxId.optionalHint')
                    }
                    required={method === 'boleto'}
                    inputMode="numeric"
                    autoComplete="off"
                    value={taxId}
                    error={errors.fields.taxId}
                    onChange={(event) => {
                      setTaxId(formatTaxId(event.currentTarget.value));
                      setErrors((e) => ({ ...e, fields: { ...e.fields, taxId: undefined } }));
                    }}
                  />
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Card
            withBorder
            radius="lg"
            padding="lg"
            shadow="sm"
            className={classes.sticky}
            component="section"
            aria-labelledby="cart-summary-title"
          >
            <Stack gap="md">
              <Title order={2} size="h4" id="cart-summary-title">
                {t('checkout.summary.title')}
              </Title>
              {cart && viewer ? (
                <>
                  <CouponField
                    cart={cart}
                    error={couponError}
                    applying={coupon.isPending && coupon.variables !== null}
                    removing={coupon.isPending && coupon.variables === null}
                    onApply={(code) => coupon.mutate(code)}
                    onRemove={() => coupon.mutate(null)}
                    onEdit={() => setCouponError(undefined)}
                  />
                  <Divider />
                  <CartSummary cart={cart} installment={installment} />
                  <Divider />
                  {loggedIn ? (
                    <Stack gap="sm">
                      <TermsField
                        viewer={viewer}
                        cartId={cart.id}
                        checked={accepted}
                        error={errors.fields.terms}
                        disabled={finish.isPending}
                        onChange={(value) => {
                          setAccepted(value);
                          setErrors((e) => ({ ...e, fields: { ...e.fields, terms: undefined } }));
                        }}
                      />
                      {errors.general.length > 0 && (
                        <Alert
                          color="red"
                          variant="light"
                          role="alert"
                          data-testid="checkout-error"
                        >
                          {errors.general.join('\n')}
                        </Alert>
                      )}
                      <Button
                        size="lg"
                        fullWidth
                        loading={finish.isPending}
                        disabled={busy && !finish.isPending}
                        leftSection={<IconLock size={18} aria-hidden />}
                        onClick={submit}
                        data-testid="finish-order"
                      >
                        {t('checkout.finish')}
                      </Button>
                    </Stack>
                  ) : (
                    <AccountStep email={guest?.email ?? ''} />
                  )}
                </>
              ) : (
                <CartSummarySkeleton />
              )}
              <Text size="xs" c="dimmed" ta="center">
                {t('checkout.guarantee')}
              </Text>
            </Stack>
          </Card>
          <Group justify="center" mt="md">
            <Button component={Link} to={storePath} variant="subtle" size="sm">
              {t('checkout.keepShopping')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function emailError(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { error?: Record<string, unknown> } | null;
  const email = body?.error && typeof body.error === 'object' ? body.error.email : undefined;
  return Array.isArray(email) && typeof email[0] === 'string' ? email[0] : undefined;
}
