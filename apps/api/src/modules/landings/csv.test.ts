import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord, PT_BR_SPREADSHEET, toCsv } from './csv.ts';

/** An RFC 4180 reader, only for the round-trip property below. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return records;
}

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Carla Cliente')).toBe('Carla Cliente');
    expect(csvCell('São Paulo')).toBe('São Paulo');
  });

  it('writes null and undefined as empty cells, numbers and booleans as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(false)).toBe('false');
  });

  it('quotes commas, quotes, CR and LF, doubling the quotes', () => {
    expect(csvCell('Silva, Ana')).toBe('"Silva, Ana"');
    expect(csvCell('o "melhor" curso')).toBe('"o ""melhor"" curso"');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+5511987654321', '-2+3', '@SUM(A1:A2)', '\tx', '\rx'])(
    'keeps %j as text with a leading apostrophe',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards a formula that also needs quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('keeps negative numbers as numbers', () => {
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, separates with commas and ends every record with CRLF', () => {
    expect(
      toCsv(
        ['Nome', 'E-mail'],
        [
          ['Ana', 'ana@x.com'],
          ['Bia, a', null],
        ],
      ),
    ).toBe('\uFEFFNome,E-mail\r\nAna,ana@x.com\r\n"Bia, a",\r\n');
  });

  it('reads back exactly what it wrote (apart from the formula guard)', () => {
    const safe = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(
        fc.array(fc.array(safe, { minLength: 1, maxLength: 5 }), { maxLength: 6 }),
        (rows) => {
          const width = 3;
          const table = rows.map((r) => [...r, '', '', ''].slice(0, width));
          const text = toCsv(['a', 'b', 'c'], table).slice(1);
          expect(parseCsv(text)).toEqual([['a', 'b', 'c'], ...table]);
        },
      ),
    );
  });

  it('joins a record with commas', () => {
    expect(csvRecord(['a', 1, null, 'x"y'])).toBe('a,1,,"x""y"');
  });
});

describe('the pt-BR spreadsheet dialect', () => {
  it('separates with semicolons, writes a decimal comma and quotes a semicolon, not a comma', () => {
    expect(
      toCsv(
        ['Analista', 'Resultado (%)'],
        [
          ['Souza; Maria', -2.5],
          ['Silva, Ana', 10],
        ],
        PT_BR_SPREADSHEET,
      ),
    ).toBe('\uFEFFAnalista;Resultado (%)\r\n"Souza; Maria";-2,5\r\nSilva, Ana;10\r\n');
  });

  it('still guards formulas in text, never in numbers', () => {
    expect(csvRecord(['=1+1', -0.25], PT_BR_SPREADSHEET)).toBe("'=1+1;-0,25");
  });
});
