import type { Category, ListPage } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../../test/staff-page.tsx';
import type * as LiveAdminApi from '../live-admin-api.ts';
import { CategoriesPage } from './categories-page.tsx';

const category = (id: number, name: string, usage_count: number): Category => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  usage_count,
});

const PAGE: ListPage<Category> = {
  data: [category(7, 'Criptomoedas', 3), category(8, 'Opções', 0)],
  meta: { total: 2, page: 1, per_page: 20 },
};

const api = vi.hoisted(() => ({
  remove: vi.fn<(id: number) => Promise<null>>(),
}));

vi.mock('../live-admin-api.ts', async (original) => {
  const actual = await original<typeof LiveAdminApi>();
  return {
    ...actual,
    categoriesQuery: (filters: { page: number; search: string }) => ({
      ...actual.categoriesQuery(filters),
      queryFn: () => Promise.resolve(PAGE),
    }),
    categoryRecords: {
      ...actual.categoryRecords,
      load: (id: number) => ({
        ...actual.categoryRecords.load(id),
        queryFn: () => Promise.resolve(PAGE.data.find((row) => row.id === id)!),
      }),
      remove: api.remove,
    },
  };
});

beforeEach(() => {
  api.remove.mockReset().mockResolvedValue(null);
});

const pages = () => ({
  '/categorias': <CategoriesPage />,
  '/categorias/cadastro': <CategoriesPage open="create" />,
  '/categorias/:id': <CategoriesPage open="edit" />,
});

describe('CategoriesPage', () => {
  it("opens a route's category in the modal over the list, and goes back to the list's route on close", async () => {
    const { history, user } = renderStaffPage(pages(), '/categorias/7');
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoria' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Nome/)).toHaveValue('Criptomoedas'));
    expect(await screen.findAllByTestId('category-row')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(history.location.pathname).toBe('/categorias'));
    expect(screen.queryByRole('dialog', { name: 'Editar categoria' })).not.toBeInTheDocument();
  });

  it('opens a blank modal from the "new" button', async () => {
    const { user } = renderStaffPage(pages(), '/categorias');
    await screen.findAllByTestId('category-row');
    await user.click(screen.getByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    expect(within(dialog).getByLabelText(/Nome/)).toHaveValue('');
  });

  it('opens the blank modal on `/categorias/cadastro`', async () => {
    renderStaffPage(pages(), '/categorias/cadastro');
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    expect(within(dialog).getByLabelText(/Nome/)).toHaveValue('');
  });

  it('asks before deleting a row, then deletes it through the kind of record', async () => {
    const { user } = renderStaffPage(pages(), '/categorias');
    const rows = await screen.findAllByTestId('category-row');
    expect(within(rows[0]!).getByText('3 itens')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sem uso')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Excluir Opções' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir categoria' });
    expect(within(dialog).getByText('Excluir a categoria "Opções"?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(8));
    expect(await screen.findByText('Categoria excluída.')).toBeInTheDocument();
  });

  it('offers neither "new" nor row actions to a person who may only read', async () => {
    renderStaffPage(pages(), '/categorias', [{ action: 'read', subject: 'Categorias' }]);
    await screen.findAllByTestId('category-row');
    expect(screen.queryByRole('button', { name: 'Nova categoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Opções' })).not.toBeInTheDocument();
  });
});
