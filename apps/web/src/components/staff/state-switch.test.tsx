import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { StateSwitch } from './state-switch.tsx';

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'switchtest', {
    things: {
      active: 'Ativo',
      inactive: 'Inativo',
      activeOf: '{{name}} ativo',
      activated: '{{name}} ativado.',
      deactivated: '{{name}} desativado.',
      published: 'Publicada',
      draft: 'Rascunho',
    },
  });
});

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('StateSwitch', () => {
  it('flips the record, refreshes its lists and says so in the answer’s words', async () => {
    const toggle = vi.fn(() => Promise.resolve({ active: false }));
    const { user, queryClient } = renderStaffPage(
      {
        '/': (
          <StateSwitch
            prefix="switchtest:things"
            on
            name="Mesa"
            toggle={toggle}
            lists={[['list-things']]}
            canChange
          />
        ),
      },
      '/',
    );
    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    const control = screen.getByRole('switch', { name: 'Mesa ativo' });
    expect(control).toBeChecked();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    await user.click(control);
    expect(toggle).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Mesa desativado.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['list-things'] });
  });

  it('shows only the state, in the words given apart, to whom may not change it', async () => {
    renderStaffPage(
      {
        '/': (
          <StateSwitch
            prefix="switchtest:things"
            keys={{ active: 'things.published', inactive: 'things.draft' }}
            on={false}
            name="Página"
            toggle={() => Promise.resolve({ active: true })}
            lists={[]}
            canChange={false}
          />
        ),
      },
      '/',
    );
    await waitFor(() => expect(screen.getByText('Rascunho')).toBeInTheDocument());
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
