import { STAFF_AGENDA_MESSAGES as M } from '@app/shared';
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
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { OutgoingMessage } from '../../platform/mail/outbox.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { parseIcs } from '../../test/ics.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let paulo: string;
let marina: string;
let carla: string;
let premium: string;
let ids: Record<string, number>;
/** Monday 23 November 2026, 09:00 in São Paulo. */
const clock = new Date('2026-11-23T12:00:00.000Z');
const mail: OutgoingMessage[] = [];

const { login, get, send } = apiClient(() => app);

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => clock, {
    mail: {
      send: (m) => (mail.push(m), Promise.resolve({ id: mail.length, status: 'stored' as const })),
      drain: () => Promise.resolve(),
      close: () => Promise.resolve(),
    },
  }));
  [admin, paulo, marina, carla, premium] = await Promise.all([
    login('admin@demo.lstrader.com.br'),
    login('analista@demo.lstrader.com.br'),
    login('analista2@demo.lstrader.com.br'),
    login('cliente@demo.lstrader.com.br'),
    login('premium@demo.lstrader.com.br'),
  ]);
  const rows = await queryRows<{ email: string; id: number }>(
    database.db,
    sql`select email, id from users`,
  );
  ids = Object.fromEntries(rows.map((r) => [r.email.split('@')[0]!, r.id]));
});
afterAll(async () => {
  await app.close();
});

const meeting = {
  kind: 'meeting',
  title: 'Revisão da carteira',
  day: '2026-11-25',
  start_time: '15:00',
  end_time: '16:00',
  location: 'Sala Selic',
  video_url: 'https://meet.google.com/abc-defg-hij',
  notes: 'Levar o relatório de risco.',
};

