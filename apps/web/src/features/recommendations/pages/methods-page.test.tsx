import type { ListPage, TradeMethod } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as MethodsApi from '../api/methods-api.ts';
import type { MethodFilters } from '../api/methods-api.ts';
import { methodPaths } from '../paths.ts';
import { MethodsPage } from './methods-page.tsx';

const SWING: TradeMethod = {
  id: 8,
  name: 'Swing Trade Semanal',
  slug: 'swing-trade-semanal',
  description_html: null,
  brand: null,
  active: true,
  sort_order: 1,
  setups: [],
  created_at: '2026-11-01T12:00:00.000Z',
};

vi.mock('../api/methods-api.ts', async (original) => ({
  ...(await original<typeof MethodsApi>()),
  methodsQuery: (filters: MethodFilters) =>
    queryOptions({
      queryKey: ['list-trade-methods', filters],
      queryFn: (): Promise<ListPage<TradeMethod>> =>
        Promise.resolve({ data: [SWING], meta: { total: 1, page: 1, per_page: 20 } }),
    }),
}));

// The page loads the form lazily: its chunk is loaded here once, with room to wait, so a busy
// machine does not make the first render outlast the queries' timeout.
beforeAll(async () => {
  await import('./method-form-page.tsx');
}, 60_000);

const render = (paths: ReturnType<typeof methodPaths>, path: string, rules?: string[]) =>
  renderStaffPage(
    { '/metodos': <MethodsPage paths={paths} /> },
    path,
    rules?.map((subject) => ({ action: 'manage' as const, subject })),
  );

describe('MethodsPage', () => {
  it('links the form to its own routes where the brand has them', async () => {
    render(methodPaths(true), '/metodos');
    expect(await screen.findByRole('link', { name: 'Swing Trade Semanal' })).toHaveAttribute(
      'href',
      '/metodos/8',
    );
    expect(screen.getByRole('link', { name: 'Novo método' })).toHaveAttribute(
      'href',
      '/metodos/cadastro',
    );
  });

  it('opens the form in the list’s route (`?editar=novo`) where the brand has /metodos only', async () => {
    render(methodPaths(false), '/metodos?editar=novo');
    expect(
      await screen.findByRole('heading', { name: 'Novo método' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('links rows to `?editar=` where the brand has /metodos only', async () => {
    render(methodPaths(false), '/metodos');
    expect(await screen.findByRole('link', { name: 'Swing Trade Semanal' })).toHaveAttribute(
      'href',
      '/metodos?editar=8',
    );
  });

  it('shows the analysts’ tab only to whoever sees the recommendations', async () => {
    render(methodPaths(true), '/metodos?aba=analistas', ['Métodos']);
    expect(await screen.findByRole('heading', { name: 'Métodos' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Analistas' })).not.toBeInTheDocument();
  });
});
