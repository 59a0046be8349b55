import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELECT_PLACEHOLDER, isHourMinute, maskHourMinute, slugInput } from './inputs.ts';

describe('slugInput', () => {
  it('removes every whitespace character', () => {
    expect(slugInput(' curso de  opções\tbinárias\n')).toBe('cursodeopçõesbinárias');
    expect(slugInput('meu-curso')).toBe('meu-curso');
    expect(slugInput(null)).toBe('');
  });

  it('never leaves whitespace and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugInput(text);
        expect(slug).not.toMatch(/\s/);
        expect(slugInput(slug)).toBe(slug);
      }),
    );
  });
});

describe('maskHourMinute', () => {
  it('inserts the colon after the hours once minutes are typed', () => {
    expect(maskHourMinute('')).toBe('');
    expect(maskHourMinute('0')).toBe('0');
    expect(maskHourMinute('09')).toBe('09');
    expect(maskHourMinute('093')).toBe('09:3');
    expect(maskHourMinute('0930')).toBe('09:30');
  });

  it('drops non-digits and keeps at most 4 digits', () => {
    expect(maskHourMinute('09:30')).toBe('09:30');
    expect(maskHourMinute('1h30min')).toBe('13:0');
    expect(maskHourMinute('093045')).toBe('09:30');
    expect(maskHourMinute(undefined)).toBe('');
  });

  it('clamps hours above 23 and minutes above 59', () => {
    expect(maskHourMinute('24')).toBe('23');
    expect(maskHourMinute('2930')).toBe('23:30');
    expect(maskHourMinute('1275')).toBe('12:59');
    expect(maskHourMinute('9999')).toBe('23:59');
    expect(maskHourMinute('2359')).toBe('23:59');
  });

  it('always gives a prefix of a valid time, and a valid time once 4 digits are typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789:'), maxLength: 8 }), (typed) => {
        const masked = maskHourMinute(typed);
        expect(masked).toMatch(/^\d{0,2}$|^\d{2}:\d{1,2}$/);
        expect(maskHourMinute(masked)).toBe(masked);
        if (masked.length === 5) expect(isHourMinute(masked)).toBe(true);
      }),
    );
  });
});

describe('isHourMinute', () => {
  it('accepts 00:00 to 23:59 only', () => {
    expect(isHourMinute('00:00')).toBe(true);
    expect(isHourMinute('23:59')).toBe(true);
    expect(isHourMinute('24:00')).toBe(false);
    expect(isHourMinute('12:60')).toBe(false);
    expect(isHourMinute('9:30')).toBe(false);
    expect(isHourMinute(null)).toBe(false);
  });
});

describe('SELECT_PLACEHOLDER', () => {
  it('reads as the spec writes it', () => {
    expect(SELECT_PLACEHOLDER).toBe('Selecione uma opção');
  });
});
