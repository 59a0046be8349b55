import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  accessPeriods,
  paymentTypes,
  productCategories,
  productItems,
  products,
  signatureTypeAccessPeriods,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The statements behind the store selects (`selects.ts` decides what each select lists). */

/** The most a select answers: they feed dropdowns, not reports. */
const SELECT_LIMIT = 200;

export function catalogueSelectQueries(db: Db) {
  const live = isNull(products.deletedAt);
  // Inactive products stay pickable (a courtesy of a product off sale) but say so.
  const productName = sql<string>`${products.name} || case when ${products.active} then '' else ' (inativo)' end`;

  const productOptions = (where: SQL, tx: Db) =>
    tx
      .select({ id: products.id, name: productName, price_cents: products.priceCents })
      .from(products)
      .where(where)
      .orderBy(sql`lower(${products.name})`, asc(products.id))
      .limit(SELECT_LIMIT);

  return {
    /** Live products, optionally matching an `ilike` pattern on name or slug. */
    products: (term: string | undefined, tx: Db = db) =>
      productOptions(
        term === undefined
          ? live
          : and(live, or(ilike(products.name, term), ilike(products.slug, term)))!,
        tx,
      ),

    productsOfCategory: (categoryId: number, tx: Db = db) =>
      productOptions(and(live, eq(products.categoryId, categoryId))!, tx),

    categories: (tx: Db = db) =>
      tx
        .select({ id: productCategories.id, name: productCategories.name })
        .from(productCategories)
        .orderBy(sql`lower(${productCategories.name})`, asc(productCategories.id)),

    async accessPeriod(id: number, tx: Db = db) {
      const [row] = await tx.select().from(accessPeriods).where(eq(accessPeriods.id, id));
      return row;
    },

    /** The periods the signature types a product sells are sold with, shortest first. */
    signaturePeriodsOfProduct: (productId: number, tx: Db = db) =>
      tx
        .select({
          id: accessPeriods.id,
          name: accessPeriods.name,
          days: accessPeriods.days,
          price_cents: signatureTypeAccessPeriods.priceCents,
        })
        .from(productItems)
        .innerJoin(
          signatureTypeAccessPeriods,
          eq(signatureTypeAccessPeriods.signatureTypeId, productItems.targetId),
        )
        .innerJoin(accessPeriods, eq(accessPeriods.id, signatureTypeAccessPeriods.accessPeriodId))
        .where(and(eq(productItems.productId, productId), eq(productItems.kind, 'signature')))
        .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id)),

    activePaymentTypes: (tx: Db = db) =>
      tx
        .select({
          id: paymentTypes.id,
          method: paymentTypes.method,
          name: paymentTypes.name,
          discount_basis_points: paymentTypes.discountBasisPoints,
        })
        .from(paymentTypes)
        .where(eq(paymentTypes.active, true))
        .orderBy(asc(paymentTypes.sortOrder), asc(paymentTypes.id)),

    /** Live people of one profile, by name. */
    peopleOfProfile: (profileId: number, tx: Db = db) =>
      tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.profileId, profileId), isNull(users.deletedAt)))
        .orderBy(sql`lower(${users.name})`, asc(users.id)),

    /**
     * Live people of one profile matching an `ilike` pattern on name or e-mail, or (when given)
     * digits of their CPF/CNPJ; at most `limit`.
     */
    searchPeople: (
      profileId: number,
      search: { term: string; digits?: string; limit: number },
      tx: Db = db,
    ) =>
      tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.profileId, profileId),
            isNull(users.deletedAt),
            or(
              ilike(users.name, search.term),
              ilike(users.email, search.term),
              ...(search.digits === undefined
                ? []
                : [ilike(users.identifier, `%${search.digits}%`)]),
            ),
          ),
        )
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(search.limit),
  };
}
