import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { PagedList, usePagedList } from './paged-list.tsx';

const PAGE = { data: [{ id: 1 }], meta: { total: 12 } };
/** The props of a list whose words are spelled out one by one. */
type Spelled = Extract<Parameters<typeof PagedList>[0], { title: string }>;

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'pagedtest', {
    things: { title: 'Objetos', searchPlaceholder: 'Buscar por nome', new: 'Novo objeto' },
  });
});

function List({
  create,
  query = { isPending: false, isError: false, data: PAGE },
}: {
  create: Spelled['create'];
  query?: Parameters<typeof PagedList>[0]['query'];
}) {
  const list = usePagedList();
  return (
    <PagedList
      list={list}
      query={query}
      perPage={10}
      title="Coisas"
      searchPlaceholder="Nome"
      create={create}
      table={{ 'aria-label': 'Tabela de coisas' }}
    >
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Mesa</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </PagedList>
  );
}

describe('PagedList', () => {
  it('links "new" to the form, draws the table with its own props and counts the pages', () => {
    renderStaffPage(
      { '/': <List create={{ to: '/coisas/cadastro', label: 'Nova coisa' }} /> },
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Coisas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova coisa' })).toHaveAttribute(
      'href',
      '/coisas/cadastro',
    );
    expect(screen.getByRole('table', { name: 'Tabela de coisas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toBeInTheDocument();
  });

  it('opens a modal form from "new" when given an action, and hides it without the right', async () => {
    const open = vi.fn();
    const { user } = renderStaffPage(
      { '/': <List create={{ onClick: open, label: 'Nova coisa' }} /> },
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Nova coisa' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says when the list could not be loaded', () => {
    renderStaffPage(
      { '/': <List create={false} query={{ isPending: false, isError: true }} /> },
      '/',
    );
    expect(screen.getByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova coisa' })).toBeNull();
  });

  it("reads its title, search box and 'new' from its words' prefix", () => {
    function Worded() {
      const list = usePagedList();
      return (
        <PagedList
          list={list}
          query={{ isPending: false, isError: false, data: PAGE }}
          perPage={10}
          words="pagedtest:things"
          create={{ to: '/objetos/cadastro' }}
        >
          <Table.Tbody />
        </PagedList>
      );
    }
    renderStaffPage({ '/': <Worded /> }, '/');
    expect(screen.getByRole('heading', { name: 'Objetos' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo objeto' })).toHaveAttribute(
      'href',
      '/objetos/cadastro',
    );
  });
});
