import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { BuyBox, SalePrice } from './buy-box.tsx';

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'saletest', {
    things: {
      free: 'Gratuito',
      installments: '{{count}}x de {{amount}} sem juros',
      cashTotal: 'ou {{amount}} à vista',
      buy: 'Comprar coisa',
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

/** The store answers the product it sells for the content (or 404). */
function store(answer: { status: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
}

describe('SalePrice', () => {
  it('shows the installments with the cash total, or "free"', () => {
    renderStaffPage(
      {
        '/': (
          <>
            <SalePrice
              prefix="saletest:things"
              priceCents={49700}
              maxInstallments={12}
              testId="a"
            />
            <SalePrice prefix="saletest:things" priceCents={0} maxInstallments={12} testId="b" />
          </>
        ),
      },
      '/',
    );
    expect(screen.getByTestId('a')).toHaveTextContent('12x de R$ 41,42 sem juros');
    expect(screen.getByTestId('a')).toHaveTextContent('ou R$ 497,00 à vista');
    expect(screen.getByTestId('b')).toHaveTextContent('Gratuito');
  });
});

describe('BuyBox', () => {
  it('charges the store’s price, says the reference price, and buys through the cart', async () => {
    store({ status: 200, body: { id: 9, price_cents: 9900, max_installments: 1 } });
    renderStaffPage(
      {
        '/': (
          <BuyBox
            kind="course"
            id={4}
            priceCents={19990}
            maxInstallments={1}
            prefix="saletest:things"
            testId="price"
          />
        ),
      },
      '/',
    );
    expect(await screen.findByTestId('reference-price')).toHaveTextContent('R$ 199,90');
    expect(screen.getByTestId('price')).toHaveTextContent('R$ 99,00');
    expect(screen.getByRole('link', { name: 'Comprar coisa' })).toHaveAttribute(
      'href',
      '/carrinho?add=course:4',
    );
  });

  it('says when the store does not sell it', async () => {
    store({ status: 404, body: { message: 'Produto não encontrado.' } });
    renderStaffPage(
      {
        '/': (
          <BuyBox
            kind="ebook"
            id={4}
            priceCents={1990}
            maxInstallments={1}
            prefix="saletest:things"
            testId="price"
          />
        ),
      },
      '/',
    );
    expect(await screen.findByText('Este produto não está disponível na loja.')).toBeVisible();
  });
});
