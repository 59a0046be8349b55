import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory } from '../test/memory-history.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, RESOURCES } from '@app/shared';
import type { BrandId, PermissionEntry, UserData } from '@app/shared';
import { saveSession } from '../lib/session/session.ts';
import { createQueryClient } from '../lib/api-client/query-client.ts';
import { buildAbility } from '../lib/session/ability.ts';
import { createLocalStorageStore } from '../lib/storage/storage.ts';
import { App } from './app.tsx';
import { appRoutes } from './routes/app-routes.tsx';

const bit = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * A stored customer session: read on every `Cliente-*` resource and on `Auth` (the seeded Cliente
 * profile).
 */
function customerSession(also: readonly string[] = []): { token: string; user: UserData } {
  const permissions: PermissionEntry[] = RESOURCES.filter(
    (name) => name.startsWith('Cliente-') || name === 'Auth' || also.includes(name),
  ).map((name, index) => ({
    create: 0,
    read: bit(true),
    update: 0,
    delete: 0,
    manage: 0,
    menu: 1,
    permission_id: index + 1,
    profile_id: 3,
    permission: {
      id: index + 1,
      name,
      parent_id: null,
      has_children: false,
      order: index,
      base_profile_id: null,
    },
  }));
  return {
    token: 'token-de-teste-com-mais-de-vinte-caracteres',
    user: {
      id: 7,
      name: 'Carla Cliente',
      nickname: null,
      identifier: null,
      email: 'carla@example.com',
      avatar_url: null,
      profile: { profile_id: 3, name: 'Cliente', permissions },
      methods: [],
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  // The session refresh on load has no server here: it fails quietly and keeps the session.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('sem rede nos testes')));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderApp(
  brandId: BrandId,
  path: string,
  viewer: 'customer' | 'visitor' = 'customer',
  /** Resources the signed-in person reads besides the customer's. */
  also: readonly string[] = [],
) {
  const brand = BRANDS[brandId];
  const store = createLocalStorageStore();
  if (viewer === 'customer') saveSession(customerSession(also), store);
  const history = memoryHistory(path);
  render(
    <App
      brand={brand}
      routes={appRoutes(brand)}
      history={history}
      store={store}
      queryClient={createQueryClient()}
      ability={buildAbility(store)}
      mantineEnv="test"
    />,
  );
  return { history };
}

const html = () => document.documentElement;
/** The start page has loaded: Liberta's home (its hero), the others' feed (its h1). */
async function startPage(brand: string) {
  // Lazy pages load their chunks and texts first: a generous bound, not a timing check.
  const wait = { timeout: 5000 };
  if (brand === 'liberta') return screen.findByTestId('brand-welcome', {}, wait);
  return screen.findByRole('heading', { level: 1, name: 'Feed' }, wait);
}

describe('app shell routing', () => {
  it.each([
    ['brazilian', '/feed'],
    ['global', '/feed'],
    ['liberta', '/home'],
  ] as const)('%s: / redirects to %s', async (brand, target) => {
    const { history } = renderApp(brand, '/');
    // Liberta's start page is its real home (the hero carries the brand welcome).
    expect(await startPage(brand)).toBeInTheDocument();
    expect(history.location.pathname).toBe(target);
  });

  it.each([
    ['brazilian', '/home'],
    ['global', '/cliente/ls-play'],
    ['liberta', '/feed'],
    ['brazilian', '/carrinhos'],
    ['liberta', '/nao/existe'],
  ] as const)('%s: %s is the 404 page', async (brand, path) => {
    renderApp(brand, path);
    const page = await screen.findByTestId('not-found');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      BRANDS[brand].defaultRoute,
    );
  });

  it.each([
    [
      'brazilian',
      ['Feed', 'Transmissões', 'Meus Cursos', 'Meus E-books', 'LS Play', 'Recomendações'],
    ],
    ['global', ['Feed', 'Transmissões', 'Meus Cursos', 'Meus E-books', 'Recomendações']],
    [
      'liberta',
      [
        'Início',
        'Meus Cursos / Ebooks',
        'Minhas Assinaturas',
        'Meu assessor',
        'Loja',
        'Recomendações',
        'Relatórios',
      ],
    ],
  ] as const)('%s shows exactly its menu, logo and brand', async (brand, names) => {
    renderApp(brand, BRANDS[brand].defaultRoute);
    await startPage(brand);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual(names);
    expect(within(nav).getByRole('link', { name: names[0] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const logo = screen.getAllByTestId('brand-logo')[0];
    expect(logo).toHaveAttribute('data-brand', brand);
    expect(logo).toHaveAccessibleName(BRANDS[brand].name);
    expect(html()).toHaveAttribute('lang', 'pt-BR');
    expect(document.title).toBe(BRANDS[brand].name);
    expect(screen.getByTestId('brand-welcome')).toHaveTextContent(
      brand === 'liberta'
        ? 'Bem-vindo à Liberta!'
        : brand === 'global'
          ? 'Bem-vindo à LS Global!'
          : 'Bem-vindo à LS Trader!',
    );
  });

  it('sends a visitor from a member page to /login and remembers where they were going', async () => {
    const { history } = renderApp('brazilian', '/cliente/cursos', 'visitor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(localStorage.getItem('lsp:targetUrl')).toBe('"/cliente/cursos"');
  });

  it('lets a Liberta visitor see the visitor pages and menu', async () => {
    renderApp('liberta', '/home', 'visitor');
    await screen.findByTestId('brand-welcome');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Relatórios' })).toBeInTheDocument();
    // Booking with one's advisor needs a session: not offered to visitors.
    expect(within(nav).queryByRole('link', { name: 'Meu assessor' })).toBeNull();
  });

  it("leads a signed-in Liberta customer to their advisor's page from the menu", async () => {
    renderApp('liberta', '/home');
    await startPage('liberta');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Meu assessor' })).toHaveAttribute(
      'href',
      '/meu-assessor',
    );
  });

  it('shows the forbidden page for a staff screen and hides what a customer cannot open', async () => {
    renderApp('brazilian', '/transmissoes/cadastro');
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeInTheDocument();
  });

  it('renders the cart in the blank layout without the main menu', async () => {
    renderApp('brazilian', '/carrinho');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.getByTestId('brand-logo')).toHaveAttribute('data-brand', 'brazilian');
  });
});

describe('skins', () => {
  it('starts Liberta dark and Brazilian light', async () => {
    renderApp('liberta', '/home');
    await screen.findByTestId('brand-welcome');
    expect(html()).toHaveAttribute('data-skin', 'dark');
    expect(html()).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('the appearance popover radios change data-skin and store the choice', async () => {
    const user = userEvent.setup();
    renderApp('brazilian', '/feed');
    await startPage('brazilian');
    expect(html()).toHaveAttribute('data-skin', 'light');

    await user.click(screen.getByRole('button', { name: 'Aparência' }));
    const skins = await screen.findByRole('radiogroup', { name: 'Tema' });
    expect(
      within(skins)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['light', 'dark', 'semi-dark', 'bordered']);
    for (const name of ['Claro', 'Escuro', 'Semiescuro', 'Com bordas']) {
      expect(within(skins).getByRole('radio', { name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('radio', { name: 'Escuro' }));
    expect(html()).toHaveAttribute('data-skin', 'dark');
    expect(html()).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(localStorage.getItem('lsp:skin')).toBe('"dark"');

    await user.click(screen.getByRole('radio', { name: 'Semiescuro' }));
    expect(html()).toHaveAttribute('data-skin', 'semi-dark');
    expect(html()).toHaveAttribute('data-mantine-color-scheme', 'light');

    await user.click(screen.getByRole('radio', { name: 'Com bordas' }));
    expect(html()).toHaveAttribute('data-skin', 'bordered');
  });

  it('the appearance popover changes zoom and closes with Escape', async () => {
    const user = userEvent.setup();
    renderApp('brazilian', '/feed');
    await startPage('brazilian');
    expect(html()).toHaveAttribute('data-zoom', '0.9');
    await user.click(screen.getByRole('button', { name: 'Aparência' }));
    await user.click(await screen.findByRole('radio', { name: '110 %' }));
    expect(html()).toHaveAttribute('data-zoom', '1.1');
    expect(html().style.getPropertyValue('--mantine-scale')).toBe('1.1');
    expect(screen.getByRole('switch', { name: 'Menu flutuante' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Conteúdo em largura total' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('radio', { name: 'Escuro' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aparência' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('forces light on /carrinho and restores the chosen skin on leaving', async () => {
    localStorage.setItem('lsp:skin', '"dark"');
    const { history } = renderApp('brazilian', '/feed');
    await startPage('brazilian');
    expect(html()).toHaveAttribute('data-skin', 'dark');

    act(() => history.push('/carrinho'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrinho' })).toBeInTheDocument();
    expect(html()).toHaveAttribute('data-skin', 'light');
    expect(localStorage.getItem('lsp:skin')).toBe('"dark"');

    act(() => history.go(-1));
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(html()).toHaveAttribute('data-skin', 'dark');
  });

  it('does not force light on /carrinhos', async () => {
    renderApp('liberta', '/carrinhos');
    await screen.findByTestId('not-found');
    expect(html()).toHaveAttribute('data-skin', 'dark');
  });

  it('remembers the collapsed-menu choice', async () => {
    const user = userEvent.setup();
    renderApp('brazilian', '/feed');
    await startPage('brazilian');
    await user.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(localStorage.getItem('lsp:menuCollapsed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Recolher menu' })).toBeInTheDocument();
  });
});
