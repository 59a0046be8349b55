import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';

/**
 * Investor calendar (issue 4, Liberta `/calendario-do-investidor`): economic events with date and
 * hour, importance 1 (low) to 3 (high), country and related assets; exported as `.ics`. Days are
 * São Paulo days; instants are UTC ISO strings.
 */

export const CALENDAR_TIME_ZONE = 'America/Sao_Paulo';
export const IMPORTANCE_VALUES = [1, 2, 3] as const;
export type Importance = (typeof IMPORTANCE_VALUES)[number];
/** The longest span one request may ask for (a year). */
export const CALENDAR_MAX_RANGE_DAYS = 366;

let ready = false;
function tz(): typeof dayjs {
  if (!ready) {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    ready = true;
  }
  return dayjs;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD`. */
export function isIsoDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The São Paulo day of an instant: `2026-11-24T02:00:00Z` → `2026-11-23`. */
export function saoPauloDay(instant: string | Date): string {
  return tz()(instant).tz(CALENDAR_TIME_ZONE).format('YYYY-MM-DD');
}

/** The São Paulo wall-clock time of an instant, `HH:mm`. */
export function saoPauloTime(instant: string | Date): string {
  return tz()(instant).tz(CALENDAR_TIME_ZONE).format('HH:mm');
}

/** The instant (UTC ISO) of a São Paulo day and optional time: `('2026-11-23', '10:30')`. */
export function saoPauloInstant(day: string, time?: string | null): string {
  return tz()
    .tz(`${day}T${time ?? '00:00'}:00`, CALENDAR_TIME_ZONE)
    .toDate()
    .toISOString();
}

/** `day` plus `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `day` (weeks start on Monday, as in Brazil's market calendars). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const isoDaySchema = z
  .string()
  .refine(isIsoDay, { error: 'Informe uma data no formato AAAA-MM-DD.' });

/** `2,3` or `3` (a query string) → `[2, 3]`. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T, message: string) =>
  z
    .string()
    .max(60, { error: message })
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(item, { error: message }).max(10, { error: message }));

const COUNTRY = /^[A-Z]{2}$/;
const IMPORTANCE_QUERY_MESSAGE = 'Importância: use 1, 2 ou 3, separados por vírgula.';
const COUNTRY_QUERY_MESSAGE = 'País: use códigos de 2 letras separados por vírgula.';
const countrySchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(COUNTRY, { error: 'Use o código do país com 2 letras (BR, US…).' }));

export const calendarQuerySchema = z
  .object({
    /** First São Paulo day, inclusive (default: today). */
    from: isoDaySchema.optional(),
    /** Last São Paulo day, inclusive (default: six days after `from`). */
    to: isoDaySchema.optional(),
    importance: commaList(
      z.coerce
        .number<string>({ error: IMPORTANCE_QUERY_MESSAGE })
        .int({ error: IMPORTANCE_QUERY_MESSAGE })
        .min(1, { error: IMPORTANCE_QUERY_MESSAGE })
        .max(3, { error: IMPORTANCE_QUERY_MESSAGE }),
      IMPORTANCE_QUERY_MESSAGE,
    ).optional(),
    country: commaList(
      z.string().regex(COUNTRY, { error: COUNTRY_QUERY_MESSAGE }),
      COUNTRY_QUERY_MESSAGE,
    ).optional(),
    search: z.string().trim().max(120).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.from && value.to) {
      if (value.to < value.from)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'A data final deve ser igual ou posterior à inicial.',
        });
      else if (addDays(value.from, CALENDAR_MAX_RANGE_DAYS) < value.to)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `Consulte no máximo ${CALENDAR_MAX_RANGE_DAYS} dias de uma vez.`,
        });
    }
  });
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

const ASSET = /^[A-Z0-9][A-Z0-9._$-]{0,19}$/;

export const calendarEventInputSchema = z
  .object({
    title: z
      .string({ error: 'Informe o título do evento.' })
      .trim()
      .min(2, { error: 'Informe o título do evento.' })
      .max(160),
    description: z.string().trim().max(4000).nullish(),
    /** The instant it happens; for a day-only event, any instant of that São Paulo day. */
    starts_at: z.iso.datetime({ offset: true, error: 'Informe a data e a hora do evento.' }),
    /** False: only the day is known (the hour is not shown; the .ics has an all-day event). */
    has_time: z.boolean().default(true),
    importance: z.coerce
      .number({ error: 'Escolha a importância (1 a 3).' })
      .int({ error: 'Escolha a importância (1 a 3).' })
      .min(1, { error: 'Escolha a importância (1 a 3).' })
      .max(3, { error: 'Escolha a importância (1 a 3).' })
      .default(2),
    country: countrySchema.default('BR'),
    assets: z
      .array(
        z
          .string()
          .trim()
          .transform((value) => value.toUpperCase())
          .pipe(
            z.string().regex(ASSET, { error: 'Use o código do ativo (WIN, DI1F27, USDBRL…).' }),
          ),
      )
      .max(20, { error: 'No máximo 20 ativos.' })
      .default([]),
  })
  .strict();
export type CalendarEventInput = z.input<typeof calendarEventInputSchema>;

export const calendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  starts_at: z.string(),
  has_time: z.boolean(),
  /** The São Paulo day it falls on (`YYYY-MM-DD`), for grouping. */
  day: z.string(),
  importance: z.number().int(),
  country: z.string(),
  assets: z.array(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarListSchema = z.object({
  data: z.array(calendarEventSchema),
  meta: z.object({ from: z.string(), to: z.string(), total: z.number().int() }),
});
export type CalendarList = z.infer<typeof calendarListSchema>;
