import { Table } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { ActionsHead, RecordLink, RowAction, RowActions } from './row-actions.tsx';

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'rowtest', {
    things: {
      edit: 'Editar',
      editOf: 'Editar {{name}}',
      delete: 'Excluir',
      deleteOf: 'Excluir {{name}}',
      archive: 'Arquivar',
    },
    named: { edit: 'Editar {{title}}', delete: 'Excluir {{title}}' },
  });
});

describe('RowActions', () => {
  it('links "Editar" to the record and asks before deleting, each named after the row', async () => {
    const onDelete = vi.fn();
    const { user, history } = renderStaffPage(
      {
        '/coisas': (
          <RowActions prefix="rowtest:things" name="Mesa" edit="/coisas/7" onDelete={onDelete} />
        ),
        '/coisas/7': <p>Ficha da mesa</p>,
      },
      '/coisas',
    );
    await user.click(screen.getByRole('button', { name: 'Excluir Mesa' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Editar Mesa' }));
    expect(history.location.pathname).toBe('/coisas/7');
  });

  it('shows only what is given, an edit action as a button, and keys given apart', async () => {
    const edit = vi.fn();
    const { user } = renderStaffPage(
      {
        '/': (
          <RowActions
            prefix="rowtest:things"
            keys={{ delete: 'things.archive' }}
            name="Mesa"
            edit={edit}
            onDelete={false}
          >
            <RowAction label="Ver" name="Ver Mesa" icon={IconExternalLink} to="/mesa" />
          </RowActions>
        ),
      },
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Editar Mesa' }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ver Mesa' })).toHaveAttribute('href', '/mesa');
    expect(screen.queryByRole('button', { name: /Excluir|Arquivar/ })).toBeNull();
  });

  it('names a button after its tooltip where the list has no "…Of" key', () => {
    renderStaffPage(
      {
        '/': (
          <RowActions prefix="rowtest:named" name="Live" edit="/live" onDelete={() => undefined} />
        ),
      },
      '/',
    );
    expect(screen.getByRole('link', { name: 'Editar Live' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir Live' })).toBeInTheDocument();
  });
});

describe('RecordLink and ActionsHead', () => {
  it('link the title only where the user may edit, and name the actions column', () => {
    renderStaffPage(
      {
        '/': (
          <>
            <RecordLink to="/a">Pode</RecordLink>
            <RecordLink to={false}>Não pode</RecordLink>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <ActionsHead label="Ações" />
                </Table.Tr>
              </Table.Thead>
            </Table>
          </>
        ),
      },
      '/',
    );
    expect(screen.getByRole('link', { name: 'Pode' })).toHaveAttribute('href', '/a');
    expect(screen.queryByRole('link', { name: 'Não pode' })).toBeNull();
    expect(screen.getByText('Não pode')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
  });
});
