import slugify from '@sindresorhus/slugify';
import { METHOD_MESSAGES } from '@app/shared';
import type { TradeMethod, tradeMethodInputSchema, tradeMethodListQuerySchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { methodQueries } from './methods.queries.ts';
import type { MethodRow, SetupRow } from './methods.queries.ts';

type MethodInput = z.output<typeof tradeMethodInputSchema>;
type ListQuery = z.output<typeof tradeMethodListQuerySchema>;

export interface MethodDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
}

export function toTradeMethod(row: MethodRow, setups: SetupRow[]): TradeMethod {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description_html: row.descriptionHtml,
    brand: row.brand,
    active: row.active,
    sort_order: row.sortOrder,
    setups: setups.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description ?? null,
      active: s.active,
    })),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

const notFound = () => new AppError('resource.not_found', METHOD_MESSAGES.notFound);

/** Métodos: the trade methods recommendations belong to, sold like content, and their setups. */
export function methodService({ db, audit }: MethodDeps) {
  const q = methodQueries(db);
  const changed = (action: string, id: number) =>
    audit({ action: `trade_method.${action}`, targetType: 'trade_method', targetId: id });

  /** The slug asked for, or one made from the name that no other method has. */
  async function slugFor(input: MethodInput): Promise<string> {
    if (input.slug) return input.slug;
    const wanted = slugify(input.name) || 'metodo';
    let slug = wanted;
    for (let n = 2; (await q.slugOwner(slug)) !== undefined; n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  const values = (input: MethodInput, slug: string) => ({
    name: input.name,
    slug,
    descriptionHtml: input.description_html ?? null,
    brand: input.brand ?? null,
    active: input.active,
    sortOrder: input.sort_order,
  });
  const setups = (input: MethodInput) =>
    input.setups.map((s, index) => ({
      id: s.id,
      name: s.name,
      description: s.description ?? null,
      active: s.active,
      sortOrder: index,
    }));

  return {
    async list(query: ListQuery) {
      const offset = (query.page - 1) * query.per_page;
      const filter = { search: query.search, active: query.active };
      const { rows, total } = await q.page(filter, query.per_page, offset);
      return {
        data: rows.map((r) => toTradeMethod(r, r.setups)),
        meta: {
          total: total ?? (offset === 0 ? 0 : await q.count(filter)),
          page: query.page,
          per_page: query.per_page,
        },
      };
    },

    async find(id: number) {
      const row = await q.find(id);
      if (!row) throw notFound();
      return toTradeMethod(row, row.setups);
    },

    async create(input: MethodInput) {
      const slug = await slugFor(input);
      const made = await db.transaction(async (tx) => {
        const row = await q.insert(values(input, slug), tx);
        return toTradeMethod(row, await q.saveSetups(row.id, setups(input), tx));
      });
      await changed('create', made.id);
      return made;
    },

    async update(id: number, input: MethodInput) {
      const slug = await slugFor(input);
      const saved = await db.transaction(async (tx) => {
        const row = await q.update(id, values(input, slug), tx);
        if (!row) throw notFound();
        const kept = input.setups.flatMap((s) => (s.id === undefined ? [] : [s.id]));
        await q.removeSetupsBut(id, kept, tx);
        return toTradeMethod(row, await q.saveSetups(id, setups(input), tx));
      });
      await changed('update', id);
      return saved;
    },

    async toggleActive(id: number) {
      const row = await q.toggleActive(id);
      if (!row) throw notFound();
      await changed(row.active ? 'activate' : 'deactivate', id);
      return toTradeMethod(row, row.setups);
    },

    async remove(id: number) {
      if (!(await q.remove(id))) throw notFound();
      await changed('delete', id);
    },

    select: () => q.options(),
    setups: (methodId: number) => q.setupOptions(methodId),
  };
}
export type MethodService = ReturnType<typeof methodService>;
