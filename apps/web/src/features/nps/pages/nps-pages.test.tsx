import { notifications } from '@mantine/notifications';
import type { ListPage, NpsQuestion, NpsQuestionInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as NpsApi from '../api/nps-api.ts';
import type { SendBody } from '../api/nps-api.ts';
import { QuestionFormPage } from './question-form-page.tsx';
import { SendPage } from './send-page.tsx';

const QUESTION: NpsQuestion = {
  id: 7,
  question: 'Como você avalia o suporte?',
  category_id: 3,
  category_name: 'Atendimento',
  open_question: false,
  active: true,
  order: 1,
  sent: 4,
  answered: 2,
  created_at: '2026-11-01T12:00:00.000Z',
};

const api = vi.hoisted(() => ({
  saveQuestion: vi.fn<(id: number | null, body: NpsQuestionInput) => Promise<unknown>>(),
  checkSend: vi.fn<(body: SendBody) => Promise<unknown>>(),
}));

vi.mock('../api/nps-api.ts', async (original) => {
  const actual = await original<typeof NpsApi>();
  return {
    ...actual,
    questionRecords: { ...actual.questionRecords, save: api.saveQuestion },
    checkSend: api.checkSend,
    categoriesQuery: () =>
      queryOptions({
        queryKey: ['select-nps-question-categories'],
        queryFn: () => Promise.resolve([{ id: 3, name: 'Atendimento' }]),
      }),
    activeQuestionsQuery: () =>
      queryOptions({
        queryKey: ['list-nps-questions', 'active-all'],
        queryFn: (): Promise<ListPage<NpsQuestion>> =>
          Promise.resolve({ data: [QUESTION], meta: { total: 1, page: 1, per_page: 100 } }),
      }),
    audienceOptionsQuery: () =>
      queryOptions({
        queryKey: ['select-nps-audience-options'],
        queryFn: () =>
          Promise.resolve({
            profiles: [{ id: 3, name: 'Cliente' }],
            signature_types: [],
            products: [],
            courses: [],
          }),
      }),
    sendsQuery: (page: number) =>
      queryOptions({
        queryKey: ['list-nps-sends', page],
        queryFn: () => Promise.resolve({ data: [], meta: { total: 0, page: 1, per_page: 10 } }),
      }),
  };
});

afterEach(() => {
  act(() => notifications.clean());
  api.saveQuestion.mockReset();
  api.checkSend.mockReset();
});

describe('the NPS question form', () => {
  it("says the contract's messages before sending, then creates the question", async () => {
    api.saveQuestion.mockResolvedValue({ ...QUESTION, id: 9 });
    const { user } = renderStaffPage(
      { '/nps/cadastro': <QuestionFormPage />, '/nps': <p>lista</p> },
      '/nps/cadastro',
    );
    await user.click(await screen.findByRole('button', { name: 'Cadastrar pergunta' }));
    expect(await screen.findByText('Informe a pergunta, com até 500 caracteres.')).toBeVisible();
    expect(screen.getByText('Escolha a categoria.')).toBeVisible();
    expect(api.saveQuestion).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Pergunta/ }), QUESTION.question);
    await user.click(screen.getByRole('combobox', { name: /^Categoria/ }));
    await user.click(await screen.findByRole('option', { name: 'Atendimento' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar pergunta' }));
    await waitFor(() => expect(api.saveQuestion).toHaveBeenCalled());
    expect(api.saveQuestion.mock.calls[0]).toEqual([
      null,
      { question: QUESTION.question, category_id: 3, open_question: false, active: true, order: 0 },
    ]);
    expect(await screen.findByText('Pergunta cadastrada.')).toBeInTheDocument();
  });
});

describe('the NPS send page', () => {
  it('shows live how many people the chosen questions reach', async () => {
    api.checkSend.mockResolvedValue({ people: 12, new_questions: 10, already_pending: 2 });
    const { user } = renderStaffPage(
      { '/nps/enviar-pesquisa': <SendPage /> },
      '/nps/enviar-pesquisa',
    );
    expect(
      await screen.findByText('Escolha ao menos uma pergunta para ver o público.'),
    ).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: QUESTION.question }));
    expect(await screen.findByText('12 pessoas receberão')).toBeVisible();
    expect(screen.getByText('10 perguntas novas; 2 já pendentes serão puladas.')).toBeVisible();
    expect(api.checkSend.mock.lastCall?.[0]).toMatchObject({ question_ids: [7] });
    await user.click(screen.getByRole('button', { name: 'Enviar pesquisa' }));
    expect(await screen.findByRole('dialog', { name: 'Enviar a pesquisa?' })).toHaveTextContent(
      '12 pessoas receberão 1 pergunta(s) no próximo acesso.',
    );
  });
});
