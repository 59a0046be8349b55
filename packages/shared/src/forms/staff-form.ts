import { z } from 'zod';
import { formatDurationText, parseDurationText } from '../format/duration.ts';
import { formatCurrency, parseCurrencyToCents } from '../format/number.ts';
import { saoPauloDay, saoPauloInstant, saoPauloTime } from '../learning/calendar.contract.ts';

/**
 * The staff forms (issue 14): each form is described once, here, by the API input schema it
 * sends and by its fields. A field says what the form holds (the text of an input, the id a
 * select holds as text…), how that becomes what the API reads, and how a stored value (the
 * record the API answered; nothing for a new record) becomes what the form holds again.
 *
 * `defineForm(input, fields)` gives `schema`, which `zodResolver` reads: its `z.input` is the
 * form's values and its `z.output` the API's input, checked by the API's own schema with its own
 * messages. Conversions never fail, except where the text itself cannot be read (an amount, a
 * length): that is said under the field, and the contract says everything else at once.
 */

/** The record a form edits, as the API answered it (`values` reads its fields by name). */
export type StoredRecord = Readonly<Record<string, unknown>>;

export interface FormField<Held, Sent> {
  /** What the form holds → what the API reads. */
  readonly sent: z.ZodType<Sent, Held>;
  /** A stored value (`undefined` for a new record) → what the form holds. */
  readonly held: (stored: unknown, record: StoredRecord | undefined) => Held;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field, whatever it holds
export type FormFields = Readonly<Record<string, FormField<any, any>>>;
export type HeldOf<F extends FormFields> = {
  -readonly [K in keyof F]: F[K] extends FormField<infer H, unknown> ? H : never;
};
export type SentOf<F extends FormFields> = {
  -readonly [K in keyof F]: F[K] extends FormField<unknown, infer S> ? S : never;
};

export const MONEY_TEXT_MESSAGE = 'Informe um valor em reais, como 20,00.';
export const DURATION_TEXT_MESSAGE =
  'Use minutos:segundos (31:12) ou horas:minutos:segundos (1:02:05).';
export const WHOLE_NUMBER_MESSAGE = 'Informe um número inteiro.';

/** A field of its own making (special inputs: a grid of prices, a date and an hour…). */
export function formField<Held, Sent>(
  sent: z.ZodType<Sent, Held>,
  held: FormField<Held, Sent>['held'],
): FormField<Held, Sent> {
  return { sent, held };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Text as typed; the API's schema says when it is missing or wrong. */
export function text(fallback = ''): FormField<string, string> {
  return formField(z.string(), (stored) => (isString(stored) ? stored : fallback));
}

/** Optional text: blank is "none" (null), and a stored null shows blank. */
export function optionalText(): FormField<string, string | null> {
  return formField(z.string().transform(blankToNull), (stored) => (isString(stored) ? stored : ''));
}

/**
 * Text shown masked (CPF/CNPJ, phone): the stored digits are shown through `mask`; blank is
 * null. The API's schema reads the masked text itself.
 */
export function maskedText(mask: (digits: string) => string): FormField<string, string | null> {
  return formField(z.string().transform(blankToNull), (stored) =>
    isString(stored) && stored !== '' ? mask(stored) : '',
  );
}

/** One of a fixed set (a segmented control, a required select). */
export function choice<const T extends string>(
  values: readonly T[],
  fallback: NoInfer<T>,
): FormField<T, T> {
  return formField(z.custom<T>(isString), (stored) =>
    values.includes(stored as T) ? (stored as T) : fallback,
  );
}

/** One of a fixed set or none (a clearable select, which holds null for none). */
export function optionalChoice<const T extends string>(
  values: readonly T[],
): FormField<T | null, T | null> {
  return formField(
    z.custom<T | null>((value) => value === null || isString(value)),
    (stored) => (values.includes(stored as T) ? (stored as T) : null),
  );
}

/** On or off. */
export function flag(fallback: boolean): FormField<boolean, boolean> {
  return formField(z.boolean(), (stored) => (typeof stored === 'boolean' ? stored : fallback));
}

/** A number input (Mantine's gives a number, or '' while empty: then `empty`). */
export function count<E extends number | null>(
  fallback: number | E,
  empty: E,
): FormField<number | string, number | E> {
  return formField(
    z.union([z.number(), z.string()]).transform((value) => (value === '' ? empty : Number(value))),
    (stored) => (typeof stored === 'number' ? stored : (fallback ?? '')),
  );
}

/** A whole number held as it is (a step's content id…). */
export function whole(fallback = 0): FormField<number, number> {
  return formField(z.number(), (stored) => (typeof stored === 'number' ? stored : fallback));
}

/** A whole number typed in a text input (an order, a page count): blank is `empty`. */
export function wholeNumberText<E extends number | null>(
  empty: E,
  fallback = '',
): FormField<string, number | E> {
  return formField(
    z.string().transform((value, ctx) => {
      if (value.trim() === '') return empty;
      if (/^\d+$/.test(value.trim())) return Number(value);
      ctx.addIssue({ code: 'custom', message: WHOLE_NUMBER_MESSAGE });
      return z.NEVER;
    }),
    (stored) => (typeof stored === 'number' ? String(stored) : fallback),
  );
}

/** A record picked in a select, which holds its id as text; none is null. */
export function pickedId(): FormField<string | null, number | null> {
  return formField(
    z
      .string()
      .nullable()
      .transform((value) => (value ? Number(value) : null)),
    (stored) => (typeof stored === 'number' && stored > 0 ? String(stored) : null),
  );
}

/** Records picked in a multi-select (ids as text). */
export function pickedIds(): FormField<string[], number[]> {
  return formField(
    z.array(z.string()).transform((ids) => ids.map(Number)),
    (stored) => (Array.isArray(stored) ? stored.map(String) : []),
  );
}

/** A list held as it is sent (tickers, benefits, brands, picked contents…). */
export function list<T>(): FormField<T[], T[]> {
  return formField(z.array(z.custom<T>(() => true)), (stored) =>
    Array.isArray(stored) ? (stored as T[]) : [],
  );
}

/** "99,90" for 9990 cents (the input shows the R$ symbol itself). */
export function centsToText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return formatCurrency(cents).replace(/^R\$\s?/, '');
}

/** An amount in reais typed as text ("1.234,56", "R$ 99,90") → cents; blank is `empty`. */
export function money<E extends number | null>(empty: E): FormField<string, number | E> {
  return formField(
    z.string().transform((value, ctx) => {
      if (value.trim() === '') return empty;
      const cents = parseCurrencyToCents(value);
      if (cents !== null && cents >= 0) return cents;
      ctx.addIssue({ code: 'custom', message: MONEY_TEXT_MESSAGE });
      return z.NEVER;
    }),
    (stored) => (typeof stored === 'number' && stored !== empty ? centsToText(stored) : ''),
  );
}

export const PRICE_REQUIRED_MESSAGE = 'Informe o preço.';

/** A price in reais that must be given. */
export function price(): FormField<string, number> {
  return formField(
    z.string().transform((value, ctx) => {
      const cents = parseCurrencyToCents(value);
      if (cents !== null && cents >= 0) return cents;
      const message = value.trim() === '' ? PRICE_REQUIRED_MESSAGE : MONEY_TEXT_MESSAGE;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
    (stored) => (typeof stored === 'number' ? centsToText(stored) : ''),
  );
}

/** "12,5" → 1250 basis points; null when blank, NaN when not a percentage with ≤ 2 decimals. */
export function percentToBasisPoints(value: string): number | null {
  const clean = value.replace('%', '').trim();
  if (clean === '') return null;
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12,5". */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  return `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * A percentage typed as text ("12,5") → basis points; blank is null and unreadable text NaN (the
 * API's schema says what a percentage must be: a hidden field must not hold the form back).
 */
export function percent(): FormField<string, number | null> {
  return formField(z.string().transform(percentToBasisPoints), (stored) =>
    typeof stored === 'number' ? basisPointsToPercent(stored) : '',
  );
}

/** A length typed as `31:12`, `1:02:05` or minutes → seconds (blank: 0). */
export function duration(): FormField<string, number> {
  return formField(
    z.string().transform((value, ctx) => {
      const seconds = parseDurationText(value);
      if (!Number.isNaN(seconds)) return seconds;
      ctx.addIssue({ code: 'custom', message: DURATION_TEXT_MESSAGE });
      return z.NEVER;
    }),
    (stored) => (typeof stored === 'number' ? formatDurationText(stored) : ''),
  );
}

/** A São Paulo `YYYY-MM-DDTHH:mm` (a datetime-local input) as the UTC instant it names. */
export function saoPauloLocalToIso(value: string): string | null {
  const [day, time] = value.split('T');
  if (!day || !time) return null;
  return saoPauloInstant(day, time.slice(0, 5));
}

/** An instant as a datetime-local input shows it in São Paulo (blank for none). */
export function isoToSaoPauloLocal(instant: string | null | undefined): string {
  return instant ? `${saoPauloDay(instant)}T${saoPauloTime(instant)}` : '';
}

/** A moment in São Paulo wall-clock time (a datetime-local input); blank is null. */
export function saoPauloDateTime(): FormField<string, string | null> {
  return formField(z.string().transform(saoPauloLocalToIso), (stored) =>
    isString(stored) ? isoToSaoPauloLocal(stored) : '',
  );
}

/** A São Paulo day and hour held apart (a date input and a time input). */
export interface DayAndTime {
  day: string;
  time: string;
}

/**
 * An instant as a São Paulo day and hour; incomplete is '' (the API's schema asks for it). A new
 * record starts at `fallback()`.
 */
export function saoPauloDayAndTime(fallback: () => Date): FormField<DayAndTime, string> {
  return formField(
    z
      .object({ day: z.string(), time: z.string() })
      .transform(({ day, time }) =>
        /^\d{4}-\d{2}-\d{2}$/.test(day) && /^\d{2}:\d{2}$/.test(time)
          ? saoPauloInstant(day, time)
          : '',
      ),
    (stored) => {
      const instant = isString(stored) ? stored : fallback();
      return { day: saoPauloDay(instant), time: saoPauloTime(instant) };
    },
  );
}

/** Fields held together (the ad texts of each brand…). */
export function group<F extends FormFields>(fields: F): FormField<HeldOf<F>, SentOf<F>> {
  return formField(objectOf(fields), (stored, record) =>
    heldOf(fields, (stored ?? undefined) as StoredRecord | undefined, record),
  );
}

/**
 * Rows of fields (prices per period, steps…). `shown` adds what a row shows but does not send
 * (a name, a status), read from the stored row; `fallback` is what a new record starts with.
 */
export function rows<F extends FormFields, Shown extends object = object>(
  fields: F,
  shown?: (stored: StoredRecord) => Shown,
  fallback: NoInfer<(HeldOf<F> & Shown)[]> = [],
): FormField<(HeldOf<F> & Shown)[], SentOf<F>[]> {
  return formField(
    z.array(objectOf(fields)) as unknown as z.ZodType<SentOf<F>[], (HeldOf<F> & Shown)[]>,
    (stored) =>
      Array.isArray(stored)
        ? (stored as StoredRecord[]).map((row) => ({
            ...heldOf(fields, row, row),
            ...(shown?.(row) as Shown),
          }))
        : fallback,
  );
}

function objectOf<F extends FormFields>(fields: F): z.ZodType<SentOf<F>, HeldOf<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.sent]));
  // Keys not listed (what a row only shows) are dropped here: the API's schemas are strict.
  return z.object(shape) as unknown as z.ZodType<SentOf<F>, HeldOf<F>>;
}

