import {
  COURTESY_TYPE_NAMES,
  COURTESY_TYPE_VALUES,
  CUSTOMER_PROFILE_ID,
  ORDER_STATUSES,
  formatCurrency,
  valueOptions,
} from '@app/shared';
import type { Db } from '../../platform/db/database.ts';
import { likeTerm, notFound, storableId } from './common.ts';
import type { CommercialTablesService } from './commercial-tables.service.ts';
import type { ProductsService } from './products.service.ts';
import { productsQueries } from './products.queries.ts';
import { catalogueSelectQueries } from './selects.queries.ts';

/** The base profile Vendedor (seed/access-control.ts; the customer profile is 3). */
export const SELLER_PROFILE_ID = 4;

/** Fixed option lists of spec section 7: `id` is what screens send, `value` what is stored. */
export const DISCOUNT_TYPE_OPTIONS = [
  { id: 1, value: 'percent', name: 'Percentual' },
  { id: 2, value: 'fixed', name: 'Valor fixo' },
];
export const SHOPPING_CART_TYPE_OPTIONS = [
  { id: 1, value: 'customer', name: 'Carrinho do cliente' },
  { id: 2, value: 'guest', name: 'Carrinho de visitante' },
  { id: 3, value: 'assisted', name: 'Venda assistida' },
];
export const REFUND_TYPE_OPTIONS = [
  { id: 1, value: 'full', name: 'Estorno total' },
  { id: 2, value: 'partial', name: 'Estorno parcial' },
];
export const INCOME_TYPE_OPTIONS = [
  { id: 1, value: 'new', name: 'Venda nova' },
  { id: 2, value: 'renewal', name: 'Renovação' },
  { id: 3, value: 'upgrade', name: 'Upgrade' },
  { id: 4, value: 'assisted', name: 'Venda assistida' },
];
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({
  id: s.id,
  name: s.name,
  value: String(s.id),
}));
export const COURTESY_TYPE_OPTIONS = valueOptions(COURTESY_TYPE_VALUES, COURTESY_TYPE_NAMES);

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** "Pix — 5% de desconto", "Cartão de crédito — sem desconto". */
export function paymentDiscountName(name: string, basisPoints: number): string {
  return basisPoints > 0
    ? `${name} — ${percent.format(basisPoints / 100)}% de desconto`
    : `${name} — sem desconto`;
}

/** The store selects of spec section 7 (the id/name lists of the store's forms). */
export function catalogueSelects(
  db: Db,
  productsService: ProductsService,
  tables: CommercialTablesService,
) {
  const q = catalogueSelectQueries(db);
  const productRows = productsQueries(db);
  const activePaymentTypes = () => q.activePaymentTypes();

  return {
    /** Products (not deleted), optionally by name or slug. */
    products: (search?: string) => q.products(search ? likeTerm(search) : undefined),

    /** `select-product/:id`: the products of category :id (404 when the category is unknown). */
    async productsOfCategory(categoryId: number) {
      if (!(storableId(categoryId) && (await productRows.categoryExists(categoryId))))
        throw notFound('Categoria não encontrada.');
      return q.productsOfCategory(categoryId);
    },

    categories: () => q.categories(),

    /**
     * The periods a product can be sold with: its own period at its own price and, for a
     * signature product, every period its signature type is sold with, at the type's price.
     * A product without a period (lifetime access) has no own entry.
     */
    async productAccessPeriods(productId: number) {
      const product = await productsService.existing(productId);
      const out: { id: number; name: string; days: number | null; price_cents: number }[] = [];
      if (product.accessPeriodId !== null) {
        const own = await q.accessPeriod(product.accessPeriodId);
        if (own)
          out.push({ id: own.id, name: own.name, days: own.days, price_cents: product.priceCents });
      }
      if (product.kind === 'signature') {
        const typePeriods = await q.signaturePeriodsOfProduct(productId);
        for (const p of typePeriods) if (!out.some((o) => o.id === p.id)) out.push(p);
      }
      return out;
    },

    paymentTypes: activePaymentTypes,

    async paymentDiscountTypes() {
      return (await activePaymentTypes()).map((p) => ({
        ...p,
        name: paymentDiscountName(p.name, p.discount_basis_points),
      }));
    },

    /** Active (not deleted) people with the seller profile. */
    sellers: () => q.peopleOfProfile(SELLER_PROFILE_ID),

    /** Customers by name, e-mail or CPF/CNPJ; at most 20 (the field searches as one types). */
    customers: (search: string) => {
      const digits = search.replace(/\D/g, '');
      return q.searchPeople(CUSTOMER_PROFILE_ID, {
        term: likeTerm(search),
        ...(digits.length >= 3 ? { digits } : {}),
        limit: 20,
      });
    },

    /** The table's live products, named "Produto — R$ 397,60" with the table's price. */
    async productsOfTable(tableId: number) {
      await tables.existing(tableId);
      return (await tables.pricesOf(tableId)).map((p) => ({
        id: p.product_id,
        name: `${p.product_name} — ${formatCurrency(p.price_cents)}`,
        price_cents: p.price_cents,
      }));
    },
  };
}
export type CatalogueSelects = ReturnType<typeof catalogueSelects>;
