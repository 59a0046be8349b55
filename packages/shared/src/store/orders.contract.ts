import { z } from 'zod';
import { listQuerySchema } from '../identity/users.contract.ts';
import { BRAND_ID_VALUES, PRODUCT_KIND_VALUES } from './catalogue.contract.ts';
import { cardInputSchema, PAYMENT_METHOD_VALUES } from './cart.contract.ts';
import { isoDate } from './fields.ts';

/**
 * The store's orders (issue 5): payments, refunds, cancellations and the Pix webhook's answer.
 * Money in integer cents; times as ISO strings (UTC).
 */

export const REFUND_TYPE_VALUES = ['full', 'partial'] as const;
export const PAYMENT_STATUS_VALUES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'declined',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

/** Spec section 3: status 2 means paid. */
export const ORDER_STATUS_PAID = 2;
export const ORDER_STATUSES = [
  { id: 1, name: 'Aguardando pagamento' },
  { id: 2, name: 'Pago' },
  { id: 3, name: 'Cancelado' },
  { id: 4, name: 'Expirado' },
  { id: 5, name: 'Estornado' },
  { id: 6, name: 'Estornado parcialmente' },
] as const;
export function orderStatusName(status: number): string {
  return ORDER_STATUSES.find((s) => s.id === status)?.name ?? 'Desconhecido';
}

/** `order-new-payment/{id}`: a new attempt for an unpaid order (renewed Pix, another card). */
export const newPaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHOD_VALUES).optional(),
    installments: z.coerce.number().int().min(1).max(12).optional(),
    card: cardInputSchema.optional(),
  })
  .strict();
export type NewPaymentInput = z.input<typeof newPaymentSchema>;

export const orderPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  status: z.enum(PAYMENT_STATUS_VALUES),
  amount_cents: z.number().int(),
  installments: z.number().int(),
  provider: z.string(),
  /** Spec section 3: the BR Code ("copia e cola"), its QR image and when it expires. */
  pix_qrcode: z.string().nullable(),
  pix_qrcode_url: z.string().nullable(),
  pix_expiration_date: isoDate.nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  boleto_line: z.string().nullable(),
  boleto_barcode: z.string().nullable(),
  boleto_due_date: z.string().nullable(),
  decline_message: z.string().nullable(),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
});

export const orderProductSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  amount: z.number().int(),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  access_days: z.number().int().nullable(),
  /** Where the buyer finds it once paid (course player, ebooks, signatures…). */
  link: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  brand: z.string(),
  user_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_tax_id: z.string().nullable(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  installments: z.number().int(),
  subtotal_cents: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_discount_cents: z.number().int(),
  payment_discount_cents: z.number().int(),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  products: z.array(orderProductSchema),
  order_payments: z.array(orderPaymentSchema),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
});
export type Order = z.infer<typeof orderSchema>;

export const orderRefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: z.enum(REFUND_TYPE_VALUES),
  amount_cents: z.number().int(),
  reason: z.string(),
  provider_status: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoDate,
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailsSchema = orderSchema.extend({
  refunds: z.array(orderRefundSchema),
  notices: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      external_id: z.string(),
      amount_cents: z.number().int().nullable(),
      outcome: z.string(),
      created_at: isoDate,
    }),
  ),
  history: z.array(
    z.object({
      action: z.string(),
      actor_name: z.string().nullable(),
      created_at: isoDate,
      /** What the action recorded (refund amount and reason, cancel reason, totals…). */
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

export const orderListItemSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  brand: z.string(),
  user_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  products_summary: z.string(),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const listOrdersQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    status: z.coerce.number().int().min(1).max(6).optional(),
    method: z.enum(PAYMENT_METHOD_VALUES).optional(),
    brand: z.enum(BRAND_ID_VALUES).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();

export const refundInputSchema = z
  .object({
    type: z.enum(REFUND_TYPE_VALUES),
    /** Partial refunds: how much (full refunds take what is left). */
    amount_cents: z.coerce.number().int().min(1).optional(),
    reason: z
      .string()
      .trim()
      .min(5, { error: 'Descreva o motivo (mínimo 5 caracteres).' })
      .max(500),
  })
  .strict()
  .refine((r) => r.type === 'full' || r.amount_cents !== undefined, {
    error: 'Informe o valor do estorno.',
    path: ['amount_cents'],
  });
export type RefundInput = z.input<typeof refundInputSchema>;

export const cancelOrderSchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .strict();

/** The Pix webhook's answer. */
export const pixWebhookResponseSchema = z.object({ received: z.number().int() });
