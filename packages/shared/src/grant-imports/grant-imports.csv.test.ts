import { describe, expect, it } from 'vitest';
import { GRANT_IMPORT_MESSAGES as M } from './grant-imports.contract.ts';
import { parseReleaseCsv, readDay, splitCsv } from './grant-imports.csv.ts';

const TODAY = '2026-11-26';

describe('the release CSV', () => {
  it('splits quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(splitCsv('\uFEFFa;"b;c";"d ""e"""\r\n1;2;3', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['1', '2', '3'],
    ]);
  });

  it('reads Brazilian and ISO days, and refuses days that do not exist', () => {
    expect(readDay('31/12/2099')).toBe('2099-12-31');
    expect(readDay('2099-01-05')).toBe('2099-01-05');
    expect(readDay('31/02/2099')).toBeNull();
    expect(readDay('amanhã')).toBeNull();
  });

  it('says what is wrong with each line of XP codes', () => {
    const parsed = parseReleaseCsv(
      [
        'Código,Assinatura,Cursos,Dias,Fim',
        '123.456,ls-premium,,30,',
        'abc,,day-trade-do-zero,,',
        '1234,,,30,',
        '5678,,7|8,30,01/01/2099',
        '9012,,7,,01/01/2020',
        '',
      ].join('\n'),
      'xp',
      TODAY,
    );
    expect('lines' in parsed && parsed.lines.map((l) => [l.subject, l.errors])).toEqual([
      ['123456', []],
      ['abc', [M.code, M.period]],
      ['1234', [M.releases]],
      ['5678', [M.bothPeriods]],
      ['9012', [M.endsOnPast]],
    ]);
  });

  it('needs the subject column and at least one line', () => {
    expect(parseReleaseCsv('nome;cursos\nx;1', 'email_bind', TODAY)).toEqual({
      error: M.csvHeader('email'),
    });
    expect(parseReleaseCsv('email;cursos\n\n', 'email_bind', TODAY)).toEqual({
      error: M.csvEmpty,
    });
  });

  it('lower-cases addresses and keeps a bind product apart from an XP line', () => {
    const bind = parseReleaseCsv(
      'email;produto;dias\nAna@Example.com;combo;10',
      'email_bind',
      TODAY,
    );
    expect('lines' in bind && bind.lines[0]).toMatchObject({
      subject: 'ana@example.com',
      product: 'combo',
      days: 10,
      errors: [],
    });
    const xp = parseReleaseCsv('codigo;produto;dias\n12345;combo;10', 'xp', TODAY);
    expect('lines' in xp && xp.lines[0]?.errors).toEqual([M.releases]);
  });
});
