import { z } from 'zod';
import { normalizeCep } from '../format/cep.ts';
import { nationalPhoneDigits } from '../format/phone.ts';
import { normalizeTaxId } from '../format/tax-id.ts';
import { isHourMinute } from '../format/inputs.ts';
import { isLookupableCep } from './cep.ts';
import { isValidBrazilianPhone } from './phone.ts';
import { isValidCnpj, isValidCpf, isValidTaxId } from './tax-id.ts';

/**
 * zod schemas for Brazilian ids, written once for the Fastify routes and the React forms
 * (zodResolver). Each accepts the masked or the bare value and outputs the canonical form the
 * API stores: digits only (uppercase 0-9A-Z for a CNPJ). In a form, `z.input` is what the field
 * holds and `z.output` what is submitted.
 */

export const CPF_INVALID_MESSAGE = 'CPF inválido';
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido';
export const CEP_LENGTH_MESSAGE = 'CEP deve ter 8 dígitos';
export const PHONE_INVALID_MESSAGE = 'Telefone inválido';
export const HOUR_MINUTE_INVALID_MESSAGE = 'Horário inválido';

/** `529.982.247-25` → `52998224725`. */
export const cpfSchema = z
  .string({ error: CPF_INVALID_MESSAGE })
  .refine(isValidCpf, { error: CPF_INVALID_MESSAGE })
  .transform((value) => normalizeTaxId(value));

/** `12.abc.345/01de-35` → `12ABC34501DE35`. */
export const cnpjSchema = z
  .string({ error: CNPJ_INVALID_MESSAGE })
  .refine(isValidCnpj, { error: CNPJ_INVALID_MESSAGE })
  .transform((value) => normalizeTaxId(value));

/** A CPF (up to 11 characters once unmasked) or a CNPJ; the message names the one expected. */
export const taxIdSchema = z
  .string({ error: CPF_INVALID_MESSAGE })
  .refine(isValidTaxId, {
    error: (issue) =>
      typeof issue.input === 'string' && issue.input.replace(/[.\-/\s]+/g, '').length > 11
        ? CNPJ_INVALID_MESSAGE
        : CPF_INVALID_MESSAGE,
  })
  .transform((value) => normalizeTaxId(value));

/** `01310-100` → `01310100`. */
export const cepSchema = z
  .string({ error: CEP_LENGTH_MESSAGE })
  .refine(isLookupableCep, { error: CEP_LENGTH_MESSAGE })
  .transform((value) => normalizeCep(value));

/** `(11) 98765-4321` or `+55 11 98765-4321` → `11987654321`. */
export const phoneSchema = z
  .string({ error: PHONE_INVALID_MESSAGE })
  .refine(isValidBrazilianPhone, { error: PHONE_INVALID_MESSAGE })
  .transform((value) => nationalPhoneDigits(value));

/** `HH:mm`, 00:00 to 23:59. */
export const hourMinuteSchema = z
  .string({ error: HOUR_MINUTE_INVALID_MESSAGE })
  .refine(isHourMinute, { error: HOUR_MINUTE_INVALID_MESSAGE });
