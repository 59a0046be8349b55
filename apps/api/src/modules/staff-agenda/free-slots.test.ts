import { describe, expect, it } from 'vitest';
import { freeSlots } from './free-slots.ts';

const at = (iso: string) => new Date(iso);
const label = (slots: ReturnType<typeof freeSlots>) => slots.map((s) => s.startsAt.toISOString());

/** Tuesday 14:00–17:00 São Paulo (17:00–20:00 UTC) in 60-minute slots. */
const tuesday = { weekday: 2, start: 14 * 60, end: 17 * 60, slot: 60 };

describe('freeSlots', () => {
  it('cuts each window of the weekday into slots, in São Paulo time', () => {
    const slots = freeSlots(
      { windows: [tuesday], daysOff: [], busy: [] },
      '2026-11-23',
      7,
      at('2026-11-23T12:00:00Z'),
    );
    expect(label(slots)).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T18:00:00.000Z',
      '2026-11-24T19:00:00.000Z',
    ]);
    expect(slots[0]!.endsAt.toISOString()).toBe('2026-11-24T18:00:00.000Z');
  });

  it('drops a remainder shorter than a slot', () => {
    const slots = freeSlots(
      { windows: [{ ...tuesday, end: 16 * 60 + 45 }], daysOff: [], busy: [] },
      '2026-11-24',
      1,
      at('2026-11-23T12:00:00Z'),
    );
    expect(slots).toHaveLength(2);
  });

  it('leaves out days off, slots already started and slots overlapping a busy stretch', () => {
    const sources = {
      windows: [tuesday],
      daysOff: ['2026-12-01'],
      // 15:30–16:10 touches the 15:00 and 16:00 slots; one ending at 14:00 sharp touches none.
      busy: [
        { starts_at: '2026-11-24T18:30:00Z', ends_at: '2026-11-24T19:10:00Z' },
        { starts_at: '2026-11-24T16:00:00Z', ends_at: '2026-11-24T17:00:00Z' },
      ],
    };
    expect(label(freeSlots(sources, '2026-11-24', 15, at('2026-11-23T12:00:00Z')))).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-12-08T17:00:00.000Z',
      '2026-12-08T18:00:00.000Z',
      '2026-12-08T19:00:00.000Z',
    ]);
    // At 14:00 sharp the 14:00 slot is no longer offered.
    expect(
      label(freeSlots({ ...sources, busy: [] }, '2026-11-24', 1, at('2026-11-24T17:00:00Z'))),
    ).toEqual(['2026-11-24T18:00:00.000Z', '2026-11-24T19:00:00.000Z']);
  });
});
