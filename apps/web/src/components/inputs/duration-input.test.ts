import { describe, expect, it } from 'vitest';
import { formatDurationInput, parseDurationInput } from './duration-input.ts';

describe('episode length input', () => {
  it('reads min:s, h:min:s and bare minutes', () => {
    expect(parseDurationInput('31:12')).toBe(1872);
    expect(parseDurationInput('1:02:05')).toBe(3725);
    expect(parseDurationInput('45')).toBe(2700);
    expect(parseDurationInput(' ')).toBe(0);
  });

  it('refuses what is not a length', () => {
    for (const bad of ['abc', '1:75', '1:60:00', '1:2:3:4', '12:', '-5'])
      expect(parseDurationInput(bad), bad).toBeNaN();
  });

  it('writes back what it reads', () => {
    for (const seconds of [59, 1872, 3725, 36_000])
      expect(parseDurationInput(formatDurationInput(seconds))).toBe(seconds);
    expect(formatDurationInput(0)).toBe('');
  });
});
