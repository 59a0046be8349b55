import type { Ticket, TicketStatusInput } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as HelpdeskApi from '../api/helpdesk-api.ts';
import { TicketDetail } from './ticket-drawer.tsx';

const api = vi.hoisted(() => ({
  changeStatus: vi.fn<(id: number, input: TicketStatusInput) => Promise<unknown>>(),
}));
vi.mock('../api/helpdesk-api.ts', async (original) => ({
  ...(await original<typeof HelpdeskApi>()),
  changeStatus: api.changeStatus,
}));

const TICKET: Ticket = {
  id: 12,
  title: 'Ramal mudo',
  category: 'telefonia',
  priority: 'urgente',
  status: 'resolvido',
  requester: { id: 5, name: 'Vera Vendedora' },
  assignee: { id: 6, name: 'Sofia Suporte' },
  comments: 1,
  created_at: '2026-11-20T13:00:00.000Z',
  updated_at: '2026-11-21T13:00:00.000Z',
  description: 'Clientes não me ouvem.',
  resolved_at: '2026-11-21T13:00:00.000Z',
  closed_at: null,
  external_id: null,
  thread: [
    {
      id: 1,
      author: { id: 6, name: 'Sofia Suporte' },
      body: 'Codec reconfigurado.',
      status: 'resolvido',
      created_at: '2026-11-21T13:00:00.000Z',
    },
  ],
  attachments: [],
  next_statuses: ['em_atendimento', 'fechado'],
  agent: false,
};

describe('a ticket seen by its requester', () => {
  it('offers what the flow allows in the requester’s words and sends the move with its message', async () => {
    api.changeStatus.mockResolvedValue({ ...TICKET.thread[0], id: 2, status: 'em_atendimento' });
    const { user } = renderStaffPage({ '/': <TicketDetail ticket={TICKET} /> }, '/');
    expect(await screen.findByText('Clientes não me ouvem.')).toBeInTheDocument();
    // No triage for a requester; reopening and confirming the solution, nothing else.
    expect(screen.queryByRole('heading', { name: 'Triagem' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar solução e fechar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mover para Pendente/ })).not.toBeInTheDocument();
    expect(screen.getByText(/mudou a situação para Resolvido/)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Mensagem (opcional)' }),
      'Voltou a falhar.',
    );
    await user.click(screen.getByRole('button', { name: 'Reabrir' }));
    await waitFor(() =>
      expect(api.changeStatus).toHaveBeenCalledWith(12, {
        status: 'em_atendimento',
        comment: 'Voltou a falhar.',
      }),
    );
    expect(await screen.findByText('Situação alterada para Em atendimento.')).toBeInTheDocument();
  });

  it('takes no comment or attachment once closed, and says how to go on', async () => {
    renderStaffPage(
      {
        '/': <TicketDetail ticket={{ ...TICKET, status: 'fechado', next_statuses: [] }} />,
      },
      '/',
    );
    expect(
      await screen.findByText(/Este chamado está fechado. Se o problema voltou, abra um novo/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comentário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anexar arquivo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mudar a situação' })).not.toBeInTheDocument();
  });

  it('names the service desk (GLPI) for a move made there and brought in by the sync', async () => {
    const fromGlpi = {
      ...TICKET,
      external_id: '7',
      thread: [
        ...TICKET.thread,
        {
          id: 2,
          author: null,
          body: '',
          status: 'fechado' as const,
          created_at: '2026-11-22T13:00:00.000Z',
        },
      ],
    };
    renderStaffPage({ '/': <TicketDetail ticket={fromGlpi} /> }, '/');
    expect(await screen.findByText('Central de atendimento (GLPI)')).toBeInTheDocument();
    expect(screen.getByText(/mudou a situação para Fechado/)).toBeInTheDocument();
  });
});
