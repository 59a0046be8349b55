import slugify from '@sindresorhus/slugify';
import type {
  Product,
  ProductKind,
  StoreProduct,
  listProductsQuerySchema,
  productInputSchema,
  storeQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { GrantKind } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { cleanHtml } from '../../platform/html.ts';
import {
  conflictField,
  fieldError,
  int4,
  isUniqueViolation,
  likeTerm,
  listMeta,
  notFound,
  storableId,
} from './common.ts';
import { productsQueries } from './products.queries.ts';
import type { BrandKey, ProductRow } from './products.queries.ts';

export { onSale, soldIn } from './products.queries.ts';
export type { BrandKey } from './products.queries.ts';
type ProductInput = z.output<typeof productInputSchema>;
type ListQuery = z.output<typeof listProductsQuerySchema>;
type StoreQuery = z.output<typeof storeQuerySchema>;

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
export const SLUG_TAKEN = 'Já existe um produto com este endereço.';

const ITEM_LABEL: Record<GrantKind, string> = {
  course: 'Curso',
  ebook: 'E-book',
  trail: 'Trilha',
  signature: 'Assinatura',
  broadcast: 'Transmissão',
  research: 'Research',
  trade_method: 'Método',
};

/** A course product sells a course, and so on; only bundles mix contents. */
const ITEM_OF_KIND: Record<Exclude<ProductKind, 'bundle'>, { kind: GrantKind; message: string }> = {
  course: { kind: 'course', message: 'Um produto do tipo curso libera um curso.' },
  ebook: { kind: 'ebook', message: 'Um produto do tipo e-book libera um e-book.' },
  signature: {
    kind: 'signature',
    message: 'Um produto do tipo assinatura libera um tipo de assinatura.',
  },
  trade_method: {
    kind: 'trade_method',
    message: 'Um produto do tipo método libera um método de recomendações.',
  },
};

interface ContentInfo {
  name: string;
  slug: string | null;
  deleted: boolean;
}

const key = (kind: string, id: number) => `${kind}:${id}`;

export interface ProductsDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

export function productsService({ db, audit, now }: ProductsDeps) {
  const q = productsQueries(db);

  async function existing(id: number): Promise<ProductRow> {
    if (!storableId(id)) throw notFound(PRODUCT_NOT_FOUND);
    const row = await q.live(id);
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    return row;
  }

  /** A free slug from `wanted` (soft-deleted products keep theirs: old order links still work). */
  async function uniqueSlug(wanted: string, exceptId?: number): Promise<string> {
    const taken = async (slug: string) => {
      const owner = await q.slugOwner(slug);
      return owner !== undefined && owner !== exceptId;
    };
    let slug = wanted;
    for (let n = 2; await taken(slug); n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  /** Names and slugs of contents by `kind:id`, deleted ones included (flagged). */
  async function contentInfo(items: { kind: GrantKind; targetId: number }[]) {
    const info = new Map<string, ContentInfo>();
    const ids = (kind: GrantKind) => [
      ...new Set(
        items.filter((i) => i.kind === kind && storableId(i.targetId)).map((i) => i.targetId),
      ),
    ];
    const put = (
      kind: GrantKind,
      rows: { id: number; name: string; slug: string | null; deletedAt: Date | null }[],
    ) => {
      for (const r of rows)
        info.set(key(kind, r.id), { name: r.name, slug: r.slug, deleted: r.deletedAt !== null });
    };
    for (const kind of [
      'course',
      'ebook',
      'trail',
      'signature',
      'research',
      'trade_method',
    ] as const)
      put(kind, await q.contents(kind, ids(kind)));
    return info;
  }

  /**
   * What the product grants must exist: each item names a live content of its kind, once; a
   * course product grants a course (and so on), and only bundles mix. Broadcasts have no table
   * yet (live issue), so they cannot be sold until it lands.
   */
  async function checkItems(input: ProductInput) {
    const seen = new Set<string>();
    for (const item of input.items) {
      const k = key(item.kind, item.target_id);
      if (seen.has(k)) throw fieldError('items', 'Cada conteúdo só pode aparecer uma vez.');
      seen.add(k);
      if (item.kind === 'broadcast')
        throw fieldError('items', 'Transmissões ainda não podem ser vendidas como produto.');
    }
    if (input.kind !== 'bundle') {
      const wanted = ITEM_OF_KIND[input.kind];
      if (input.items.some((i) => i.kind !== wanted.kind))
        throw fieldError('items', wanted.message);
    }
    const info = await contentInfo(
      input.items.map((i) => ({ kind: i.kind, targetId: i.target_id })),
    );
    const missing = input.items.find((i) => {
      const found = info.get(key(i.kind, i.target_id));
      return !found || found.deleted;
    });
    if (missing)
      throw fieldError(
        'items',
        `${ITEM_LABEL[missing.kind]} #${missing.target_id} não encontrado(a).`,
      );
  }

  async function checkReferences(input: {
    category_id?: number | null;
    access_period_id?: number | null;
  }) {
    if (input.category_id != null) {
      const found = storableId(input.category_id) && (await q.categoryExists(input.category_id));
      if (!found) throw fieldError('category_id', 'Categoria não encontrada.');
    }
    if (input.access_period_id != null) {
      const found =
        storableId(input.access_period_id) && (await q.periodExists(input.access_period_id));
      if (!found) throw fieldError('access_period_id', 'Período de acesso não encontrado.');
    }
  }

  async function check(input: ProductInput) {
    int4('price_cents', input.price_cents);
    await checkReferences(input);
    await checkItems(input);
  }

  function values(input: ProductInput) {
    return {
      name: input.name,
      kind: input.kind,
      categoryId: input.category_id ?? null,
      descriptionHtml: cleanHtml(input.description_html),
      coverUrl: input.cover_url ?? null,
      priceCents: input.price_cents,
      accessPeriodId: input.access_period_id ?? null,
      maxInstallments: input.max_installments,
      availableInStore: input.available_in_store,
      brands: [...new Set(input.brands)],
      featured: input.featured,
      sortOrder: input.sort_order,
      active: input.active,
    };
  }

  /** Category, period and items (named) of each product, fetched once for the whole page. */
  async function related(rows: ProductRow[]) {
    const ids = rows.map((r) => r.id);
    const categoryIds = [
      ...new Set(rows.map((r) => r.categoryId).filter((v): v is number => v !== null)),
    ];
    const periodIds = [
      ...new Set(rows.map((r) => r.accessPeriodId).filter((v): v is number => v !== null)),
    ];
    const [cats, periods, items] = await Promise.all([
      q.categories(categoryIds),
      q.periods(periodIds),
      q.items(ids),
    ]);
    const names = await contentInfo(items);
    return {
      category: new Map(cats.map((c) => [c.id, c])),
      period: new Map(periods.map((p) => [p.id, p])),
      itemsOf: (productId: number) =>
        items
          .filter((i) => i.productId === productId)
          .map((i) => {
            const found = names.get(key(i.kind, i.targetId));
            return {
              kind: i.kind,
              target_id: i.targetId,
              // A content deleted after the sale keeps a readable label.
              name: found?.name ?? `${ITEM_LABEL[i.kind]} #${i.targetId}`,
              slug: found && !found.deleted ? found.slug : null,
            };
          }),
    };
  }

  async function toProducts(rows: ProductRow[]): Promise<Product[]> {
    const rel = await related(rows);
    return rows.map((r) => {
      const category = r.categoryId ? rel.category.get(r.categoryId) : undefined;
      const period = r.accessPeriodId ? rel.period.get(r.accessPeriodId) : undefined;
      return {
        id: r.id,
        slug: r.slug,
        name: r.name,
        kind: r.kind,
        category_id: r.categoryId,
        category_name: category?.name ?? null,
        description_html: r.descriptionHtml,
        cover_url: r.coverUrl,
        cover_alt: r.coverAlt,
        price_cents: r.priceCents,
        access_period_id: r.accessPeriodId,
        access_period_name: period?.name ?? null,
        access_days: period?.days ?? null,
        max_installments: r.maxInstallments,
        available_in_store: r.availableInStore,
        brands: r.brands,
        featured: r.featured,
        sort_order: r.sortOrder,
        active: r.active,
        items: rel.itemsOf(r.id).map(({ kind, target_id, name }) => ({ kind, target_id, name })),
        created_at: r.createdAt.toISOString(),
      };
    });
  }

  async function toStoreProducts(rows: ProductRow[]): Promise<StoreProduct[]> {
    const rel = await related(rows);
    return rows.map((r) => {
      const category = r.categoryId ? rel.category.get(r.categoryId) : undefined;
      const period = r.accessPeriodId ? rel.period.get(r.accessPeriodId) : undefined;
      return {
        id: r.id,
        slug: r.slug,
        name: r.name,
        kind: r.kind,
        category_id: r.categoryId,
        category_name: category?.name ?? null,
        category_slug: category?.slug ?? null,
        description_html: r.descriptionHtml,
        cover_url: r.coverUrl,
        cover_alt: r.coverAlt,
        price_cents: r.priceCents,
        access_period_name: period?.name ?? null,
        access_days: period?.days ?? null,
        max_installments: r.maxInstallments,
        featured: r.featured,
        items: rel.itemsOf(r.id),
      };
    });
  }

  /** Insert or update in one transaction with the items; a slug taken meanwhile is a 409. */
  async function write(input: ProductInput, slug: string, id?: number): Promise<number> {
    try {
      return await db.transaction(async (tx) => {
        let productId = id;
        if (productId === undefined) productId = await q.insert({ ...values(input), slug }, tx);
        else await q.update(productId, { ...values(input), slug, updatedAt: now() }, tx);
        await q.replaceItems(
          productId,
          input.items.map((i) => ({ kind: i.kind, targetId: i.target_id })),
          tx,
        );
        return productId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflictField('slug', SLUG_TAKEN);
      throw error;
    }
  }

  return {
    existing,
    toStoreProducts,

    // ---------------------------------------------------------------- staff
    async list(query: ListQuery) {
      const { rows, total } = await q.list({
        ...(query.search ? { term: likeTerm(query.search) } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.category_id === undefined
          ? {}
          : { categoryId: storableId(query.category_id) ? query.category_id : null }),
        ...(query.active ? { active: query.active === 'true' } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { data: await toProducts(rows), meta: listMeta(query, total) };
    },

    async find(id: number): Promise<Product> {
      const [product] = await toProducts([await existing(id)]);
      return product!;
    },

    async create(input: ProductInput): Promise<Product> {
      await check(input);
      if (input.slug && (await uniqueSlug(input.slug)) !== input.slug)
        throw conflictField('slug', SLUG_TAKEN);
      const slug =
        input.slug ?? (await uniqueSlug(slugify(input.name, { locale: 'pt' }) || 'produto'));
      const id = await write(input, slug);
      await audit({ action: 'product.create', targetType: 'product', targetId: id });
      return this.find(id);
    },

    async update(id: number, input: ProductInput): Promise<Product> {
      const current = await existing(id);
      await check(input);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug) throw conflictField('slug', SLUG_TAKEN);
      await write(input, slug, id);
      await audit({ action: 'product.update', targetType: 'product', targetId: id });
      return this.find(id);
    },

    /**
     * Soft delete: orders, courtesies and carts point at the product (and its slug stays taken,
     * so an old link never opens a different product). It leaves the store at once.
     */
    async remove(id: number): Promise<void> {
      await existing(id);
      await q.update(id, { deletedAt: now(), active: false, updatedAt: now() });
      await audit({ action: 'product.delete', targetType: 'product', targetId: id });
    },

    // ---------------------------------------------------------------- public store
    async store(query: StoreQuery, brand: BrandKey): Promise<StoreProduct[]> {
      const rows = await q.store({
        brand,
        ...(query.search ? { term: likeTerm(query.search) } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.category ? { categorySlug: query.category } : {}),
      });
      return toStoreProducts(rows);
    },

    async storeProduct(slug: string, brand: BrandKey): Promise<StoreProduct> {
      const row = await q.onSaleBySlug(slug, brand);
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      const [product] = await toStoreProducts([row]);
      return product!;
    },

    /**
     * The product that sells exactly this one content (a course page's "buy" button): a
     * single-item product of that item on sale in this brand, the cheapest first. Bundles that
     * include it are other offers, not "the product of this course".
     */
    async storeProductFor(kind: GrantKind, targetId: number, brand: BrandKey) {
      const row = await q.onSaleFor(kind, targetId, brand);
      if (!row) throw notFound('Este conteúdo não está à venda nesta loja.');
      const [product] = await toStoreProducts([row]);
      return product!;
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
