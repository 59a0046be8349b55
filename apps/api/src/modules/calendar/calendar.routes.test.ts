import { addDays, saoPauloDay, weekStart } from '@app/shared';
import type { CalendarEvent, CalendarList } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { DEMO_CALENDAR } from '../../seed/content-trails.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let analyst: string;
let customer: string;
const clock = new Date('2026-11-23T12:00:00.000Z');

const { login: tokenOf, get, send } = apiClient(() => app);
const list = async (query: string) => {
  const res = await get(`/api/list-calendar-events?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CalendarList>();
};

// Far from the demo events (which sit around the day the seed runs).
const copom = {
  title: 'Copom: decisão da Selic',
  description: 'Comunicado após o fechamento.',
  starts_at: '2027-03-17T18:30:00-03:00',
  importance: 3,
  country: 'br',
  assets: ['di1f27', 'WIN', 'WIN'],
};
const payroll = {
  title: 'Payroll',
  starts_at: '2027-03-19T10:30:00-03:00',
  importance: 3,
  country: 'US',
  assets: ['USDBRL'],
};
const focus = {
  title: 'Boletim Focus',
  starts_at: '2027-03-15T08:25:00-03:00',
  importance: 1,
  country: 'BR',
};
/** 23:30 of the 16th in São Paulo is already the 17th in UTC. */
const lateNight = {
  title: 'Balanço tardio',
  starts_at: '2027-03-17T02:30:00.000Z',
  importance: 2,
  country: 'BR',
};

beforeAll(async () => {
  app = (await createDemoApp(() => clock)).app;
  admin = await tokenOf('admin@demo.lstrader.com.br');
  analyst = await tokenOf('analista@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('staff editing of the investor calendar', () => {
  const created: Record<string, CalendarEvent> = {};

  it('creates events, normalising country and assets', async () => {
    for (const [key, body] of Object.entries({ copom, payroll, focus, lateNight })) {
      const res = await send('POST', '/api/create-calendar-event', analyst, body);
      expect(res.statusCode, res.body).toBe(201);
      created[key] = res.json<CalendarEvent>();
    }
    expect(created.copom).toMatchObject({
      title: 'Copom: decisão da Selic',
      starts_at: '2027-03-17T21:30:00.000Z',
      has_time: true,
      day: '2027-03-17',
      importance: 3,
      country: 'BR',
      assets: ['DI1F27', 'WIN'],
    });
    expect(created.lateNight?.day).toBe('2027-03-16');
  });

  it('stores a day-only event at the start of its São Paulo day', async () => {
    const res = await send('POST', '/api/create-calendar-event', admin, {
      title: 'Vencimento de opções',
      starts_at: '2027-03-15T16:00:00-03:00',
      has_time: false,
      importance: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    created.expiry = res.json<CalendarEvent>();
    expect(created.expiry).toMatchObject({
      starts_at: '2027-03-15T03:00:00.000Z',
      has_time: false,
      day: '2027-03-15',
      country: 'BR',
      assets: [],
    });
  });

  it('answers 400 with the fields in error', async () => {
    const res = await send('POST', '/api/create-calendar-event', admin, {
      title: '',
      starts_at: 'amanhã',
      importance: 5,
      country: 'Brasil',
      assets: ['não vale'],
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: Record<string, string[]> }>().error;
    expect(Object.keys(error).sort()).toEqual([
      'assets.0',
      'country',
      'importance',
      'starts_at',
      'title',
    ]);
    expect(error.importance).toEqual(['Escolha a importância (1 a 3).']);
    const unknown = await send('POST', '/api/create-calendar-event', admin, {
      ...focus,
      color: 'red',
    });
    expect(unknown.json()).toEqual({ error: { color: ['Campo não permitido.'] } });
  });

  it('refuses visitors (401) and people without the resource or the action (403)', async () => {
    expect((await send('POST', '/api/create-calendar-event', undefined, focus)).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/api/create-calendar-event', customer, focus)).statusCode).toBe(
      403,
    );
    const id = created.focus!.id;
    expect(
      (await send('PUT', `/api/update-calendar-event/${id}`, customer, focus)).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/delete-calendar-event/${id}`)).statusCode).toBe(401);
    // Analysts edit the calendar but do not delete (their starting flags).
    expect((await send('DELETE', `/api/delete-calendar-event/${id}`, analyst)).statusCode).toBe(
      403,
    );
  });

  it('updates, finds and deletes; a deleted or unknown event is 404', async () => {
    const id = created.focus!.id;
    const updated = await send('PUT', `/api/update-calendar-event/${id}`, analyst, {
      ...focus,
      title: 'Boletim Focus (BC)',
      assets: ['DI1F28'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Boletim Focus (BC)', assets: ['DI1F28'] });
    const found = await get(`/api/find-calendar-event/${id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<CalendarEvent>().title).toBe('Boletim Focus (BC)');

    expect((await send('DELETE', `/api/delete-calendar-event/${id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/find-calendar-event/${id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-calendar-event/${id}`, admin)).statusCode).toBe(404);
    expect((await send('PUT', `/api/update-calendar-event/${id}`, admin, focus)).json()).toEqual({
      error: 'Evento não encontrado.',
    });
    expect((await get('/api/find-calendar-event/999999')).statusCode).toBe(404);
    expect((await get('/api/find-calendar-event/abc')).statusCode).toBe(400);
  });
});

describe('the public calendar', () => {
  it('lists the São Paulo days asked for, in time order, without login', async () => {
    const week = await list('from=2027-03-15&to=2027-03-21');
    expect(week.meta).toEqual({ from: '2027-03-15', to: '2027-03-21', total: 4 });
    expect(week.data.map((e) => e.title)).toEqual([
      'Vencimento de opções',
      'Balanço tardio',
      'Copom: decisão da Selic',
      'Payroll',
    ]);
    // The late-night event belongs to the 16th in São Paulo, though it is the 17th in UTC.
    expect((await list('from=2027-03-17&to=2027-03-17')).data.map((e) => e.title)).toEqual([
      'Copom: decisão da Selic',
    ]);
    expect((await list('from=2027-03-16&to=2027-03-16')).data.map((e) => e.title)).toEqual([
      'Balanço tardio',
    ]);
  });

  it('filters by importance, country and search (title, description or asset)', async () => {
    const range = 'from=2027-03-15&to=2027-03-21';
    expect((await list(`${range}&importance=3`)).data.map((e) => e.title)).toEqual([
      'Copom: decisão da Selic',
      'Payroll',
    ]);
    expect((await list(`${range}&importance=1,2`)).data).toHaveLength(2);
    expect((await list(`${range}&country=us`)).data.map((e) => e.title)).toEqual(['Payroll']);
    expect((await list(`${range}&importance=3&country=BR`)).data.map((e) => e.title)).toEqual([
      'Copom: decisão da Selic',
    ]);
    expect((await list(`${range}&search=usdbrl`)).data.map((e) => e.title)).toEqual(['Payroll']);
    expect((await list(`${range}&search=fechamento`)).data.map((e) => e.title)).toEqual([
      'Copom: decisão da Selic',
    ]);
  });

  it('answers 400 for bad dates, ranges and filters', async () => {
    const bad = async (query: string) => {
      const res = await get(`/api/list-calendar-events?${query}`);
      expect(res.statusCode, query).toBe(400);
      return Object.keys(res.json<{ error: Record<string, string[]> }>().error);
    };
    expect(await bad('from=2027-02-30')).toEqual(['from']);
    expect(await bad('from=2027-03-20&to=2027-03-10')).toEqual(['to']);
    expect(await bad('from=2027-01-01&to=2028-12-31')).toEqual(['to']);
    expect(await bad('importance=4')).toEqual(['importance.0']);
    expect(await bad('country=Brasil')).toEqual(['country.0']);
    expect(await bad('color=red')).toEqual(['color']);
  });

  it('shows today and the next six days by default, with the demo agenda', async () => {
    const today = saoPauloDay(clock);
    const week = await list('');
    expect(week.meta.from).toBe(today);
    expect(week.meta.to).toBe(addDays(today, 6));
    // The demo seed writes its agenda from the Monday of the week it runs in.
    const monday = weekStart(saoPauloDay(new Date()));
    const demo = await list(`from=${monday}&to=${addDays(monday, 13)}`);
    expect(demo.data.map((e) => e.title).sort()).toEqual(DEMO_CALENDAR.map((e) => e.title).sort());
    expect(demo.data.find((e) => e.title === 'Copom: decisão da taxa Selic')).toMatchObject({
      importance: 3,
      country: 'BR',
      assets: ['DI1F27', 'WIN', 'USDBRL'],
    });
  });

  it('exports the same events as an .ics file', async () => {
    const res = await get('/api/calendar-events.ics?from=2027-03-15&to=2027-03-21&importance=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="calendario-do-investidor.ics"',
    );
    const unfolded = res.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain('\r\nSUMMARY:Copom: decisão da Selic\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20270317T213000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261123T120000Z\r\n');
    expect(unfolded).not.toContain('Vencimento');

    const allDay = await get('/api/calendar-events.ics?from=2027-03-15&to=2027-03-15');
    expect(allDay.body.replace(/\r\n[ \t]/g, '')).toContain('DTSTART;VALUE=DATE:20270315');
    const wrong = await get('/api/calendar-events.ics?importance=9');
    expect(wrong.statusCode).toBe(400);
  });
});
