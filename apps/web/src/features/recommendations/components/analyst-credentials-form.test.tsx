import { notifications } from '@mantine/notifications';
import { ANALYST_MESSAGES } from '@app/shared';
import type { AnalystCredentials, AnalystCredentialsInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as AnalystsApi from '../api/analysts-api.ts';
import type * as MethodsApi from '../api/methods-api.ts';
import { AnalystCredentialsForm } from './analyst-credentials-form.tsx';

const api = vi.hoisted(() => ({
  save: vi.fn<(userId: number, input: AnalystCredentialsInput) => Promise<unknown>>(),
}));

vi.mock('../api/analysts-api.ts', async (original) => ({
  ...(await original<typeof AnalystsApi>()),
  saveAnalystCredentials: api.save,
}));
vi.mock('../api/methods-api.ts', async (original) => ({
  ...(await original<typeof MethodsApi>()),
  methodOptionsQuery: queryOptions({
    queryKey: ['select-trade-methods'],
    queryFn: () =>
      Promise.resolve([
        { id: 7, name: 'Método Mago' },
        { id: 8, name: 'Swing Trade Semanal' },
      ]),
  }),
}));

/** An analyst who never gave the credentials (what `find-analyst-credentials` answers then). */
const NEW_ANALYST: AnalystCredentials = {
  user_id: 9,
  name: 'Rita Grafista',
  cnpi: null,
  declaration_accepted_at: null,
  conflicts_of_interest: '',
  bio: null,
  trade_methods: [],
  can_publish: false,
};

function renderForm(credentials = NEW_ANALYST) {
  const onClose = vi.fn();
  api.save.mockImplementation((userId, input) =>
    Promise.resolve({ ...credentials, user_id: userId, cnpi: input.cnpi, can_publish: true }),
  );
  const rendered = renderStaffPage(
    { '/metodos': <AnalystCredentialsForm credentials={credentials} onClose={onClose} /> },
    '/metodos',
  );
  return { ...rendered, onClose };
}

afterEach(() => {
  act(() => notifications.clean());
  api.save.mockReset();
});

describe('AnalystCredentialsForm', () => {
  it('asks for the CNPI number and the accepted declaration before anything is sent', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    expect(await screen.findByText(ANALYST_MESSAGES.cnpi)).toBeInTheDocument();
    expect(screen.getByText(ANALYST_MESSAGES.declaration)).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('sends the number in capitals, the declaration and the methods by id, then closes', async () => {
    const { user, onClose } = renderForm();
    await user.type(screen.getByLabelText(/^Número CNPI/), 'em-3001');
    await user.click(screen.getByRole('checkbox', { name: 'O analista aceita esta declaração' }));
    await user.click(screen.getByRole('combobox', { name: 'Métodos em que recomenda' }));
    await user.click(await screen.findByRole('option', { name: 'Swing Trade Semanal' }));
    await user.type(screen.getByLabelText(/^Conflitos de interesse/), 'Nenhum declarado.');
    await user.click(screen.getByRole('button', { name: 'Salvar credenciais' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect(api.save.mock.calls[0]).toEqual([
      9,
      {
        cnpi: 'EM-3001',
        declaration_accepted: true,
        conflicts_of_interest: 'Nenhum declarado.',
        bio: null,
        trade_method_ids: [8],
      },
    ]);
    expect(await screen.findByText('Credenciais de Rita Grafista salvas.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('starts from what the analyst already declared', async () => {
    renderForm({
      ...NEW_ANALYST,
      cnpi: 'EM-2150',
      declaration_accepted_at: '2026-01-05T12:00:00.000Z',
      trade_methods: [{ id: 7, name: 'Método Mago' }],
      can_publish: true,
    });
    expect(screen.getByLabelText(/^Número CNPI/)).toHaveValue('EM-2150');
    expect(
      screen.getByRole('checkbox', { name: 'O analista aceita esta declaração' }),
    ).toBeChecked();
    expect(
      screen.getByText('Aceita em 05/01/2026 09:00 (horário de Brasília).'),
    ).toBeInTheDocument();
    // The method the analyst recommends in is picked (a pill in the multi-select).
    expect(
      await screen.findByText('Método Mago', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
  });
});
