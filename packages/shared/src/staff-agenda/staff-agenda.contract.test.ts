import { describe, expect, it } from 'vitest';
import { staffAgendaEventForm } from '../forms/agenda-forms.ts';
import {
  STAFF_AGENDA_MESSAGES as M,
  availabilityInputSchema,
  minutesOfTime,
  staffAgendaEventInputSchema,
  staffAgendaRangeSchema,
  timeOfMinutes,
} from './staff-agenda.contract.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the staff agenda contract', () => {
  it('reads times as minutes and back', () => {
    expect(minutesOfTime('14:30')).toBe(870);
    expect(timeOfMinutes(870)).toBe('14:30');
    expect(timeOfMinutes(1440)).toBe('24:00');
  });

  it('wants the end after the start and a customer for an appointment', () => {
    const result = staffAgendaEventInputSchema.safeParse({
      kind: 'customer',
      title: 'Atendimento',
      day: '2026-11-24',
      start_time: '10:00',
      end_time: '10:00',
    });
    expect(messages(result)).toEqual({
      end_time: M.endAfterStart,
      customer_id: M.customerRequired,
    });
  });

  it('drops blank optional texts and repeated attendees', () => {
    const parsed = staffAgendaEventInputSchema.parse({
      kind: 'meeting',
      title: '  Comitê  ',
      day: '2026-11-24',
      start_time: '10:00',
      end_time: '11:00',
      location: '',
      video_url: '  ',
      attendee_ids: [3, 3, 4],
      customer_id: 9,
    });
    expect(parsed).toMatchObject({
      title: 'Comitê',
      location: null,
      video_url: null,
      attendee_ids: [3, 4],
    });
  });

  it('limits a range to six weeks, in order', () => {
    expect(staffAgendaRangeSchema.safeParse({ from: '2026-11-01', to: '2026-12-12' }).success).toBe(
      true,
    );
    expect(
      messages(staffAgendaRangeSchema.safeParse({ from: '2026-11-01', to: '2026-12-13' })),
    ).toEqual({
      to: M.range,
    });
    expect(
      messages(staffAgendaRangeSchema.safeParse({ from: '2026-11-02', to: '2026-11-01' })),
    ).toEqual({
      to: M.rangeOrder,
    });
  });

  it('refuses a day that is not one with the day message, never by throwing', () => {
    // `?from=+` reaches the schema as a space: the range check must not read it as a day.
    expect(messages(staffAgendaRangeSchema.safeParse({ from: ' ', to: '2026-12-01' }))).toEqual({
      from: M.day,
    });
    expect(messages(staffAgendaRangeSchema.safeParse({ from: '2026-11-01', to: 'x' }))).toEqual({
      to: M.day,
    });
  });

  it('accepts a window ending at midnight and refuses overlapping ones of a day', () => {
    expect(
      availabilityInputSchema.safeParse({
        windows: [{ weekday: 5, start_time: '22:00', end_time: '24:00', slot_minutes: 60 }],
      }).success,
    ).toBe(true);
    expect(
      messages(
        availabilityInputSchema.safeParse({
          windows: [
            { weekday: 1, start_time: '10:00', end_time: '12:00', slot_minutes: 30 },
            { weekday: 1, start_time: '09:00', end_time: '10:30', slot_minutes: 30 },
          ],
        }),
      ),
    ).toEqual({ 'windows.0.start_time': M.windowsOverlap });
  });

  it('has the event form hold a stored event and send the contract’s input', () => {
    const held = staffAgendaEventForm.values({
      kind: 'customer',
      title: 'Atendimento',
      day: '2026-11-24',
      start_time: '14:00',
      end_time: '14:30',
      location: null,
      video_url: 'https://meet.example.com/x',
      notes: null,
      attendee_ids: [4],
      customer_id: 9,
    });
    expect(held).toMatchObject({ attendee_ids: ['4'], customer_id: '9', location: '' });
    expect(staffAgendaEventForm.schema.parse(held)).toMatchObject({
      attendee_ids: [4],
      customer_id: 9,
      location: null,
      video_url: 'https://meet.example.com/x',
    });
  });
});
