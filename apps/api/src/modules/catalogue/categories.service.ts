import slugify from '@sindresorhus/slugify';
import type { ProductCategory, productCategoryInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { categoriesQueries } from './categories.queries.ts';
import type { CategoryRow } from './categories.queries.ts';
import {
  conflictField,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  storableId,
} from './common.ts';

type CategoryInput = z.output<typeof productCategoryInputSchema>;

const CATEGORY_NOT_FOUND = 'Categoria não encontrada.';
const SLUG_TAKEN = 'Já existe uma categoria com este endereço.';
const IN_USE = 'Esta categoria tem produtos. Mova-os para outra categoria antes de excluí-la.';

export interface CategoriesDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Product categories (Cursos, E-books, Assinaturas, Combos…): the store's filter. */
export function categoriesService({ db, audit }: CategoriesDeps) {
  const q = categoriesQueries(db);

  async function existing(id: number): Promise<CategoryRow> {
    if (!storableId(id)) throw notFound(CATEGORY_NOT_FOUND);
    const row = await q.find(id);
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    return row;
  }

  async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const owner = await q.slugOwner(slug);
    return owner !== undefined && owner !== exceptId;
  }

  async function uniqueSlug(wanted: string): Promise<string> {
    let slug = wanted;
    for (let n = 2; await slugTaken(slug); n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  /** Live (not deleted) products per category. */
  async function productCounts(): Promise<Map<number, number>> {
    const rows = await q.liveProductCounts();
    return new Map(rows.map((r) => [r.id!, r.n]));
  }

  async function view(row: CategoryRow): Promise<ProductCategory> {
    const counts = await productCounts();
    return { id: row.id, name: row.name, slug: row.slug, products_count: counts.get(row.id) ?? 0 };
  }

  async function saved<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflictField('slug', SLUG_TAKEN);
      throw error;
    }
  }

  return {
    async list(): Promise<ProductCategory[]> {
      const [rows, counts] = await Promise.all([q.list(), productCounts()]);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        products_count: counts.get(r.id) ?? 0,
      }));
    },

    async create(input: CategoryInput): Promise<ProductCategory> {
      if (input.slug && (await slugTaken(input.slug))) throw conflictField('slug', SLUG_TAKEN);
      const slug =
        input.slug ?? (await uniqueSlug(slugify(input.name, { locale: 'pt' }) || 'categoria'));
      const row = await saved(() => q.insert({ name: input.name, slug }));
      await audit({
        action: 'product_category.create',
        targetType: 'product_category',
        targetId: row.id,
      });
      return view(row);
    },

    async update(id: number, input: CategoryInput): Promise<ProductCategory> {
      const current = await existing(id);
      const slug = input.slug ?? current.slug;
      if (await slugTaken(slug, id)) throw conflictField('slug', SLUG_TAKEN);
      const row = await saved(() => q.update(id, { name: input.name, slug }));
      await audit({
        action: 'product_category.update',
        targetType: 'product_category',
        targetId: id,
      });
      return view(row);
    },

    /**
     * A category live products use cannot go (409: move them first). Soft-deleted products
     * only lose the link, in the same transaction, so the foreign key lets the row go.
     */
    async remove(id: number): Promise<void> {
      await existing(id);
      if ((await q.liveProductsIn(id)) > 0) throw new AppError('conflict', IN_USE);
      try {
        await db.transaction(async (tx) => {
          await q.unlinkDeletedProducts(id, tx);
          await q.delete(id, tx);
        });
      } catch (error) {
        // A product joined the category between the count and the delete.
        if (isForeignKeyViolation(error)) throw new AppError('conflict', IN_USE);
        throw error;
      }
      await audit({
        action: 'product_category.delete',
        targetType: 'product_category',
        targetId: id,
      });
    },
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
