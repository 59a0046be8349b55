import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import * as shared from '../index.ts';

describe('importing @app/shared', () => {
  it('leaves dayjs untouched until a date function runs', () => {
    // The package is marked sideEffects:false: importing it must change nothing global.
    expect('tz' in dayjs).toBe(false);
    // Showing instants takes no dayjs at all (sao-paulo.ts); reading a typed date extends it.
    expect(shared.formatDateTimeSaoPaulo('2026-12-31T15:00:00Z', 'HH:mm')).toBe('12:00');
    expect('tz' in dayjs).toBe(false);
    expect(shared.brDateToIso('31/12/2026')).toBe('2026-12-31');
    expect('tz' in dayjs).toBe(true);
  });
});
