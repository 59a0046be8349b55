import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGrants, courses, users } from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { countStatements } from '../../test/statements.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { openChangeFeed } from '../../platform/db/change-feed.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import { accessService } from '../access/access.service.ts';
import { coursesService } from './courses.service.ts';
import type { CoursesService } from './courses.service.ts';

/**
 * The two benchmarked course reads cost one statement each, however many courses a person has
 * (issue 13), and none once kept by a service with the change feed (docs/adr/0008): counted at
 * the pool (`countStatements`), under the service.
 */

/** Statements the database ran while `work` ran (the shared test helper). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  return (await countStatements(database, work)).statements.length;
}

let database: TestDatabase;
let service: CoursesService;
let customerId: number;
const now = () => new Date('2026-11-23T12:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, now());
  const access = accessService(database.db, now);
  service = coursesService({ db: database.db, access, audit: async () => {}, now });
  const [customer] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  customerId = customer!.id;
  // Every published course, granted directly (some twice, one ending): Meus Cursos lists each once.
  const published = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.status, 'published'));
  for (const [n, course] of published.entries())
    for (let copy = 0; copy <= n % 2; copy += 1)
      await access.grant({
        userId: customerId,
        kind: 'course',
        targetId: course.id,
        startsAt: new Date('2026-11-01T00:00:00.000Z'),
        endsAt: copy === 1 ? new Date('2027-01-01T00:00:00.000Z') : null,
        source: 'staff',
      });
});
afterAll(async () => {
  await feed?.close();
  await database.close();
});

let feed: ChangeFeed | undefined;

describe('statements per benchmarked course read', () => {
  it('answers the public course page in one statement, for a visitor and for a student', async () => {
    let page: Awaited<ReturnType<CoursesService['publicCourse']>> | undefined;
    const visitor = await statementsDuring(async () => {
      page = await service.publicCourse('day-trade-do-zero', 'brazilian', null);
    });
    expect(visitor).toBe(1);
    expect(page?.has_access).toBe(false);
    expect(page?.modules.flatMap((m) => m.lessons).length).toBe(page?.lessons_count);

    const student = await statementsDuring(async () => {
      page = await service.publicCourse('day-trade-do-zero', 'brazilian', {
        userId: customerId,
        canPreview: false,
      });
    });
    expect(student).toBe(1);
    expect(page?.has_access).toBe(true);
  });

  it('answers Meus Cursos in one statement whatever the number of grants', async () => {
    let mine: Awaited<ReturnType<CoursesService['myCourses']>> = [];
    const statements = await statementsDuring(async () => {
      mine = await service.myCourses(customerId);
    });
    expect(statements).toBe(1);
    expect(mine.length).toBeGreaterThan(1);
    expect(new Set(mine.map((c) => c.id)).size).toBe(mine.length);
  });
});

describe('with the change feed: kept until a change', () => {
  let kept: CoursesService;
  const student = { userId: 0, canPreview: false };
  beforeAll(async () => {
    feed = await openChangeFeed(database);
    const access = accessService(database.db, now);
    kept = coursesService({ db: database.db, access, audit: async () => {}, now, feed });
    student.userId = customerId;
  });

  it('reads the public page once for visitors, and a student only their Meus Cursos', async () => {
    const slug = 'day-trade-do-zero';
    expect(await statementsDuring(() => kept.publicCourse(slug, 'brazilian', null))).toBe(1);
    expect(await statementsDuring(() => kept.publicCourse(slug, 'brazilian', null))).toBe(0);
    // Another brand's page is another entry (its ad text differs).
    expect(await statementsDuring(() => kept.publicCourse(slug, 'global', null))).toBe(1);
    expect(await statementsDuring(() => kept.publicCourse(slug, 'brazilian', student))).toBe(1);
    let page: Awaited<ReturnType<CoursesService['publicCourse']>> | undefined;
    expect(
      await statementsDuring(async () => {
        page = await kept.publicCourse(slug, 'brazilian', student);
      }),
    ).toBe(0);
    expect(page?.has_access).toBe(true);
    expect((await kept.publicCourse(slug, 'brazilian', null)).has_access).toBe(false);
    expect(
      (await kept.publicCourse(slug, 'brazilian', { ...student, canPreview: true })).has_access,
    ).toBe(true);
    await expect(kept.publicCourse('nao-existe', 'brazilian', null)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("a course edit reaches the kept page; a revoked grant the student's access", async () => {
    const slug = 'day-trade-do-zero';
    const before = await kept.publicCourse(slug, 'brazilian', student);
    await database.db
      .update(courses)
      .set({ title: 'Day Trade do Zero (2ª edição)' })
      .where(eq(courses.slug, slug));
    await feed!.fence();
    expect((await kept.publicCourse(slug, 'brazilian', null)).title).toBe(
      'Day Trade do Zero (2ª edição)',
    );
    const grants = await database.db
      .update(accessGrants)
      .set({ revokedAt: now() })
      .where(and(eq(accessGrants.userId, customerId), eq(accessGrants.targetId, before.id)))
      .returning({ id: accessGrants.id });
    expect(grants.length).toBeGreaterThan(0);
    await feed!.fence();
    expect((await kept.publicCourse(slug, 'brazilian', student)).has_access).toBe(false);
    expect((await kept.myCourses(customerId)).map((c) => c.id)).not.toContain(before.id);
    expect(await statementsDuring(() => kept.myCourses(customerId))).toBe(0);
  });
});