describe('staff events (resource Agenda do Colaborador)', () => {
  let created: StaffAgendaEvent;

  it('creates an event in São Paulo time and invites staff', async () => {
    const res = await send('POST', '/api/create-staff-agenda-event', paulo, {
      ...meeting,
      attendee_ids: [ids.analista2, ids.admin, ids.analista2],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<StaffAgendaEvent>();
    expect(created).toMatchObject({
      kind: 'meeting',
      title: 'Revisão da carteira',
      starts_at: '2026-11-25T18:00:00.000Z',
      ends_at: '2026-11-25T19:00:00.000Z',
      day: '2026-11-25',
      start_time: '15:00',
      end_time: '16:00',
      owner: { id: ids.analista, name: 'Paulo Analista' },
      editable: true,
      booked_by_customer: false,
    });
    expect(created.attendees.map((a) => a.name).sort()).toEqual(['Ana Admin', 'Marina Analista']);
    const found = await get(`/api/find-staff-agenda-event/${created.id}`, paulo);
    expect(found.json()).toEqual(created);
  });

  it('shows the event in the attendees’ agendas, read-only for them', async () => {
    const res = await get('/api/list-staff-agenda-events?from=2026-11-23&to=2026-11-29', marina);
    expect(res.statusCode).toBe(200);
    const event = res.json<StaffAgendaList>().data.find((e) => e.id === created.id);
    expect(event).toMatchObject({ editable: false, title: 'Revisão da carteira' });
    const change = await send(
      'PUT',
      `/api/update-staff-agenda-event/${created.id}`,
      marina,
      meeting,
    );
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ error: M.notYours });
  });

  it('lists the week in one statement, the events ordered by start', async () => {
    const { result, statements } = await countStatements(database, () =>
      get('/api/list-staff-agenda-events?from=2026-11-23&to=2026-11-29', paulo),
    );
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
    const body = result.json<StaffAgendaList>();
    expect(body.meta).toEqual({ from: '2026-11-23', to: '2026-11-29', total: body.data.length });
    const starts = body.data.map((e) => e.starts_at);
    expect(starts).toEqual([...starts].sort());
    // Seeded: Paulo's own meetings and the ones Ana invited him to.
    expect(body.data.map((e) => e.title)).toEqual(
      expect.arrayContaining([
        'Comitê de investimentos',
        'Pauta da TV Liberta',
        'Revisão da carteira',
      ]),
    );
  });

  it('answers "my agenda of the day" for the hub', async () => {
    const res = await get('/api/my-agenda-today', paulo);
    expect(res.statusCode).toBe(200);
    const today = res.json<StaffAgendaToday>();
    expect(today.day).toBe('2026-11-23');
    expect(today.data.map((e) => e.title)).toEqual(['Comitê de investimentos']);
  });

  it('updates the owner’s event and replaces the attendees', async () => {
    const res = await send('PUT', `/api/update-staff-agenda-event/${created.id}`, paulo, {
      ...meeting,
      kind: 'personal',
      title: 'Revisão (adiada)',
      start_time: '16:30',
      end_time: '17:00',
      video_url: null,
      attendee_ids: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffAgendaEvent>()).toMatchObject({
      kind: 'personal',
      title: 'Revisão (adiada)',
      starts_at: '2026-11-25T19:30:00.000Z',
      video_url: null,
      attendees: [],
    });
    const gone = await get(`/api/find-staff-agenda-event/${created.id}`, marina);
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 with the fields in error, in pt-BR', async () => {
    const res = await send('POST', '/api/create-staff-agenda-event', paulo, {
      kind: 'customer',
      title: 'x',
      day: '2026-02-30',
      start_time: '10:00',
      end_time: '09:00',
      video_url: 'http://inseguro.example.com',
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: Record<string, string[]> }>().error;
    expect(error).toMatchObject({
      title: [M.title],
      day: [M.day],
      end_time: [M.endAfterStart],
      video_url: [M.videoUrl],
      customer_id: [M.customerRequired],
    });
    const unknown = await send('POST', '/api/create-staff-agenda-event', paulo, {
      ...meeting,
      owner_id: ids.admin,
    });
    expect(unknown.statusCode).toBe(400);
    const range = await get('/api/list-staff-agenda-events?from=2026-11-01&to=2027-01-31', paulo);
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({ error: { to: [M.range] } });
  });

  it('refuses customers as attendees and staff as the customer', async () => {
    const attendee = await send('POST', '/api/create-staff-agenda-event', paulo, {
      ...meeting,
      attendee_ids: [ids.cliente],
    });
    expect(attendee.statusCode).toBe(400);
    expect(attendee.json()).toEqual({ error: { attendee_ids: [M.attendeeNotStaff] } });
    const customer = await send('POST', '/api/create-staff-agenda-event', paulo, {
      ...meeting,
      kind: 'customer',
      customer_id: ids.admin,
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json()).toEqual({ error: { customer_id: [M.customerNotCustomer] } });
  });

  it('answers 401 without a session and 403 to a customer', async () => {
    expect((await get('/api/list-staff-agenda-events')).statusCode).toBe(401);
    expect((await get('/api/list-staff-agenda-events', carla)).statusCode).toBe(403);
    expect((await get('/api/my-agenda-today', carla)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-staff-agenda-event', carla, meeting)).statusCode).toBe(
      403,
    );
    expect((await get('/api/find-staff-agenda-availability', carla)).statusCode).toBe(403);
  });

  it('answers 404 for an event that is not in the person’s agenda', async () => {
    expect((await get('/api/find-staff-agenda-event/999999', paulo)).statusCode).toBe(404);
    const own = await send('POST', '/api/create-staff-agenda-event', admin, meeting);
    const id = own.json<StaffAgendaEvent>().id;
    expect((await get(`/api/find-staff-agenda-event/${id}`, paulo)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-staff-agenda-event/${id}`, paulo)).statusCode).toBe(
      404,
    );
  });

  it('deletes the owner’s event', async () => {
    const res = await send('DELETE', `/api/delete-staff-agenda-event/${created.id}`, paulo);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/find-staff-agenda-event/${created.id}`, paulo)).statusCode).toBe(404);
  });

  it('offers staff and customers to pick', async () => {
    const staff = await get('/api/select-staff-agenda-staff?search=anal', paulo);
    expect(staff.json<{ data: { name: string }[] }>().data.map((p) => p.name)).toEqual([
      'Marina Analista',
      'Paulo Analista',
    ]);
    const customers = await get('/api/select-staff-agenda-customers?search=carla', paulo);
    expect(customers.json<{ data: { name: string }[] }>().data.map((p) => p.name)).toEqual([
      'Carla Cliente',
    ]);
  });
});

describe('availability and days off', () => {
  it('reads the seeded weekly windows and day off', async () => {
    const res = await get('/api/find-staff-agenda-availability', paulo);
    expect(res.statusCode).toBe(200);
    const body = res.json<Availability>();
    expect(body.windows).toContainEqual({
      weekday: 2,
      start_time: '14:00',
      end_time: '17:00',
      slot_minutes: 30,
    });
    expect(body.exceptions.map(({ day, reason }) => ({ day, reason }))).toEqual([
      { day: '2026-12-03', reason: 'Folga compensatória' },
    ]);
  });

  it('refuses overlapping windows and a window shorter than its slot', async () => {
    const res = await send('PUT', '/api/update-staff-agenda-availability', marina, {
      windows: [
        { weekday: 2, start_time: '09:00', end_time: '11:00', slot_minutes: 30 },
        { weekday: 2, start_time: '10:30', end_time: '12:00', slot_minutes: 30 },
        { weekday: 3, start_time: '09:00', end_time: '09:20', slot_minutes: 30 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        'windows.1.start_time': [M.windowsOverlap],
        'windows.2.slot_minutes': [M.windowTooShort],
      },
    });
  });

  it('replaces the windows and adds and removes a day off', async () => {
    const res = await send('PUT', '/api/update-staff-agenda-availability', marina, {
      windows: [
        { weekday: 5, start_time: '14:00', end_time: '16:00', slot_minutes: 60 },
        { weekday: 2, start_time: '09:00', end_time: '11:00', slot_minutes: 45 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Availability>().windows.map((w) => `${w.weekday} ${w.start_time}`)).toEqual([
      '2 09:00',
      '5 14:00',
    ]);
    const off = await send('POST', '/api/create-staff-agenda-exception', marina, {
      day: '2026-11-27',
      reason: 'Feriado municipal',
    });
    expect(off.statusCode, off.body).toBe(201);
    const again = await send('POST', '/api/create-staff-agenda-exception', marina, {
      day: '2026-11-27',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { day: [M.exceptionTaken] } });
    const id = off.json<AvailabilityException>().id;
    expect(
      (await send('DELETE', `/api/delete-staff-agenda-exception/${id}`, paulo)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/delete-staff-agenda-exception/${id}`, marina)).statusCode,
    ).toBe(204);
  });
});

describe('the .ics feed', () => {
  let url: string;

  it('has no link until one is made, then shows it once', async () => {
    const before = await get('/api/find-staff-agenda-feed', paulo);
    expect(before.json()).toEqual({ active: false, created_at: null, url: null });
    const made = await send('POST', '/api/rotate-staff-agenda-feed', paulo);
    expect(made.statusCode).toBe(200);
    const feed = made.json<StaffAgendaFeed>();
    expect(feed.url).toMatch(/\/api\/staff-agenda-feed\/[A-Za-z0-9_-]{32}\.ics$/);
    url = new URL(feed.url!).pathname;
    const after = await get('/api/find-staff-agenda-feed', paulo);
    expect(after.json()).toEqual({ active: true, created_at: clock.toISOString(), url: null });
  });

  it('serves a valid iCalendar with the person’s events in UTC, without a session', async () => {
    const { result: res, statements } = await countStatements(database, () => get(url));
    expect(res.statusCode).toBe(200);
    expect(statements).toHaveLength(2);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = parseIcs(res.body);
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props.VERSION).toEqual([{ value: '2.0', params: {} }]);
    expect(calendar.props['X-WR-CALNAME']?.[0]?.value).toBe('Agenda de Paulo Analista');
    const events = calendar.children.filter((c) => c.name === 'VEVENT');
    const committee = events.find((e) => e.props.SUMMARY?.[0]?.value === 'Comitê de investimentos');
    expect(committee).toBeDefined();
    // Monday 09:00–10:00 in São Paulo is 12:00–13:00 UTC.
    expect(committee!.props.DTSTART?.[0]?.value).toBe('20261123T120000Z');
    expect(committee!.props.DTEND?.[0]?.value).toBe('20261123T130000Z');
    expect(committee!.props.LOCATION?.[0]?.value).toBe('Sala Ibovespa, 3º andar');
    expect(committee!.props.UID?.[0]?.value).toMatch(/^agenda-\d+@lstrader\.com\.br$/);
    for (const event of events) {
      expect(Object.keys(event.props)).toEqual(
        expect.arrayContaining(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']),
      );
    }
    // Ana's meeting Paulo is invited to is in his feed, with the people in the description.
    const sales = events.find((e) => e.props.SUMMARY?.[0]?.value === 'Alinhamento comercial');
    expect(sales?.props.DESCRIPTION?.[0]?.value).toContain('Responsável: Ana Admin');
    expect(sales?.props.URL?.[0]?.value).toBe('https://meet.google.com/ali-nha-com');
  });

  it('stops serving the old link once rotated', async () => {
    const rotated = await send('POST', '/api/rotate-staff-agenda-feed', paulo);
    const fresh = new URL(rotated.json<StaffAgendaFeed>().url!).pathname;
    expect(fresh).not.toBe(url);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(fresh)).statusCode).toBe(200);
    expect((await get('/api/staff-agenda-feed/nao-vale.ics')).statusCode).toBe(400);
  });
});

describe('the customer’s advisor (staff, resource Clientes)', () => {
  it('offers staff as advisors to whoever edits customers', async () => {
    const res = await get('/api/select-customer-advisors?search=paulo', admin);
    expect(res.json<{ data: { name: string }[] }>().data.map((p) => p.name)).toEqual([
      'Paulo Analista',
    ]);
    expect((await get('/api/select-customer-advisors', carla)).statusCode).toBe(403);
  });

  it('reads and changes a customer’s advisor', async () => {
    const found = await get(`/api/find-customer-advisor/${ids.cliente}`, admin);
    expect(found.json<CustomerAdvisor>()).toEqual({
      customer_id: ids.cliente,
      advisor: { id: ids.analista, name: 'Paulo Analista' },
    });
    const none = await send('PUT', `/api/update-customer-advisor/${ids.cliente}`, admin, {
      advisor_id: null,
    });
    expect(none.json<CustomerAdvisor>().advisor).toBeNull();
    const back = await send('PUT', `/api/update-customer-advisor/${ids.cliente}`, admin, {
      advisor_id: ids.analista,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<CustomerAdvisor>().advisor?.name).toBe('Paulo Analista');
  });

  it('refuses a customer as advisor, a staff member as the customer, and people without Clientes', async () => {
    const notStaff = await send('PUT', `/api/update-customer-advisor/${ids.cliente}`, admin, {
      advisor_id: ids.premium,
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json()).toEqual({ error: { advisor_id: [M.advisorNotStaff] } });
    const notCustomer = await get(`/api/find-customer-advisor/${ids.analista}`, admin);
    expect(notCustomer.statusCode).toBe(404);
    // Analysts have the agenda but not the customers' records.
    expect((await get(`/api/find-customer-advisor/${ids.cliente}`, paulo)).statusCode).toBe(403);
  });
});

describe('customers book their advisor’s free slots (/meu-assessor)', () => {
  let booking: MyBooking;

  it('shows the advisor, the free slots (no day off, nothing busy, nothing past) and the bookings', async () => {
    const res = await get('/api/my-advisor', carla);
    expect(res.statusCode).toBe(200);
    const body = res.json<MyAdvisor>();
    expect(body.advisor).toEqual({ id: ids.analista, name: 'Paulo Analista' });
    const times = body.slots.map((s) => `${s.day} ${s.start_time}`);
    // Monday 10:00–12:00 (it is 09:00 now), half-hour slots.
    expect(times.slice(0, 4)).toEqual([
      '2026-11-23 10:00',
      '2026-11-23 10:30',
      '2026-11-23 11:00',
      '2026-11-23 11:30',
    ]);
    // Wednesday 25th: the seeded personal appointment is 16:00–17:00 — not in a window anyway;
    // Tuesday 1 December 14:00 is Carla's own seeded booking; Thursday 3 December is a day off.
    expect(times).toContain('2026-11-24 16:30');
    expect(times).not.toContain('2026-12-01 14:00');
    expect(times.some((t) => t.startsWith('2026-12-03'))).toBe(false);
    expect(times).toContain('2026-11-26 09:00');
    expect(body.slots.find((s) => s.day === '2026-11-26')?.end_time).toBe('10:00');
    expect(body.bookings.map((b) => `${b.day} ${b.start_time}`)).toEqual(['2026-12-01 14:00']);
  });

  it('books a free slot and confirms to both through the outbox, with the .ics link', async () => {
    mail.length = 0;
    const res = await send('POST', '/api/create-my-advisor-booking', carla, {
      starts_at: '2026-11-24T14:30:00-03:00',
      notes: 'Dúvidas sobre previdência.',
    });
    expect(res.statusCode, res.body).toBe(201);
    booking = res.json<MyBooking>();
    expect(booking).toMatchObject({
      starts_at: '2026-11-24T17:30:00.000Z',
      ends_at: '2026-11-24T18:00:00.000Z',
      day: '2026-11-24',
      start_time: '14:30',
      cancelled_at: null,
    });
    expect(mail.map((m) => [m.to, m.kind])).toEqual([
      ['cliente@demo.lstrader.com.br', 'advisor_booking'],
      ['analista@demo.lstrader.com.br', 'advisor_booking'],
    ]);
    expect(mail[0]!.subject).toBe(
      'Atendimento confirmado: terça-feira, 24/11/2026, das 14:30 às 15:00 (horário de Brasília)',
    );
    expect(mail[0]!.text).toContain('Seu atendimento com Paulo Analista está confirmado');
    const link = /(\/api\/staff-agenda-booking\/[A-Za-z0-9_-]+\.ics)/.exec(mail[0]!.text)?.[1];
    expect(link).toBeDefined();
    const ics = await get(link!);
    expect(ics.statusCode).toBe(200);
    const event = parseIcs(ics.body).children[0]!;
    expect(event.props.DTSTART?.[0]?.value).toBe('20261124T173000Z');
    expect(event.props.SUMMARY?.[0]?.value).toBe('Atendimento: Carla Cliente');
    // It is now in Paulo's agenda and no longer free.
    const agenda = await get('/api/list-staff-agenda-events?from=2026-11-24&to=2026-11-24', paulo);
    expect(agenda.json<StaffAgendaList>().data.find((e) => e.id === booking.id)).toMatchObject({
      kind: 'customer',
      booked_by_customer: true,
      customer: { id: ids.cliente, name: 'Carla Cliente' },
      notes: 'Dúvidas sobre previdência.',
    });
    const after = (await get('/api/my-advisor', carla)).json<MyAdvisor>();
    expect(after.slots.map((s) => s.starts_at)).not.toContain(booking.starts_at);
  });

  it('refuses a slot that is taken, outside the windows, past or on a day off', async () => {
    for (const starts_at of [
      '2026-11-24T14:30:00-03:00', // just booked
      '2026-11-24T14:10:00-03:00', // not a slot start
      '2026-11-23T08:00:00-03:00', // before the window, already past
      '2026-12-03T09:00:00-03:00', // day off
      '2027-03-02T14:00:00-03:00', // beyond the horizon
    ]) {
      const res = await send('POST', '/api/create-my-advisor-booking', carla, { starts_at });
      expect(res.statusCode, starts_at).toBe(409);
      expect(res.json()).toEqual({ error: M.slotUnavailable });
    }
    const noAdvisor = await send('POST', '/api/create-my-advisor-booking', admin, {
      starts_at: '2026-11-24T15:00:00-03:00',
    });
    expect(noAdvisor.statusCode).toBe(409);
    expect(noAdvisor.json()).toEqual({ error: M.noAdvisor });
    const bad = await send('POST', '/api/create-my-advisor-booking', carla, {
      starts_at: 'amanhã',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives one slot to one customer when two book it at the same instant', async () => {
    // Paulo Premium becomes Paulo Analista's customer too.
    await send('PUT', `/api/update-customer-advisor/${ids.premium}`, admin, {
      advisor_id: ids.analista,
    });
    const body = { starts_at: '2026-11-24T16:00:00-03:00' };
    const answers = await Promise.all([
      send('POST', '/api/create-my-advisor-booking', carla, body),
      send('POST', '/api/create-my-advisor-booking', premium, body),
      send('POST', '/api/create-my-advisor-booking', carla, body),
      send('POST', '/api/create-my-advisor-booking', premium, body),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from staff_agenda_events
          where starts_at = '2026-11-24T19:00:00Z' and cancelled_at is null`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('has the database refuse an overlapping customer appointment even past the service', async () => {
    const insert = (start: string, end: string) =>
      database.db.execute(sql`insert into staff_agenda_events
        (owner_id, kind, title, starts_at, ends_at, customer_id)
        values (${ids.analista2}, 'customer', 'Direto', ${start}::timestamptz, ${end}::timestamptz,
                ${ids.cliente})`);
    await insert('2027-01-05T12:00:00Z', '2027-01-05T12:30:00Z');
    await expect(insert('2027-01-05T12:15:00Z', '2027-01-05T12:45:00Z')).rejects.toMatchObject({
      cause: { code: '23P01', constraint: 'staff_agenda_events_customer_no_overlap' },
    });
    // Back to back is fine, and so is another advisor at the same time.
    await insert('2027-01-05T12:30:00Z', '2027-01-05T13:00:00Z');
    await database.db.execute(sql`insert into staff_agenda_events
      (owner_id, kind, title, starts_at, ends_at, customer_id)
      values (${ids.analista}, 'customer', 'Outro', '2027-01-05T12:00:00Z', '2027-01-05T12:30:00Z',
              ${ids.cliente})`);
  });

  it('lets the customer cancel, telling both, and frees the slot', async () => {
    mail.length = 0;
    const other = await send('PUT', `/api/cancel-my-advisor-booking/${booking.id}`, premium);
    expect(other.statusCode).toBe(404);
    const res = await send('PUT', `/api/cancel-my-advisor-booking/${booking.id}`, carla);
    expect(res.statusCode).toBe(204);
    expect(mail.map((m) => [m.to, m.kind])).toEqual([
      ['cliente@demo.lstrader.com.br', 'advisor_booking_cancelled'],
      ['analista@demo.lstrader.com.br', 'advisor_booking_cancelled'],
    ]);
    expect(mail[1]!.text).toContain('Carla Cliente cancelou o atendimento');
    const after = (await get('/api/my-advisor', carla)).json<MyAdvisor>();
    expect(after.slots.map((s) => s.starts_at)).toContain(booking.starts_at);
    expect(after.bookings.find((b) => b.id === booking.id)?.cancelled_at).toBe(clock.toISOString());
    // Booking the same slot again works once it is cancelled.
    const again = await send('POST', '/api/create-my-advisor-booking', carla, {
      starts_at: booking.starts_at,
    });
    expect(again.statusCode).toBe(201);
  });

  it('lets the advisor cancel a booking (never edit it), telling the customer', async () => {
    const mine = (await get('/api/my-advisor', carla)).json<MyAdvisor>().bookings;
    const active = mine.find((b) => b.cancelled_at === null && b.start_time === '14:30')!;
    const edit = await send('PUT', `/api/update-staff-agenda-event/${active.id}`, paulo, meeting);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ error: M.bookingFromStaffAgenda });
    mail.length = 0;
    const res = await send('DELETE', `/api/delete-staff-agenda-event/${active.id}`, paulo);
    expect(res.statusCode).toBe(204);
    expect(mail.map((m) => m.to)).toEqual([
      'cliente@demo.lstrader.com.br',
      'analista@demo.lstrader.com.br',
    ]);
    expect(mail[0]!.text).toContain('Paulo Analista precisou cancelar o atendimento');
  });

  it('refuses two overlapping customer appointments made by staff', async () => {
    const body = {
      ...meeting,
      kind: 'customer',
      customer_id: ids.cliente,
      day: '2026-11-24',
      start_time: '15:45',
      end_time: '16:15',
    };
    const res = await send('POST', '/api/create-staff-agenda-event', paulo, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: M.overlap });
  });

  it('answers 401 to the customer routes without a session', async () => {
    expect((await get('/api/my-advisor')).statusCode).toBe(401);
    expect(
      (
        await send('POST', '/api/create-my-advisor-booking', undefined, {
          starts_at: clock.toISOString(),
        })
      ).statusCode,
    ).toBe(401);
  });
});
