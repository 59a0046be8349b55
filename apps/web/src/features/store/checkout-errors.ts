import { extractErrorMessages, extractPixErrorMessage, SERVER_ERROR_MESSAGE } from '@app/shared';
import { isApiError } from '../../lib/api-client/api-error.ts';

/** The checkout fields an API error can land under. */
export type CheckoutField =
  | 'coupon'
  | 'taxId'
  | 'terms'
  | 'paymentType'
  | 'installments'
  | 'cardNumber'
  | 'cardHolder'
  | 'cardExpiry'
  | 'cardCvv';

export interface CheckoutErrors {
  /** Messages shown under their fields (the first one of each field). */
  fields: Partial<Record<CheckoutField, string>>;
  /** Messages with no field of their own, shown in an alert. */
  general: string[];
}

/**
 * The API's field names (zod paths and the card gateway's) → our fields. The gateway names card
 * fields in camelCase (`card.holderName`), the request schema in snake_case (`card.holder_name`).
 */
const FIELD_OF: Record<string, CheckoutField> = {
  code: 'coupon',
  tax_id: 'taxId',
  accept_terms: 'terms',
  payment_type_id: 'paymentType',
  installments: 'installments',
  'card.number': 'cardNumber',
  'card.holder_name': 'cardHolder',
  'card.holderName': 'cardHolder',
  'card.exp_month': 'cardExpiry',
  'card.expMonth': 'cardExpiry',
  'card.exp_year': 'cardExpiry',
  'card.expYear': 'cardExpiry',
  'card.cvv': 'cardCvv',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) {
      const text = firstString(item);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/**
 * Splits a failed checkout call into messages under fields and messages for an alert. Bodies are
 * `{ error: string | string[] | { field: string[] } }` (ARCHITECTURE.md); anything the shared
 * reading of spec section 8 would show and no field claims goes to `general`.
 */
export function checkoutErrors(error: unknown): CheckoutErrors {
  if (!isApiError(error)) return { fields: {}, general: [SERVER_ERROR_MESSAGE] };
  const body: unknown = error.body;
  if (error.status < 500 && isRecord(body) && isRecord(body.error)) {
    const fields: CheckoutErrors['fields'] = {};
    const general: string[] = [];
    for (const [name, value] of Object.entries(body.error)) {
      const message = firstString(value);
      if (message === undefined) continue;
      const field = FIELD_OF[name];
      if (field === undefined) general.push(message);
      else fields[field] ??= message;
    }
    if (Object.keys(fields).length > 0 || general.length > 0) return { fields, general };
  }
  return { fields: {}, general: extractErrorMessages(error.status, body) };
}

/** Spec section 8, Pix modal: the first message of an array, the error string, or the first value of an object. */
export function pixErrorMessage(error: unknown): string {
  if (!isApiError(error)) return SERVER_ERROR_MESSAGE;
  if (error.status >= 500) return SERVER_ERROR_MESSAGE;
  return extractPixErrorMessage(error.body);
}
