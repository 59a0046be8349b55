import type { HelpCategoryOption, HelpQuestion, ListPage } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as HelpApi from '../api/help-api.ts';
import { FaqPage } from './faq-page.tsx';

const question = (
  id: number,
  category_id: number,
  text: string,
  feedback: HelpQuestion['feedback'],
): HelpQuestion => ({
  id,
  category_id,
  category_name: category_id === 1 ? 'Conta e acesso' : 'Pagamentos',
  question: text,
  answer: '<p>Resposta</p>',
  brands: ['brazilian', 'liberta'],
  order: id,
  active: true,
  feedback,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
});

const PAGE: ListPage<HelpQuestion> = {
  data: [
    question(1, 1, 'Esqueci minha senha', { helpful: 9, not_helpful: 1, rate: 90 }),
    question(2, 1, 'Posso entrar com código?', { helpful: 0, not_helpful: 0, rate: null }),
    question(3, 2, 'Quais formas de pagamento?', { helpful: 1, not_helpful: 3, rate: 25 }),
  ],
  meta: { total: 3, page: 1, per_page: 20 },
};

const api = vi.hoisted(() => ({
  move: vi.fn<(id: number, direction: 'up' | 'down') => Promise<void>>(),
  toggle: vi.fn<(id: number) => Promise<{ active: boolean }>>(),
}));

vi.mock('../api/help-api.ts', async (original) => {
  const actual = await original<typeof HelpApi>();
  return {
    ...actual,
    questionsQuery: (filters: HelpApi.QuestionFilters) => ({
      ...actual.questionsQuery(filters),
      queryFn: () => Promise.resolve(PAGE),
    }),
    categoryOptionsQuery: () => ({
      ...actual.categoryOptionsQuery(),
      queryFn: () =>
        Promise.resolve<HelpCategoryOption[]>([
          { id: 1, name: 'Conta e acesso', active: true },
          { id: 2, name: 'Pagamentos', active: true },
        ]),
    }),
    moveQuestion: api.move,
    toggleQuestion: api.toggle,
  };
});

beforeEach(() => {
  api.move.mockReset().mockResolvedValue(undefined);
  api.toggle.mockReset().mockResolvedValue({ active: false });
});

describe('FaqPage', () => {
  it("shows each question's votes and rate, and who has none", async () => {
    renderStaffPage({ '/faq': <FaqPage /> }, '/faq');
    const rows = await screen.findAllByTestId('faq-question-row');
    expect(within(rows[0]!).getByText('90% útil')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('9 sim · 1 não')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sem votos')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('25% útil')).toBeInTheDocument();
  });

  it('moves a question within its category: the ends of a category cannot go further', async () => {
    const { user } = renderStaffPage({ '/faq': <FaqPage /> }, '/faq');
    await screen.findAllByTestId('faq-question-row');
    const up = (name: string) => screen.getByRole('button', { name: `Subir ${name}` });
    const down = (name: string) => screen.getByRole('button', { name: `Descer ${name}` });
    expect(up('Esqueci minha senha')).toBeDisabled();
    expect(down('Esqueci minha senha')).toBeEnabled();
    expect(down('Posso entrar com código?')).toBeDisabled();
    expect(up('Quais formas de pagamento?')).toBeDisabled();
    expect(down('Quais formas de pagamento?')).toBeDisabled();
    await user.click(up('Posso entrar com código?'));
    await waitFor(() => expect(api.move).toHaveBeenCalledWith(2, 'up'));
    expect(await screen.findByText('Ordem atualizada.')).toBeInTheDocument();
  });

  it('switches a question off and says it left the help centre', async () => {
    const { user } = renderStaffPage({ '/faq': <FaqPage /> }, '/faq');
    await screen.findAllByTestId('faq-question-row');
    await user.click(screen.getByRole('switch', { name: 'Esqueci minha senha ativa' }));
    await waitFor(() => expect(api.toggle).toHaveBeenCalledWith(1));
    expect(
      await screen.findByText('Pergunta desativada: saiu da central de ajuda.'),
    ).toBeInTheDocument();
  });

  it('shows a reader no switch, arrows nor delete', async () => {
    renderStaffPage({ '/faq': <FaqPage /> }, '/faq', [
      { action: 'read', subject: 'FAQ / Central de ajuda' },
    ]);
    await screen.findAllByTestId('faq-question-row');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Subir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova pergunta' })).not.toBeInTheDocument();
  });
});
