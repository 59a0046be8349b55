import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { Coupon, CouponInput } from '../api/coupons-api.ts';
import { CouponForm } from './coupon-form.tsx';

function renderForm(coupon?: Coupon, onSubmit = vi.fn<(input: CouponInput) => Promise<void>>()) {
  onSubmit.mockResolvedValue(undefined);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <CouponForm
          coupon={coupon}
          productOptions={[{ value: '7', label: 'Day Trade do Zero — R$ 497,00' }]}
          onSubmit={onSubmit}
          canSave
          submitLabel="Criar cupom"
        />
      </I18nextProvider>
    </MantineProvider>,
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Criar cupom' }));
const setWhen = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CouponForm', () => {
  it('sends a percent coupon in basis points, with the code upper-cased', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Código/), 'natal 25');
    expect(screen.getByLabelText(/^Código/)).toHaveValue('NATAL25');
    await userEvent.type(screen.getByLabelText(/^Percentual de desconto/), '12,5');
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent(
      '12,5% de desconto, sem prazo de validade.',
    );
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      code: 'NATAL25',
      discount_type: 'percent',
      percent_basis_points: 1250,
      amount_cents: null,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      min_cart_cents: 0,
      product_ids: [],
      brands: [],
      active: true,
    });
  });

  it('sends a fixed coupon in cents and no percentage', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Código/), 'PIX30');
    await userEvent.type(screen.getByLabelText(/^Percentual de desconto/), '10');
    await userEvent.click(screen.getByText('Valor fixo'));
    expect(screen.queryByLabelText(/^Percentual de desconto/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Valor do desconto/), '30,00');
    await userEvent.type(screen.getByLabelText(/^Valor mínimo do carrinho/), '150,00');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      code: 'PIX30',
      discount_type: 'fixed',
      percent_basis_points: null,
      amount_cents: 3000,
      min_cart_cents: 15000,
    });
  });

  it('asks for the value of the chosen discount type', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Código/), 'SEMVALOR');
    await userEvent.click(screen.getByText('Valor fixo'));
    await submit();
    expect(await screen.findByText('Informe o valor do desconto.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a percentage above 100', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Código/), 'DEMAIS');
    await userEvent.type(screen.getByLabelText(/^Percentual de desconto/), '150');
    await submit();
    expect(await screen.findByText('Informe um percentual entre 0,01 e 100.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads the validity window in Brasília time and sends UTC instants', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Código/), 'BLACKFRIDAY');
    await userEvent.type(screen.getByLabelText(/^Percentual de desconto/), '30');
    setWhen('Início da validade', '2026-11-27T00:00');
    setWhen('Fim da validade', '2026-11-30T23:59');
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent(
      '30% de desconto, válido de 27/11/2026 00:00 até 30/11/2026 23:59 (horário de Brasília).',
    );
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      starts_at: '2026-11-27T03:00:00.000Z',
      ends_at: '2026-12-01T02:59:00.000Z',
    });
  });

  it('refuses a window that ends before it starts', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Código/), 'AOCONTRARIO');
    await userEvent.type(screen.getByLabelText(/^Percentual de desconto/), '10');
    setWhen('Início da validade', '2026-12-10T10:00');
    setWhen('Fim da validade', '2026-12-01T10:00');
    await submit();
    expect(
      await screen.findByText('O fim da validade deve ser depois do início.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a saved coupon as it was: fixed value, window and limits', () => {
    renderForm({
      id: 3,
      code: 'PIX20',
      description: 'Campanha Pix',
      discount_type: 'fixed',
      percent_basis_points: null,
      amount_cents: 2000,
      starts_at: '2026-12-01T03:00:00.000Z',
      ends_at: null,
      max_uses: 100,
      max_uses_per_customer: 1,
      min_cart_cents: 10_000,
      product_ids: [7],
      brands: ['liberta'],
      active: true,
      uses: 3,
      held: 1,
      created_at: '2026-11-01T12:00:00.000Z',
    });
    expect(screen.getByLabelText(/^Código/)).toHaveValue('PIX20');
    expect(screen.getByLabelText(/^Valor do desconto/)).toHaveValue('20,00');
    expect(screen.getByLabelText('Início da validade')).toHaveValue('2026-12-01T00:00');
    expect(screen.getByLabelText('Limite total de usos')).toHaveValue('100');
    expect(screen.getByLabelText(/^Valor mínimo do carrinho/)).toHaveValue('100,00');
    expect(screen.getByRole('checkbox', { name: 'Liberta' })).toBeChecked();
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent(
      'R$ 20,00 de desconto, válido a partir de 01/12/2026 00:00 (horário de Brasília).',
    );
  });

  it('puts a taken code (409) under the code field', async () => {
    const onSubmit = vi.fn<(input: CouponInput) => Promise<void>>();
    renderForm(undefined, onSubmit);
    onSubmit.mockRejectedValue(
      new ApiError(409, { error: { code: ['Já existe um cupom com este código.'] } }),
    );
    await userEvent.type(screen.getByLabelText(/^Código/), 'BEMVINDO10');
    await userEvent.type(screen.getByLabelText(/^Percentual de desconto/), '10');
    await submit();
    expect(await screen.findByText('Já existe um cupom com este código.')).toBeInTheDocument();
  });
});
