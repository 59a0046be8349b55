import { describe, expect, it } from 'vitest';
import { formatClock, formatDurationPtBr } from './duration.ts';

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
