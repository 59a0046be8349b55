import { describe, expect, it } from 'vitest';
import {
  countdown,
  formatDateTime,
  formatOffset,
  formatTime,
  isSameSaoPauloDay,
  parseCurrentTime,
  saoPauloDay,
} from './live-format.ts';

describe('live time formatting', () => {
  it('shows UTC instants in São Paulo time', () => {
    // 23:30 UTC is 20:30 in São Paulo (UTC−3).
    expect(formatTime('2026-11-23T23:30:00Z')).toBe('20:30');
    expect(formatDateTime('2026-11-24T01:15:00Z')).toBe('23/11/2026, 22:15');
  });

  it('groups by the São Paulo calendar day, not the UTC one', () => {
    expect(saoPauloDay('2026-11-24T02:00:00Z')).toBe('2026-11-23');
    expect(isSameSaoPauloDay('2026-11-24T02:00:00Z', '2026-11-23T12:00:00Z')).toBe(true);
    expect(isSameSaoPauloDay('2026-11-24T03:00:00Z', '2026-11-23T12:00:00Z')).toBe(false);
  });

  it('counts down to a start and stops once it passed', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(countdown('2026-11-23T13:05:30Z', now)).toEqual({ hours: 1, minutes: 5, seconds: 30 });
    expect(countdown('2026-11-23T12:00:45Z', now)).toEqual({ hours: 0, minutes: 0, seconds: 45 });
    expect(countdown('2026-11-23T12:00:00Z', now)).toBeNull();
    expect(countdown('not a date', now)).toBeNull();
  });

  it('reads ?current_time= as whole seconds and ignores anything else', () => {
    expect(parseCurrentTime('95')).toBe(95);
    expect(parseCurrentTime('95.9')).toBe(95);
    expect(parseCurrentTime(null)).toBe(0);
    expect(parseCurrentTime('-3')).toBe(0);
    expect(parseCurrentTime('1e9')).toBe(0);
    expect(parseCurrentTime('abc')).toBe(0);
  });

  it('formats a player position', () => {
    expect(formatOffset(65)).toBe('1:05');
    expect(formatOffset(3725)).toBe('1:02:05');
    expect(formatOffset(Number.NaN)).toBe('0:00');
  });
});
