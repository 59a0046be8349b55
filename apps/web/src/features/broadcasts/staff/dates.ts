import { addDays, saoPauloDay } from '@app/shared';

/** Today in São Paulo (YYYY-MM-DD). */
export const saoPauloToday = () => saoPauloDay(new Date());

/** The Monday of the week `day` (YYYY-MM-DD) is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days from Monday to Sunday. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** "23/11" from "2026-11-23". */
export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** "23/11/2026" from "2026-11-23". */
export const brDate = (day: string) => `${dayMonth(day)}/${day.slice(0, 4)}`;
