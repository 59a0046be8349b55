import type {
  listStoreColorsQuerySchema,
  storeColorInputSchema,
  storeColorSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { colorsQueries } from './colors.queries.ts';
import type { ColorRow } from './colors.queries.ts';
import { likeTerm, listMeta, notFound, storableId } from './common.ts';
import type { BrandKey } from './products.service.ts';

type ColorInput = z.output<typeof storeColorInputSchema>;
type StoreColor = z.output<typeof storeColorSchema>;
type ListQuery = z.output<typeof listStoreColorsQuerySchema>;

const COLOR_NOT_FOUND = 'Cor da loja não encontrada.';

const view = (r: ColorRow): StoreColor => ({
  id: r.id,
  name: r.name,
  brand: r.brand,
  primary_color: r.primaryColor,
  secondary_color: r.secondaryColor,
  background_color: r.backgroundColor,
  text_color: r.textColor,
  active: r.active,
});

const values = (input: ColorInput) => ({
  name: input.name,
  brand: input.brand,
  // Stored as typed by the form, upper-cased: "#1A1B1E" and "#1a1b1e" are the same colour.
  primaryColor: input.primary_color.toUpperCase(),
  secondaryColor: input.secondary_color.toUpperCase(),
  backgroundColor: input.background_color.toUpperCase(),
  textColor: input.text_color.toUpperCase(),
  active: input.active,
});

export interface ColorsDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Store colours (Liberta Store Cores, `/cores`): palettes per brand, at most one active each. */
export function colorsService({ db, audit }: ColorsDeps) {
  const q = colorsQueries(db);

  async function existing(id: number): Promise<ColorRow> {
    if (!storableId(id)) throw notFound(COLOR_NOT_FOUND);
    const row = await q.find(id);
    if (!row) throw notFound(COLOR_NOT_FOUND);
    return row;
  }

  /**
   * Writes a palette; activating it deactivates the brand's others in the same transaction.
   * The brand's rows are locked first, so two palettes activated at once end with one active
   * (the schema has no partial unique index for it).
   */
  async function write(input: ColorInput, id?: number): Promise<number> {
    return db.transaction(async (tx) => {
      if (input.active) await q.lockBrand(input.brand, tx);
      let colorId = id;
      if (colorId === undefined) colorId = await q.insert(values(input), tx);
      else await q.update(colorId, values(input), tx);
      if (input.active) await q.deactivateOthers(input.brand, colorId, tx);
      return colorId;
    });
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await q.list({
        ...(query.search ? { term: likeTerm(query.search) } : {}),
        ...(query.brand ? { brand: query.brand } : {}),
        ...(query.active ? { active: query.active === 'true' } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { data: rows.map(view), meta: listMeta(query, total) };
    },

    async find(id: number): Promise<StoreColor> {
      return view(await existing(id));
    },

    async create(input: ColorInput): Promise<StoreColor> {
      const id = await write(input);
      await audit({ action: 'store_color.create', targetType: 'store_color', targetId: id });
      return view(await existing(id));
    },

    async update(id: number, input: ColorInput): Promise<StoreColor> {
      await existing(id);
      await write(input, id);
      await audit({ action: 'store_color.update', targetType: 'store_color', targetId: id });
      return view(await existing(id));
    },

    /** Palettes are settings, referenced by nothing: deleting removes the row. */
    async remove(id: number): Promise<void> {
      await existing(id);
      await q.delete(id);
      await audit({ action: 'store_color.delete', targetType: 'store_color', targetId: id });
    },

    /** The store's palette for the request's brand (an empty list: the brand's default theme). */
    async active(brand: BrandKey): Promise<StoreColor[]> {
      return (await q.active(brand)).map(view);
    },
  };
}
export type ColorsService = ReturnType<typeof colorsService>;
