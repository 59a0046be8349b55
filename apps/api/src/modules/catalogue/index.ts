import { DEFAULT_BRAND_TABLE, resolveBrand } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { categoriesService } from './categories.service.ts';
import { fieldError, fieldWithNul } from './common.ts';
import { colorsRoutes } from './colors.routes.ts';
import { colorsService } from './colors.service.ts';
import { commercialTablesRoutes } from './commercial-tables.routes.ts';
import { commercialTablesService } from './commercial-tables.service.ts';
import { couponsRoutes } from './coupons.routes.ts';
import { couponsService } from './coupons.service.ts';
import { productsRoutes } from './products.routes.ts';
import { productsService } from './products.service.ts';
import type { BrandKey } from './products.service.ts';
import { catalogueSelects } from './selects.ts';
import { selectsRoutes } from './selects.routes.ts';

export interface CatalogueModuleDeps {
  db: Db;
  now: () => Date;
  /** The origin → brand table (PUBLIC_ORIGINS); the default table when absent. */
  brandTable?: readonly BrandOriginRule[];
}

/**
 * The store's catalogue (issue 5): products and categories, store colours, commercial tables,
 * coupons, the public store and the store selects. The cart and checkout read these tables.
 */
export async function registerCatalogue(app: FastifyInstance, deps: CatalogueModuleDeps) {
  const { db, now } = deps;
  const brandTable = deps.brandTable ?? DEFAULT_BRAND_TABLE;
  // The brand of the page asking (as courses' public page): the Origin header, else the Host.
  const brandOf = (origin: string | undefined, host: string | undefined): BrandKey =>
    resolveBrand(origin ?? `http://${host ?? 'localhost'}`, brandTable).id;
  const log = (entry: AuditEntry) => audit(db, currentRequest(), entry);

  const products = productsService({ db, audit: log, now });
  const categories = categoriesService({ db, audit: log });
  const colors = colorsService({ db, audit: log });
  const tables = commercialTablesService({ db, audit: log });
  const coupons = couponsService({ db, audit: log, now });
  const selects = catalogueSelects(db, products, tables);

  await app.register(async (scope) => {
    // Before the schemas: a NUL byte anywhere is a 400 naming the field (see fieldWithNul).
    scope.addHook('preValidation', (request, _reply, done) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const field = fieldWithNul(value);
        if (field !== null) {
          done(fieldError(field || part, 'Caractere inválido.'));
          return;
        }
      }
      done();
    });
    await scope.register(productsRoutes(products, categories, brandOf));
    await scope.register(colorsRoutes(colors, brandOf));
    await scope.register(commercialTablesRoutes(tables));
    await scope.register(couponsRoutes(coupons));
    await scope.register(selectsRoutes(selects));
  });
  return { products };
}
