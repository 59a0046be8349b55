import { resolveBrand } from '@app/shared';
import type { BrandId, BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The brand a request speaks to: its `Origin` (a browser's fetch), else its `Host` (a page
 * loaded from `global.localhost:3000`), resolved by the brand table (unknown: the default).
 */
export function requestBrand(
  request: Pick<FastifyRequest, 'headers'>,
  brandTable: readonly BrandOriginRule[],
): BrandId {
  const origin = request.headers.origin ?? `http://${request.headers.host ?? 'localhost'}`;
  return resolveBrand(String(origin), brandTable).id;
}
