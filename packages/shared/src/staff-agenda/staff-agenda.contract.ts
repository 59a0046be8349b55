import { z } from 'zod';
import { addDays, isIsoDay } from '../learning/calendar.contract.ts';

/**
 * The staff agenda (issue 17, Liberta `/agenda-colaborador`, resource 'Agenda do Colaborador'):
 * each staff member's events in São Paulo time, their weekly availability and days off, the
 * secret `.ics` feed, and the bookings customers make in their advisor's free slots
 * (`/meu-assessor`). Days are São Paulo days (`YYYY-MM-DD`), times São Paulo `HH:mm`, instants
 * UTC ISO strings.
 */

export const STAFF_AGENDA_MESSAGES = {
  kind: 'Escolha o tipo do compromisso.',
  title: 'Informe o título, com até 160 caracteres.',
  day: 'Informe a data no formato AAAA-MM-DD.',
  time: 'Informe a hora no formato HH:MM.',
  endAfterStart: 'O término deve ser depois do início.',
  videoUrl: 'Informe um link que comece com https://.',
  location: 'O local deve ter no máximo 200 caracteres.',
  notes: 'As anotações devem ter no máximo 2000 caracteres.',
  attendees: 'Escolha no máximo 20 participantes.',
  attendeeNotStaff: 'Os participantes devem ser colaboradores.',
  customerRequired: 'Escolha o cliente do atendimento.',
  customerNotCustomer: 'O cliente escolhido não é um cliente.',
  range: 'Consulte no máximo 42 dias de uma vez.',
  rangeOrder: 'A data final deve ser igual ou posterior à inicial.',
  notFound: 'Compromisso não encontrado.',
  notYours: 'Só quem criou o compromisso pode alterá-lo.',
  bookingFromStaffAgenda: 'Este atendimento foi agendado pelo cliente: cancele-o em vez de editar.',
  overlap: 'Já existe um atendimento a cliente neste horário.',
  weekday: 'Escolha o dia da semana.',
  slotMinutes: 'A duração de cada horário deve ser de 15 a 240 minutos.',
  windowOrder: 'O fim da janela deve ser depois do início.',
  windowTooShort: 'A janela deve caber ao menos um horário.',
  windowsOverlap: 'As janelas de um mesmo dia não podem se sobrepor.',
  windows: 'No máximo 30 janelas.',
  reason: 'O motivo deve ter no máximo 200 caracteres.',
  exceptionTaken: 'Este dia já está marcado como folga.',
  exceptionNotFound: 'Folga não encontrada.',
  noAdvisor: 'Você ainda não tem um assessor responsável.',
  slotTaken: 'Este horário acabou de ser reservado. Escolha outro.',
  slotUnavailable: 'Este horário não está disponível.',
  bookingNotFound: 'Agendamento não encontrado.',
  bookingPast: 'Agendamentos passados não podem ser cancelados.',
  advisorNotStaff: 'O assessor deve ser um colaborador.',
  feedNotFound: 'Agenda não encontrada.',
} as const;

export const STAFF_AGENDA_KIND_VALUES = ['meeting', 'personal', 'customer'] as const;
export type StaffAgendaKind = (typeof STAFF_AGENDA_KIND_VALUES)[number];

/** The longest span one read may ask for (six weeks: a month view with its edges). */
export const STAFF_AGENDA_MAX_RANGE_DAYS = 42;
/** How far ahead a customer sees free slots. */
export const BOOKING_HORIZON_DAYS = 28;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayText = z.string({ error: STAFF_AGENDA_MESSAGES.day }).refine(isIsoDay, {
  error: STAFF_AGENDA_MESSAGES.day,
});
const timeText = z
  .string({ error: STAFF_AGENDA_MESSAGES.time })
  .regex(TIME, { error: STAFF_AGENDA_MESSAGES.time });
const id = z.number().int().positive().max(2_147_483_647);

/** `HH:mm` → minutes of the day. */
export function minutesOfTime(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes of the day → `HH:mm` (1440 is `24:00`, a window's end at midnight). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// --- Ranges --------------------------------------------------------------------------------

export const staffAgendaRangeSchema = z
  .object({
    /** First São Paulo day, inclusive (default: today). */
    from: dayText.optional(),
    /** Last São Paulo day, inclusive (default: six days after `from`). */
    to: dayText.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    // A day the field refused is reported there; a range of it would not parse (zod runs this
    // check even when a field failed).
    if (!value.from || !value.to || !isIsoDay(value.from) || !isIsoDay(value.to)) return;
    if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STAFF_AGENDA_MESSAGES.rangeOrder });
    else if (addDays(value.from, STAFF_AGENDA_MAX_RANGE_DAYS - 1) < value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STAFF_AGENDA_MESSAGES.range });
  });
