import { describe, expect, it } from 'vitest';
import { canReopen, nextStatuses, TICKET_REOPEN_DAYS } from './helpdesk.contract.ts';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const agent = { agent: true, requester: false };
const requester = { agent: false, requester: true };

describe('the ticket status flow', () => {
  it('lets agents move a ticket forward and the requester only answer or confirm', () => {
    expect(nextStatuses({ status: 'novo', resolvedAt: null }, agent, now)).toEqual([
      'em_atendimento',
      'pendente',
      'resolvido',
      'fechado',
    ]);
    expect(nextStatuses({ status: 'novo', resolvedAt: null }, requester, now)).toEqual([]);
    expect(nextStatuses({ status: 'pendente', resolvedAt: null }, requester, now)).toEqual([
      'em_atendimento',
    ]);
    expect(nextStatuses({ status: 'resolvido', resolvedAt: daysAgo(1) }, requester, now)).toEqual([
      'em_atendimento',
      'fechado',
    ]);
    expect(
      nextStatuses({ status: 'novo', resolvedAt: null }, { agent: false, requester: false }, now),
    ).toEqual([]);
  });

  it(`reopens only within ${TICKET_REOPEN_DAYS} days of the resolution`, () => {
    const closed = (days: number) => ({ status: 'fechado' as const, resolvedAt: daysAgo(days) });
    expect(canReopen(closed(TICKET_REOPEN_DAYS - 0.5), now)).toBe(true);
    expect(canReopen(closed(TICKET_REOPEN_DAYS + 0.5), now)).toBe(false);
    expect(nextStatuses(closed(TICKET_REOPEN_DAYS + 0.5), requester, now)).toEqual([]);
    expect(nextStatuses(closed(1), agent, now)).toEqual(['em_atendimento']);
    expect(canReopen({ status: 'em_atendimento', resolvedAt: null }, now)).toBe(false);
  });
});
