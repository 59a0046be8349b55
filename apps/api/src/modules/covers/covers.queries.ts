import { eq } from 'drizzle-orm';
import {
  advisors,
  broadcastPrograms,
  courses,
  ebooks,
  investmentPages,
  podcasts,
  products,
  trails,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import type { CoverKind } from './cover-art.ts';

/** The table of each kind of content that has a cover. */
const TABLES = {
  course: courses,
  ebook: ebooks,
  trail: trails,
  product: products,
  program: broadcastPrograms,
  podcast: podcasts,
  advisor: advisors,
  investment: investmentPages,
} as const satisfies Record<CoverKind, unknown>;

/** The only place with the covers' SQL. */
export function coversQueries(db: Db) {
  return {
    /** The cover a content has now, or undefined when there is no such content. */
    async current(kind: CoverKind, id: number): Promise<{ coverUrl: string | null } | undefined> {
      const table = TABLES[kind];
      const [row] = await db
        .select({ coverUrl: table.coverUrl })
        .from(table)
        .where(eq(table.id, id));
      return row;
    },
    async set(kind: CoverKind, id: number, cover: { url: string | null; alt: string | null }) {
      const table = TABLES[kind];
      const [row] = await db
        .update(table)
        .set({ coverUrl: cover.url, coverAlt: cover.alt })
        .where(eq(table.id, id))
        .returning({ cover_url: table.coverUrl, cover_alt: table.coverAlt });
      return row;
    },
  };
}
export type CoversQueries = ReturnType<typeof coversQueries>;
