import { addDays, saoPauloDay, weekStart } from '@app/shared';
import type { CalendarEvent } from '@app/shared';

/** The countries the filter offers (ISO 3166 alpha-2; `EU` is the euro area). */
export const CALENDAR_COUNTRIES = ['BR', 'US', 'EU', 'CN'] as const;

/** The Monday of the week shown: from the `semana` parameter, else this week in São Paulo. */
export function shownWeek(param: string | null, now: Date = new Date()): string {
  if (param && /^\d{4}-\d{2}-\d{2}$/.test(param) && !Number.isNaN(Date.parse(param)))
    return weekStart(param);
  return weekStart(saoPauloDay(now));
}

/** The seven days of the week starting at `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Events by São Paulo day, days in order, each day's events in time order. */
export function groupByDay(events: readonly CalendarEvent[]): [string, CalendarEvent[]][] {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of [...events].sort(
    (a, b) => a.starts_at.localeCompare(b.starts_at) || b.importance - a.importance || a.id - b.id,
  )) {
    const list = days.get(event.day) ?? [];
    list.push(event);
    days.set(event.day, list);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** `2026-11-23` → "Segunda-feira, 23 de novembro" in the reader's language. */
export function dayHeading(day: string, language: string): string {
  const text = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

/** `2026-11-23` → `23/11`, with the year when asked. */
export function shortDay(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`;
}

/** "2,3" → [2, 3] (ignoring anything else). */
export function parseImportance(param: string | null): number[] {
  return [...new Set((param ?? '').split(',').map(Number))]
    .filter((n) => n === 1 || n === 2 || n === 3)
    .sort();
}

/** "br,US" → ['BR', 'US'] (only the countries the filter offers). */
export function parseCountries(param: string | null): string[] {
  const wanted = new Set((param ?? '').split(',').map((c) => c.trim().toUpperCase()));
  return CALENDAR_COUNTRIES.filter((c) => wanted.has(c));
}
