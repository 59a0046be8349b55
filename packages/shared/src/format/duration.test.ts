import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDurationPtBr,
  formatDurationText,
  parseDurationText,
} from './duration.ts';

describe('formatClock', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(125.9)).toBe('2:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-4)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('formatDurationPtBr', () => {
  it('rounds up to whole minutes and adds hours past sixty', () => {
    expect(formatDurationPtBr(30)).toBe('1 min');
    expect(formatDurationPtBr(45 * 60)).toBe('45 min');
    expect(formatDurationPtBr(2 * 3600)).toBe('2 h');
    expect(formatDurationPtBr(3600 + 5 * 60)).toBe('1 h 05 min');
    expect(formatDurationPtBr(0)).toBe('0 min');
  });
});

describe('duration text (what staff type as a length)', () => {
  it('reads min:s, h:min:s and bare minutes', () => {
    expect(parseDurationText('31:12')).toBe(1872);
    expect(parseDurationText('1:02:05')).toBe(3725);
    expect(parseDurationText('45')).toBe(2700);
    expect(parseDurationText(' ')).toBe(0);
  });

  it('refuses what is not a length', () => {
    for (const bad of ['abc', '1:75', '1:60:00', '1:2:3:4', '12:', '-5'])
      expect(parseDurationText(bad), bad).toBeNaN();
  });

  it('writes back what it reads', () => {
    for (const seconds of [59, 1872, 3725, 36_000])
      expect(parseDurationText(formatDurationText(seconds))).toBe(seconds);
    expect(formatDurationText(0)).toBe('');
  });
});
