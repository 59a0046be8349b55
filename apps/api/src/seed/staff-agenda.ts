import { addDays, saoPauloDay, saoPauloInstant, weekStart } from '@app/shared';
import { inArray } from 'drizzle-orm';
import {
  customerAdvisors,
  staffAgendaAttendees,
  staffAgendaAvailability,
  staffAgendaEvents,
  staffAgendaExceptions,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

const EMAILS = {
  admin: 'admin@demo.lstrader.com.br',
  paulo: 'analista@demo.lstrader.com.br',
  marina: 'analista2@demo.lstrader.com.br',
  vera: 'vendedor@demo.lstrader.com.br',
  carla: 'cliente@demo.lstrader.com.br',
  premium: 'premium@demo.lstrader.com.br',
} as const;

/** Minutes of the day of `HH:mm`. */
const m = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The staff agenda's demo (issue 17): Paulo Analista is Carla Cliente's advisor, with weekly
 * windows for customers, a day off, the week's meetings (some with Ana and Marina invited), a
 * personal appointment and Carla's booking; Marina advises Paulo Premium. Laid out around the
 * week of `at` (never the real clock); runs once.
 */
export async function seedDemoStaffAgenda(db: Db, at: Date): Promise<void> {
  const [already] = await db.select({ id: staffAgendaEvents.id }).from(staffAgendaEvents).limit(1);
  if (already) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(EMAILS)));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const id = (key: keyof typeof EMAILS) => idOf.get(EMAILS[key]);
  const [admin, paulo, marina, vera, carla, premium] = [
    id('admin'),
    id('paulo'),
    id('marina'),
    id('vera'),
    id('carla'),
    id('premium'),
  ];
  if (!admin || !paulo || !marina || !vera || !carla) return;

  const today = saoPauloDay(at);
  const monday = weekStart(today);
  const on = (offset: number, time: string) =>
    new Date(saoPauloInstant(addDays(monday, offset), time));

  await db.insert(staffAgendaAvailability).values([
    // Paulo: Monday and Wednesday mornings, Tuesday afternoon (half-hour slots), Thursday hours.
    { userId: paulo, weekday: 1, startMinute: m('10:00'), endMinute: m('12:00'), slotMinutes: 30 },
    { userId: paulo, weekday: 2, startMinute: m('14:00'), endMinute: m('17:00'), slotMinutes: 30 },
    { userId: paulo, weekday: 3, startMinute: m('10:00'), endMinute: m('12:00'), slotMinutes: 30 },
    { userId: paulo, weekday: 4, startMinute: m('09:00'), endMinute: m('12:00'), slotMinutes: 60 },
    { userId: marina, weekday: 2, startMinute: m('09:00'), endMinute: m('11:00'), slotMinutes: 45 },
    { userId: marina, weekday: 5, startMinute: m('14:00'), endMinute: m('16:00'), slotMinutes: 30 },
  ]);
  await db
    .insert(staffAgendaExceptions)
    .values([{ userId: paulo, day: addDays(monday, 10), reason: 'Folga compensatória' }]);
  await db
    .insert(customerAdvisors)
    .values([
      { customerId: carla, advisorId: paulo, assignedBy: admin, assignedAt: at },
      ...(premium
        ? [{ customerId: premium, advisorId: marina, assignedBy: admin, assignedAt: at }]
        : []),
    ]);

  const event = (
    ownerId: number,
    kind: 'meeting' | 'personal' | 'customer',
    title: string,
    offset: number,
    start: string,
    end: string,
    extra: Partial<typeof staffAgendaEvents.$inferInsert> = {},
  ) => ({
    ownerId,
    kind,
    title,
    startsAt: on(offset, start),
    endsAt: on(offset, end),
    createdBy: ownerId,
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
  const rows = await db
    .insert(staffAgendaEvents)
    .values([
      event(admin, 'meeting', 'Comitê de investimentos', 0, '09:00', '10:00', {
        location: 'Sala Ibovespa, 3º andar',
        notes: 'Pauta: carteira recomendada de dezembro e revisão de riscos.',
      }),
      event(paulo, 'meeting', 'Pauta da TV Liberta', 1, '08:30', '09:00', {
        videoUrl: 'https://meet.google.com/lib-erta-tv',
      }),
      event(paulo, 'personal', 'Consulta médica', 2, '16:00', '17:00'),
      event(admin, 'meeting', 'Alinhamento comercial', 3, '15:00', '16:00', {
        videoUrl: 'https://meet.google.com/ali-nha-com',
        notes: 'Metas do trimestre e campanha de fim de ano.',
      }),
      event(paulo, 'meeting', 'Fechamento semanal do research', 4, '17:00', '18:00', {
        location: 'Sala Selic',
      }),
      event(paulo, 'customer', 'Atendimento: Carla Cliente', 8, '14:00', '14:30', {
        customerId: carla,
        bookedAt: at,
        createdBy: carla,
        videoUrl: 'https://meet.google.com/car-la-ass',
        notes: 'Quer revisar a carteira de dividendos.',
      }),
      event(paulo, 'meeting', 'Planejamento de conteúdo de janeiro', 9, '11:00', '12:00', {
        location: 'Sala Copom',
      }),
    ])
    .returning({ id: staffAgendaEvents.id, title: staffAgendaEvents.title });
  const byTitle = new Map(rows.map((r) => [r.title, r.id]));
  const invite = (title: string, userIds: number[]) =>
    userIds.map((userId) => ({ eventId: byTitle.get(title)!, userId }));
  await db
    .insert(staffAgendaAttendees)
    .values([
      ...invite('Comitê de investimentos', [paulo, marina]),
      ...invite('Pauta da TV Liberta', [marina]),
      ...invite('Alinhamento comercial', [paulo, vera]),
      ...invite('Fechamento semanal do research', [marina, admin]),
    ]);
}
