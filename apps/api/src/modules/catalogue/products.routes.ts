import {
  listProductsQuerySchema,
  listResponseSchema,
  productCategoryInputSchema,
  productCategorySchema,
  productInputSchema,
  productSchema,
  storeProductForParamsSchema,
  storeProductSchema,
  storeQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams, slugParams } from '../../platform/route-schemas.ts';
import type { CategoriesService } from './categories.service.ts';
import type { BrandKey, ProductsService } from './products.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Liberta Store Cadastro', action }) as const;

/** Products and categories (staff `/liberta-store`) and the public store. */
export function productsRoutes(
  products: ProductsService,
  categories: CategoriesService,
  brandOf: (origin: string | undefined, host: string | undefined) => BrandKey,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['loja'];

    // ------------------------------------------------------------ products (staff)
    app.get(
      '/api/list-products',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista produtos (busca, tipo, categoria, situação, paginação)',
          querystring: listProductsQuerySchema,
          response: { 200: listResponseSchema(productSchema), ...errors },
        },
      },
      (request) => products.list(request.query),
    );
    app.get(
      '/api/find-product/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: productSchema, ...errors } },
      },
      (request) => products.find(request.params.id),
    );
    app.post(
      '/api/create-product',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          summary: 'Cria um produto (endereço gerado do nome quando ausente)',
          body: productInputSchema,
          response: { 201: productSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await products.create(request.body)),
    );
    app.put(
      '/api/update-product/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: productInputSchema,
          response: { 200: productSchema, ...errors },
        },
      },
      (request) => products.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-product/:id',
      {
        config: { access: STAFF('delete') },
        schema: {
          tags,
          summary: 'Exclui um produto (lógico: pedidos continuam apontando para ele)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await products.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    // ------------------------------------------------------------ categories (staff)
    app.get(
      '/api/list-product-categories',
      {
        config: { access: STAFF('read') },
        schema: { tags, response: { 200: z.array(productCategorySchema) } },
      },
      () => categories.list(),
    );
    app.post(
      '/api/create-product-category',
      {
        config: { access: STAFF('create') },
        schema: {
          tags,
          body: productCategoryInputSchema,
          response: { 201: productCategorySchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await categories.create(request.body)),
    );
    app.put(
      '/api/update-product-category/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: productCategoryInputSchema,
          response: { 200: productCategorySchema, ...errors },
        },
      },
      (request) => categories.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-product-category/:id',
      {
        config: { access: STAFF('delete') },
        schema: {
          tags,
          summary: 'Exclui uma categoria sem produtos (409 quando há produtos nela)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await categories.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    // ------------------------------------------------------------ public store
    const brand = (request: { headers: { origin?: string; host?: string } }) =>
      brandOf(request.headers.origin, request.headers.host);
    app.get(
      '/api/store-products',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Vitrine: produtos à venda na loja da marca da origem (destaques primeiro)',
          querystring: storeQuerySchema,
          response: { 200: z.array(storeProductSchema), ...errors },
        },
      },
      (request) => products.store(request.query, brand(request)),
    );
    app.get(
      '/api/store-product/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Página de um produto à venda na loja da marca da origem',
          params: slugParams,
          response: { 200: storeProductSchema, ...errors },
        },
      },
      (request) => products.storeProduct(request.params.slug, brand(request)),
    );
    app.get(
      '/api/store-product-for/:kind/:targetId',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'O produto que vende exatamente este conteúdo (o mais barato), para o botão de compra da página do curso/e-book/assinatura',
          params: storeProductForParamsSchema,
          response: { 200: storeProductSchema, ...errors },
        },
      },
      (request) =>
        products.storeProductFor(request.params.kind, request.params.targetId, brand(request)),
    );
    return Promise.resolve();
  };
}
