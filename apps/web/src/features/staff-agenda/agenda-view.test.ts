import type { StaffAgendaEvent } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { hourRange, layoutDay, shownDay, weekDays } from './agenda-view.ts';

function event(id: number, day: string, start: string, end: string): StaffAgendaEvent {
  return {
    id,
    kind: 'meeting',
    title: `Evento ${id}`,
    starts_at: `${day}T${start}:00-03:00`,
    ends_at: `${day}T${end}:00-03:00`,
    day,
    start_time: start,
    end_time: end,
    location: null,
    video_url: null,
    notes: null,
    owner: { id: 1, name: 'Ana' },
    attendees: [],
    attendee_ids: [],
    customer_id: null,
    customer: null,
    booked_by_customer: false,
    cancelled_at: null,
    editable: true,
  };
}

describe('the agenda grid', () => {
  it('reads the shown day from the address, else today in São Paulo', () => {
    expect(shownDay('2026-11-25')).toBe('2026-11-25');
    // 01:00 UTC on the 24th is still the 23rd in São Paulo.
    expect(shownDay('ontem', new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-23');
  });

  it('shows the week from Monday', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('stretches the hours to the events', () => {
    expect(hourRange([])).toEqual({ first: 7, last: 20 });
    expect(
      hourRange([
        event(1, '2026-11-23', '06:30', '07:00'),
        event(2, '2026-11-23', '21:00', '22:15'),
      ]),
    ).toEqual({
      first: 6,
      last: 23,
    });
  });

  it('puts overlapping events side by side and the others full width', () => {
    const placed = layoutDay(
      [
        event(1, '2026-11-23', '09:00', '10:00'),
        event(2, '2026-11-23', '09:30', '10:30'),
        event(3, '2026-11-23', '10:00', '11:00'),
        event(4, '2026-11-23', '14:00', '14:10'),
        event(5, '2026-11-24', '09:00', '10:00'),
      ],
      '2026-11-23',
      7,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.event.id, p]));
    expect(Object.keys(byId)).toEqual(['1', '2', '3', '4']);
    expect(byId[1]).toMatchObject({ top: 120, height: 60, lane: 0, lanes: 2 });
    expect(byId[2]).toMatchObject({ lane: 1, lanes: 2 });
    // Starts when the first ends: it takes the first's lane again.
    expect(byId[3]).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId[4]).toMatchObject({ top: 420, height: 15, lane: 0, lanes: 1 });
  });
});
