import { notifications } from '@mantine/notifications';
import { METHOD_MESSAGES } from '@app/shared';
import type { AnalystCredentials, TradeMethod, TradeMethodInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as AnalystsApi from '../api/analysts-api.ts';
import type * as MethodsApi from '../api/methods-api.ts';
import { methodPaths } from '../paths.ts';
import { MethodFormPage } from './method-form-page.tsx';

const api = vi.hoisted(() => ({
  saveMethod: vi.fn<(id: number | null, input: TradeMethodInput) => Promise<unknown>>(),
  stored: null as TradeMethod | null,
}));

const MAGO: TradeMethod = {
  id: 7,
  name: 'Método Mago',
  slug: 'metodo-mago',
  description_html: '<p>Day trade.</p>',
  brand: 'liberta',
  active: true,
  sort_order: 0,
  setups: [
    { id: 70, name: 'Rompimento de topo', description: null, active: true },
    { id: 71, name: 'Falha de fundo', description: 'Contra a tendência', active: false },
  ],
  created_at: '2026-11-01T12:00:00.000Z',
};

const credentials = (userId: number, name: string, methods: number[]): AnalystCredentials => ({
  user_id: userId,
  name,
  cnpi: 'EM-2150',
  declaration_accepted_at: '2026-01-05T12:00:00.000Z',
  conflicts_of_interest: '',
  bio: null,
  trade_methods: methods.map((id) => ({ id, name: `Método ${id}` })),
  can_publish: true,
});

vi.mock('../api/methods-api.ts', async (original) => {
  const actual = await original<typeof MethodsApi>();
  return {
    ...actual,
    methodRecords: {
      ...actual.methodRecords,
      save: api.saveMethod,
      load: (id: number) =>
        queryOptions({
          queryKey: ['find-trade-method', id],
          queryFn: () => Promise.resolve(api.stored),
        }),
    },
  };
});
vi.mock('../api/analysts-api.ts', async (original) => ({
  ...(await original<typeof AnalystsApi>()),
  analystsQuery: queryOptions({
    queryKey: ['select-analyst'],
    queryFn: () =>
      Promise.resolve([
        { id: 2, name: 'Paulo Analista' },
        { id: 9, name: 'Rita Grafista' },
      ]),
  }),
  analystCredentialsQuery: (userId: number) =>
    queryOptions({
      queryKey: ['find-analyst-credentials', userId],
      queryFn: () =>
        Promise.resolve(
          userId === 2 ? credentials(2, 'Paulo Analista', [7, 8]) : credentials(9, 'Rita', [8]),
        ),
    }),
}));

const LIBERTA = methodPaths(true);
const BRAZILIAN = methodPaths(false);

/** The method as the API stores what was sent (new setups get ids). */
const stored = (id: number | null, input: TradeMethodInput): TradeMethod => ({
  ...MAGO,
  id: id ?? 30,
  name: input.name,
  setups: (input.setups ?? []).map((setup, index) => ({
    id: setup.id ?? 100 + index,
    name: setup.name,
    description: setup.description ?? null,
    active: setup.active ?? true,
  })),
});

function renderForm(path = '/metodos/cadastro') {
  api.saveMethod.mockImplementation((id, input) => Promise.resolve(stored(id, input)));
  const page = <MethodFormPage paths={LIBERTA} />;
  return renderStaffPage(
    { '/metodos': <p>Lista de métodos</p>, '/metodos/cadastro': page, '/metodos/:id': page },
    path,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  api.saveMethod.mockReset();
  api.stored = null;
});

const sent = () => api.saveMethod.mock.calls[0]![1];

describe('MethodFormPage', () => {
  it('creates a method for every brand with its setups in order; a blank address is left to the API', async () => {
    const { user, history } = renderForm();
    await user.type(screen.getByLabelText(/^Nome\s*\*?$/), 'Fluxo e Tape');
    await user.click(screen.getByRole('button', { name: 'Adicionar setup' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do setup 1' }), 'Absorção');
    await user.click(screen.getByRole('button', { name: 'Adicionar setup' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do setup 2' }), 'Agressão');
    await user.type(screen.getByRole('textbox', { name: 'Descrição do setup 2' }), 'No book');
    await user.click(screen.getByRole('button', { name: 'Subir o setup 2' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar método' }));
    await waitFor(() => expect(api.saveMethod).toHaveBeenCalledTimes(1));
    expect(api.saveMethod.mock.calls[0]![0]).toBeNull();
    expect(sent()).toEqual({
      name: 'Fluxo e Tape',
      description_html: null,
      brand: null,
      active: true,
      sort_order: 0,
      setups: [
        { name: 'Agressão', description: 'No book', active: true },
        { name: 'Absorção', description: null, active: true },
      ],
    });
    expect(await screen.findByText('Método Fluxo e Tape cadastrado.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/metodos');
  });

  it('refuses a setup without a name and two setups of one name, in the contract’s words', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Nome\s*\*?$/), 'Duplicado');
    await user.click(screen.getByRole('button', { name: 'Adicionar setup' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar método' }));
    expect(await screen.findByText(METHOD_MESSAGES.setupName)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nome do setup 1' }), 'Pullback');
    await user.click(screen.getByRole('button', { name: 'Adicionar setup' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do setup 2' }), 'pullback');
    await user.click(screen.getByRole('button', { name: 'Cadastrar método' }));
    expect(await screen.findByText(METHOD_MESSAGES.setupsDistinct)).toBeInTheDocument();
    expect(api.saveMethod).not.toHaveBeenCalled();
  });

  it('keeps the ids of the setups it keeps, sends the removed ones no more, and names the analysts', async () => {
    api.stored = MAGO;
    const { user } = renderForm('/metodos/7');
    expect(await screen.findByRole('heading', { name: 'Método Mago' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome do setup 2' })).toHaveValue('Falha de fundo');
    expect(screen.getByRole('switch', { name: 'Setup 2 ativo' })).not.toBeChecked();
    // Who recommends in it: the analysts whose credentials name the method.
    const analysts = await screen.findByTestId('method-analysts');
    await waitFor(() => expect(analysts).toHaveTextContent('Paulo Analista'));
    expect(analysts).not.toHaveTextContent('Rita');
    expect(within(analysts).getByRole('link', { name: 'Gerenciar analistas' })).toHaveAttribute(
      'href',
      '/metodos?aba=analistas',
    );

    await user.click(screen.getByRole('button', { name: 'Remover o setup 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Nome do setup 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Nome do setup 1' }), 'Falha no fundo');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.saveMethod).toHaveBeenCalledTimes(1));
    expect(api.saveMethod.mock.calls[0]![0]).toBe(7);
    expect(sent()).toMatchObject({
      slug: 'metodo-mago',
      brand: 'liberta',
      setups: [
        { id: 71, name: 'Falha no fundo', description: 'Contra a tendência', active: false },
      ],
    });
  });

  it('opens in the list’s route where the brand has /metodos only, and leads back to it', async () => {
    api.stored = MAGO;
    api.saveMethod.mockImplementation((id, input) => Promise.resolve(stored(id, input)));
    const page = <MethodFormPage paths={BRAZILIAN} id={7} />;
    const { user, history } = renderStaffPage(
      { '/metodos': page, '/lista': <p>Lista</p> },
      '/metodos?editar=7',
    );
    expect(await screen.findByRole('heading', { name: 'Método Mago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os métodos' })).toHaveAttribute(
      'href',
      '/metodos',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/metodos');
  });
});
