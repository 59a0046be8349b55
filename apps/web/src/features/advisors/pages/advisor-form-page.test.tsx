import type { Advisor, AdvisorInput, SiteAdvisor } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as AdvisorsApi from '../api/advisors-api.ts';
import { AdvisorCard, whatsappLink } from '../components/advisor-card.tsx';
import { initialsOf } from '../components/advisor-photo.tsx';
import { AdvisorFormPage } from './advisor-form-page.tsx';

const api = vi.hoisted(() => ({
  saveAdvisor: vi.fn<(id: number | null, body: AdvisorInput) => Promise<Advisor>>(),
}));

vi.mock('../api/advisors-api.ts', async (original) => {
  const actual = await original<typeof AdvisorsApi>();
  return {
    ...actual,
    advisorRecords: { ...actual.advisorRecords, save: api.saveAdvisor },
    advisorUsersQuery: () =>
      queryOptions({
        queryKey: ['select-advisor-users'],
        queryFn: () => Promise.resolve([{ id: 4, name: 'Vera Vendedora' }]),
      }),
  };
});

const SAVED: Advisor = {
  id: 9,
  name: 'Helena Duarte',
  cover_url: null,
  cover_alt: null,
  certifications: [{ kind: 'ANCORD', number: '55.123' }],
  bio_html: null,
  specialties: [],
  city: null,
  uf: null,
  email: null,
  phone: '48991234567',
  whatsapp: true,
  order: 0,
  active: true,
  user_id: null,
  user_name: null,
  page_count: 0,
  updated_at: '2026-11-26T12:00:00.000Z',
};

beforeEach(() => api.saveAdvisor.mockReset());

describe('the advisor form', () => {
  it('says what is missing, then sends certifications and the phone as the contract reads them', async () => {
    api.saveAdvisor.mockResolvedValue(SAVED);
    const { user, history } = renderStaffPage(
      {
        '/site-liberta-investimentos/assessores/cadastro': <AdvisorFormPage />,
        '/site-liberta-investimentos/assessores': <p>lista</p>,
      },
      '/site-liberta-investimentos/assessores/cadastro',
    );
    const create = await screen.findByRole('button', { name: 'Cadastrar assessor' });
    await user.click(create);
    expect(
      await screen.findByText('Informe o nome do assessor, com até 120 caracteres.'),
    ).toBeInTheDocument();
    expect(api.saveAdvisor).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Helena Duarte');
    await user.click(screen.getByRole('button', { name: 'Adicionar certificação' }));
    await user.type(screen.getByRole('textbox', { name: 'Número do registro' }), '55.123');
    // The first row takes the first kind (CVM), a second the next; removing it leaves the first.
    await user.click(screen.getByRole('button', { name: 'Adicionar certificação' }));
    expect(screen.getAllByRole('textbox', { name: 'Número do registro' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remover a certificação ANCORD' }));
    expect(screen.getAllByRole('textbox', { name: 'Número do registro' })).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Telefone' }), '48991234567');
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(48) 99123-4567');
    await user.click(screen.getByRole('switch', { name: /^Atende no WhatsApp/ }));
    await user.click(create);

    await waitFor(() => expect(api.saveAdvisor).toHaveBeenCalledTimes(1));
    expect(api.saveAdvisor.mock.calls[0]![0]).toBeNull();
    expect(api.saveAdvisor.mock.calls[0]![1]).toMatchObject({
      name: 'Helena Duarte',
      certifications: [{ kind: 'CVM', number: '55.123' }],
      phone: '48991234567',
      whatsapp: true,
      active: true,
      user_id: null,
    });
    await waitFor(() =>
      expect(history.location.pathname).toBe('/site-liberta-investimentos/assessores'),
    );
  });
});

describe('the advisor card', () => {
  const advisor: SiteAdvisor = {
    id: 1,
    name: 'Mariana Albuquerque',
    cover_url: null,
    cover_alt: null,
    certifications: [{ kind: 'CFP', number: 'CFP-1' }],
    bio_html: '<p>Planejadora</p>',
    specialties: ['Previdência', 'Renda fixa'],
    city: 'São Paulo',
    uf: 'SP',
    email: 'mariana@example.com',
    phone: '1134567890',
    whatsapp: false,
  };

  it('shows initials without a photo, the registrations and a phone link when not on WhatsApp', async () => {
    expect(initialsOf('Mariana de Albuquerque')).toBe('MA');
    expect(initialsOf('Cher')).toBe('C');
    expect(whatsappLink('48991234567', 'Olá!')).toBe('https://wa.me/5548991234567?text=Ol%C3%A1!');
    renderStaffPage({ '/': <AdvisorCard advisor={advisor} bio /> }, '/');
    const card = await screen.findByTestId('advisor-card');
    expect(within(card).getByText('MA')).toBeInTheDocument();
    expect(within(card).getByText('CFP')).toBeInTheDocument();
    expect(within(card).getByText('São Paulo – SP')).toBeInTheDocument();
    expect(within(card).getByText('Planejadora')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Ligar para Mariana Albuquerque: (11) 3456-7890' }),
    ).toHaveAttribute('href', 'tel:+551134567890');
    expect(within(card).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'E-mail para Mariana Albuquerque' }),
    ).toHaveAttribute('href', 'mailto:mariana@example.com');
  });
});
