import { createHash, randomBytes } from 'node:crypto';
import {
  BOOKING_HORIZON_DAYS,
  STAFF_AGENDA_MESSAGES as M,
  addDays,
  minutesOfTime,
  saoPauloDay,
  saoPauloInstant,
  saoPauloTime,
  timeOfMinutes,
} from '@app/shared';
import type {
  Availability,
  AvailabilityException,
  CustomerAdvisor,
  MyAdvisor,
  MyBooking,
  StaffAgendaEvent,
  StaffAgendaFeed,
  StaffAgendaList,
  StaffAgendaToday,
  availabilityExceptionInputSchema,
  availabilityInputSchema,
  bookingInputSchema,
  staffAgendaEventInputSchema,
  staffAgendaRangeSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, databaseErrorOf } from '../../platform/errors.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { agendaToIcs } from './agenda-ics.ts';
import { freeSlots } from './free-slots.ts';
import { staffAgendaQueries } from './staff-agenda.queries.ts';
import type { EventRow, Person } from './staff-agenda.queries.ts';

type EventInput = z.output<typeof staffAgendaEventInputSchema>;
type RangeQuery = z.output<typeof staffAgendaRangeSchema>;
type AvailabilityInput = z.output<typeof availabilityInputSchema>;
type ExceptionInput = z.output<typeof availabilityExceptionInputSchema>;
type BookingInput = z.output<typeof bookingInputSchema>;

/** The feed covers a month back and six months ahead (what calendar apps keep showing). */
const FEED_DAYS_BACK = 31;
const FEED_DAYS_AHEAD = 183;

export interface StaffAgendaDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
  mail: MessageSender;
  /** The public origin the feed and e-mail links start with. */
  publicUrl: string;
}

/** The person the request acts for (from the session: never read again). */
export interface Actor {
  id: number;
  name: string;
  email: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

const notFound = () => new AppError('resource.not_found', M.notFound);

/** `terça-feira, 24/11/2026, das 14:00 às 14:30 (horário de Brasília)`. */
export function whenText(startsAt: Date, endsAt: Date): string {
  const weekday = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    timeZone: 'America/Sao_Paulo',
  }).format(startsAt);
  const [y, m, d] = saoPauloDay(startsAt).split('-');
  return `${weekday}, ${d}/${m}/${y}, das ${saoPauloTime(startsAt)} às ${saoPauloTime(endsAt)} (horário de Brasília)`;
}

function toEvent(row: EventRow, viewerId: number): StaffAgendaEvent {
  const startsAt = row.startsAt.toISOString();
  const endsAt = row.endsAt.toISOString();
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    starts_at: startsAt,
    ends_at: endsAt,
    day: saoPauloDay(startsAt),
    start_time: saoPauloTime(startsAt),
    end_time: saoPauloTime(endsAt),
    location: row.location,
    video_url: row.videoUrl,
    notes: row.notes,
    owner: { id: row.ownerId, name: row.ownerName },
    attendees: row.attendees,
    attendee_ids: row.attendees.map((a) => a.id),
    customer_id: row.customerId,
    customer:
      row.customerId !== null && row.customerName !== null
        ? { id: row.customerId, name: row.customerName }
        : null,
    booked_by_customer: row.bookedAt !== null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    editable: row.ownerId === viewerId && row.cancelledAt === null,
  };
}

