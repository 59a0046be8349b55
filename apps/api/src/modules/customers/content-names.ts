import { inArray } from 'drizzle-orm';
import { courses, ebooks, researchReports, signatureTypes, trails } from '../../db/schema/index.ts';
import type { GrantKind } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

export const contentKey = (kind: string, id: number) => `${kind}:${id}`;

/**
 * Names of granted contents by `kind:id`. Deleted contents keep their name here: a customer's
 * history still says what they had. Broadcasts have no table yet (the live issue), so they are
 * named by id by the caller.
 */
export async function contentNames(
  db: Db,
  items: readonly { kind: GrantKind; target_id: number }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const ids = (kind: GrantKind) => [
    ...new Set(items.filter((i) => i.kind === kind).map((i) => i.target_id)),
  ];
  const lookups: Promise<void>[] = [];
  const add = (kind: GrantKind, rows: Promise<{ id: number; name: string }[]>) =>
    lookups.push(
      rows.then((found) => {
        for (const r of found) names.set(contentKey(kind, r.id), r.name);
      }),
    );
  const titled = [
    ['course', courses],
    ['ebook', ebooks],
    ['trail', trails],
    ['research', researchReports],
  ] as const;
  for (const [kind, table] of titled) {
    const tableIds = ids(kind);
    if (tableIds.length > 0)
      add(
        kind,
        db
          .select({ id: table.id, name: table.title })
          .from(table)
          .where(inArray(table.id, tableIds)),
      );
  }
  const signatureIds = ids('signature');
  if (signatureIds.length > 0)
    add(
      'signature',
      db
        .select({ id: signatureTypes.id, name: signatureTypes.name })
        .from(signatureTypes)
        .where(inArray(signatureTypes.id, signatureIds)),
    );
  await Promise.all(lookups);
  return names;
}
