import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import { openCookieSettings, readConsent } from '../../../lib/consent/cookie-consent.ts';
import { CookieConsent } from './cookie-consent.tsx';

/** What the banner sent to the server's consent log. */
const server = vi.hoisted(() => ({ calls: [] as { path: string; body?: unknown }[] }));

vi.mock('../../../lib/api-client/api-client.ts', () => ({
  apiRequest: (path: string, options: { body?: unknown } = {}) => {
    server.calls.push({ path, body: options.body });
    if (path === '/api/record-cookie-consent')
      return Promise.resolve({ data: { id: 1, policy_version: 1, decided_at: '' } });
    if (path === '/api/find-liberta-privacy-policy') return Promise.reject(new Error('fora do ar'));
    return Promise.reject(new Error(`inesperado: ${path}`));
  },
}));

afterEach(() => {
  localStorage.clear();
  server.calls = [];
});

const renderBanner = () => renderStaffPage({ '/': <CookieConsent showBanner /> }, '/');
const logged = () => server.calls.filter((c) => c.path === '/api/record-cookie-consent');

describe('cookie banner', () => {
  it('offers Aceitar and Rejeitar alike, and accepting stores all four categories', async () => {
    const { user } = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Sua privacidade' });
    const accept = screen.getByRole('button', { name: 'Aceitar' });
    const reject = screen.getByRole('button', { name: 'Rejeitar' });
    // As prominent: the same kind of button.
    expect(reject.className).toBe(accept.className);
    expect(banner).toContainElement(screen.getByRole('button', { name: 'Configurar' }));
    await user.click(accept);
    expect(readConsent()).toMatchObject({
      required: true,
      statistics: true,
      preferences: true,
      marketing: true,
      decision: 'accept',
    });
    expect(logged()[0]?.body).toMatchObject({
      decision: 'accept',
      statistics: true,
      preferences: true,
      marketing: true,
      banner_version: 1,
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Sua privacidade' })).toBeNull(),
    );
  });

  it('stores only the required category on Rejeitar', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    expect(readConsent()).toMatchObject({
      required: true,
      statistics: false,
      preferences: false,
      marketing: false,
      decision: 'reject',
    });
    expect(logged()).toHaveLength(1);
  });

  it('lets the person pick categories, the required one always on', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Configurar' }));
    const required = await screen.findByRole('switch', { name: /Necessários/ });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: /Estatísticas/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar minhas escolhas' }));
    expect(readConsent()).toMatchObject({
      statistics: true,
      preferences: false,
      marketing: false,
      decision: 'custom',
    });
    expect(await screen.findByText('Suas preferências de cookies foram salvas.')).toBeVisible();
  });

  it('opens the detailed view again from "Preferências de cookies", with the stored choice', async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Aceitar' }));
    act(() => openCookieSettings());
    const marketing = await screen.findByRole('switch', { name: /Marketing/ });
    expect(marketing).toBeChecked();
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Salvar minhas escolhas' }));
    expect(readConsent()?.marketing).toBe(false);
  });

  it("shows 'Erro ao buscar informações' when the policy cannot be loaded", async () => {
    const { user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Política de privacidade' }));
    expect(await screen.findByText('Erro ao buscar informações')).toBeVisible();
  });
});
