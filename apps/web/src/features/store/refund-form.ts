import { formatCurrency, parseCurrencyToCents, refundInputSchema } from '@app/shared';
import type { TFunction } from '../../i18n/react.tsx';
import type { RefundInput } from './orders-api.ts';
import '../../i18n/shared/index.ts';

export interface RefundFormValues {
  type: 'full' | 'partial';
  /** The partial amount as typed: "150", "150,50", "R$ 1.234,56". */
  amount: string;
  reason: string;
}

export type RefundFormErrors = Partial<Record<'amount' | 'reason', string>>;

export type RefundValidation =
  { ok: true; body: RefundInput } | { ok: false; errors: RefundFormErrors };

export const REFUND_REASON_MIN = 5;

/**
 * Checks the refund form before the API is asked: a reason of at least 5 characters (the API's
 * own rule), and for a partial refund an amount in reais that is more than zero and no more than
 * what is left to refund (`remainingCents`: total minus what was refunded already). The body it
 * builds is read by the same zod schema the API validates with.
 */
export function validateRefund(
  values: RefundFormValues,
  remainingCents: number,
  t: TFunction,
): RefundValidation {
  const errors: RefundFormErrors = {};
  if (values.reason.trim().length < REFUND_REASON_MIN)
    errors.reason = t('storeAdmin.refund.reasonTooShort', { min: REFUND_REASON_MIN });

  let amountCents: number | undefined;
  if (values.type === 'partial') {
    const parsed = parseCurrencyToCents(values.amount);
    if (values.amount.trim() === '') errors.amount = t('storeAdmin.refund.amountRequired');
    else if (parsed === null || parsed <= 0) errors.amount = t('storeAdmin.refund.amountInvalid');
    else if (parsed > remainingCents)
      errors.amount = t('storeAdmin.refund.amountTooLarge', {
        amount: formatCurrency(remainingCents),
      });
    else amountCents = parsed;
  }
  if (errors.amount || errors.reason) return { ok: false, errors };

  const body = {
    type: values.type,
    reason: values.reason.trim(),
    ...(amountCents === undefined ? {} : { amount_cents: amountCents }),
  };
  const checked = refundInputSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'amount_cents' ? 'amount' : 'reason';
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, body };
}

/** Where the API's 400 names a field (`{ error: { amount_cents: [...] } }`), the form's field. */
export const REFUND_SERVER_FIELDS: Record<string, keyof RefundFormErrors> = {
  amount_cents: 'amount',
  reason: 'reason',
};
