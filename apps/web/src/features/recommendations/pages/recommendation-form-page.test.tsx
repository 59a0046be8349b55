import { notifications } from '@mantine/notifications';
import {
  ANALYST_MESSAGES,
  RECOMMENDATION_FORM_MESSAGES,
  RECOMMENDATION_MESSAGES,
} from '@app/shared';
import type { RecommendationInput } from '@app/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as PageApi from '../api/page.ts';
import type * as RecommendationsApi from '../api/recommendations-api.ts';
import { RecommendationFormPage } from './recommendation-form-page.tsx';
import { ITUB4_CALL, SELECTS } from './recommendation-test-data.ts';

const api = vi.hoisted(() => ({
  create: vi.fn<(input: RecommendationInput) => Promise<unknown>>(),
  asked: [] as string[],
}));

vi.mock('../api/page.ts', async (original) => ({
  ...(await original<typeof PageApi>()),
  getData: (path: string) => {
    api.asked.push(path);
    return path in SELECTS
      ? Promise.resolve(SELECTS[path])
      : Promise.reject(new ApiError(404, { error: 'Não encontrado.' }));
  },
}));
vi.mock('../api/recommendations-api.ts', async (original) => ({
  ...(await original<typeof RecommendationsApi>()),
  createRecommendation: api.create,
}));

function renderForm(path = '/recomendacoes/cadastro') {
  const page = <RecommendationFormPage />;
  return renderStaffPage(
    {
      '/recomendacoes': <p>Lista de recomendações</p>,
      '/recomendacoes/cadastro': page,
      '/recomendacao/cadastro': page,
      '/recomendacoes/:id': <p>Página da recomendação</p>,
    },
    path,
  );
}

type User = ReturnType<typeof renderForm>['user'];

async function choose(user: User, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function typePrice(user: User, label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

/** Everything a valid buy needs, on Paulo's Mago with its first setup. */
async function fillValid(user: User) {
  await choose(user, 'Analista', 'Paulo Analista');
  await choose(user, 'Método', 'Método Mago');
  await choose(user, 'Setup', 'Rompimento de topo');
  await choose(user, 'Ticker', /^ITUB4/);
  await choose(user, 'Prazo', 'Swing trade');
  await typePrice(user, /^Preço de entrada/, '37,66');
  await typePrice(user, /^Stop/, '37,21');
  await typePrice(user, /^Alvo 1/, '40,15');
  fireEvent.change(screen.getByLabelText(/^Válida até/), {
    target: { value: '2030-03-05T18:00' },
  });
}

afterEach(() => {
  act(() => notifications.clean());
  api.create.mockReset();
  api.asked = [];
});

const sent = () => api.create.mock.calls[0]![0];

describe('RecommendationFormPage', () => {
  it('says in the contract’s words what is missing, and sends nothing', async () => {
    const { user } = renderForm();
    await screen.findByRole('heading', { name: 'Nova recomendação' });
    await user.click(screen.getByRole('button', { name: 'Publicar recomendação' }));
    expect(await screen.findByText(RECOMMENDATION_FORM_MESSAGES.analyst)).toBeInTheDocument();
    expect(screen.getByText(RECOMMENDATION_FORM_MESSAGES.method)).toBeInTheDocument();
    expect(screen.getByText(RECOMMENDATION_FORM_MESSAGES.asset)).toBeInTheDocument();
    expect(screen.getByText(RECOMMENDATION_FORM_MESSAGES.frequency)).toBeInTheDocument();
    // The entry, the stop and the first target: a price each.
    expect(screen.getAllByText(RECOMMENDATION_FORM_MESSAGES.price)).toHaveLength(3);
    expect(api.create).not.toHaveBeenCalled();
  });

  it('offers the setup only when the analyst’s method has setups', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Método' })).toBeDisabled();
    await choose(user, 'Analista', 'Paulo Analista');
    // The CVM declaration, with the analyst's CNPI and conflicts, before publishing.
    const declaration = await screen.findByTestId('analyst-declaration');
    await waitFor(() => expect(declaration).toHaveTextContent('EM-2150'));
    expect(declaration).toHaveTextContent('Declaro que as recomendações refletem');
    expect(declaration).toHaveTextContent('Possui posição própria em PETR4.');
    await choose(user, 'Método', 'Swing Trade Semanal');
    await waitFor(() => expect(api.asked).toContain('/api/select-setups-mago/8'));
    expect(screen.queryByRole('combobox', { name: 'Setup' })).not.toBeInTheDocument();
    await choose(user, 'Método', 'Método Mago');
    expect(await screen.findByRole('combobox', { name: 'Setup' })).toBeInTheDocument();
    await choose(user, 'Setup', 'Falha de fundo');
    // Back to a method without setups: the setup picked goes away with its select.
    await choose(user, 'Método', 'Swing Trade Semanal');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Setup' })).not.toBeInTheDocument(),
    );
  });

  it('sends prices typed in reais as cents, the validity as UTC, then opens the recommendation', async () => {
    api.create.mockResolvedValue(ITUB4_CALL);
    const { user, history } = renderForm('/recomendacao/cadastro');
    await fillValid(user);
    await user.click(screen.getByRole('switch', { name: /^Entrada numa faixa/ }));
    await typePrice(user, /^Entrada máxima/, '38,39');
    await user.click(screen.getByRole('button', { name: 'Adicionar alvo' }));
    await typePrice(user, /^Alvo 2/, '42');
    await choose(user, 'Publicar o card nas salas', 'Sala do Mago');
    await user.click(screen.getByRole('button', { name: 'Publicar recomendação' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      analyst_id: 2,
      trade_method_id: 7,
      setup_id: 70,
      asset_id: 4,
      operation: 'buy',
      frequency: 'swing_trade',
      entry_min_cents: 3766,
      entry_max_cents: 3839,
      stop_cents: 3721,
      targets_cents: [4015, 4200],
      stop_conduction: 'fixed',
      target_conduction: 'partial',
      position_size: 'full',
      rationale_html: '',
      // 18:00 in São Paulo (UTC−3).
      valid_until: '2030-03-05T21:00:00.000Z',
      chat_ids: [12],
    });
    expect(await screen.findByText('Recomendação de ITUB4 publicada.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/recomendacoes/55');
  });

  it('sends a single entry price without a maximum, and a target removed is gone', async () => {
    api.create.mockResolvedValue(ITUB4_CALL);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar alvo' }));
    await typePrice(user, /^Alvo 2/, '45,00');
    await user.click(screen.getByRole('button', { name: 'Remover o alvo 1' }));
    expect(screen.getByLabelText(/^Alvo 1/)).toHaveValue('45,00');
    await user.click(screen.getByRole('button', { name: 'Publicar recomendação' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      entry_min_cents: 3766,
      entry_max_cents: null,
      targets_cents: [4500],
    });
  });

  it('refuses a buy’s stop above the entry, under the stop', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await typePrice(user, /^Stop/, '38,00');
    await user.click(screen.getByRole('button', { name: 'Publicar recomendação' }));
    expect(await screen.findByText(RECOMMENDATION_MESSAGES.stopBeyondEntry)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Stop/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.create).not.toHaveBeenCalled();
  });

  it('puts what the API refuses (400) under its field and stays', async () => {
    api.create.mockRejectedValue(
      new ApiError(400, { error: { analyst_id: [ANALYST_MESSAGES.cannotPublish] } }),
    );
    const { user, history } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Publicar recomendação' }));
    expect(await screen.findByText(ANALYST_MESSAGES.cannotPublish)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Analista' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(history.location.pathname).toBe('/recomendacoes/cadastro');
  });
});
