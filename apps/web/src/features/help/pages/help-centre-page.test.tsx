import type { HelpCentre, HelpFeedbackResult } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as HelpApi from '../api/help-api.ts';
import { HELP_VOTES_KEY } from '../components/voter.ts';
import { HelpCentrePage } from './help-centre-page.tsx';

const CENTRE: HelpCentre = {
  search: null,
  total: 3,
  categories: [
    {
      id: 1,
      name: 'Conta e acesso',
      slug: 'conta-e-acesso',
      questions: [
        {
          id: 11,
          question: 'Esqueci minha senha. Como faço para entrar?',
          answer: '<p>Clique em <strong>Esqueci minha senha</strong>.</p>',
        },
      ],
    },
    {
      id: 2,
      name: 'Assinaturas e pagamentos',
      slug: 'assinaturas-e-pagamentos',
      questions: [
        { id: 21, question: 'Quais formas de pagamento vocês aceitam?', answer: '<p>Pix.</p>' },
        { id: 22, question: 'Como cancelo minha assinatura?', answer: '<p>Fale conosco.</p>' },
      ],
    },
  ],
};

const api = vi.hoisted(() => ({
  read: vi.fn<(search: string) => Promise<HelpCentre>>(),
  vote: vi.fn<(id: number, helpful: boolean, anonymousId: string) => Promise<HelpFeedbackResult>>(),
}));

vi.mock('../api/help-api.ts', async (original) => {
  const actual = await original<typeof HelpApi>();
  return {
    ...actual,
    helpCentreQuery: (search: string) => ({
      ...actual.helpCentreQuery(search),
      queryFn: () => api.read(search),
    }),
    recordFeedback: api.vote,
  };
});

beforeEach(() => {
  localStorage.clear();
  api.read.mockReset();
  api.vote.mockReset();
  api.read.mockImplementation((search) =>
    Promise.resolve(
      search
        ? {
            search,
            total: 1,
            categories: [
              { ...CENTRE.categories[1]!, questions: [CENTRE.categories[1]!.questions[1]!] },
            ],
          }
        : CENTRE,
    ),
  );
  api.vote.mockImplementation((id, helpful) => Promise.resolve({ question_id: id, helpful }));
});

const render = (path = '/central-de-ajuda') =>
  renderStaffPage({ '/central-de-ajuda': <HelpCentrePage /> }, path);

describe('HelpCentrePage', () => {
  it('shows the topics and the questions, each answer opening in place', async () => {
    const { user } = render();
    const topics = await screen.findByRole('navigation', { name: 'Temas' });
    expect(
      within(topics)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Conta e acesso1', 'Assinaturas e pagamentos2']);
    expect(screen.getByRole('heading', { name: 'Assinaturas e pagamentos' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Como cancelo minha assinatura?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Fale conosco.')).toBeVisible());
  });

  it('asks the API to search what is typed, keeps it in the address and says what it found', async () => {
    const { user, history } = render();
    await screen.findByRole('navigation', { name: 'Temas' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar na central de ajuda' }),
      'cancelar',
    );
    await waitFor(() => expect(api.read).toHaveBeenLastCalledWith('cancelar'));
    expect(await screen.findByText('1 resposta para “cancelar”')).toHaveAttribute('role', 'status');
    expect(history.location.search).toBe('?busca=cancelar');
    // A search of few answers opens them.
    expect(screen.getByText('Fale conosco.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Temas' })).not.toBeInTheDocument();
  });

  it('says when nothing is found and offers every topic back', async () => {
    api.read.mockImplementation((search) =>
      Promise.resolve(search ? { search, total: 0, categories: [] } : CENTRE),
    );
    const { user } = render('/central-de-ajuda?busca=xyz');
    expect(await screen.findByText('Nenhuma resposta para “xyz”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos os temas' }));
    expect(await screen.findByRole('navigation', { name: 'Temas' })).toBeInTheDocument();
  });

  it('records "Isto foi útil?" with the browser id, thanks, and remembers the vote', async () => {
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Quais formas de pagamento vocês aceitam?' }),
    );
    // Only the open answer's question is in the accessibility tree.
    const feedback = await screen.findByRole('group', { name: 'Isto foi útil?' });
    await user.click(within(feedback).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(api.vote).toHaveBeenCalledTimes(1));
    const [id, helpful, anonymousId] = api.vote.mock.calls[0]!;
    expect([id, helpful]).toEqual([21, false]);
    expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await within(feedback).findByText('Obrigado! Vamos melhorar esta resposta.'),
    ).toBeInTheDocument();
    expect(within(feedback).getByRole('button', { name: 'Não' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Changing one's mind sends the same browser id.
    await user.click(within(feedback).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(api.vote).toHaveBeenCalledTimes(2));
    expect(api.vote.mock.calls[1]).toEqual([21, true, anonymousId]);
    expect(JSON.parse(localStorage.getItem(`lsp:${HELP_VOTES_KEY}`) ?? '{}')).toEqual({
      id: anonymousId,
      votes: { '21': true },
    });
  });
});
