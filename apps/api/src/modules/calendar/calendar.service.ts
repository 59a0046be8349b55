import { addDays, saoPauloDay, saoPauloInstant } from '@app/shared';
import type { CalendarEvent, calendarEventInputSchema, calendarQuerySchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { calendarQueries } from './calendar.queries.ts';
import type { EventRow } from './calendar.queries.ts';
import { calendarToIcs } from './ics.ts';

type EventInput = z.output<typeof calendarEventInputSchema>;
type CalendarQuery = z.output<typeof calendarQuerySchema>;

const NOT_FOUND = 'Evento não encontrado.';
/** A request never returns more than this many events (a year of a busy calendar). */
const MAX_EVENTS = 2000;

export interface CalendarDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

function toEvent(row: EventRow): CalendarEvent {
  const startsAt = row.startsAt.toISOString();
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    starts_at: startsAt,
    has_time: row.hasTime,
    day: saoPauloDay(startsAt),
    importance: row.importance,
    country: row.country,
    assets: row.assets,
  };
}

/** A day-only event is stored at the start of its São Paulo day. */
function startOf(input: EventInput): Date {
  return new Date(input.has_time ? input.starts_at : saoPauloInstant(saoPauloDay(input.starts_at)));
}

/** The investor calendar: public reads (list, one event, .ics) and staff editing. */
export function calendarService({ db, audit, now }: CalendarDeps) {
  const q = calendarQueries(db);

  async function existing(id: number): Promise<EventRow> {
    const row = await q.live(id);
    if (!row) throw new AppError('resource.not_found', NOT_FOUND);
    return row;
  }

  function values(input: EventInput) {
    return {
      title: input.title,
      description: input.description ? input.description : null,
      startsAt: startOf(input),
      hasTime: input.has_time,
      importance: input.importance,
      country: input.country,
      assets: [...new Set(input.assets)],
    };
  }

  return {
    /** Events of São Paulo days `from`..`to` (inclusive; default: today and the next 6 days). */
    async list(query: CalendarQuery) {
      const from = query.from ?? saoPauloDay(now());
      const to = query.to ?? addDays(from, 6);
      const rows = await q.list({
        from: new Date(saoPauloInstant(from)),
        until: new Date(saoPauloInstant(addDays(to, 1))),
        importance: query.importance,
        country: query.country,
        search: query.search,
        limit: MAX_EVENTS,
      });
      return { data: rows.map(toEvent), meta: { from, to, total: rows.length } };
    },

    async ics(query: CalendarQuery): Promise<string> {
      const { data } = await this.list(query);
      return calendarToIcs(data, { stamp: now() });
    },

    async find(id: number): Promise<CalendarEvent> {
      return toEvent(await existing(id));
    },

    async create(actorId: number, input: EventInput): Promise<CalendarEvent> {
      const row = await q.insert({ ...values(input), createdBy: actorId });
      await audit({
        action: 'calendar_event.create',
        targetType: 'calendar_event',
        targetId: row.id,
      });
      return toEvent(row);
    },

    async update(id: number, input: EventInput): Promise<CalendarEvent> {
      await existing(id);
      const row = await q.update(id, { ...values(input), updatedAt: now() });
      await audit({ action: 'calendar_event.update', targetType: 'calendar_event', targetId: id });
      return toEvent(row!);
    },

    async remove(id: number): Promise<void> {
      await existing(id);
      await q.update(id, { deletedAt: now() });
      await audit({ action: 'calendar_event.delete', targetType: 'calendar_event', targetId: id });
    },
  };
}
export type CalendarService = ReturnType<typeof calendarService>;
