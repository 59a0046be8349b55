import { orderTopic, ORDER_STATUS_PAID } from '@app/shared';
import type { Order } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api-client/api-error.ts';
import { useRealtimeTopic } from '../../lib/realtime/use-realtime-topic.ts';
import { clearSession } from '../../lib/session/session.ts';
import { CART_KEYS, orderQuery } from './cart-api.ts';

/** Spec: the Pix modal polls `find-order` every 15 s besides the realtime push. */
export const ORDER_POLL_MS = 15_000;
const AWAITING_PAYMENT = 1;
const EXPIRED = 4;

/** An order whose payment may still arrive (a late Pix can pay an expired code). */
export function awaitsPayment(order: Pick<Order, 'status'> | undefined): boolean {
  return order?.status === AWAITING_PAYMENT || order?.status === EXPIRED;
}

/**
 * The order, kept current while it waits for payment: the realtime topic `order:<id>` pushes
 * its status (the status is applied at once, then the order is read again), and `find-order` is
 * polled every 15 s in case the socket is down. After every (re)subscription the order is read,
 * so nothing that happened while disconnected is missed.
 */
export function useOrderWatch(orderId: number) {
  const client = useQueryClient();
  const query = useQuery({
    ...orderQuery(orderId),
    refetchInterval: (q) => (awaitsPayment(q.state.data) ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
  // On the cart and success pages a 401 comes back to the page (spec section 8): the session is
  // gone, so the page asks the buyer to log in again.
  useEffect(() => {
    if (isApiError(query.error) && query.error.status === 401) clearSession();
  }, [query.error]);
  const refresh = () => void client.invalidateQueries({ queryKey: CART_KEYS.order(orderId) });
  useRealtimeTopic(
    awaitsPayment(query.data) ? orderTopic(orderId) : null,
    (event) => {
      if (event.name !== 'order.status' || event.order_id !== orderId) return;
      client.setQueryData<Order>(CART_KEYS.order(orderId), (old) =>
        old ? { ...old, status: event.status, status_name: event.status_name } : old,
      );
      if (event.status === ORDER_STATUS_PAID)
        void client.invalidateQueries({ queryKey: CART_KEYS.quantity });
      refresh();
    },
    { onSubscribed: refresh },
  );
  return { order: query, refresh };
}
