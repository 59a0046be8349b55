import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { accessService } from '../access/access.service.ts';
import { coursesService } from './courses.service.ts';
import type { CoursesService } from './courses.service.ts';

/**
 * The two benchmarked course reads cost one statement each, however many courses a person has
 * (issue 13): counted at the driver, under the service.
 */

type Query = (...args: unknown[]) => Promise<unknown>;

/** Counts what reaches the driver (the pool or PGlite client under Drizzle's session). */
function statementCounter(db: Db) {
  const client = (db._.session as unknown as { client: { query: Query } }).client;
  const hadOwn = Object.hasOwn(client, 'query');
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return {
    async during(work: () => Promise<unknown>): Promise<number> {
      count = 0;
      await work();
      return count;
    },
    restore() {
      if (hadOwn) client.query = original;
      else delete (client as Partial<{ query: Query }>).query;
    },
  };
}

let database: TestDatabase;
let service: CoursesService;
let counter: ReturnType<typeof statementCounter>;
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
  counter = statementCounter(database.db);
});
afterAll(async () => {
  counter.restore();
  await database.close();
});

describe('statements per benchmarked course read', () => {
  it('answers the public course page in one statement, for a visitor and for a student', async () => {
    let page: Awaited<ReturnType<CoursesService['publicCourse']>> | undefined;
    const visitor = await counter.during(async () => {
      page = await service.publicCourse('day-trade-do-zero', 'brazilian', null);
    });
    expect(visitor).toBe(1);
    expect(page?.has_access).toBe(false);
    expect(page?.modules.flatMap((m) => m.lessons).length).toBe(page?.lessons_count);

    const student = await counter.during(async () => {
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
    const statements = await counter.during(async () => {
      mine = await service.myCourses(customerId);
    });
    expect(statements).toBe(1);
    expect(mine.length).toBeGreaterThan(1);
    expect(new Set(mine.map((c) => c.id)).size).toBe(mine.length);
  });
});
