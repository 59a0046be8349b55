import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../i18n/react.tsx';
import { GuardedRouter, RouteTree } from '../../../lib/routing/guarded-router.tsx';
import { memoryHistory } from '../../../test/memory-history.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  closeSubscribePrompt,
  getPromptState,
  openSubscribePrompt,
  promptFromAccessDenied,
} from '../../../lib/session/subscribe-prompt.ts';
import { SubscribePromptHost } from './subscribe-prompt-host.tsx';
import { APP_THEME } from '../../../test/app-theme.ts';

function renderHost(path = '/cliente/cursos/opcoes-na-pratica') {
  const history = memoryHistory(path);
  render(
    <MantineProvider env="test" theme={APP_THEME}>
      <I18nProvider i18n={i18n}>
        <GuardedRouter history={history}>
          <RouteTree routes={[{ path: '*', element: <SubscribePromptHost /> }]} />
        </GuardedRouter>
      </I18nProvider>
    </MantineProvider>,
  );
  return history;
}

const denied = new ApiError(403, {
  error: 'Você não tem acesso a este conteúdo.',
  required_signatures: [
    { id: 1, name: 'LS Premium', slug: 'ls-premium', available_in_store: true },
  ],
});

afterEach(() => {
  act(() => {
    closeSubscribePrompt();
  });
});

describe('SubscribePrompt', () => {
  it('renders nothing until a content is refused', () => {
    renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the signature and sends "Quero assinar" to its page, resetting the state', async () => {
    const history = renderHost();
    act(() => {
      expect(promptFromAccessDenied(denied)).toBe(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Assinatura necessária:' });
    expect(within(dialog).getByText('LS Premium')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quero assinar' }));
    expect(history.location.pathname).toBe('/assinaturas/ls-premium');
    expect(getPromptState()).toMatchObject({ open: false, buttonText: 'Quero assinar' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and goes to the redirect-after-close URL', async () => {
    const history = renderHost();
    act(() => {
      promptFromAccessDenied(denied, { redirectAfterClose: '/cliente/cursos' });
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(history.location.pathname).toBe('/cliente/cursos');
    expect(getPromptState().open).toBe(false);
  });

  it('cannot be closed when the caller says so: no close button, Escape does nothing', async () => {
    renderHost();
    act(() => {
      openSubscribePrompt({
        signatureName: 'LS Premium',
        signatureSlug: 'ls-premium',
        cannotBeClosed: true,
        buttonText: 'Assinar agora',
        specificRoute: '/lancamento/premium',
      });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agora não' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assinar agora' })).toBeInTheDocument();
  });

  it('sends people to all signatures when this one is not sold in the store', async () => {
    const history = renderHost();
    act(() => {
      openSubscribePrompt({
        signatureName: 'Interna',
        signatureSlug: 'interna',
        availableInStore: false,
      });
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Veja as assinaturas disponíveis/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quero assinar' }));
    expect(history.location.pathname).toBe('/assinaturas');
  });
});
