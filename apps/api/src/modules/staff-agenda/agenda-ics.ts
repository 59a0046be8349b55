import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EventRow } from './staff-agenda.queries.ts';

const KIND_NAMES: Record<EventRow['kind'], string> = {
  meeting: 'Reunião',
  personal: 'Pessoal',
  customer: 'Atendimento a cliente',
};

export interface AgendaIcsOptions {
  /** DTSTAMP: when this file was made. */
  stamp: Date;
  /** The calendar's name in the person's calendar app. */
  name: string;
  /** The domain that makes UIDs globally unique. */
  uidDomain?: string;
}

function describe(event: EventRow): string {
  const lines = [
    `Tipo: ${KIND_NAMES[event.kind]}`,
    event.customerName ? `Cliente: ${event.customerName}` : '',
    `Responsável: ${event.ownerName}`,
    event.attendees.length > 0
      ? `Participantes: ${event.attendees.map((a) => a.name).join(', ')}`
      : '',
    event.videoUrl ? `Videochamada: ${event.videoUrl}` : '',
    event.notes ?? '',
  ];
  return lines.filter((line) => line.trim() !== '').join('\n');
}

/**
 * A staff agenda as an iCalendar file (RFC 5545): one VEVENT per event with a stable UID (the
 * same event keeps its UID, so a calendar app updates it instead of duplicating), DTSTART and
 * DTEND in UTC (calendar apps show them in the reader's zone: São Paulo for our staff),
 * SUMMARY, LOCATION, URL and DESCRIPTION; a cancelled booking stays with STATUS:CANCELLED so
 * subscribed apps remove it. ical-generator escapes and folds; the tests parse the output.
 */
export function agendaToIcs(events: readonly EventRow[], options: AgendaIcsOptions): string {
  const domain = options.uidDomain ?? 'lstrader.com.br';
  const calendar = ical({
    name: options.name,
    prodId: { company: 'LS Trader', product: 'Agenda do Colaborador', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `agenda-${event.id}@${domain}`,
      stamp: options.stamp,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.title,
      description: describe(event),
      location: event.location ?? event.videoUrl ?? null,
      url: event.videoUrl ?? null,
      status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      categories: [{ name: KIND_NAMES[event.kind] }],
    });
  }
  // RFC 5545 3.1 ends every content line, the last one too, with CRLF (ical-generator omits it).
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
