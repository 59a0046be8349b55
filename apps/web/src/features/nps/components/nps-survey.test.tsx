import { notifications } from '@mantine/notifications';
import type { NpsAnswer, NpsPendingQuestion } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as NpsApi from '../api/nps-api.ts';
import { NpsSurvey } from './nps-survey.tsx';

const QUESTIONS: NpsPendingQuestion[] = [
  {
    nps_question_users_id: 11,
    question: 'De 1 a 10, quanto você recomendaria a LS Trader?',
    open_question: false,
  },
  { nps_question_users_id: 12, question: 'O que podemos melhorar?', open_question: true },
];

const api = vi.hoisted(() => ({
  answerSurvey: vi.fn<(answers: NpsAnswer[]) => Promise<unknown>>(),
  pending: [] as NpsPendingQuestion[],
}));

vi.mock('../api/nps-api.ts', async (original) => ({
  ...(await original<typeof NpsApi>()),
  answerSurvey: api.answerSurvey,
  pendingQuery: () =>
    queryOptions({
      queryKey: ['list-all-question-nps-user'],
      queryFn: () => Promise.resolve(api.pending),
    }),
}));
vi.mock('../../../lib/session/session.ts', () => ({ readSessionToken: () => 'token-1234' }));

beforeEach(() => {
  sessionStorage.clear();
  api.pending = QUESTIONS;
  api.answerSurvey.mockReset();
});
afterEach(() => {
  act(() => notifications.clean());
});

const render = () => renderStaffPage({ '/feed': <NpsSurvey /> }, '/feed');

describe('NpsSurvey', () => {
  it('opens by itself with pending questions, 700 px at most', async () => {
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Pesquisa de satisfação' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Nota \d+ de 10$/ })).toHaveLength(10);
    expect(screen.getByText('0 de 400 caracteres')).toBeInTheDocument();
  });

  it('stays closed without pending questions', async () => {
    api.pending = [];
    render();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Responda ao menos uma pergunta.' when nothing is answered, and drops blanks", async () => {
    const { user } = render();
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: 'O que podemos melhorar?' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Responda ao menos uma pergunta.');
    expect(api.answerSurvey).not.toHaveBeenCalled();

    api.answerSurvey.mockResolvedValue({ message: 'Pesquisa salva com sucesso', saved: 1 });
    await user.click(screen.getByRole('button', { name: 'Nota 8 de 10' }));
    expect(screen.getByRole('button', { name: 'Nota 8 de 10' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    await waitFor(() => expect(api.answerSurvey).toHaveBeenCalled());
    expect(api.answerSurvey.mock.calls[0]![0]).toEqual([{ id: 11, answer: 8 }]);
    expect(await screen.findByText('Pesquisa salva com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Erro ao salvar.' as a success-style toast and closes", async () => {
    api.answerSurvey.mockRejectedValue(new Error('boom'));
    const { user } = render();
    await screen.findByRole('dialog');
    await user.type(
      screen.getByRole('textbox', { name: 'O que podemos melhorar?' }),
      'Mais lives de opções',
    );
    expect(screen.getByText('20 de 400 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(api.answerSurvey.mock.calls[0]![0]).toEqual([
      { id: 12, answer: 'Mais lives de opções' },
    ]);
    expect(await screen.findByText('Erro ao salvar.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('once dismissed, stays closed until the next login', async () => {
    const { user } = render();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Responder depois' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('nps-survey-dismissed')).toBe('token-1234');
  });
});
