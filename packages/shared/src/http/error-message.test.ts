import { describe, expect, it } from 'vitest';
import {
  GENERIC_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  extractErrorMessage,
  extractErrorMessages,
  extractPixErrorMessage,
} from './error-message.ts';

describe('extractErrorMessage (session refresh, spec section 8)', () => {
  it('answers a 500 with the server-communication message, whatever the body', () => {
    expect(SERVER_ERROR_MESSAGE).toBe('Erro na comunicação com o servidor. Contate o suporte.');
    expect(extractErrorMessage(500, { error: 'stack trace' })).toBe(SERVER_ERROR_MESSAGE);
    expect(extractErrorMessage(503, undefined)).toBe(SERVER_ERROR_MESSAGE);
  });

  it('shows error when it is a string', () => {
    expect(extractErrorMessage(400, { error: 'Usuário inativo' })).toBe('Usuário inativo');
  });

  it('shows the first item when error is an array', () => {
    expect(extractErrorMessage(400, { error: ['Token expirado', 'Outro'] })).toBe('Token expirado');
  });

  it('shows all the values when error is an object, arrays flattened', () => {
    const body = {
      error: { email: ['E-mail inválido', 'E-mail já cadastrado'], name: 'Nome obrigatório' },
    };
    expect(extractErrorMessages(400, body)).toEqual([
      'E-mail inválido',
      'E-mail já cadastrado',
      'Nome obrigatório',
    ]);
    expect(extractErrorMessage(400, body)).toBe(
      'E-mail inválido\nE-mail já cadastrado\nNome obrigatório',
    );
  });

  it('shows the first value of a body without an error field', () => {
    expect(extractErrorMessage(400, { message: 'Sessão inválida', code: 'x' })).toBe(
      'Sessão inválida',
    );
    expect(extractErrorMessage(400, { message: ['Primeira', 'Segunda'] })).toBe('Primeira');
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an HTML page', '<html>Bad Gateway</html>'],
    ['an empty error', { error: '' }],
    ['an empty error array', { error: [] }],
    ['an error object with nothing usable', { error: { code: 42 } }],
    ['a first value that is a number', { code: 400 }],
  ])('falls back to the generic message for %s', (_, body) => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Houve um erro ao concluir esta ação.');
    expect(extractErrorMessage(400, body)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('reads other 4xx answers the same way', () => {
    expect(extractErrorMessage(403, { error: 'Sem permissão' })).toBe('Sem permissão');
  });
});

describe('extractPixErrorMessage (Pix modal, spec section 8)', () => {
  it('shows the first message of an array', () => {
    expect(extractPixErrorMessage(['Pedido expirado', 'Outro'])).toBe('Pedido expirado');
    expect(extractPixErrorMessage([{ message: 'Pedido expirado' }])).toBe('Pedido expirado');
  });

  it('shows the error string', () => {
    expect(extractPixErrorMessage({ message: 'primeiro', error: 'Pix indisponível' })).toBe(
      'Pix indisponível',
    );
  });

  it('shows the first value of an object', () => {
    expect(extractPixErrorMessage({ order: 'Pedido não encontrado', other: 'x' })).toBe(
      'Pedido não encontrado',
    );
    expect(extractPixErrorMessage({ order: ['Pedido não encontrado'] })).toBe(
      'Pedido não encontrado',
    );
    expect(extractPixErrorMessage({ error: { order: ['Pedido não encontrado'] } })).toBe(
      'Pedido não encontrado',
    );
  });

  it('falls back to the generic message', () => {
    expect(extractPixErrorMessage(undefined)).toBe(GENERIC_ERROR_MESSAGE);
    expect(extractPixErrorMessage([])).toBe(GENERIC_ERROR_MESSAGE);
    expect(extractPixErrorMessage({})).toBe(GENERIC_ERROR_MESSAGE);
    expect(extractPixErrorMessage('texto')).toBe(GENERIC_ERROR_MESSAGE);
  });
});