function toBooking(row: {
  id: number;
  startsAt: Date;
  endsAt: Date;
  videoUrl: string | null;
  location: string | null;
  cancelledAt: Date | null;
}): MyBooking {
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    day: saoPauloDay(row.startsAt),
    start_time: saoPauloTime(row.startsAt),
    end_time: saoPauloTime(row.endsAt),
    video_url: row.videoUrl,
    location: row.location,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** A customer appointment overlapping another one of the same agenda (the EXCLUDE constraint). */
const isOverlap = (error: unknown) =>
  databaseErrorOf(error)?.constraint === 'staff_agenda_events_customer_no_overlap';

/**
 * The staff agenda: each staff member's events (own and invited), weekly availability and days
 * off, the secret `.ics` feed; the customers' advisor and their bookings of the advisor's free
 * slots, confirmed to both through the outbox.
 */
export function staffAgendaService({ db, audit, now, mail, publicUrl }: StaffAgendaDeps) {
  const q = staffAgendaQueries(db);
  const origin = publicUrl.replace(/\/+$/, '');

  /** The event if it is in the person's agenda (owned or invited); else 404. */
  async function visible(viewerId: number, id: number): Promise<EventRow> {
    const row = await q.event(id);
    if (!row || (row.ownerId !== viewerId && !row.attendees.some((a) => a.id === viewerId)))
      throw notFound();
    return row;
  }

  /** The event if the person owns it: an attendee may see it, not change it (403). */
  async function owned(actorId: number, id: number): Promise<EventRow> {
    const row = await visible(actorId, id);
    if (row.ownerId !== actorId) throw new AppError('auth.forbidden', M.notYours);
    return row;
  }

  async function checkedPeople(actorId: number, input: EventInput) {
    const attendeeIds = input.attendee_ids.filter((id) => id !== actorId);
    const [staff, customer] = await Promise.all([
      q.staffAmong(attendeeIds),
      input.kind === 'customer' && input.customer_id ? q.customer(input.customer_id) : undefined,
    ]);
    if (staff.length !== attendeeIds.length)
      throw new AppError('bad.request', M.attendeeNotStaff, {
        error: { attendee_ids: [M.attendeeNotStaff] },
      });
    if (input.kind === 'customer' && !customer)
      throw new AppError('bad.request', M.customerNotCustomer, {
        error: { customer_id: [M.customerNotCustomer] },
      });
    return { attendees: staff, attendeeIds, customer: customer ?? null };
  }

  function values(input: EventInput) {
    return {
      kind: input.kind,
      title: input.title,
      startsAt: new Date(saoPauloInstant(input.day, input.start_time)),
      endsAt: new Date(saoPauloInstant(input.day, input.end_time)),
      location: input.location,
      videoUrl: input.video_url,
      notes: input.notes,
      customerId: input.kind === 'customer' ? input.customer_id : null,
    };
  }

  async function withOverlapCheck<T>(work: () => Promise<T>, message: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isOverlap(error)) throw new AppError('conflict', message, { error: message });
      throw error;
    }
  }

  async function notifyBooking(
    kind: 'booked' | 'cancelled',
    event: { id: number; startsAt: Date; endsAt: Date; videoUrl: string | null },
    customer: { name: string; email: string },
    advisor: { name: string; email: string },
    icsToken: string | null,
    cancelledBy: 'customer' | 'staff',
  ): Promise<void> {
    const when = whenText(event.startsAt, event.endsAt);
    const icsLine = icsToken
      ? `Adicione à sua agenda: ${origin}/api/staff-agenda-booking/${icsToken}.ics`
      : '';
    const video = event.videoUrl ? `Link da videochamada: ${event.videoUrl}` : '';
    const booked = kind === 'booked';
    const subject = booked ? `Atendimento confirmado: ${when}` : `Atendimento cancelado: ${when}`;
    const toCustomer = booked
      ? [
          `Olá, ${customer.name}!`,
          '',
          `Seu atendimento com ${advisor.name} está confirmado para ${when}.`,
          video,
          icsLine,
          `Para cancelar, acesse ${origin}/meu-assessor.`,
        ]
      : [
          `Olá, ${customer.name}!`,
          '',
          cancelledBy === 'customer'
            ? `Você cancelou o atendimento com ${advisor.name} de ${when}.`
            : `${advisor.name} precisou cancelar o atendimento de ${when}.`,
          `Para escolher outro horário, acesse ${origin}/meu-assessor.`,
        ];
    const toAdvisor = booked
      ? [
          `Olá, ${advisor.name}!`,
          '',
          `${customer.name} agendou um atendimento com você para ${when}.`,
          video,
          icsLine,
          `Veja na sua agenda: ${origin}/agenda-colaborador?dia=${saoPauloDay(event.startsAt)}`,
        ]
      : [
          `Olá, ${advisor.name}!`,
          '',
          cancelledBy === 'customer'
            ? `${customer.name} cancelou o atendimento de ${when}.`
            : `O atendimento com ${customer.name} de ${when} foi cancelado.`,
        ];
    const text = (lines: string[]) => lines.filter((line) => line !== '').join('\n');
    const messageKind = booked ? 'advisor_booking' : 'advisor_booking_cancelled';
    await mail.send({ to: customer.email, subject, text: text(toCustomer), kind: messageKind });
    await mail.send({ to: advisor.email, subject, text: text(toAdvisor), kind: messageKind });
  }

  return {
    // --- Staff: events ---------------------------------------------------------------------

    async list(viewerId: number, query: RangeQuery): Promise<StaffAgendaList> {
      const from = query.from ?? saoPauloDay(now());
      const to = query.to ?? addDays(from, 6);
      const rows = await q.agenda(
        viewerId,
        new Date(saoPauloInstant(from)),
        new Date(saoPauloInstant(addDays(to, 1))),
        true,
      );
      return {
        data: rows.map((r) => toEvent(r, viewerId)),
        meta: { from, to, total: rows.length },
      };
    },

    /** "My agenda of the day" for the hub's home: today's São Paulo events, not cancelled. */
    async today(viewerId: number): Promise<StaffAgendaToday> {
      const day = saoPauloDay(now());
      const rows = await q.agenda(
        viewerId,
        new Date(saoPauloInstant(day)),
        new Date(saoPauloInstant(addDays(day, 1))),
        false,
      );
      return { day, data: rows.map((r) => toEvent(r, viewerId)) };
    },

    async find(viewerId: number, id: number): Promise<StaffAgendaEvent> {
      return toEvent(await visible(viewerId, id), viewerId);
    },

    async create(actor: Actor, input: EventInput): Promise<StaffAgendaEvent> {
      const people = await checkedPeople(actor.id, input);
      const at = now();
      const row = values(input);
      const id = await withOverlapCheck(
        () =>
          db.transaction((tx) =>
            q.insertEvent(
              { ...row, ownerId: actor.id, createdBy: actor.id, createdAt: at, updatedAt: at },
              people.attendeeIds,
              tx,
            ),
          ),
        M.overlap,
      );
      await audit({
        action: 'staff_agenda.create',
        targetType: 'staff_agenda_event',
        targetId: id,
      });
      return toEvent(
        {
          id,
          ownerId: actor.id,
          ownerName: actor.name,
          ownerEmail: actor.email,
          ...row,
          bookedAt: null,
          cancelledAt: null,
          customerName: people.customer?.name ?? null,
          customerEmail: null,
          attendees: people.attendees,
        },
        actor.id,
      );
    },

    async update(actor: Actor, id: number, input: EventInput): Promise<StaffAgendaEvent> {
      const current = await owned(actor.id, id);
      if (current.bookedAt !== null) throw new AppError('conflict', M.bookingFromStaffAgenda);
      if (current.cancelledAt !== null) throw notFound();
      const people = await checkedPeople(actor.id, input);
      const row = values(input);
      await withOverlapCheck(
        () =>
          db.transaction((tx) =>
            q.updateEvent(id, { ...row, updatedAt: now() }, people.attendeeIds, tx),
          ),
        M.overlap,
      );
      await audit({
        action: 'staff_agenda.update',
        targetType: 'staff_agenda_event',
        targetId: id,
      });
      return toEvent(
        {
          ...current,
          ...row,
          customerName: people.customer?.name ?? null,
          attendees: people.attendees,
        },
        actor.id,
      );
    },

    /** Deletes an event; a customer's booking is cancelled instead, and the customer told. */
    async remove(actor: Actor, id: number): Promise<void> {
      const current = await owned(actor.id, id);
      if (current.bookedAt !== null) {
        if (current.cancelledAt === null) {
          await q.cancel(id, now());
          if (current.customerEmail && current.customerName)
            await notifyBooking(
              'cancelled',
              current,
              { name: current.customerName, email: current.customerEmail },
              { name: actor.name, email: actor.email },
              null,
              'staff',
            );
        }
      } else {
        await q.deleteEvent(id);
      }
      await audit({
        action: 'staff_agenda.delete',
        targetType: 'staff_agenda_event',
        targetId: id,
      });
    },

    async people(kind: 'staff' | 'customers', search: string | undefined) {
      return { data: await q.people(kind, search) };
    },

    // --- Staff: availability ---------------------------------------------------------------

    async availability(userId: number): Promise<Availability> {
      const { windows, exceptions } = await q.availability(userId, saoPauloDay(now()));
      return {
        windows: windows.map((w) => ({
          weekday: w.weekday,
          start_time: timeOfMinutes(w.start),
          end_time: timeOfMinutes(w.end),
          slot_minutes: w.slot,
        })),
        exceptions: exceptions.map((x) => ({ id: x.id, day: x.day, reason: x.reason })),
      };
    },

    async saveAvailability(userId: number, input: AvailabilityInput): Promise<Availability> {
      const windows = input.windows
        .map((w) => ({
          weekday: w.weekday,
          startMinute: minutesOfTime(w.start_time),
          endMinute: minutesOfTime(w.end_time),
          slotMinutes: w.slot_minutes,
        }))
        .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
      await db.transaction((tx) => q.replaceWindows(userId, windows, tx));
      return this.availability(userId);
    },

    async addException(userId: number, input: ExceptionInput): Promise<AvailabilityException> {
      const row = await q.insertException(userId, input.day, input.reason);
      if (!row)
        throw new AppError('conflict', M.exceptionTaken, { error: { day: [M.exceptionTaken] } });
      return { id: row.id, day: row.day, reason: row.reason };
    },

    async removeException(userId: number, id: number): Promise<void> {
      if (!(await q.deleteException(userId, id)))
        throw new AppError('resource.not_found', M.exceptionNotFound);
    },

    // --- Staff: the .ics feed --------------------------------------------------------------

    async feed(userId: number): Promise<StaffAgendaFeed> {
      const row = await q.feed(userId);
      return { active: !!row, created_at: row?.createdAt.toISOString() ?? null, url: null };
    },

    /** A new secret link; the previous one stops working at once. */
    async rotateFeed(userId: number): Promise<StaffAgendaFeed> {
      const token = newToken();
      const at = now();
      await q.saveFeed(userId, hashOf(token), at);
      await audit({ action: 'staff_agenda.feed_rotate', targetType: 'user', targetId: userId });
      return {
        active: true,
        created_at: at.toISOString(),
        url: `${origin}/api/staff-agenda-feed/${token}.ics`,
      };
    },

    async feedIcs(token: string): Promise<string> {
      const today = saoPauloDay(now());
      const feed = await q.feedEvents(
        hashOf(token),
        new Date(saoPauloInstant(addDays(today, -FEED_DAYS_BACK))),
        new Date(saoPauloInstant(addDays(today, FEED_DAYS_AHEAD))),
      );
      if (!feed) throw new AppError('resource.not_found', M.feedNotFound);
      return agendaToIcs(feed.events, { stamp: now(), name: `Agenda de ${feed.name}` });
    },

    async bookingIcs(token: string): Promise<string> {
      const row = await q.eventByIcsToken(hashOf(token));
      if (!row) throw new AppError('resource.not_found', M.bookingNotFound);
      return agendaToIcs([row], { stamp: now(), name: 'Atendimento' });
    },

    // --- The customer's advisor ------------------------------------------------------------

    async customerAdvisor(customerId: number): Promise<CustomerAdvisor> {
      const [customer, advisor] = await Promise.all([
        q.customer(customerId),
        q.advisorOf(customerId),
      ]);
      if (!customer) throw new AppError('resource.not_found', M.customerNotCustomer);
      return {
        customer_id: customerId,
        advisor: advisor ? { id: advisor.id, name: advisor.name } : null,
      };
    },

    async setCustomerAdvisor(
      actorId: number,
      customerId: number,
      advisorId: number | null,
    ): Promise<CustomerAdvisor> {
      const [customer, staff] = await Promise.all([
        q.customer(customerId),
        advisorId === null ? [] : q.staffAmong([advisorId]),
      ]);
      if (!customer) throw new AppError('resource.not_found', M.customerNotCustomer);
      const advisor: Person | null = staff[0] ?? null;
      if (advisorId !== null && !advisor)
        throw new AppError('bad.request', M.advisorNotStaff, {
          error: { advisor_id: [M.advisorNotStaff] },
        });
      await q.setAdvisor(customerId, advisorId, actorId, now());
      await audit({ action: 'customer.advisor', targetType: 'user', targetId: customerId });
      return { customer_id: customerId, advisor };
    },

    // --- The customer: free slots and bookings ---------------------------------------------

    async myAdvisor(customerId: number): Promise<MyAdvisor> {
      const at = now();
      const today = saoPauloDay(at);
      const [advisor, bookings] = await Promise.all([
        q.advisorOf(customerId),
        q.myBookings(customerId, new Date(saoPauloInstant(today))),
      ]);
      if (!advisor) return { advisor: null, slots: [], bookings: bookings.map(toBooking) };
      const sources = await q.slotSources(
        advisor.id,
        today,
        new Date(saoPauloInstant(today)),
        new Date(saoPauloInstant(addDays(today, BOOKING_HORIZON_DAYS))),
      );
      const slots = freeSlots(sources, today, BOOKING_HORIZON_DAYS, at).map((s) => ({
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        day: saoPauloDay(s.startsAt),
        start_time: saoPauloTime(s.startsAt),
        end_time: saoPauloTime(s.endsAt),
      }));
      return {
        advisor: { id: advisor.id, name: advisor.name },
        slots,
        bookings: bookings.map(toBooking),
      };
    },

    /**
     * Books a free slot of the customer's advisor. The slot is checked against the advisor's
     * windows, days off and busy stretches; two customers racing for one slot both pass that
     * check, and the database's EXCLUDE constraint lets only the first insert in (409 for the
     * other).
     */
    async book(customer: Actor, input: BookingInput): Promise<MyBooking> {
      const at = now();
      const startsAt = new Date(input.starts_at);
      const day = saoPauloDay(startsAt);
      const advisor = await q.advisorOf(customer.id);
      if (!advisor) throw new AppError('conflict', M.noAdvisor);
      const sources = await q.slotSources(
        advisor.id,
        day,
        new Date(saoPauloInstant(day)),
        new Date(saoPauloInstant(addDays(day, 1))),
      );
      const horizon = addDays(saoPauloDay(at), BOOKING_HORIZON_DAYS);
      const slot = freeSlots(sources, day, 1, at).find(
        (s) => s.startsAt.getTime() === startsAt.getTime(),
      );
      if (!slot || day >= horizon)
        throw new AppError('conflict', M.slotUnavailable, { error: M.slotUnavailable });
      const token = newToken();
      const id = await withOverlapCheck(
        () =>
          db.transaction(async (tx) => {
            await q.lockBookings(advisor.id, tx);
            return q.insertEvent(
              {
                ownerId: advisor.id,
                kind: 'customer',
                title: `Atendimento: ${customer.name}`,
                startsAt: slot.startsAt,
                endsAt: slot.endsAt,
                notes: input.notes,
                customerId: customer.id,
                bookedAt: at,
                icsTokenHash: hashOf(token),
                createdBy: customer.id,
                createdAt: at,
                updatedAt: at,
              },
              [],
              tx,
            );
          }),
        M.slotTaken,
      );
      await notifyBooking(
        'booked',
        { id, ...slot, videoUrl: null },
        customer,
        advisor,
        token,
        'customer',
      );
      return toBooking({ id, ...slot, videoUrl: null, location: null, cancelledAt: null });
    },

    async cancelBooking(customer: Actor, id: number): Promise<void> {
      const row = await q.event(id);
      if (!row || row.customerId !== customer.id || row.kind !== 'customer')
        throw new AppError('resource.not_found', M.bookingNotFound);
      if (row.cancelledAt !== null) return;
      if (row.startsAt.getTime() <= now().getTime())
        throw new AppError('conflict', M.bookingPast, { error: M.bookingPast });
      await q.cancel(id, now());
      await notifyBooking(
        'cancelled',
        row,
        customer,
        { name: row.ownerName, email: row.ownerEmail },
        null,
        'customer',
      );
    },
  };
}
export type StaffAgendaService = ReturnType<typeof staffAgendaService>;
