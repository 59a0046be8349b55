import { addDays, minutesOfTime, saoPauloDay, weekStart } from '@app/shared';
import type { StaffAgendaEvent } from '@app/shared';

/** What the agenda page shows, read from its address (`?dia=…&visao=…`). */
export type AgendaView = 'week' | 'day';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day the address names, else today in São Paulo. */
export function shownDay(param: string | null, now: Date = new Date()): string {
  return param && DAY.test(param) ? param : saoPauloDay(now);
}

/** The seven days (Monday first) of the week of `day`. */
export function weekDays(day: string): string[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The hours the grid shows: 07:00–20:00, stretched to fit every event of the days shown. */
export function hourRange(events: readonly StaffAgendaEvent[]): { first: number; last: number } {
  let first = 7;
  let last = 20;
  for (const e of events) {
    const start = minutesOfTime(e.start_time);
    const end = minutesOfTime(e.end_time);
    first = Math.min(first, Math.floor(start / 60));
    last = Math.max(last, Math.ceil(end / 60));
  }
  return { first, last: Math.min(last, 24) };
}

/** An event placed in a day column: from the top and tall as its length, beside its overlaps. */
export interface PlacedEvent {
  event: StaffAgendaEvent;
  /** Minutes from the grid's first hour. */
  top: number;
  height: number;
  /** Its column among the events it overlaps, and how many columns they take. */
  lane: number;
  lanes: number;
}

/**
 * The events of `day` placed in the grid starting at `firstHour`: overlapping events share the
 * width side by side (the greedy interval colouring calendars use). An event is one São Paulo
 * day (the contract has a day with start and end hours); a very short one is drawn 15 minutes tall.
 */
export function layoutDay(
  events: readonly StaffAgendaEvent[],
  day: string,
  firstHour: number,
): PlacedEvent[] {
  const today = events
    .filter((e) => e.day === day)
    .map((event) => {
      const start = minutesOfTime(event.start_time);
      const end = minutesOfTime(event.end_time);
      return { event, start, end: Math.max(end, start + 15) };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedEvent[] = [];
  // Events are grouped into clusters of mutual overlap; each cluster shares its lane count.
  let cluster: { item: (typeof today)[number]; lane: number }[] = [];
  let clusterEnd = -1;
  const flush = () => {
    const lanes = Math.max(1, ...cluster.map((c) => c.lane + 1));
    for (const { item, lane } of cluster)
      placed.push({
        event: item.event,
        top: item.start - firstHour * 60,
        height: item.end - item.start,
        lane,
        lanes,
      });
    cluster = [];
  };
  for (const item of today) {
    if (item.start >= clusterEnd && cluster.length > 0) flush();
    const busy = new Set(cluster.filter((c) => c.item.end > item.start).map((c) => c.lane));
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    cluster.push({ item, lane });
    clusterEnd = Math.max(clusterEnd, item.end);
  }
  if (cluster.length > 0) flush();
  return placed;
}