export type StaffAgendaRange = z.input<typeof staffAgendaRangeSchema>;

// --- Events --------------------------------------------------------------------------------

export const staffAgendaEventInputSchema = z
  .object({
    kind: z.enum(STAFF_AGENDA_KIND_VALUES, { error: STAFF_AGENDA_MESSAGES.kind }),
    title: z
      .string({ error: STAFF_AGENDA_MESSAGES.title })
      .trim()
      .min(2, { error: STAFF_AGENDA_MESSAGES.title })
      .max(160, { error: STAFF_AGENDA_MESSAGES.title }),
    /** The São Paulo day; start and end are São Paulo hours of that day. */
    day: dayText,
    start_time: timeText,
    end_time: timeText,
    location: z
      .string()
      .trim()
      .max(200, { error: STAFF_AGENDA_MESSAGES.location })
      .nullish()
      .transform((v) => v || null),
    video_url: z
      .string()
      .trim()
      .max(500, { error: STAFF_AGENDA_MESSAGES.videoUrl })
      .nullish()
      .transform((v) => v || null)
      .pipe(
        z
          .string()
          .regex(/^https:\/\/[^\s]+$/, { error: STAFF_AGENDA_MESSAGES.videoUrl })
          .nullable(),
      ),
    notes: z
      .string()
      .trim()
      .max(2000, { error: STAFF_AGENDA_MESSAGES.notes })
      .nullish()
      .transform((v) => v || null),
    attendee_ids: z
      .array(id)
      .max(20, { error: STAFF_AGENDA_MESSAGES.attendees })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** The customer of a `customer` appointment (ignored for the other kinds). */
    customer_id: id.nullish().transform((v) => v ?? null),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (TIME.test(value.start_time) && TIME.test(value.end_time))
      if (minutesOfTime(value.end_time) <= minutesOfTime(value.start_time))
        ctx.addIssue({
          code: 'custom',
          path: ['end_time'],
          message: STAFF_AGENDA_MESSAGES.endAfterStart,
        });
    if (value.kind === 'customer' && !value.customer_id)
      ctx.addIssue({
        code: 'custom',
        path: ['customer_id'],
        message: STAFF_AGENDA_MESSAGES.customerRequired,
      });
  });
export type StaffAgendaEventInput = z.input<typeof staffAgendaEventInputSchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const staffAgendaEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_AGENDA_KIND_VALUES),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** São Paulo day and hours, for forms and grouping. */
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string().nullable(),
  video_url: z.string().nullable(),
  notes: z.string().nullable(),
  owner: personSchema,
  attendees: z.array(personSchema),
  attendee_ids: z.array(z.number().int()),
  customer_id: z.number().int().nullable(),
  customer: personSchema.nullable(),
  /** True when a customer booked it from their area (then staff cancel it, never edit it). */
  booked_by_customer: z.boolean(),
  cancelled_at: z.string().nullable(),
  /** Whether the viewer may edit it (the owner) or only sees it (an attendee). */
  editable: z.boolean(),
});
export type StaffAgendaEvent = z.infer<typeof staffAgendaEventSchema>;

export const staffAgendaListSchema = z.object({
  data: z.array(staffAgendaEventSchema),
  meta: z.object({ from: z.string(), to: z.string(), total: z.number().int() }),
});
export type StaffAgendaList = z.infer<typeof staffAgendaListSchema>;

/** "My agenda of the day" (the hub's home): today's São Paulo events, cancelled ones left out. */
export const staffAgendaTodaySchema = z.object({
  day: z.string(),
  data: z.array(staffAgendaEventSchema),
});
export type StaffAgendaToday = z.infer<typeof staffAgendaTodaySchema>;

export const staffAgendaPeopleSchema = z.object({ data: z.array(personSchema) });
export type StaffAgendaPeople = z.infer<typeof staffAgendaPeopleSchema>;

export const staffAgendaPeopleQuerySchema = z
  .object({ search: z.string().trim().max(80).optional() })
  .strict();

// --- Availability --------------------------------------------------------------------------

