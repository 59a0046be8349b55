import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { bestInstallments } from '../product-pricing.ts';
import { ProductCard } from './product-card.tsx';
import type { ProductCardData } from './product-card.tsx';

const course: ProductCardData = {
  id: 42,
  name: 'Day Trade do Zero',
  kind: 'course',
  category_name: 'Cursos',
  description_html: '<p>Leitura de gráfico e <strong>gestão de risco</strong>.</p>',
  cover_url: null,
  price_cents: 49_700,
  access_period_name: 'Vitalício',
  access_days: null,
  max_installments: 12,
  featured: false,
};

function renderCard(product: Partial<ProductCardData> = {}) {
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <ProductCard product={{ ...course, ...product }} to="/loja/day-trade-do-zero" />
        </MemoryRouter>
      </I18nProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('product-price');
}

describe('bestInstallments', () => {
  it('offers the product limit when every installment stays above the minimum', () => {
    expect(bestInstallments(49_700, 12)).toEqual({ count: 12, amountCents: 4_142 });
  });

  it('names the largest installment when cents do not split evenly', () => {
    // R$ 100,00 in 3x: 33,34 + 33,33 + 33,33.
    expect(bestInstallments(10_000, 3)).toEqual({ count: 3, amountCents: 3_334 });
  });

  it('never goes below R$ 5,00 an installment, and a price under R$ 10 is paid at once', () => {
    expect(bestInstallments(2_990, 12)).toEqual({ count: 5, amountCents: 598 });
    expect(bestInstallments(999, 12)).toBeNull();
  });

  it('has no plan for a one-installment product or a free one', () => {
    expect(bestInstallments(9_990, 1)).toBeNull();
    expect(bestInstallments(0, 12)).toBeNull();
  });
});

describe('ProductCard price', () => {
  it('shows the cash price and "ou 12x de … sem juros"', () => {
    const price = renderCard();
    expect(within(price).getByText('R$ 497,00')).toBeInTheDocument();
    expect(within(price).getByTestId('product-installments')).toHaveTextContent(
      'ou 12x de R$ 41,42 sem juros',
    );
  });

  it('follows the product limit of installments', () => {
    const price = renderCard({ price_cents: 29_700, max_installments: 10 });
    expect(within(price).getByTestId('product-installments')).toHaveTextContent(
      'ou 10x de R$ 29,70 sem juros',
    );
  });

  it('says "Pagamento à vista" when the product is not sold in installments', () => {
    const price = renderCard({ price_cents: 9_990, max_installments: 1 });
    expect(within(price).getByText('R$ 99,90')).toBeInTheDocument();
    expect(within(price).getByTestId('product-installments')).toHaveTextContent(
      'Pagamento à vista',
    );
  });

  it('shows a free product as "Grátis"', () => {
    const price = renderCard({ price_cents: 0 });
    expect(within(price).getByText('Grátis')).toBeInTheDocument();
  });

  it('links the card to its page and "Comprar" to the cart with the product', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Day Trade do Zero' })).toHaveAttribute(
      'href',
      '/loja/day-trade-do-zero',
    );
    expect(screen.getByRole('link', { name: 'Comprar Day Trade do Zero' })).toHaveAttribute(
      'href',
      '/carrinho?produto=42',
    );
    expect(screen.getByText('Curso')).toBeInTheDocument();
    expect(screen.getByText('Acesso vitalício')).toBeInTheDocument();
    expect(screen.getByText('Leitura de gráfico e gestão de risco.')).toBeInTheDocument();
  });

  it('tells how long access lasts when it is not for life', () => {
    renderCard({ access_days: 365, access_period_name: '1 ano' });
    expect(screen.getByText('Acesso por 1 ano')).toBeInTheDocument();
  });
});
