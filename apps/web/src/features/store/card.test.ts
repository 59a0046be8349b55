import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  readCardForm,
} from './card.ts';

describe('card helpers', () => {
  it('recognises the brands of the sandbox cards', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6362970000457013')).toBe('elo');
    expect(detectCardBrand('6062825624254001')).toBe('hipercard');
    expect(detectCardBrand('')).toBe('unknown');
  });

  it('groups the number as printed', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('41a1')).toBe('411');
  });

  it('masks MM/AA while typing and lets backspace through the slash', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('checks Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('turns the form into the API card, or names what is wrong', () => {
    const today = new Date('2026-11-23T12:00:00Z');
    expect(
      readCardForm(
        { number: '4111 1111 1111 1111', holder: ' ana  souza ', expiry: '12/30', cvv: '123' },
        today,
      ),
    ).toEqual({
      ok: true,
      card: {
        number: '4111111111111111',
        holder_name: 'ana souza',
        exp_month: 12,
        exp_year: 2030,
        cvv: '123',
      },
    });
    expect(
      readCardForm(
        { number: '4111 1111 1111 1112', holder: 'A', expiry: '13/30', cvv: '12' },
        today,
      ),
    ).toEqual({
      ok: false,
      errors: { number: 'number', holder: 'holder', expiry: 'expiry', cvv: 'cvv' },
    });
    expect(
      readCardForm(
        { number: '4111111111111111', holder: 'Ana', expiry: '10/26', cvv: '123' },
        today,
      ),
    ).toEqual({ ok: false, errors: { expiry: 'expired' } });
    // American Express has a 4-digit code.
    expect(
      readCardForm(
        { number: '378282246310005', holder: 'Ana', expiry: '12/30', cvv: '123' },
        today,
      ),
    ).toEqual({ ok: false, errors: { cvv: 'cvv' } });
  });
});
