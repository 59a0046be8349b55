import { addDays, saoPauloInstant, timeOfMinutes } from '@app/shared';
import type { Busy, WindowJson } from './staff-agenda.queries.ts';

/** A bookable stretch, as UTC instants. */
export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotSources {
  windows: readonly WindowJson[];
  /** São Paulo days (`YYYY-MM-DD`) the windows do not apply. */
  daysOff: readonly string[];
  busy: readonly Busy[];
}

/** The weekday (0 Sunday … 6 Saturday) of a calendar day. */
function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/**
 * The free slots of São Paulo days `fromDay` .. `fromDay + days - 1`: each weekly window of the
 * day's weekday cut into slots of its length (a remainder shorter than a slot is dropped), minus
 * days off, slots that start at or before `now` and slots overlapping a busy stretch.
 */
export function freeSlots(sources: SlotSources, fromDay: string, days: number, now: Date): Slot[] {
  const off = new Set(sources.daysOff.map((d) => d.slice(0, 10)));
  const busy = sources.busy.map((b) => ({
    start: new Date(b.starts_at).getTime(),
    end: new Date(b.ends_at).getTime(),
  }));
  const slots: Slot[] = [];
  for (let i = 0; i < days; i += 1) {
    const day = addDays(fromDay, i);
    if (off.has(day)) continue;
    const weekday = weekdayOf(day);
    const windows = sources.windows
      .filter((w) => w.weekday === weekday)
      .sort((a, b) => a.start - b.start);
    for (const w of windows) {
      for (let start = w.start; start + w.slot <= w.end; start += w.slot) {
        const startsAt = new Date(saoPauloInstant(day, timeOfMinutes(start)));
        const endsAt = new Date(startsAt.getTime() + w.slot * 60_000);
        if (startsAt.getTime() <= now.getTime()) continue;
        const taken = busy.some((b) => b.start < endsAt.getTime() && b.end > startsAt.getTime());
        if (!taken) slots.push({ startsAt, endsAt });
      }
    }
  }
  return slots;
}