export const availabilityWindowSchema = z
  .object({
    /** 0 Sunday … 6 Saturday. */
    weekday: z
      .number({ error: STAFF_AGENDA_MESSAGES.weekday })
      .int({ error: STAFF_AGENDA_MESSAGES.weekday })
      .min(0, { error: STAFF_AGENDA_MESSAGES.weekday })
      .max(6, { error: STAFF_AGENDA_MESSAGES.weekday }),
    start_time: timeText,
    end_time: z
      .string({ error: STAFF_AGENDA_MESSAGES.time })
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: STAFF_AGENDA_MESSAGES.time }),
    slot_minutes: z
      .number({ error: STAFF_AGENDA_MESSAGES.slotMinutes })
      .int({ error: STAFF_AGENDA_MESSAGES.slotMinutes })
      .min(15, { error: STAFF_AGENDA_MESSAGES.slotMinutes })
      .max(240, { error: STAFF_AGENDA_MESSAGES.slotMinutes }),
  })
  .strict()
  .superRefine((w, ctx) => {
    const start = minutesOfTime(w.start_time);
    const end = minutesOfTime(w.end_time);
    if (end <= start)
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: STAFF_AGENDA_MESSAGES.windowOrder,
      });
    else if (end - start < w.slot_minutes)
      ctx.addIssue({
        code: 'custom',
        path: ['slot_minutes'],
        message: STAFF_AGENDA_MESSAGES.windowTooShort,
      });
  });
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

export const availabilityInputSchema = z
  .object({
    windows: z.array(availabilityWindowSchema).max(30, { error: STAFF_AGENDA_MESSAGES.windows }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const sorted = value.windows
      .map((w, index) => ({ ...w, index }))
      .sort((a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time));
    for (let i = 1; i < sorted.length; i += 1) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (
        previous.weekday === current.weekday &&
        minutesOfTime(current.start_time) < minutesOfTime(previous.end_time)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['windows', current.index, 'start_time'],
          message: STAFF_AGENDA_MESSAGES.windowsOverlap,
        });
    }
  });
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

export const availabilityExceptionInputSchema = z
  .object({
    day: dayText,
    reason: z
      .string()
      .trim()
      .max(200, { error: STAFF_AGENDA_MESSAGES.reason })
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type AvailabilityExceptionInput = z.input<typeof availabilityExceptionInputSchema>;

export const availabilityExceptionSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  reason: z.string().nullable(),
});
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

export const availabilitySchema = z.object({
  windows: z.array(
    z.object({
      weekday: z.number().int(),
      start_time: z.string(),
      end_time: z.string(),
      slot_minutes: z.number().int(),
    }),
  ),
  /** Days off from today on. */
  exceptions: z.array(availabilityExceptionSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

// --- The .ics feed -------------------------------------------------------------------------

export const staffAgendaFeedSchema = z.object({
  /** Whether a feed link exists (its secret is shown only when made). */
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** The full link: only in the answer that made it. */
  url: z.string().nullable(),
});
export type StaffAgendaFeed = z.infer<typeof staffAgendaFeedSchema>;

export const feedTokenParamsSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) })
  .strict();

// --- The customer's advisor and bookings ---------------------------------------------------

export const customerAdvisorInputSchema = z.object({ advisor_id: id.nullable() }).strict();
export type CustomerAdvisorInput = z.input<typeof customerAdvisorInputSchema>;

export const customerAdvisorSchema = z.object({
  customer_id: z.number().int(),
  advisor: personSchema.nullable(),
});
export type CustomerAdvisor = z.infer<typeof customerAdvisorSchema>;

export const freeSlotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const myBookingSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  video_url: z.string().nullable(),
  location: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myAdvisorSchema = z.object({
  advisor: personSchema.nullable(),
  /** Free slots from now to `BOOKING_HORIZON_DAYS` ahead. */
  slots: z.array(freeSlotSchema),
  /** The person's bookings from today on (cancelled ones included, marked). */
  bookings: z.array(myBookingSchema),
});
export type MyAdvisor = z.infer<typeof myAdvisorSchema>;

export const bookingInputSchema = z
  .object({
    starts_at: z.iso.datetime({ offset: true, error: STAFF_AGENDA_MESSAGES.slotUnavailable }),
    notes: z
      .string()
      .trim()
      .max(2000, { error: STAFF_AGENDA_MESSAGES.notes })
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type BookingInput = z.input<typeof bookingInputSchema>;
