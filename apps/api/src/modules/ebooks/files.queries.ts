import { eq } from 'drizzle-orm';
import { ebooks, internalPolicyVersions, researchReports } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** The SQL of `GET /api/files/:token`: which content holds a stored file. */
export function filesQueries(db: Db) {
  return {
    /** The slug of an ebook whose PDF is this key. */
    async ebookSlugByFileKey(key: string, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ slug: ebooks.slug })
        .from(ebooks)
        .where(eq(ebooks.fileKey, key))
        .limit(1);
      return row?.slug;
    },

    /** The research report whose PDF is this key. */
    async reportByFileKey(
      key: string,
      tx: Db = db,
    ): Promise<{ id: number; title: string } | undefined> {
      const [row] = await tx
        .select({ id: researchReports.id, title: researchReports.title })
        .from(researchReports)
        .where(eq(researchReports.fileKey, key))
        .limit(1);
      return row;
    },

    /** The internal policy version whose PDF is this key (issue 17). */
    async policyVersionByFileKey(
      key: string,
      tx: Db = db,
    ): Promise<{ title: string; version: number } | undefined> {
      const [row] = await tx
        .select({ title: internalPolicyVersions.title, version: internalPolicyVersions.version })
        .from(internalPolicyVersions)
        .where(eq(internalPolicyVersions.fileKey, key))
        .limit(1);
      return row;
    },
  };
}
export type FilesQueries = ReturnType<typeof filesQueries>;
