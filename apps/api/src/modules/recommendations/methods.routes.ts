import {
  ALL_RECOMMENDATION_STATUS_OPTIONS,
  FREQUENCY_NAMES,
  FREQUENCY_VALUES,
  OPERATION_TYPE_NAMES,
  OPERATION_TYPE_VALUES,
  OPEN_RECOMMENDATION_STATUS_OPTIONS,
  POSITION_SIZE_NAMES,
  POSITION_SIZE_VALUES,
  STOP_CONDUCTION_NAMES,
  STOP_CONDUCTION_VALUES,
  TARGET_CONDUCTION_NAMES,
  TARGET_CONDUCTION_VALUES,
  idNameSchema,
  selectValueOptionSchema,
  tradeMethodInputSchema,
  tradeMethodListQuerySchema,
  tradeMethodListSchema,
  tradeMethodSchema,
  valueOptions,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { MethodService } from './methods.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const METHODS = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Métodos', action }) as const;
const RECOMMENDATIONS = { resource: 'Recomendações', action: 'read' } as const;
/** Words every signed-in person's screens show (the customer's filters too). */
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/** The fixed lists of the recommendation screens (spec section 7). */
const FIXED_SELECTS = [
  ['recommendation-status', OPEN_RECOMMENDATION_STATUS_OPTIONS],
  ['all-recommendation-status', ALL_RECOMMENDATION_STATUS_OPTIONS],
  ['stop-conductions', valueOptions(STOP_CONDUCTION_VALUES, STOP_CONDUCTION_NAMES)],
  ['target-conductions', valueOptions(TARGET_CONDUCTION_VALUES, TARGET_CONDUCTION_NAMES)],
  ['position-sizes', valueOptions(POSITION_SIZE_VALUES, POSITION_SIZE_NAMES)],
  ['operation-type', valueOptions(OPERATION_TYPE_VALUES, OPERATION_TYPE_NAMES)],
  ['frequencies', valueOptions(FREQUENCY_VALUES, FREQUENCY_NAMES)],
] as const;

export function methodRoutes(service: MethodService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['métodos'];
    app.get(
      '/api/list-trade-methods',
      {
        config: { access: METHODS('read') },
        schema: {
          tags,
          querystring: tradeMethodListQuerySchema,
          response: { 200: tradeMethodListSchema, ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-trade-method/:id',
      {
        config: { access: METHODS('read') },
        schema: { tags, params: idParams, response: { 200: tradeMethodSchema, ...errors } },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-trade-method',
      {
        config: { access: METHODS('create') },
        schema: {
          tags,
          body: tradeMethodInputSchema,
          response: { 201: tradeMethodSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-trade-method/:id',
      {
        config: { access: METHODS('update') },
        schema: {
          tags,
          summary:
            'Altera o método; setups com id são mantidos, sem id são novos, os ausentes saem',
          params: idParams,
          body: tradeMethodInputSchema,
          response: { 200: tradeMethodSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.put(
      '/api/toggle-active-trade-method/:id',
      {
        config: { access: METHODS('update') },
        schema: { tags, params: idParams, response: { 200: tradeMethodSchema, ...errors } },
      },
      (request) => service.toggleActive(request.params.id),
    );
    app.delete(
      '/api/delete-trade-method/:id',
      {
        config: { access: METHODS('delete') },
        schema: {
          tags,
          summary: 'Exclui um método que nenhuma recomendação usa (senão 409)',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    const selectTags = ['selects'];
    // Method names show on every card: the customers' and the status board's filters read them.
    app.get(
      '/api/select-trade-methods',
      {
        config: { access: SIGNED_IN },
        schema: { tags: selectTags, response: { 200: z.array(idNameSchema), ...errors } },
      },
      () => service.select(),
    );
    app.get(
      '/api/select-setups-mago/:id',
      {
        config: { access: RECOMMENDATIONS },
        schema: {
          tags: selectTags,
          summary: 'Os setups ativos de um método',
          params: idParams,
          response: { 200: z.array(idNameSchema), ...errors },
        },
      },
      (request) => service.setups(request.params.id),
    );
    for (const [name, options] of FIXED_SELECTS)
      app.get(
        `/api/select-${name}`,
        {
          config: { access: SIGNED_IN },
          schema: {
            tags: selectTags,
            response: { 200: z.array(selectValueOptionSchema), ...errors },
          },
        },
        () => options,
      );
    return Promise.resolve();
  };
}
