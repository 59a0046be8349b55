import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessGrants,
  ebooks,
  researchReports,
  signatureTypeContents,
  users,
} from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { DEMO_RESEARCH, demoDocument } from './content-ebooks.ts';
import { seedDemo } from './demo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.close();
});

describe('demo ebooks and research', () => {
  it('adds two published ebooks with real PDFs once, and grants one to Carla', async () => {
    const rows = await database.db.select().from(ebooks);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('published');
      const bytes = await demoDocument(row.fileKey!);
      expect(bytes?.subarray(0, 5).toString()).toBe('%PDF-');
      expect(row.fileSizeBytes).toBe(bytes!.length);
    }
    const [carla] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
    const [granted] = await database.db
      .select({ n: count() })
      .from(accessGrants)
      .where(and(eq(accessGrants.userId, carla!.id), eq(accessGrants.kind, 'ebook')));
    expect(granted!.n).toBe(1);
  });

  it('adds three reports once; only the premium one is in a signature’s qualification', async () => {
    const reports = await database.db.select().from(researchReports);
    expect(reports.map((r) => r.title).sort()).toEqual(DEMO_RESEARCH.map((r) => r.title).sort());
    const gated = await database.db
      .select({ target: signatureTypeContents.targetId })
      .from(signatureTypeContents)
      .where(eq(signatureTypeContents.kind, 'research'));
    const premium = reports.find((r) => r.title === DEMO_RESEARCH[2].title)!;
    expect(gated.length).toBeGreaterThan(0);
    expect(new Set(gated.map((g) => g.target))).toEqual(new Set([premium.id]));
    expect(reports.filter((r) => r.fileKey !== null)).toHaveLength(1);
  });
});
