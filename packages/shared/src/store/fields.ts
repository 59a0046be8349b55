import { z } from 'zod';

/**
 * The field schemas the store's contracts are built from (catalogue, coupons, cart, orders,
 * customers). Not exported from `@app/shared`: each contract file exports its own schemas.
 */

export const id = z.coerce.number().int().positive();
export const cents = z.coerce.number().int().min(0).max(100_000_000_00);
export const isoDate = z.string();
