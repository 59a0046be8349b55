import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import {
  DEFAULT_PROMPT_BUTTON_TEXT,
  DEFAULT_PROMPT_TITLE,
  INITIAL_PROMPT_STATE,
  closeSubscribePrompt,
  getPromptState,
  openSubscribePrompt,
  promptFromAccessDenied,
  promptTarget,
  subscribePrompt,
} from './subscribe-prompt.ts';

afterEach(() => {
  closeSubscribePrompt();
});

describe('subscribe prompt state', () => {
  it('starts closed with the spec defaults', () => {
    expect(getPromptState()).toEqual(INITIAL_PROMPT_STATE);
    expect(DEFAULT_PROMPT_TITLE).toBe('Assinatura necessária:');
    expect(DEFAULT_PROMPT_BUTTON_TEXT).toBe('Quero assinar');
    expect(getPromptState()).toMatchObject({
      open: false,
      title: 'Assinatura necessária:',
      buttonText: 'Quero assinar',
      specificRoute: null,
    });
  });

  it('opens with what the caller says and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePrompt(listener);
    openSubscribePrompt({
      signatureName: 'LS Premium',
      signatureSlug: 'ls-premium',
      signatureTypeId: 7,
      cannotBeClosed: true,
      redirectAfterClose: '/cliente/cursos',
      buttonText: 'Assinar agora',
      specificRoute: '/loja',
    });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getPromptState()).toEqual({
      open: true,
      signatureName: 'LS Premium',
      signatureTypeId: 7,
      signatureSlug: 'ls-premium',
      cannotBeClosed: true,
      redirectAfterClose: '/cliente/cursos',
      availableInStore: true,
      buttonText: 'Assinar agora',
      title: 'Assinatura necessária:',
      specificRoute: '/loja',
    });
  });

  it('closing resets the button text and the specific route, and hands back the redirect', () => {
    const onClose = vi.fn();
    openSubscribePrompt({
      signatureName: 'LS Premium',
      buttonText: 'Assinar agora',
      specificRoute: '/loja',
      redirectAfterClose: '/cliente/cursos',
      onClose,
    });
    expect(closeSubscribePrompt()).toBe('/cliente/cursos');
    expect(getPromptState()).toMatchObject({
      open: false,
      buttonText: 'Quero assinar',
      specificRoute: null,
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Closing what is already closed changes nothing and calls nobody.
    expect(closeSubscribePrompt()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a new prompt does not inherit the previous one’s button or route', () => {
    openSubscribePrompt({ signatureName: 'A', buttonText: 'Outro texto', specificRoute: '/x' });
    openSubscribePrompt({ signatureName: 'B', signatureSlug: 'b' });
    expect(getPromptState()).toMatchObject({ buttonText: 'Quero assinar', specificRoute: null });
  });

  it('sends the button to the specific route, the signature page, or all signatures', () => {
    openSubscribePrompt({ signatureName: 'LS Premium', signatureSlug: 'ls-premium' });
    expect(promptTarget()).toBe('/assinaturas/ls-premium');
    openSubscribePrompt({
      signatureName: 'LS Premium',
      signatureSlug: 'ls-premium',
      specificRoute: '/lancamento/black-friday',
    });
    expect(promptTarget()).toBe('/lancamento/black-friday');
    openSubscribePrompt({
      signatureName: 'Interna',
      signatureSlug: 'interna',
      availableInStore: false,
    });
    expect(promptTarget()).toBe('/assinaturas');
  });
});

describe('promptFromAccessDenied', () => {
  const denied = (body: unknown, status = 403) => new ApiError(status, body);

  it('opens the prompt with the first signature a 403 names', () => {
    const opened = promptFromAccessDenied(
      denied({
        error: 'Você não tem acesso a este conteúdo.',
        required_signatures: [
          { id: 3, name: 'LS Premium', slug: 'ls-premium', available_in_store: true },
          { id: 4, name: 'Outra', slug: 'outra', available_in_store: true },
        ],
      }),
      { cannotBeClosed: true, redirectAfterClose: '/cliente/cursos' },
    );
    expect(opened).toBe(true);
    expect(getPromptState()).toMatchObject({
      open: true,
      signatureName: 'LS Premium',
      signatureTypeId: 3,
      signatureSlug: 'ls-premium',
      availableInStore: true,
      cannotBeClosed: true,
      redirectAfterClose: '/cliente/cursos',
    });
  });

  it('keeps the store availability of the signature', () => {
    promptFromAccessDenied(
      denied({
        error: 'x',
        required_signatures: [{ id: 9, name: 'Fora', slug: 'fora', available_in_store: false }],
      }),
    );
    expect(promptTarget()).toBe('/assinaturas');
  });

  it('leaves other errors to the caller', () => {
    expect(promptFromAccessDenied(denied({ error: 'Você não tem acesso a este conteúdo.' }))).toBe(
      false,
    );
    expect(promptFromAccessDenied(denied({ error: 'x', required_signatures: [] }))).toBe(false);
    expect(
      promptFromAccessDenied(
        denied({ error: 'x', required_signatures: [{ id: 1, name: 'A', slug: 'a' }] }, 404),
      ),
    ).toBe(false);
    expect(promptFromAccessDenied(new Error('rede'))).toBe(false);
    expect(promptFromAccessDenied(denied('texto'))).toBe(false);
    expect(getPromptState().open).toBe(false);
  });
});
