import { notifications } from '@mantine/notifications';
import type { MyAdvisor } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as AgendaApi from '../api/agenda-api.ts';
import { MyAdvisorPage } from './my-advisor-page.tsx';

const slot = (day: string, start: string, end: string, iso: string) => ({
  day,
  start_time: start,
  end_time: end,
  starts_at: iso,
  ends_at: iso,
});

const MINE: MyAdvisor = {
  advisor: { id: 2, name: 'Paulo Analista' },
  slots: [
    slot('2026-11-24', '14:00', '14:30', '2026-11-24T17:00:00.000Z'),
    slot('2026-11-24', '14:30', '15:00', '2026-11-24T17:30:00.000Z'),
    slot('2026-11-26', '09:00', '10:00', '2026-11-26T12:00:00.000Z'),
  ],
  bookings: [],
};

const api = vi.hoisted(() => ({
  mine: null as unknown as MyAdvisor,
  bookSlot: vi.fn<(startsAt: string, notes: string) => Promise<unknown>>(),
  cancelBooking: vi.fn<(id: number) => Promise<void>>(),
  reads: 0,
}));

vi.mock('../api/agenda-api.ts', async (original) => ({
  ...(await original<typeof AgendaApi>()),
  bookSlot: api.bookSlot,
  cancelBooking: api.cancelBooking,
  myAdvisorQuery: () =>
    queryOptions({
      queryKey: ['my-advisor'],
      queryFn: () => {
        api.reads += 1;
        return Promise.resolve(api.mine);
      },
    }),
}));

beforeEach(() => {
  api.mine = MINE;
  api.reads = 0;
  api.bookSlot.mockReset();
  api.cancelBooking.mockReset();
});
afterEach(() => {
  act(() => notifications.clean());
});

const render = () => renderStaffPage({ '/meu-assessor': <MyAdvisorPage /> }, '/meu-assessor');

describe('MyAdvisorPage', () => {
  it('shows the advisor and the first day’s free times; another day on its chip', async () => {
    const { user } = render();
    expect(await screen.findByText('Paulo Analista')).toBeInTheDocument();
    const times = () =>
      screen.getAllByRole('button', { name: /^Agendar / }).map((b) => b.textContent);
    expect(times()).toEqual(['14:00', '14:30']);
    await user.click(screen.getByRole('radio', { name: /26\/11/ }));
    expect(times()).toEqual(['09:00']);
  });

  it('books the picked time with the subject, after a confirmation', async () => {
    api.bookSlot.mockResolvedValue({});
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Agendar .*14:30 às 15:00$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar agendamento' });
    expect(within(dialog).getByText(/das 14:30 às 15:00, com Paulo Analista/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Assunto/ }), 'Previdência');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(api.bookSlot).toHaveBeenCalledWith('2026-11-24T17:30:00.000Z', 'Previdência'),
    );
    expect(await screen.findByText(/Atendimento agendado/)).toBeInTheDocument();
  });

  it('says when the time was just taken and reloads the free times', async () => {
    api.bookSlot.mockRejectedValue(
      new ApiError(409, { error: 'Este horário acabou de ser reservado. Escolha outro.' }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Agendar .*14:00 às 14:30$/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Este horário acabou de ser reservado. Escolha outro.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.reads).toBe(2));
  });

  it('says so when there is no advisor yet', async () => {
    api.mine = { advisor: null, slots: [], bookings: [] };
    render();
    expect(
      await screen.findByText('Você ainda não tem um assessor responsável'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Agendar / })).toBeNull();
  });

  it('cancels a booking after a confirmation', async () => {
    api.mine = {
      ...MINE,
      bookings: [
        {
          id: 7,
          day: '2026-12-01',
          start_time: '14:00',
          end_time: '14:30',
          starts_at: '2026-12-01T17:00:00.000Z',
          ends_at: '2026-12-01T17:30:00.000Z',
          video_url: null,
          location: null,
          cancelled_at: null,
        },
      ],
    };
    api.cancelBooking.mockResolvedValue();
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: /^Cancelar o agendamento de .*14:00$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar agendamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));
    await waitFor(() => expect(api.cancelBooking).toHaveBeenCalledWith(7));
  });
});
