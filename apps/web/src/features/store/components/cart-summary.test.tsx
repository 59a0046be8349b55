import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../../i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { cartFixture } from '../test-fixtures.ts';
import { CartSummary } from './cart-summary.tsx';

function renderSummary(...args: Parameters<typeof CartSummary>) {
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <CartSummary {...args[0]} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('CartSummary', () => {
  it("shows the API's subtotal, coupon, Pix discount and total as they came", () => {
    renderSummary({ cart: cartFixture() });
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('SubtotalR$ 497,00');
    const coupon = screen.getByTestId('summary-coupon');
    expect(within(coupon).getByText('Cupom BEMVINDO10')).toBeInTheDocument();
    expect(coupon).toHaveTextContent('− R$ 49,70');
    const pix = screen.getByTestId('summary-payment-discount');
    expect(within(pix).getByText('Desconto Pix')).toBeInTheDocument();
    expect(pix).toHaveTextContent('− R$ 22,36');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 424,94');
    expect(screen.getByText('à vista no Pix')).toBeInTheDocument();
  });

  it('hides discount rows that are zero, and shows no total of its own making', () => {
    renderSummary({
      cart: cartFixture({
        coupon: null,
        coupon_discount_cents: 0,
        payment_type: null,
        payment_discount_cents: 0,
        // Deliberately not subtotal − discounts: the browser must show the API's number.
        total_cents: 12_345,
      }),
    });
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
    expect(screen.queryByTestId('summary-payment-discount')).toBeNull();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('R$ 123,45');
  });

  it('shows the chosen installments with the label the API wrote', () => {
    renderSummary({
      cart: cartFixture({
        payment_type: {
          id: 2,
          method: 'card',
          name: 'Cartão de crédito',
          discount_basis_points: 0,
        },
        payment_discount_cents: 0,
        total_cents: 44_730,
        installments: 3,
      }),
      installment: {
        installments: 3,
        values_cents: [14_910, 14_910, 14_910],
        total_cents: 44_730,
        interest_free: true,
        label: '3x de R$ 149,10 sem juros (total R$ 447,30)',
      },
    });
    expect(screen.getByTestId('summary-installments')).toHaveTextContent(
      '3x de R$ 149,10 sem juros (total R$ 447,30)',
    );
  });
});
