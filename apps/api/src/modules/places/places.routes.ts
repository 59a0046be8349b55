import { cepSchema, selectOptionSchema, ufOptionSchema, zipCodeAddressSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { placesQueries } from './places.queries.ts';
import type { PostalCodeProvider } from './postal-code.provider.ts';

const tags = ['lugares'];

export function placesRoutes(db: Db, postal: PostalCodeProvider): FastifyPluginAsyncZod {
  const queries = placesQueries(db);
  const statesOf = (countryId?: number) => queries.states(countryId);
  // pt-BR order for accented names ("Ó" after "O"), independent of the database collation.
  const byName = <T extends { name: string }>(rows: T[]) =>
    rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const citiesOf = async (stateId: number) => byName(await queries.cities(stateId));

  return (app) => {
    app.get(
      '/api/consult-zip-code',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Endereço pelo CEP (8 dígitos)',
          querystring: z.object({ zip_code: cepSchema }).strict(),
          response: {
            200: zipCodeAddressSchema,
            ...errorResponses(400, 404, 503),
          },
        },
      },
      async (request) => {
        const found = await postal.lookup(request.query.zip_code);
        if (!found) throw new AppError('resource.not_found', 'CEP não encontrado.');
        return { ...found, neighbourhood: found.district };
      },
    );
    app.get(
      '/api/select-country',
      {
        config: { access: 'public' },
        schema: { tags, response: { 200: z.array(selectOptionSchema) } },
      },
      () => queries.countries(),
    );
    app.get(
      '/api/select-state/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Estados de um país',
          params: idParams,
          response: { 200: z.array(ufOptionSchema) },
        },
      },
      async (request) => byName(await statesOf(request.params.id)),
    );
    for (const url of ['/api/select-uf-id', '/api/select-uf']) {
      app.get(
        url,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'As 27 unidades federativas',
            response: { 200: z.array(ufOptionSchema) },
          },
        },
        async () => byName(await statesOf()),
      );
    }
    for (const url of ['/api/select-cities-id/:id', '/api/select-cities/:id']) {
      app.get(
        url,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'Municípios de um estado (código IBGE)',
            params: idParams,
            response: { 200: z.array(selectOptionSchema) },
          },
        },
        (request) => citiesOf(request.params.id),
      );
    }
    return Promise.resolve();
  };
}
