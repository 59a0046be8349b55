import { GENERIC_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, STORE_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { checkoutErrors, pixErrorMessage } from './checkout-errors.ts';

describe('checkoutErrors', () => {
  it('puts field errors under their fields, the first message of each', () => {
    const error = new ApiError(400, {
      error: {
        code: ['Este cupom expirou.', 'outra'],
        tax_id: [STORE_MESSAGES.taxIdRequired],
        accept_terms: ['Aceite os termos de compra para continuar.'],
      },
    });
    expect(checkoutErrors(error)).toEqual({
      fields: {
        coupon: 'Este cupom expirou.',
        taxId: STORE_MESSAGES.taxIdRequired,
        terms: 'Aceite os termos de compra para continuar.',
      },
      general: [],
    });
  });

  it('reads the card fields of both the request schema and the gateway', () => {
    const error = new ApiError(400, {
      error: {
        'card.number': ['Número do cartão inválido.'],
        'card.holderName': ['Informe o nome impresso no cartão.'],
        'card.expYear': ['Cartão vencido.'],
        'card.cvv': ['Código de segurança inválido.'],
      },
    });
    expect(checkoutErrors(error).fields).toEqual({
      cardNumber: 'Número do cartão inválido.',
      cardHolder: 'Informe o nome impresso no cartão.',
      cardExpiry: 'Cartão vencido.',
      cardCvv: 'Código de segurança inválido.',
    });
    expect(
      checkoutErrors(new ApiError(400, { error: { 'card.exp_month': ['Mês inválido.'] } })).fields,
    ).toEqual({ cardExpiry: 'Mês inválido.' });
  });

  it('sends messages no field claims to the alert', () => {
    expect(
      checkoutErrors(new ApiError(400, { error: { card: ['Informe os dados do cartão.'] } })),
    ).toEqual({ fields: {}, general: ['Informe os dados do cartão.'] });
    expect(
      checkoutErrors(new ApiError(409, { error: 'Este carrinho já virou um pedido.' })),
    ).toEqual({ fields: {}, general: ['Este carrinho já virou um pedido.'] });
    expect(checkoutErrors(new ApiError(400, { error: ['Primeira.', 'Segunda.'] })).general).toEqual(
      ['Primeira.'],
    );
  });

  it('never shows a 5xx body, nor anything for a network failure', () => {
    expect(checkoutErrors(new ApiError(500, { error: 'stack trace' })).general).toEqual([
      SERVER_ERROR_MESSAGE,
    ]);
    expect(checkoutErrors(new TypeError('Failed to fetch')).general).toEqual([
      SERVER_ERROR_MESSAGE,
    ]);
    expect(checkoutErrors(new ApiError(400, '<html>')).general).toEqual([GENERIC_ERROR_MESSAGE]);
  });
});

describe('pixErrorMessage (spec section 8, Pix modal)', () => {
  it('shows the error string', () => {
    expect(pixErrorMessage(new ApiError(409, { error: STORE_MESSAGES.alreadyPaid }))).toBe(
      'Pagamento já realizado',
    );
  });
  it('shows the first message of an array', () => {
    expect(pixErrorMessage(new ApiError(400, { error: ['Primeira.', 'Segunda.'] }))).toBe(
      'Primeira.',
    );
    expect(pixErrorMessage(new ApiError(400, ['Só esta.', 'Não esta.']))).toBe('Só esta.');
  });
  it('shows the first value of an object', () => {
    expect(
      pixErrorMessage(new ApiError(400, { error: { method: ['Forma inválida.'], x: ['y'] } })),
    ).toBe('Forma inválida.');
    expect(pixErrorMessage(new ApiError(400, { message: 'Sem campo error.' }))).toBe(
      'Sem campo error.',
    );
  });
  it('falls back to the generic messages', () => {
    expect(pixErrorMessage(new ApiError(400, null))).toBe(GENERIC_ERROR_MESSAGE);
    expect(pixErrorMessage(new ApiError(502, { error: 'x' }))).toBe(SERVER_ERROR_MESSAGE);
    expect(pixErrorMessage(new Error('offline'))).toBe(SERVER_ERROR_MESSAGE);
  });
});
