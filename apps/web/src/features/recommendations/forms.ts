import { z } from 'zod';
import {
  BRAND_ID_VALUES,
  MARKET_VALUES,
  analystCredentialsInputSchema,
  centsToText,
  choice,
  count,
  defineForm,
  financialAssetInputSchema,
  flag,
  formField,
  money,
  optionalText,
  rows,
  text,
  tradeMethodInputSchema,
} from '@app/shared';
import type { BrandId, FormValuesOf, StoredRecord } from '@app/shared';

/**
 * The staff forms of the recommendations area, each sending its API's own input schema (the
 * shared contracts): `defineForm` wraps it, so `zodResolver` checks what is typed with the
 * contract's rules and pt-BR messages. Only how the inputs hold things is said here.
 */

const isNumber = (value: unknown): value is number => typeof value === 'number';

/**
 * A ticker: the tick is typed in reais ("0,01") and sent in cents. A new one starts as a stock
 * (most are) with a tick of R$ 0,01 and a lot of 100.
 */
export const tickerForm = defineForm(financialAssetInputSchema, {
  code: text(),
  name: text(),
  market: choice(MARKET_VALUES, 'stocks'),
  tick_size_cents: formField(money(null).sent, (stored) =>
    centsToText(isNumber(stored) ? stored : 1),
  ),
  lot_size: count(100, null),
  for_setups: flag(false),
  active: flag(true),
});
export type TickerValues = FormValuesOf<typeof tickerForm>;

/** "Every brand" is a choice of its own in the brand select; the API reads it as null. */
export const ALL_BRANDS = 'all';
type BrandChoice = BrandId | typeof ALL_BRANDS;

/** Blank sends nothing: the API makes the address from the name. */
const slugText = formField(
  z.string().transform((value) => value.trim() || undefined),
  (stored) => (typeof stored === 'string' ? stored : ''),
);

/** A setup row: the id of a kept setup goes back with it (absent: a new setup). */
const setupRow = {
  id: formField(z.number().optional(), (stored) => (isNumber(stored) ? stored : undefined)),
  name: text(),
  description: optionalText(),
  active: flag(true),
};

export const methodForm = defineForm(tradeMethodInputSchema, {
  name: text(),
  slug: slugText,
  description_html: optionalText(),
  brand: formField(
    z
      .enum([...BRAND_ID_VALUES, ALL_BRANDS])
      .transform((choice): BrandId | null => (choice === ALL_BRANDS ? null : choice)),
    (stored): BrandChoice =>
      BRAND_ID_VALUES.includes(stored as BrandId) ? (stored as BrandId) : ALL_BRANDS,
  ),
  active: flag(true),
  sort_order: count(0, 0),
  setups: rows(setupRow),
});
export type MethodValues = FormValuesOf<typeof methodForm>;
export type SetupValue = MethodValues['setups'][number];
export const NEW_SETUP: SetupValue = { id: undefined, name: '', description: '', active: true };

/**
 * An analyst's credentials. The declaration is accepted once (the API keeps when): a form for an
 * analyst who accepted it starts checked. The methods are picked by id (a multi-select's text).
 */
export const analystCredentialsForm = defineForm(analystCredentialsInputSchema, {
  cnpi: text(),
  declaration_accepted: formField(
    // The checkbox holds true or false; the contract asks for true, and says so in its words.
    z.boolean().transform((accepted) => accepted as true),
    (_stored, record: StoredRecord | undefined) =>
      typeof record?.declaration_accepted_at === 'string',
  ),
  conflicts_of_interest: text(),
  bio: optionalText(),
  trade_method_ids: formField(
    z.array(z.string()).transform((ids) => ids.map(Number)),
    (_stored, record: StoredRecord | undefined) =>
      Array.isArray(record?.trade_methods)
        ? (record.trade_methods as { id: number }[]).map((m) => String(m.id))
        : [],
  ),
});
export type AnalystCredentialsValues = FormValuesOf<typeof analystCredentialsForm>;