function heldOf<F extends FormFields>(
  fields: F,
  stored: StoredRecord | undefined,
  record: StoredRecord | undefined,
): HeldOf<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [name, f.held(stored?.[name], record)]),
  ) as HeldOf<F>;
}

/**
 * What the API's schema asks of a field, for its input to say before anything is sent: that it
 * must be filled (an asterisk) and how long its text may be (the input stops there).
 */
export interface FieldLimit {
  readonly required?: true;
  readonly maxLength?: number;
  /** The API takes null for "none" (a pick can be cleared). */
  readonly nullable?: true;
}

/** The wrappers that let a value be left out (the API takes none, or fills it in). */
const OPTIONAL_WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch']);

/** A field's limit, read from the API's schema of it (what a transform reads is its input). */
export function limitOf(schema: z.ZodType): FieldLimit {
  let node = schema as z.core.$ZodType;
  let optional = false;
  let nullable = false;
  for (;;) {
    const def = node._zod.def as z.core.$ZodTypeDef & {
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
    };
    if (OPTIONAL_WRAPPERS.has(def.type) && def.innerType) {
      optional = true;
      nullable ||= def.type === 'nullable';
      node = def.innerType;
    } else if (def.type === 'pipe' && def.in) node = def.in;
    else break;
  }
  const type = node._zod.def.type;
  if (type === 'string') {
    // Zod's string schemas (formats too: url, email) say their lengths; null where unsaid.
    const { minLength: minimum, maxLength: maximum } = node as unknown as {
      minLength: number | null;
      maxLength: number | null;
    };
    // A format (a URL, an e-mail) is never blank.
    const format = (node._zod.def as { format?: string }).format;
    return {
      ...(!optional && ((minimum ?? 0) >= 1 || format !== undefined)
        ? { required: true as const }
        : {}),
      ...(maximum === null ? {} : { maxLength: maximum }),
      ...(nullable ? { nullable: true as const } : {}),
    };
  }
  const chosen = type === 'number' || type === 'enum' || type === 'literal' || type === 'int';
  if (chosen && !optional) return { required: true };
  return nullable ? { nullable: true } : {};
}

