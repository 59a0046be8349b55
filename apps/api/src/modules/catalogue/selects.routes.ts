import {
  idNameSchema,
  paymentTypeSchema,
  productAccessPeriodOptionSchema,
  selectCustomerOptionSchema,
  selectCustomerQuerySchema,
  selectProductOptionSchema,
  selectProductQuerySchema,
  selectValueOptionSchema,
} from '@app/shared';
import type { Resource } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../platform/access.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import {
  COURTESY_TYPE_OPTIONS,
  DISCOUNT_TYPE_OPTIONS,
  INCOME_TYPE_OPTIONS,
  ORDER_STATUS_OPTIONS,
  REFUND_TYPE_OPTIONS,
  SHOPPING_CART_TYPE_OPTIONS,
} from './selects.ts';
import type { CatalogueSelects } from './selects.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

const read = (resource: Resource): RouteAccess => ({ resource, action: 'read' });
/** Product lists and price tables: the product registry's staff. */
const CATALOGUE = read('Liberta Store Cadastro');
/** Order screens (status, refunds, sellers, income types, cart types). */
const ORDERS = read('Pedidos');
/** Customer screens (customer picker, courtesies). */
const CUSTOMERS = read('Clientes');

/**
 * The store selects of spec section 7. Staff-only, except the payment types: the checkout shows
 * them to visitors.
 */
export function selectsRoutes(selects: CatalogueSelects): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['selects'];
    app.get(
      '/api/select-product',
      {
        config: { access: CATALOGUE },
        schema: {
          tags,
          summary: 'Produtos (não excluídos; inativos marcados), com busca opcional',
          querystring: selectProductQuerySchema,
          response: { 200: z.array(selectProductOptionSchema), ...errors },
        },
      },
      (request) => selects.products(request.query.search),
    );
    app.get(
      '/api/select-courtesy-products',
      {
        // The products a courtesy can give, for staff who manage customers but not the catalogue.
        config: { access: { resource: 'Clientes', action: 'create' } },
        schema: {
          tags,
          summary: 'Produtos para cortesia (equipe de clientes)',
          querystring: selectProductQuerySchema,
          response: { 200: z.array(selectProductOptionSchema), ...errors },
        },
      },
      (request) => selects.products(request.query.search),
    );
    app.get(
      '/api/select-product/:id',
      {
        config: { access: CATALOGUE },
        schema: {
          tags,
          summary: 'Produtos da categoria :id',
          params: idParams,
          response: { 200: z.array(selectProductOptionSchema), ...errors },
        },
      },
      (request) => selects.productsOfCategory(request.params.id),
    );
    app.get(
      '/api/select-product-category',
      {
        config: { access: CATALOGUE },
        schema: { tags, response: { 200: z.array(idNameSchema) } },
      },
      () => selects.categories(),
    );
    app.get(
      '/api/select-product-access-period/:id',
      {
        config: { access: CATALOGUE },
        schema: {
          tags,
          summary:
            'Períodos com que o produto :id pode ser vendido (o dele; numa assinatura, os do tipo com preço)',
          params: idParams,
          response: { 200: z.array(productAccessPeriodOptionSchema), ...errors },
        },
      },
      (request) => selects.productAccessPeriods(request.params.id),
    );
    app.get(
      '/api/select-product-by-commercial-table/:id',
      {
        config: { access: CATALOGUE },
        schema: {
          tags,
          summary: 'Produtos da tabela comercial :id com o preço da tabela',
          params: idParams,
          response: { 200: z.array(selectProductOptionSchema), ...errors },
        },
      },
      (request) => selects.productsOfTable(request.params.id),
    );
    app.get(
      '/api/select-payment-type',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Formas de pagamento ativas',
          response: { 200: z.array(paymentTypeSchema) },
        },
      },
      () => selects.paymentTypes(),
    );
    app.get(
      '/api/select-payment-discount-type',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Formas de pagamento com o desconto no nome ("Pix — 5% de desconto")',
          response: { 200: z.array(paymentTypeSchema) },
        },
      },
      () => selects.paymentDiscountTypes(),
    );
    const fixed: [string, RouteAccess, { id: number; name: string; value: string }[]][] = [
      ['discount-type', read('Cupons'), DISCOUNT_TYPE_OPTIONS],
      ['shopping-cart-type', ORDERS, SHOPPING_CART_TYPE_OPTIONS],
      ['order-status', ORDERS, ORDER_STATUS_OPTIONS],
      ['order-type-refund', ORDERS, REFUND_TYPE_OPTIONS],
      ['income-type', ORDERS, INCOME_TYPE_OPTIONS],
      ['courtesy-types', CUSTOMERS, COURTESY_TYPE_OPTIONS],
    ];
    for (const [name, access, options] of fixed)
      app.get(
        `/api/select-${name}`,
        {
          config: { access },
          schema: { tags, response: { 200: z.array(selectValueOptionSchema) } },
        },
        () => options,
      );
    app.get(
      '/api/select-seller',
      {
        config: { access: ORDERS },
        schema: {
          tags,
          summary: 'Pessoas ativas com o perfil Vendedor',
          response: { 200: z.array(idNameSchema) },
        },
      },
      () => selects.sellers(),
    );
    app.get(
      '/api/select-customer',
      {
        config: { access: CUSTOMERS },
        schema: {
          tags,
          summary: 'Clientes por nome, e-mail ou CPF/CNPJ (ao menos 2 caracteres; até 20)',
          querystring: selectCustomerQuerySchema,
          response: { 200: z.array(selectCustomerOptionSchema), ...errors },
        },
      },
      (request) => selects.customers(request.query.search),
    );
    return Promise.resolve();
  };
}
