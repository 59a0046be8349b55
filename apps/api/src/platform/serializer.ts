import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];
type RouteSchema = Parameters<SerializerCompiler>[0];

/** The zod schema of a route's response (a schema, or `{ properties: schema }`). */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema) {
    const inner = schema.properties;
    if (inner instanceof z.ZodType) return inner;
  }
  throw new Error(`esquema de resposta que não é zod: ${JSON.stringify(schema)}`);
}

/**
 * Responses are written by serializers compiled once per route from the shared zod contracts
 * (docs/performance.md, "Serialisation"): the contract becomes a JSON Schema
 * (`z.toJSONSchema`, output side) and fast-json-stringify turns that into a function that
 * writes only the declared fields. Like zod's encode it never lets an undeclared field out (a
 * row's extra columns stay in the process); unlike it, it does not re-validate what the server
 * built, which cost a fifth of a cached read.
 *
 * `verify` (on in the test suite) also runs zod's encode for every response and fails the
 * response when the two disagree, so every API test checks both the contract and this
 * serializer.
 *
 * Each route's writer is compiled on the route's first answer, not at boot: most of the API's
 * ~500 response schemas are not answered in a process's first minutes (many are staff screens'),
 * and compiling them all up front held ~20 MB of generated code and JSON Schemas in an idle
 * process (docs/performance.md, "Memory, fourth pass"). In `verify` mode every writer is compiled
 * as its route is registered, so each app the suite builds proves that every contract compiles:
 * one that cannot fails the tests, not a customer's first request.
 */
export function compiledSerializer(options: { verify: boolean }): SerializerCompiler {
  return (route: RouteSchema) => {
    if (options.verify) return serializerFor(route, options);
    let write: ((data: unknown) => string) | undefined;
    return (data: unknown) => (write ??= serializerFor(route, options))(data);
  };
}

/** The writer of one route's response schema, compiled now. */
export function serializerFor(
  route: RouteSchema,
  options: { verify: boolean },
): (data: unknown) => string {
  const schema = zodSchemaOf(route.schema);
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
  });
  const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
  if (!options.verify) return (data: unknown) => stringify(data as never);
  const checked = (zodSerializerCompiler as unknown as SerializerCompiler)(route);
  return (data: unknown) => {
    const expected = checked(data);
    const written = stringify(data as never);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `serializador compilado difere do contrato em ${route.method} ${route.url}: ` +
          `${written.slice(0, 300)} ≠ ${expected.slice(0, 300)}`,
      );
    }
    return written;
  };
}
