import type {
  CouponDeleteResult,
  couponInputSchema,
  couponSchema,
  listCouponsQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  conflictField,
  fieldError,
  int4,
  iso,
  isForeignKeyViolation,
  isUniqueViolation,
  likeTerm,
  listMeta,
  notFound,
  storableId,
} from './common.ts';
import { couponsQueries } from './coupons.queries.ts';
import type { CouponRow } from './coupons.queries.ts';
import { productsQueries } from './products.queries.ts';

type CouponInput = z.output<typeof couponInputSchema>;
type Coupon = z.output<typeof couponSchema>;
type ListQuery = z.output<typeof listCouponsQuerySchema>;

const COUPON_NOT_FOUND = 'Cupom não encontrado.';
export const CODE_TAKEN = 'Já existe um cupom com este código.';
const DEACTIVATED =
  'Este cupom já foi usado em pedidos ou carrinhos: ele foi desativado para manter o histórico.';

export interface CouponsDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

/** Staff coupons (Cupons). The cart applies them; this module only keeps the rules. */
export function couponsService({ db, audit, now }: CouponsDeps) {
  const q = couponsQueries(db);
  const productQueries = productsQueries(db);

  async function existing(id: number): Promise<CouponRow> {
    if (!storableId(id)) throw notFound(COUPON_NOT_FOUND);
    const row = await q.find(id);
    if (!row) throw notFound(COUPON_NOT_FOUND);
    return row;
  }

  async function codeTaken(code: string, exceptId?: number): Promise<boolean> {
    const owner = await q.codeOwner(code);
    return owner !== undefined && owner !== exceptId;
  }

  /**
   * Uses (paid orders) and holds (orders awaiting payment whose hold has not run out) per
   * coupon: what "uses left" means to the cart, computed at the app's clock.
   */
  async function usage(ids: number[]) {
    const out = new Map<number, { uses: number; held: number }>();
    if (ids.length === 0) return out;
    for (const r of await q.usage(ids, now())) out.set(r.id, { uses: r.uses, held: r.held });
    return out;
  }

  async function views(rows: CouponRow[]): Promise<Coupon[]> {
    const used = await usage(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      description: r.description,
      discount_type: r.discountType,
      percent_basis_points: r.percentBasisPoints,
      amount_cents: r.amountCents,
      starts_at: iso(r.startsAt),
      ends_at: iso(r.endsAt),
      max_uses: r.maxUses,
      max_uses_per_customer: r.maxUsesPerCustomer,
      min_cart_cents: r.minCartCents,
      product_ids: r.productIds,
      brands: r.brands,
      active: r.active,
      uses: used.get(r.id)?.uses ?? 0,
      held: used.get(r.id)?.held ?? 0,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async function check(input: CouponInput) {
    int4('amount_cents', input.amount_cents);
    int4('max_uses', input.max_uses);
    int4('max_uses_per_customer', input.max_uses_per_customer);
    int4('min_cart_cents', input.min_cart_cents);
    const ids = [...new Set(input.product_ids)];
    if (ids.length === 0) return;
    const storable = ids.filter(storableId);
    const found = new Set(await productQueries.liveIds(storable));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined)
      throw fieldError('product_ids', `Produto #${missing} não encontrado.`);
  }

  /** Only the value of the coupon's own type is kept (the other one would only confuse). */
  const values = (input: CouponInput) => ({
    code: input.code,
    description: input.description ?? null,
    discountType: input.discount_type,
    percentBasisPoints: input.discount_type === 'percent' ? input.percent_basis_points! : null,
    amountCents: input.discount_type === 'fixed' ? input.amount_cents! : null,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    maxUses: input.max_uses ?? null,
    maxUsesPerCustomer: input.max_uses_per_customer ?? null,
    minCartCents: input.min_cart_cents,
    productIds: [...new Set(input.product_ids)],
    brands: [...new Set(input.brands)],
    active: input.active,
  });

  async function saved<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflictField('code', CODE_TAKEN);
      throw error;
    }
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await q.list({
        ...(query.search ? { term: likeTerm(query.search) } : {}),
        ...(query.active ? { active: query.active === 'true' } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { data: await views(rows), meta: listMeta(query, total) };
    },

    async find(id: number): Promise<Coupon> {
      const [coupon] = await views([await existing(id)]);
      return coupon!;
    },

    async create(input: CouponInput): Promise<Coupon> {
      await check(input);
      if (await codeTaken(input.code)) throw conflictField('code', CODE_TAKEN);
      const id = await saved(() => q.insert(values(input)));
      await audit({
        action: 'coupon.create',
        targetType: 'coupon',
        targetId: id,
        details: { code: input.code },
      });
      return this.find(id);
    },

    async update(id: number, input: CouponInput): Promise<Coupon> {
      await existing(id);
      await check(input);
      if (await codeTaken(input.code, id)) throw conflictField('code', CODE_TAKEN);
      await saved(() => q.update(id, values(input)));
      await audit({ action: 'coupon.update', targetType: 'coupon', targetId: id });
      return this.find(id);
    },

    /**
     * A coupon that any redemption, order or cart points at is deactivated (orders keep naming
     * it; a cart that has it shows it as no longer valid). One nobody ever used is deleted.
     */
    async remove(id: number): Promise<CouponDeleteResult> {
      await existing(id);
      const deactivate = async (): Promise<CouponDeleteResult> => {
        await q.update(id, { active: false });
        await audit({ action: 'coupon.deactivate', targetType: 'coupon', targetId: id });
        return { result: 'deactivated', message: DEACTIVATED };
      };
      if (await q.referenced(id)) return deactivate();
      try {
        await q.delete(id);
      } catch (error) {
        // A cart applied it between the check and the delete: keep it, deactivated.
        if (isForeignKeyViolation(error)) return deactivate();
        throw error;
      }
      await audit({ action: 'coupon.delete', targetType: 'coupon', targetId: id });
      return { result: 'deleted', message: 'Cupom excluído.' };
    },
  };
}
export type CouponsService = ReturnType<typeof couponsService>;
