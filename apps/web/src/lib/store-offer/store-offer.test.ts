import type { StoreProduct } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { matchSignaturePeriod, signatureProducts } from './store-offer.ts';

function product(id: number, price: number, days: number | null, name: string): StoreProduct {
  return {
    id,
    slug: `p-${id}`,
    name,
    kind: 'signature',
    category_id: null,
    category_name: null,
    category_slug: null,
    description_html: null,
    cover_url: null,
    price_cents: price,
    access_period_name: name,
    access_days: days,
    max_installments: 12,
    featured: false,
    items: [{ kind: 'signature', target_id: 1, name: 'LS Premium', slug: 'ls-premium' }],
  };
}

describe('matchSignaturePeriod', () => {
  const monthly = product(6, 9_990, 30, '30 dias');
  const yearly = product(7, 95_880, 365, '1 ano');
  const other = {
    ...product(8, 1, 30, '30 dias'),
    items: [{ kind: 'signature' as const, target_id: 2, name: 'X', slug: 'x' }],
  };

  it('keeps only the products that sell exactly this signature', () => {
    expect(signatureProducts([monthly, yearly, other], 1).map((p) => p.id)).toEqual([6, 7]);
  });

  it('matches the period by its days, then by its name', () => {
    const candidates = [monthly, yearly];
    expect(matchSignaturePeriod(candidates, { days: 365, name: 'Anual' })?.id).toBe(7);
    expect(matchSignaturePeriod(candidates, { days: 31, name: '30 dias' })?.id).toBe(6);
    expect(matchSignaturePeriod(candidates, { days: null, name: 'Vitalício' })).toBeNull();
  });
});
