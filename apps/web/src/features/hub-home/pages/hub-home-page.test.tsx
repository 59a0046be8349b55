import { notifications } from '@mantine/notifications';
import type { MyHubNotices, MyPendingInternalPolicies, StaffAgendaToday } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session/session.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as HubApi from '../api/hub-home-api.ts';
import { HubHomePage } from './hub-home-page.tsx';

const api = vi.hoisted(() => ({
  notices: vi.fn<() => Promise<unknown>>(),
  agenda: vi.fn<() => Promise<unknown>>(),
  readings: vi.fn<() => Promise<unknown>>(),
}));

vi.mock('../api/hub-home-api.ts', async (original) => ({
  ...(await original<typeof HubApi>()),
  myNoticesQuery: () =>
    queryOptions({ queryKey: ['my-hub-notices'], queryFn: api.notices, retry: false }),
  agendaTodayQuery: () =>
    queryOptions({ queryKey: ['my-agenda-today'], queryFn: api.agenda, retry: false }),
  pendingReadingsQuery: () =>
    queryOptions({
      queryKey: ['my-pending-internal-policies'],
      queryFn: api.readings,
      retry: false,
    }),
}));

const NOTICES: MyHubNotices = {
  data: [
    {
      id: 1,
      title: 'Novo endereço do escritório',
      body_html:
        '<p>A partir de <strong>segunda</strong>, na Faria Lima.</p><p>Crachás na recepção.</p>',
      pinned: true,
      starts_at: '2025-06-08T15:00:00.000Z',
      ends_at: '2025-06-20T15:00:00.000Z',
      author_name: 'Ana Admin',
    },
    {
      id: 2,
      title: 'Treinamento de segurança',
      body_html: '<p>Quinta, às 10h.</p>',
      pinned: false,
      starts_at: '2025-06-10T10:00:00.000Z',
      ends_at: null,
      author_name: null,
    },
  ],
};

const event = {
  kind: 'meeting' as const,
  starts_at: '2025-06-10T17:00:00.000Z',
  ends_at: '2025-06-10T18:00:00.000Z',
  day: '2025-06-10',
  location: 'Sala 3',
  video_url: null,
  notes: null,
  owner: { id: 1, name: 'Ana Admin' },
  attendees: [],
  attendee_ids: [],
  customer_id: null,
  customer: null,
  booked_by_customer: false,
  cancelled_at: null,
  editable: true,
};
const AGENDA: StaffAgendaToday = {
  day: '2025-06-10',
  data: [
    { ...event, id: 41, title: 'Reunião de pauta', start_time: '14:00', end_time: '15:00' },
    {
      ...event,
      id: 42,
      kind: 'customer',
      title: 'Conversa com Carla',
      start_time: '16:30',
      end_time: '17:00',
      location: null,
      video_url: 'https://meet.example.com/x',
    },
  ],
};
const READINGS: MyPendingInternalPolicies = {
  count: 1,
  data: [
    {
      id: 7,
      title: 'Política de Segurança da Informação',
      category: 'Segurança',
      version: 2,
      published_at: '2025-06-01T12:00:00.000Z',
    },
  ],
};

// 15:00 UTC is noon in São Paulo: "Boa tarde".
const NOW = () => new Date('2025-06-10T15:00:00.000Z');

beforeEach(() => {
  saveSession({
    token: 'token-de-teste-com-mais-de-vinte-caracteres',
    user: {
      id: 1,
      name: 'Ana Beatriz Admin',
      nickname: null,
      identifier: null,
      email: 'admin@example.com',
      avatar_url: null,
      profile: { profile_id: 1, name: 'Administrador', permissions: [] },
      methods: [],
    },
  });
});
afterEach(() => {
  act(() => notifications.clean());
  clearSession();
  api.notices.mockReset();
  api.agenda.mockReset();
  api.readings.mockReset();
});

const home = (rules?: Parameters<typeof renderStaffPage>[2]) =>
  renderStaffPage(
    { '/hub/home': <HubHomePage hasPage={() => true} now={NOW} /> },
    '/hub/home',
    rules,
  );

