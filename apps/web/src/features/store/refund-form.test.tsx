import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../i18n/react.tsx';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { RefundModal } from './components/refund-modal.tsx';
import type { RefundInput } from './orders-api.ts';
import { validateRefund } from './refund-form.ts';

// The storeAdmin namespace's texts (the modal reads them with useTranslation('storeAdmin')).
const t = i18n.getFixedT(null, 'storeAdmin');

// Mantine's autosize textarea listens to `document.fonts`, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
const REMAINING = 85_215; // R$ 852,15 left of the order

describe('validateRefund', () => {
  it('asks for a reason of at least 5 characters, spaces not counted', () => {
    const result = validateRefund({ type: 'full', amount: '', reason: '  ok  ' }, REMAINING, t);
    expect(result).toEqual({
      ok: false,
      errors: { reason: 'Descreva o motivo (mínimo 5 caracteres).' },
    });
  });

  it('sends a full refund without an amount (the API takes what is left)', () => {
    expect(
      validateRefund({ type: 'full', amount: '999', reason: ' Pediu cancelamento ' }, REMAINING, t),
    ).toEqual({ ok: true, body: { type: 'full', reason: 'Pediu cancelamento' } });
  });

  it('reads a partial amount typed in reais into integer cents', () => {
    for (const [typed, cents] of [
      ['150', 15_000],
      ['150,5', 15_050],
      ['R$ 1,99', 199],
      ['852,15', REMAINING],
    ] as const) {
      expect(
        validateRefund({ type: 'partial', amount: typed, reason: 'Aula faltando' }, REMAINING, t),
        typed,
      ).toEqual({
        ok: true,
        body: { type: 'partial', amount_cents: cents, reason: 'Aula faltando' },
      });
    }
  });

  it('refuses a partial refund with no amount, a malformed one, zero, or more than is left', () => {
    const partial = (amount: string) =>
      validateRefund({ type: 'partial', amount, reason: 'Aula faltando' }, REMAINING, t);
    expect(partial('')).toEqual({
      ok: false,
      errors: { amount: 'Informe o valor do estorno.' },
    });
    for (const typed of ['abc', '1.5', '10,999', '0', '0,00', '-10'])
      expect(partial(typed), typed).toEqual({
        ok: false,
        errors: { amount: 'Informe um valor válido, por exemplo 150,00.' },
      });
    expect(partial('852,16')).toEqual({
      ok: false,
      errors: { amount: 'O valor não pode passar de R$ 852,15.' },
    });
  });

  it('reports both fields at once', () => {
    const result = validateRefund({ type: 'partial', amount: '', reason: '' }, REMAINING, t);
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['amount', 'reason']);
  });
});

function renderModal(onRefund: (body: RefundInput) => Promise<void>) {
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <RefundModal
          order={{ id: 12, total_cents: 100_000, refunded_cents: 14_785 }}
          onClose={() => undefined}
          onRefund={onRefund}
        />
      </I18nProvider>
    </MantineProvider>,
  );
  return screen.getByRole('dialog', { name: 'Estornar o pedido #12' });
}

describe('RefundModal', () => {
  it('warns that a full refund ends the access and sends it with the reason', async () => {
    const onRefund = vi.fn(() => Promise.resolve());
    const dialog = renderModal(onRefund);
    expect(within(dialog).getByText('Disponível para estorno: R$ 852,15')).toBeInTheDocument();
    expect(within(dialog).getByText(/encerra o acesso que este pedido deu/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar R$ 852,15' }));
    expect(within(dialog).getByText('Descreva o motivo (mínimo 5 caracteres).')).toBeVisible();
    expect(onRefund).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Cliente desistiu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar R$ 852,15' }));
    expect(onRefund).toHaveBeenCalledWith({ type: 'full', reason: 'Cliente desistiu' });
  });

  it('checks a partial amount against what is left before asking the API', async () => {
    const onRefund = vi.fn(() => Promise.resolve());
    const dialog = renderModal(onRefund);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno parcial' }));
    expect(within(dialog).getByText(/mantém o acesso/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Desconto combinado');
    const amount = within(dialog).getByLabelText(/^Valor do estorno/);

    await userEvent.type(amount, '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar R$ 900,00' }));
    expect(within(dialog).getByText('O valor não pode passar de R$ 852,15.')).toBeVisible();
    expect(onRefund).not.toHaveBeenCalled();

    await userEvent.clear(amount);
    await userEvent.type(amount, '100,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar R$ 100,50' }));
    expect(onRefund).toHaveBeenCalledWith({
      type: 'partial',
      amount_cents: 10_050,
      reason: 'Desconto combinado',
    });
  });

  it('shows the API refusal under the field it names', async () => {
    const onRefund = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          error: { amount_cents: ['O valor do estorno é maior que o valor disponível.'] },
        }),
      ),
    );
    const dialog = renderModal(onRefund);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Estorno parcial' }));
    await userEvent.type(within(dialog).getByLabelText(/^Valor do estorno/), '10');
    await userEvent.type(within(dialog).getByLabelText(/^Motivo/), 'Desconto combinado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Estornar R$ 10,00' }));
    expect(
      await within(dialog).findByText('O valor do estorno é maior que o valor disponível.'),
    ).toBeVisible();
  });
});
