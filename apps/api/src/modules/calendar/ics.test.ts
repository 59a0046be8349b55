import type { CalendarEvent } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { calendarToIcs } from './ics.ts';

const stamp = new Date('2026-11-20T12:00:00.000Z');

function event(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 7,
    title: 'Copom',
    description: null,
    starts_at: '2026-11-25T21:30:00.000Z',
    has_time: true,
    day: '2026-11-25',
    importance: 3,
    country: 'BR',
    assets: [],
    ...overrides,
  };
}

/** RFC 5545 3.1: a CRLF followed by one space or tab continues the previous line. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

/** The value of a property in the (unfolded) file, e.g. `prop(ics, 'DTSTART')`. */
function props(ics: string, name: string): string[] {
  return unfold(ics)
    .split('\r\n')
    .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    .map((line) => line.slice(line.indexOf(':') + 1));
}

/** Reverses RFC 5545 3.3.11 TEXT escaping. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('calendarToIcs', () => {
  it('writes a VCALENDAR with one VEVENT per event, each with UID, DTSTAMP, DTSTART in UTC', () => {
    const ics = calendarToIcs([event(), event({ id: 8, title: 'Payroll' })], { stamp });
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(props(ics, 'UID')).toEqual([
      'calendario-7@lstrader.com.br',
      'calendario-8@lstrader.com.br',
    ]);
    expect(props(ics, 'DTSTAMP')).toEqual(['20261120T120000Z', '20261120T120000Z']);
    expect(props(ics, 'DTSTART')).toEqual(['20261125T213000Z', '20261125T213000Z']);
    expect(props(ics, 'SUMMARY')).toEqual(['Copom', 'Payroll']);
    // Importance 3 (high) is PRIORITY 1, the highest.
    expect(props(ics, 'PRIORITY')).toEqual(['1', '1']);
  });

  it('ends every line with CRLF and never a bare LF or CR', () => {
    const ics = calendarToIcs([event({ description: 'Linha 1\nLinha 2\r\nLinha 3' })], { stamp });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes commas, semicolons, backslashes and newlines in text (RFC 5545 3.3.11)', () => {
    const title = 'Copom; decisão, taxa \\ Selic';
    const description = 'Primeira linha, com vírgula;\nsegunda linha';
    const ics = calendarToIcs([event({ title, description, assets: ['DI1F27', 'WIN'] })], {
      stamp,
    });
    const [summary] = props(ics, 'SUMMARY');
    expect(summary).toBe('Copom\\; decisão\\, taxa \\\\ Selic');
    expect(unescapeText(summary!)).toBe(title);
    const [text] = props(ics, 'DESCRIPTION');
    expect(text).not.toMatch(/(^|[^\\]),|(^|[^\\]);/);
    expect(unescapeText(text!)).toBe(
      `${description}\nImportância: alta\nPaís: BR\nAtivos: DI1F27, WIN`,
    );
  });

  it('folds lines longer than 75 octets without splitting a UTF-8 character', () => {
    const description = 'Decisão de política monetária — expectativa de manutenção. '.repeat(8);
    const ics = calendarToIcs([event({ title: 'Ação'.repeat(40), description })], { stamp });
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length, line).toBeLessThanOrEqual(75);
      // Decoding the bytes again gives the same text: no character was cut in half.
      expect(bytes.toString('utf8')).toBe(line);
    }
    expect(props(ics, 'SUMMARY')).toEqual(['Ação'.repeat(40)]);
    expect(unescapeText(props(ics, 'DESCRIPTION')[0]!).startsWith(description)).toBe(true);
  });

  it('writes a day-only event as an all-day DATE of its São Paulo day', () => {
    // Stored at the start of the São Paulo day: 03:00 UTC of 2026-11-23.
    const ics = calendarToIcs(
      [event({ has_time: false, starts_at: '2026-11-23T03:00:00.000Z', importance: 1 })],
      { stamp },
    );
    const unfolded = unfold(ics);
    expect(unfolded).toContain('\r\nDTSTART;VALUE=DATE:20261123\r\n');
    expect(unfolded).not.toContain('DTEND');
    expect(props(ics, 'PRIORITY')).toEqual(['9']);
  });

  it('takes the São Paulo day, not the UTC one, near midnight', () => {
    // 23:30 in São Paulo is already the next day in UTC.
    const ics = calendarToIcs([event({ has_time: false, starts_at: '2026-11-24T02:30:00.000Z' })], {
      stamp,
    });
    expect(unfold(ics)).toContain('DTSTART;VALUE=DATE:20261123');
  });

  it('is a valid empty calendar when nothing matches', () => {
    const ics = calendarToIcs([], { stamp });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics).not.toContain('BEGIN:VEVENT');
    expect(props(ics, 'PRODID')[0]).toMatch(/LS Trader/);
  });
});
