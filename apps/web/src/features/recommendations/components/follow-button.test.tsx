import { notifications } from '@mantine/notifications';
import type { Follow, FollowInput } from '@app/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import { FollowButton } from './follow-button.tsx';

/** The API of follows, in memory: what `apiRequest` would get from the server. */
const server = vi.hoisted(() => ({
  follows: [] as Follow[],
  calls: [] as { path: string; method: string; body?: unknown }[],
}));

vi.mock('../../../lib/api-client/api-client.ts', () => ({
  apiRequest: (path: string, options: { method?: string; body?: FollowInput } = {}) => {
    const method = options.method ?? 'GET';
    server.calls.push({ path, method, body: options.body });
    if (path === '/api/list-recommendation-follows')
      return Promise.resolve({ data: [...server.follows] });
    if (path === '/api/follow-recommendations') {
      const body = options.body!;
      const kind = body.trade_method_id !== undefined ? 'trade_method' : 'analyst';
      const targetId = body.trade_method_id ?? body.analyst_id!;
      const existing = server.follows.find((f) => f.kind === kind && f.target_id === targetId);
      const saved: Follow = {
        id: existing?.id ?? 41,
        kind,
        target_id: targetId,
        target_name: 'Swing Trade Semanal',
        notify_app: body.notify_app ?? true,
        notify_email: body.notify_email ?? false,
        created_at: '2026-11-25T15:00:00.000Z',
      };
      server.follows = [...server.follows.filter((f) => f.id !== saved.id), saved];
      return Promise.resolve({ data: saved });
    }
    const unfollow = /^\/api\/unfollow-recommendations\/(\d+)$/.exec(path);
    if (unfollow) {
      server.follows = server.follows.filter((f) => f.id !== Number(unfollow[1]));
      return Promise.resolve({ data: null });
    }
    return Promise.reject(new Error(`inesperado: ${method} ${path}`));
  },
}));

function renderButton() {
  return renderStaffPage(
    {
      '/cliente/recomendacoes': (
        <FollowButton kind="trade_method" targetId={8} name="Swing Trade Semanal" />
      ),
    },
    '/cliente/recomendacoes',
  );
}

beforeEach(() => {
  server.follows = [];
  server.calls = [];
});
afterEach(() => {
  act(() => notifications.clean());
});

describe('FollowButton', () => {
  it('follows a method with the avisos chosen in its popover', async () => {
    const { user } = renderButton();
    const button = await screen.findByRole('button', {
      name: 'Seguir método: Swing Trade Semanal',
    });
    await waitFor(() => expect(button).toHaveTextContent('Seguir método'));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Avisos de Swing Trade Semanal' });
    expect(dialog).toBeInTheDocument();
    const app = screen.getByRole('checkbox', { name: /No app/ });
    const email = screen.getByRole('checkbox', { name: /Resumo diário por e-mail/ });
    expect(app).toBeChecked();
    expect(email).not.toBeChecked();

    // Neither aviso: nothing to follow with.
    await user.click(app);
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha ao menos um aviso.');
    expect(screen.getByRole('button', { name: 'Seguir' })).toBeDisabled();

    await user.click(email);
    await user.click(screen.getByRole('button', { name: 'Seguir' }));
    expect(await screen.findByText('Você agora segue Swing Trade Semanal.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      trade_method_id: 8,
      notify_app: false,
      notify_email: true,
    });
    const following = await screen.findByRole('button', {
      name: 'Seguindo: Swing Trade Semanal (mudar avisos)',
    });
    expect(following).toHaveTextContent('Seguindo');
  });

  it('shows "Seguindo", changes the avisos and stops following', async () => {
    server.follows = [
      {
        id: 41,
        kind: 'trade_method',
        target_id: 8,
        target_name: 'Swing Trade Semanal',
        notify_app: true,
        notify_email: false,
        created_at: '2026-11-25T15:00:00.000Z',
      },
    ];
    const { user } = renderButton();
    const button = await screen.findByRole('button', {
      name: 'Seguindo: Swing Trade Semanal (mudar avisos)',
    });
    await user.click(button);
    await screen.findByRole('dialog');
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Salvar avisos' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Resumo diário por e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar avisos' }));
    expect(await screen.findByText('Avisos de Swing Trade Semanal salvos.')).toBeInTheDocument();
    expect(server.follows[0]).toMatchObject({ notify_app: true, notify_email: true });

    await user.click(
      await screen.findByRole('button', { name: 'Seguindo: Swing Trade Semanal (mudar avisos)' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Deixar de seguir' }));
    expect(
      await screen.findByText('Você deixou de seguir Swing Trade Semanal.'),
    ).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/41'))).toBe(true);
    expect(
      await screen.findByRole('button', { name: 'Seguir método: Swing Trade Semanal' }),
    ).toHaveTextContent('Seguir método');
  });
});