/** The limits of the fields the API's object schema names (none for another kind of schema). */
function limitsOf(input: z.ZodType, names: readonly string[]): Record<string, FieldLimit> {
  const def = (input as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & {
    shape?: Record<string, z.ZodType>;
    in?: z.ZodType;
  };
  if (def.type === 'pipe' && def.in) return limitsOf(def.in, names);
  if (def.type !== 'object' || !def.shape) return {};
  const shape = def.shape;
  return Object.fromEntries(
    names.filter((name) => shape[name] !== undefined).map((name) => [name, limitOf(shape[name]!)]),
  );
}

/** A staff form: the schema `zodResolver` reads, the values of a record, the fields' names. */
export interface DefinedForm<Values extends object, Input> {
  /** The form's values in; the API's input out, as the API's own schema reads it. */
  readonly schema: z.ZodType<Input, Values>;
  /** What the form holds for a stored record; without one, for a new record. */
  readonly values: (record?: object | null) => Values;
  /** The names of the fields (where the API's field errors may land). */
  readonly fields: readonly (keyof Values & string)[];
  /** What the API's schema asks of each field it reads as the form holds it (by name). */
  readonly limits: Readonly<Record<string, FieldLimit>>;
}

/** The form's values (`z.input` of its schema). */
export type FormValuesOf<S> = S extends DefinedForm<infer V, unknown> ? V : never;
/** What a form sends (`z.output` of its schema: the API's input). */
export type FormInputOf<S> = S extends DefinedForm<object, infer I> ? I : never;

type Fits<F extends FormFields, I extends z.ZodType> = [SentOf<F>] extends [z.input<I>]
  ? unknown
  : { fieldsDoNotFit: z.input<I> };

/**
 * A staff form sending `input` (the API's schema) from `fields`. `adjust` reshapes what the
 * fields send when the form holds things differently (one date and an hour for an instant…).
 */
export function defineForm<I extends z.ZodType, F extends FormFields>(
  input: I,
  fields: F & Fits<F, I>,
): DefinedForm<HeldOf<F>, z.output<I>>;
export function defineForm<I extends z.ZodType, F extends FormFields>(
  input: I,
  fields: F,
  adjust: (sent: SentOf<F>) => z.input<I>,
): DefinedForm<HeldOf<F>, z.output<I>>;
export function defineForm<I extends z.ZodType, F extends FormFields>(
  input: I,
  fields: F,
  adjust?: (sent: SentOf<F>) => z.input<I>,
): DefinedForm<HeldOf<F>, z.output<I>> {
  const schema = z
    .custom<HeldOf<F>>(() => true)
    .transform((held, ctx) => {
      // Each field's text first: what cannot be read is said under it, in the form's words…
      const unreadable = new Set<string>();
      const sent: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(fields)) {
        const read = field.sent.safeParse((held as Record<string, unknown>)[name]);
        if (read.success) sent[name] = read.data;
        else {
          unreadable.add(name);
          for (const issue of read.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, path: [name, ...issue.path] });
        }
      }
      // …then the API's own schema, for everything else at once.
      const checked = input.safeParse(adjust ? adjust(sent as SentOf<F>) : sent);
      if (!checked.success)
        for (const issue of checked.error.issues)
          if (!unreadable.has(String(issue.path[0])))
            ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return checked.success && unreadable.size === 0 ? checked.data : z.NEVER;
    });
  return {
    schema,
    values: (record) => {
      const stored = (record ?? undefined) as StoredRecord | undefined;
      return heldOf(fields, stored, stored);
    },
    fields: Object.keys(fields),
    limits: limitsOf(input, Object.keys(fields)),
  };
}
