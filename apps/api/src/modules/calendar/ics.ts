import { saoPauloDay } from '@app/shared';
import type { CalendarEvent } from '@app/shared';
import ical, { ICalCalendarMethod } from 'ical-generator';

/** The words people read in the description (pt-BR, like the page). */
const IMPORTANCE_NAMES: Record<number, string> = { 1: 'baixa', 2: 'média', 3: 'alta' };
/** RFC 5545 PRIORITY: 1 is the highest, 5 normal, 9 the lowest. */
const PRIORITY: Record<number, number> = { 1: 9, 2: 5, 3: 1 };

export interface IcsOptions {
  /** DTSTAMP: when this file was made. */
  stamp: Date;
  /** The calendar's name in the person's calendar app. */
  name?: string;
  /** The domain that makes UIDs globally unique. */
  uidDomain?: string;
}

function describe(event: CalendarEvent): string {
  const lines = [
    event.description ?? '',
    `Importância: ${IMPORTANCE_NAMES[event.importance] ?? event.importance}`,
    `País: ${event.country}`,
    event.assets.length > 0 ? `Ativos: ${event.assets.join(', ')}` : '',
  ];
  return lines.filter((line) => line.trim() !== '').join('\n');
}

/**
 * The investor calendar as an iCalendar file (RFC 5545): one VEVENT per event with a stable UID,
 * DTSTAMP, DTSTART in UTC (or a DATE for day-only events, the São Paulo day), SUMMARY and an
 * escaped DESCRIPTION; lines are folded at 75 octets and end in CRLF (ical-generator does the
 * escaping and folding; our tests check the output).
 */
export function calendarToIcs(events: readonly CalendarEvent[], options: IcsOptions): string {
  const domain = options.uidDomain ?? 'lstrader.com.br';
  const calendar = ical({
    name: options.name ?? 'Calendário do Investidor',
    prodId: { company: 'LS Trader', product: 'Calendario do Investidor', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    const allDay = !event.has_time;
    calendar.createEvent({
      id: `calendario-${event.id}@${domain}`,
      stamp: options.stamp,
      // A DATE value is written from the UTC day: midnight UTC of the São Paulo day.
      start: allDay
        ? new Date(`${saoPauloDay(event.starts_at)}T00:00:00Z`)
        : new Date(event.starts_at),
      allDay,
      summary: event.title,
      description: describe(event),
      priority: PRIORITY[event.importance] ?? 5,
      categories: [{ name: `Importância ${IMPORTANCE_NAMES[event.importance] ?? ''}`.trim() }],
    });
  }
  return calendar.toString();
}
