import type { StaffAgendaEvent } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import { AgendaGrid } from './agenda-grid.tsx';

function event(overrides: Partial<StaffAgendaEvent>): StaffAgendaEvent {
  return {
    id: 1,
    kind: 'meeting',
    title: 'Comitê',
    starts_at: '2026-11-23T12:00:00.000Z',
    ends_at: '2026-11-23T13:00:00.000Z',
    day: '2026-11-23',
    start_time: '09:00',
    end_time: '10:00',
    location: null,
    video_url: null,
    notes: null,
    owner: { id: 1, name: 'Ana Admin' },
    attendees: [],
    attendee_ids: [],
    customer_id: null,
    customer: null,
    booked_by_customer: false,
    cancelled_at: null,
    editable: true,
    ...overrides,
  };
}

const DAYS = ['2026-11-23', '2026-11-24'];

describe('AgendaGrid', () => {
  it('puts each event in its day, a link named by its title, hours and whose it is', async () => {
    renderStaffPage(
      {
        '/': (
          <AgendaGrid
            days={DAYS}
            viewerId={2}
            now={new Date('2026-11-23T15:00:00Z')}
            events={[
              event({}),
              event({
                id: 2,
                kind: 'customer',
                title: 'Atendimento: Carla',
                day: '2026-11-24',
                start_time: '14:00',
                end_time: '14:30',
                owner: { id: 2, name: 'Paulo' },
                customer: { id: 9, name: 'Carla Cliente' },
              }),
              event({ id: 3, day: '2026-11-30', title: 'Fora da semana' }),
            ]}
          />
        ),
      },
      '/',
    );
    const monday = await screen.findByRole('region', { name: /23\/11/ });
    const committee = within(monday).getByRole('link', { name: /^Comitê ?, ?09:00 às 10:00/ });
    expect(committee).toHaveAccessibleName(expect.stringContaining('Convidado por Ana Admin'));
    expect(committee).toHaveAttribute('href', '/agenda-colaborador/1');
    // 09:00 is two hours below the grid's 07:00 start.
    expect(committee.style.top).toBe('112px');
    const tuesday = screen.getByRole('region', { name: /24\/11/ });
    expect(within(tuesday).getByRole('link')).toHaveAccessibleName(
      expect.stringContaining('Com Carla Cliente'),
    );
    expect(screen.queryByText('Fora da semana')).toBeNull();
  });
});