describe('the hub home', () => {
  it('greets the person with São Paulo’s date and fills each card', async () => {
    api.notices.mockResolvedValue(NOTICES);
    api.agenda.mockResolvedValue(AGENDA);
    api.readings.mockResolvedValue(READINGS);
    const { user } = home();
    expect(screen.getByRole('heading', { level: 1, name: 'Boa tarde, Ana!' })).toBeVisible();
    expect(screen.getByText('Hoje é terça-feira, 10 de junho de 2025.')).toBeVisible();

    const notices = await screen.findByRole('region', { name: 'Avisos' });
    const items = await within(notices).findAllByTestId('hub-notice');
    expect(items).toHaveLength(2);
    // The pinned notice stands out and comes first.
    expect(items[0]).toHaveAttribute('data-pinned');
    expect(within(items[0]!).getByText('Fixado')).toBeVisible();
    expect(items[1]).not.toHaveAttribute('data-pinned');
    // The excerpt is the text without markup, its paragraphs apart.
    expect(
      within(items[0]!).getByText('A partir de segunda, na Faria Lima. Crachás na recepção.'),
    ).toBeVisible();
    expect(
      within(items[0]!).getByText('Publicado em 08/06/2025 12:00 por Ana Admin'),
    ).toBeVisible();
    expect(within(notices).getByRole('link', { name: 'Gerenciar avisos' })).toHaveAttribute(
      'href',
      '/hub/avisos',
    );
    await user.click(
      within(notices).getByRole('button', { name: 'Ler o aviso "Novo endereço do escritório"' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Novo endereço do escritório' });
    expect(within(modal).getByText('Crachás na recepção.')).toBeVisible();
    expect(within(modal).getByText('Em exibição até 20/06/2025 12:00')).toBeVisible();
    await user.click(within(modal).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const agenda = screen.getByRole('region', { name: 'Agenda de hoje' });
    expect(await within(agenda).findByText('14:00–15:00')).toBeVisible();
    expect(
      within(agenda).getByRole('link', {
        name: 'Abrir o compromisso "Reunião de pauta" na agenda',
      }),
    ).toHaveAttribute('href', '/agenda-colaborador/41');
    expect(within(agenda).getByText('Sala 3')).toBeVisible();
    expect(within(agenda).getByText('On-line')).toBeVisible();
    expect(within(agenda).getByRole('link', { name: 'Abrir agenda' })).toHaveAttribute(
      'href',
      '/agenda-colaborador',
    );

    const readings = screen.getByRole('region', { name: 'Leituras pendentes' });
    expect(
      await within(readings).findByRole('link', { name: 'Política de Segurança da Informação' }),
    ).toHaveAttribute('href', '/hub/politicas-procedimentos/7');
    expect(
      within(readings).getByText('1 leitura obrigatória aguarda a sua confirmação.'),
    ).toBeVisible();

    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    expect(within(shortcuts).getByRole('link', { name: 'Avisos do hub' })).toHaveAttribute(
      'href',
      '/hub/avisos',
    );
    expect(within(shortcuts).getByRole('link', { name: 'Usuários' })).toHaveAttribute(
      'href',
      '/usuarios',
    );
    // The page itself is no shortcut.
    expect(within(shortcuts).queryByRole('link', { name: 'Início do hub' })).toBeNull();
  });

  it('says when a card has nothing, and leaves out what the person may not open', async () => {
    api.notices.mockResolvedValue({ data: [] });
    api.readings.mockResolvedValue({ count: 0, data: [] });
    home([
      { action: 'read', subject: 'hub-home' },
      { action: 'read', subject: 'hub-politicas' },
    ]);
    expect(await screen.findByText('Nenhum aviso no momento.')).toBeVisible();
    expect(await screen.findByText('Nenhuma leitura pendente. Tudo em dia!')).toBeVisible();
    // Reading the home is not managing its notices; no agenda permission, no agenda card.
    expect(screen.queryByRole('link', { name: 'Gerenciar avisos' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Agenda de hoje' })).toBeNull();
    expect(api.agenda).not.toHaveBeenCalled();
    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    expect(
      within(shortcuts).getByRole('link', { name: 'Políticas e procedimentos' }),
    ).toBeVisible();
    expect(within(shortcuts).queryByRole('link', { name: 'Avisos do hub' })).toBeNull();
  });

  it('says when today has nothing on the agenda', async () => {
    api.notices.mockResolvedValue({ data: [] });
    api.agenda.mockResolvedValue({ day: '2025-06-10', data: [] });
    home([
      { action: 'read', subject: 'hub-home' },
      { action: 'read', subject: 'Agenda do Colaborador' },
    ]);
    expect(await screen.findByText('Nada na sua agenda hoje.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Leituras pendentes' })).toBeNull();
  });

  it('says when no staff area is open to the person', async () => {
    api.notices.mockResolvedValue({ data: [] });
    home([{ action: 'read', subject: 'hub-home' }]);
    expect(await screen.findByText('Nenhum aviso no momento.')).toBeVisible();
    const shortcuts = screen.getByRole('region', { name: 'Atalhos' });
    expect(
      within(shortcuts).getByText('Nenhuma área da equipe está liberada para o seu perfil.'),
    ).toBeVisible();
    expect(within(shortcuts).queryByRole('link')).toBeNull();
  });

  it('lets a card fail on its own and try again', async () => {
    api.notices.mockRejectedValueOnce(new Error('rede')).mockResolvedValue(NOTICES);
    api.agenda.mockResolvedValue(AGENDA);
    api.readings.mockResolvedValue(READINGS);
    const { user } = home();
    const notices = screen.getByRole('region', { name: 'Avisos' });
    expect(
      await within(notices).findByText(
        'Não foi possível carregar. Verifique a sua conexão e tente de novo.',
      ),
    ).toBeVisible();
    // The other cards are not held back by it.
    expect(await screen.findByText('Reunião de pauta')).toBeVisible();
    await user.click(within(notices).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(notices).findAllByTestId('hub-notice')).toHaveLength(2);
    expect(api.notices).toHaveBeenCalledTimes(2);
  });
});
