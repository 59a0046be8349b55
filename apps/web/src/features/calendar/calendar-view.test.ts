import type { CalendarEvent } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  dayHeading,
  groupByDay,
  parseCountries,
  parseImportance,
  shownWeek,
  weekDays,
} from './calendar-view.ts';

const event = (id: number, startsAt: string, day: string, importance = 2): CalendarEvent => ({
  id,
  title: `Evento ${id}`,
  description: null,
  starts_at: startsAt,
  has_time: true,
  day,
  importance,
  country: 'BR',
  assets: [],
});

describe('investor calendar view', () => {
  it('shows the week of the São Paulo day, starting on Monday', () => {
    // Sunday 23:30 in São Paulo is already Monday in UTC: still the week that ends that Sunday.
    expect(shownWeek(null, new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-23');
    expect(shownWeek('2026-11-26')).toBe('2026-11-23');
    expect(shownWeek('não é data', new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('groups events by their São Paulo day, in time order', () => {
    const groups = groupByDay([
      event(3, '2026-11-25T21:30:00Z', '2026-11-25'),
      event(1, '2026-11-24T02:30:00Z', '2026-11-23'),
      event(2, '2026-11-25T12:00:00Z', '2026-11-25', 3),
    ]);
    expect(groups.map(([day, list]) => [day, list.map((e) => e.id)])).toEqual([
      ['2026-11-23', [1]],
      ['2026-11-25', [2, 3]],
    ]);
  });

  it('names days in the reader language without shifting them', () => {
    expect(dayHeading('2026-11-23', 'pt-BR')).toBe('Segunda-feira, 23 de novembro');
    expect(dayHeading('2027-01-01', 'en')).toBe('Friday, January 1');
  });

  it('reads the filters from the address, ignoring junk', () => {
    expect(parseImportance('3,1,9,x,3')).toEqual([1, 3]);
    expect(parseImportance(null)).toEqual([]);
    expect(parseCountries('us, br,XX')).toEqual(['BR', 'US']);
  });
});
