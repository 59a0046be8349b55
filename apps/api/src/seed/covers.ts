import { eq, isNull } from 'drizzle-orm';
import {
  broadcastPrograms,
  courses,
  ebooks,
  podcasts,
  products,
  trails,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { coverArtFor } from '../modules/covers/cover-art.ts';
import type { CoverKind, CoverMotif } from '../modules/covers/cover-art.ts';

/**
 * Every demo course, e-book, trail, product, programme and podcast gets a cover: a title card drawn
 * for it (modules/covers/cover-art.ts: a motif from its subject, its kind and its title, in the
 * colours of the brand that shows it) with its alt text. Only rows without a cover are touched, so
 * a cover staff uploaded stays.
 */
export async function seedDemoCovers(db: Db): Promise<void> {
  const set = async (
    table:
      | typeof courses
      | typeof ebooks
      | typeof trails
      | typeof products
      | typeof broadcastPrograms
      | typeof podcasts,
    rows: { id: number; title: string; kind: CoverKind; motif?: CoverMotif }[],
  ) => {
    for (const row of rows) {
      const { url, alt } = coverArtFor(row.kind, row.title, row.motif);
      await db.update(table).set({ coverUrl: url, coverAlt: alt }).where(eq(table.id, row.id));
    }
  };
  const titled = async (
    table: typeof courses | typeof ebooks | typeof trails | typeof podcasts,
    kind: CoverKind,
  ) =>
    (
      await db
        .select({ id: table.id, title: table.title })
        .from(table)
        .where(isNull(table.coverUrl))
    ).map((r) => ({ ...r, kind }));
  await set(courses, await titled(courses, 'course'));
  await set(ebooks, await titled(ebooks, 'ebook'));
  await set(trails, await titled(trails, 'trail'));
  await set(podcasts, await titled(podcasts, 'podcast'));
  const programs = await db
    .select({ id: broadcastPrograms.id, title: broadcastPrograms.name })
    .from(broadcastPrograms)
    .where(isNull(broadcastPrograms.coverUrl));
  await set(
    broadcastPrograms,
    programs.map((r) => ({ ...r, kind: 'program' as const })),
  );
  // A product is drawn as what it sells: a course, an e-book, a method's candles, or the store's
  // own (signatures).
  const sold = await db
    .select({ id: products.id, title: products.name, kind: products.kind })
    .from(products)
    .where(isNull(products.coverUrl));
  await set(
    products,
    // Store cards are landscape: an e-book on sale is drawn as the store's, with the book motif.
    sold.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind === 'course' ? ('course' as const) : ('product' as const),
      ...(r.kind === 'ebook' ? { motif: 'book' as const } : {}),
      ...(r.kind === 'trade_method' ? { motif: 'candles' as const } : {}),
    })),
  );
}
