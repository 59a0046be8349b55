import type { MantineColor } from '@mantine/core';
import type { PaymentStatus } from '@app/shared';
import '../../i18n/shared/index.ts';

/**
 * How an order's status (spec section 3: 1 to 6) looks on staff screens. The label is an i18n key
 * under `storeAdmin.statuses`; its pt-BR text is the API's `orderStatusName` (a test keeps them
 * equal). Colours: waiting is yellow, money in is teal, money back is red (grape when partial),
 * orders that never paid are grey or orange.
 */
export const ORDER_STATUS_BADGES = {
  1: { key: 'pending', color: 'yellow' },
  2: { key: 'paid', color: 'teal' },
  3: { key: 'cancelled', color: 'gray' },
  4: { key: 'expired', color: 'orange' },
  5: { key: 'refunded', color: 'red' },
  6: { key: 'partiallyRefunded', color: 'grape' },
} as const satisfies Record<number, { key: string; color: MantineColor }>;

export type OrderStatusKey = (typeof ORDER_STATUS_BADGES)[keyof typeof ORDER_STATUS_BADGES]['key'];

/** A status the screen does not know (a newer API): shown as such, never as another status. */
export const UNKNOWN_ORDER_STATUS = { key: 'unknown', color: 'dark' } as const;

export function orderStatusBadge(status: number): {
  key: OrderStatusKey | 'unknown';
  color: MantineColor;
} {
  return status in ORDER_STATUS_BADGES
    ? ORDER_STATUS_BADGES[status as keyof typeof ORDER_STATUS_BADGES]
    : UNKNOWN_ORDER_STATUS;
}

/** Orders whose payment staff may confirm or cancel (the API accepts pending and expired). */
export function canSettle(status: number): boolean {
  return status === 1 || status === 4;
}

/** Orders with money left to give back: paid, or refunded in part. */
export function canRefund(status: number): boolean {
  return status === 2 || status === 6;
}

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, MantineColor> = {
  pending: 'yellow',
  paid: 'teal',
  expired: 'orange',
  cancelled: 'gray',
  declined: 'red',
  refunded: 'red',
};

/** What became of each webhook notice (payment_notices.outcome). */
export const NOTICE_OUTCOME_COLORS: Record<string, MantineColor> = {
  paid: 'teal',
  duplicate: 'gray',
  amount_mismatch: 'red',
  unknown_charge: 'orange',
  not_pending: 'yellow',
};

/** Audit actions of an order (orders.service) → `storeAdmin.history.*` keys. */
export const HISTORY_ACTION_KEYS: Record<string, string> = {
  'store.order.created': 'created',
  'store.order.paid': 'paid',
  'store.order.confirmed': 'confirmed',
  'store.order.cancelled': 'cancelled',
  'store.order.refunded': 'refunded',
};
