import {
  courtesyInputSchema,
  courtesyReportInputSchema,
  courtesyReportSchema,
  courtesySchema,
  customerContactSchema,
  customerDetailsSchema,
  customerInputSchema,
  customerListItemSchema,
  customerPageQuerySchema,
  customerProductSchema,
  customerProductsListQuerySchema,
  customerSchema,
  listQuerySchema,
  listResponseSchema,
  orderListItemSchema,
  orderRefundSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { CourtesiesService } from './courtesies.service.ts';
import type { CustomersService } from './customers.service.ts';

// Ids beyond PostgreSQL's integer are "not valid" here rather than an error in the database.
const errors = errorResponses(400, 403, 404, 409);

const CUSTOMERS = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Clientes', action }) as const;
/** Any signed-in person; the handler then allows only themself or `Clientes` staff. */
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/** Customers and courtesies (issue 5; spec section 7 "Customers" and "Courtesies"). */
export function customersRoutes(
  customers: CustomersService,
  courtesies: CourtesiesService,
): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['clientes'];

    // ------------------------------------------------------------ customers
    app.get(
      '/api/list-customer',
      {
        config: { access: CUSTOMERS('read') },
        schema: {
          tags,
          summary: 'Clientes (busca por nome, e-mail, CPF/CNPJ ou telefone; paginação)',
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(customerListItemSchema), ...errors },
        },
      },
      (request) => customers.list(request.query),
    );
    app.get(
      '/api/find-customer/:id',
      {
        config: { access: CUSTOMERS('read') },
        schema: { tags, params: idParams, response: { 200: customerSchema, ...errors } },
      },
      (request) => customers.find(request.params.id),
    );
    app.get(
      '/api/customer-details/:id',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary:
            'O cliente com endereços, acessos ativos e últimos pedidos (o próprio, no checkout, ou a equipe)',
          params: idParams,
          response: { 200: customerDetailsSchema, ...errors },
        },
      },
      (request) => customers.details(request.session!, request.params.id),
    );
    app.post(
      '/api/create-customer',
      {
        config: { access: CUSTOMERS('create') },
        schema: {
          tags,
          summary: 'Cadastra um cliente (senha aleatória; nenhuma mensagem é enviada)',
          body: customerInputSchema,
          response: { 201: customerSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await customers.create(request.body)),
    );
    app.put(
      '/api/update-customer/:id',
      {
        config: { access: CUSTOMERS('update') },
        schema: {
          tags,
          params: idParams,
          body: customerInputSchema,
          response: { 200: customerSchema, ...errors },
        },
      },
      (request) => customers.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-customer/:id',
      {
        config: { access: CUSTOMERS('delete') },
        schema: {
          tags,
          summary: 'Exclui (desativa) o cliente, mantendo o histórico, e encerra as sessões',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await customers.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/update-customer-contact-data/:id',
      {
        config: { access: CUSTOMERS('update') },
        schema: {
          tags,
          summary: 'Altera só o e-mail e/ou o telefone do cliente',
          params: idParams,
          body: customerContactSchema,
          response: { 200: customerSchema, ...errors },
        },
      },
      (request) => customers.updateContact(request.params.id, request.body),
    );

    // ------------------------------------------------------------ a customer's history
    /** A paged list from one customer's history, for `Clientes` staff. */
    const history = <Q extends z.ZodType, T extends z.ZodType>(
      summary: string,
      querystring: Q,
      item: T,
    ) => ({
      config: { access: CUSTOMERS('read') },
      schema: {
        tags,
        summary,
        params: idParams,
        querystring,
        response: { 200: listResponseSchema(item), ...errors },
      },
    });
    app.get(
      '/api/list-customer-orders/:id',
      history(
        'Pedidos do cliente, do mais novo ao mais antigo',
        customerPageQuerySchema,
        orderListItemSchema,
      ),
      (request) => customers.orders(request.params.id, request.query),
    );
    app.get(
      '/api/list-customer-products/:id',
      history(
        'Acessos do cliente: cursos, e-books, trilhas e research; assinaturas com type=3',
        customerProductsListQuerySchema,
        customerProductSchema,
      ),
      (request) => customers.products(request.params.id, request.query),
    );
    app.get(
      '/api/list-customer-refunds/:id',
      history('Estornos dos pedidos do cliente', customerPageQuerySchema, orderRefundSchema),
      (request) => customers.refunds(request.params.id, request.query),
    );
    app.get(
      '/api/list-customer-courtesy-report/:id',
      history('Cortesias do cliente', customerPageQuerySchema, courtesySchema),
      (request) => courtesies.listForUser(request.params.id, request.query),
    );

    // ------------------------------------------------------------ courtesies
    app.post(
      '/api/create-user-courtesy',
      {
        config: { access: CUSTOMERS('create') },
        schema: {
          tags,
          summary: 'Dá uma cortesia: libera na hora os conteúdos do produto, sem pagamento',
          body: courtesyInputSchema,
          response: { 201: courtesySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await courtesies.create(request.session!.userId, request.body)),
    );
    app.put(
      '/api/revoke-user-courtesy/:id',
      {
        config: { access: CUSTOMERS('update') },
        schema: {
          tags,
          summary: 'Cancela a cortesia: o acesso que ela deu termina na hora',
          params: idParams,
          response: { 200: courtesySchema, ...errors },
        },
      },
      (request) => courtesies.revoke(request.params.id),
    );
    app.post(
      '/api/create-user-courtesy-report',
      {
        config: { access: CUSTOMERS('read') },
        schema: {
          tags,
          summary: 'Relatório de cortesias de um período (datas de São Paulo), em JSON ou CSV',
          body: courtesyReportInputSchema,
          response: { 200: z.union([courtesyReportSchema, z.string()]), ...errors },
        },
      },
      async (request, reply) => {
        const result = await courtesies.report(request.body);
        if (result.format === 'json') return reply.send(result.report);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${result.fileName}"`)
          .header('cache-control', 'no-store')
          .send(result.csv);
      },
    );
    return Promise.resolve();
  };
}
