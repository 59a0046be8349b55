import { notifications } from '@mantine/notifications';
import { queryOptions } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type { Coupon, CouponInput } from '../api/coupons-api.ts';
import type * as CouponsApi from '../api/coupons-api.ts';
import type * as SelectsApi from '../api/selects-api.ts';
import { CouponFormPage } from './coupon-form-page.tsx';

const api = vi.hoisted(() => ({
  saveCoupon: vi.fn<(id: number | null, input: CouponInput) => Promise<unknown>>(),
  stored: null as Coupon | null,
}));

vi.mock('../api/coupons-api.ts', async (original) => {
  const actual = await original<typeof CouponsApi>();
  return {
    ...actual,
    couponRecords: {
      ...actual.couponRecords,
      save: api.saveCoupon,
      load: (id: number) =>
        queryOptions({ queryKey: ['find-coupon', id], queryFn: () => Promise.resolve(api.stored) }),
    },
  };
});
vi.mock('../api/selects-api.ts', async (original) => ({
  ...(await original<typeof SelectsApi>()),
  productOptionsQuery: queryOptions({
    queryKey: ['select-product'],
    queryFn: () => Promise.resolve([{ id: 7, name: 'Day Trade do Zero', price_cents: 49_700 }]),
  }),
}));

const SAVED: Coupon = {
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
};

function renderForm(path = '/cupons/cadastro') {
  api.saveCoupon.mockResolvedValue({ ...SAVED, code: 'NOVO' });
  const page = <CouponFormPage />;
  return renderStaffPage(
    { '/cupons': <p>Lista de cupons</p>, '/cupons/cadastro': page, '/cupons/:id': page },
    path,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  api.saveCoupon.mockReset();
});

const sent = () => api.saveCoupon.mock.calls[0]![1];
const setWhen = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CouponFormPage', () => {
  it('sends a percent coupon in basis points, with the code upper-cased, and goes to the list', async () => {
    const { user, history } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'natal 25');
    expect(screen.getByLabelText(/^Código/)).toHaveValue('NATAL25');
    await user.type(screen.getByLabelText(/^Percentual de desconto/), '12,5');
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent(
      '12,5% de desconto, sem prazo de validade.',
    );
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    await waitFor(() => expect(api.saveCoupon).toHaveBeenCalledTimes(1));
    expect(api.saveCoupon.mock.calls[0]![0]).toBeNull();
    expect(sent()).toMatchObject({
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
    expect(await screen.findByText('Cupom NOVO criado.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/cupons');
  });

  it('sends a fixed coupon in cents and no percentage', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'PIX30');
    await user.type(screen.getByLabelText(/^Percentual de desconto/), '10');
    await user.click(screen.getByText('Valor fixo'));
    expect(screen.queryByLabelText(/^Percentual de desconto/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Valor do desconto/), '30,00');
    await user.type(screen.getByLabelText(/^Valor mínimo do carrinho/), '150,00');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    await waitFor(() => expect(api.saveCoupon).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      code: 'PIX30',
      discount_type: 'fixed',
      percent_basis_points: null,
      amount_cents: 3000,
      min_cart_cents: 15000,
    });
  });

  it('asks for the value of the chosen discount type', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'SEMVALOR');
    await user.click(screen.getByText('Valor fixo'));
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Informe o valor do desconto.')).toBeInTheDocument();
    expect(api.saveCoupon).not.toHaveBeenCalled();
  });

  it('refuses a percentage above 100', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'DEMAIS');
    await user.type(screen.getByLabelText(/^Percentual de desconto/), '150');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Informe um percentual entre 0,01 e 100.')).toBeInTheDocument();
    expect(api.saveCoupon).not.toHaveBeenCalled();
  });

  it('reads the validity window in Brasília time and sends UTC instants', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'BLACKFRIDAY');
    await user.type(screen.getByLabelText(/^Percentual de desconto/), '30');
    setWhen('Início da validade', '2026-11-27T00:00');
    setWhen('Fim da validade', '2026-11-30T23:59');
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent(
      '30% de desconto, válido de 27/11/2026 00:00 até 30/11/2026 23:59 (horário de Brasília).',
    );
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    await waitFor(() => expect(api.saveCoupon).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      starts_at: '2026-11-27T03:00:00.000Z',
      ends_at: '2026-12-01T02:59:00.000Z',
    });
  });

  it('refuses a window that ends before it starts', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Código/), 'AOCONTRARIO');
    await user.type(screen.getByLabelText(/^Percentual de desconto/), '10');
    setWhen('Início da validade', '2026-12-10T10:00');
    setWhen('Fim da validade', '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(
      await screen.findByText('O fim da validade deve ser depois do início.'),
    ).toBeInTheDocument();
    expect(api.saveCoupon).not.toHaveBeenCalled();
  });

  it('shows a saved coupon as it was: fixed value, window and limits', async () => {
    api.stored = SAVED;
    renderForm('/cupons/3');
    expect(await screen.findByRole('heading', { name: 'PIX20' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código/)).toHaveValue('PIX20');
    expect(screen.getByLabelText(/^Valor do desconto/)).toHaveValue('20,00');
    expect(screen.getByLabelText(/^Início da validade/)).toHaveValue('2026-12-01T00:00');
    expect(screen.getByLabelText(/^Limite total de usos/)).toHaveValue('100');
    expect(screen.getByLabelText(/^Valor mínimo do carrinho/)).toHaveValue('100,00');
    expect(screen.getByRole('checkbox', { name: 'Liberta' })).toBeChecked();
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent(
      'R$ 20,00 de desconto, válido a partir de 01/12/2026 00:00 (horário de Brasília).',
    );
  });

  it('puts a taken code (409) under the code field', async () => {
    const { user, history } = renderForm();
    api.saveCoupon.mockRejectedValue(
      new ApiError(409, { error: { code: ['Já existe um cupom com este código.'] } }),
    );
    await user.type(screen.getByLabelText(/^Código/), 'BEMVINDO10');
    await user.type(screen.getByLabelText(/^Percentual de desconto/), '10');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Já existe um cupom com este código.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código/)).toHaveAttribute('aria-invalid', 'true');
    expect(history.location.pathname).toBe('/cupons/cadastro');
  });
});
