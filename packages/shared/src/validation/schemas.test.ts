import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CEP_LENGTH_MESSAGE,
  CNPJ_INVALID_MESSAGE,
  CPF_INVALID_MESSAGE,
  PHONE_INVALID_MESSAGE,
  cepSchema,
  cnpjSchema,
  cpfSchema,
  hourMinuteSchema,
  phoneSchema,
  taxIdSchema,
} from './schemas.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('cpfSchema', () => {
  it('accepts a masked CPF and outputs its digits', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
  });

  it("says 'CPF inválido' for a wrong, empty or missing CPF", () => {
    expect(CPF_INVALID_MESSAGE).toBe('CPF inválido');
    expect(firstMessage(cpfSchema, '529.982.247-26')).toBe('CPF inválido');
    expect(firstMessage(cpfSchema, '')).toBe('CPF inválido');
    expect(firstMessage(cpfSchema, undefined)).toBe('CPF inválido');
  });
});

describe('cnpjSchema', () => {
  it('accepts numeric and alphanumeric CNPJs and outputs them unmasked in uppercase', () => {
    expect(cnpjSchema.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it("says 'CNPJ inválido' for a wrong CNPJ", () => {
    expect(CNPJ_INVALID_MESSAGE).toBe('CNPJ inválido');
    expect(firstMessage(cnpjSchema, '11.222.333/0001-82')).toBe('CNPJ inválido');
  });
});

describe('taxIdSchema', () => {
  it('accepts a CPF or a CNPJ', () => {
    expect(taxIdSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(taxIdSchema.parse('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
  });

  it('names the kind of id that was expected from its length', () => {
    expect(firstMessage(taxIdSchema, '529.982.247-26')).toBe('CPF inválido');
    expect(firstMessage(taxIdSchema, '11.222.333/0001-82')).toBe('CNPJ inválido');
  });
});

describe('cepSchema', () => {
  it('accepts 8 digits, masked or not, and outputs the digits', () => {
    expect(cepSchema.parse('01310-100')).toBe('01310100');
  });

  it("says 'CEP deve ter 8 dígitos' otherwise", () => {
    expect(CEP_LENGTH_MESSAGE).toBe('CEP deve ter 8 dígitos');
    expect(firstMessage(cepSchema, '01310-10')).toBe('CEP deve ter 8 dígitos');
    expect(firstMessage(cepSchema, 1310100)).toBe('CEP deve ter 8 dígitos');
  });
});

describe('phoneSchema', () => {
  it('accepts a Brazilian number and outputs its national digits', () => {
    expect(phoneSchema.parse('+55 (11) 98765-4321')).toBe('11987654321');
    expect(phoneSchema.parse('(21) 3333-4444')).toBe('2133334444');
  });

  it("says 'Telefone inválido' otherwise", () => {
    expect(firstMessage(phoneSchema, '(11) 8765-432')).toBe(PHONE_INVALID_MESSAGE);
  });
});

describe('hourMinuteSchema', () => {
  it('accepts HH:mm within the day only', () => {
    expect(hourMinuteSchema.parse('09:30')).toBe('09:30');
    expect(firstMessage(hourMinuteSchema, '24:00')).toBe('Horário inválido');
  });
});

describe('use inside a form or route schema', () => {
  it('composes in an object and reports the field path', () => {
    const customer = z.object({ document: taxIdSchema, zip_code: cepSchema, phone: phoneSchema });
    const result = customer.safeParse({
      document: '52998224725',
      zip_code: '0131',
      phone: '11987654321',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zip_code', 'CEP deve ter 8 dígitos'],
    ]);
  });
});
