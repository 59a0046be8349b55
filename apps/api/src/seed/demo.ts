import { CUSTOMER_PROFILE_ID } from '@app/shared';
import { seedDemoPrivacy } from './privacy.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database.ts';
import type { Db } from '../platform/db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { users } from '../db/schema/index.ts';
import { seedAccessControl } from './access-control.ts';
import { seedDemoDataRequests } from './data-rights.ts';
import { seedDemoLearning } from './learning.ts';
import { seedDemoVideosAndLandings } from './content-videos.ts';
import { seedDemoTrailsPodcastsCalendar } from './content-trails.ts';
import { seedDemoSignatures } from './content-signatures.ts';
import { seedDemoEbooksAndResearch } from './content-ebooks.ts';
import { seedDemoStore } from './store.ts';
import { DEMO_LIVE_USERS, seedDemoLive } from './live.ts';
import { seedDemoCovers } from './covers.ts';
import { seedDemoRecommendations } from './recommendations.ts';
import { seedDemoQuotes } from './quotes.ts';
import { seedDemoCalls } from './recommendation-calls.ts';
import { seedDemoNps } from './nps.ts';
import { seedDemoInternalPolicies } from './internal-policies.ts';
import { seedDemoInstitutional } from './institutional.ts';
import { seedDemoHelp } from './help.ts';
import { seedDemoStaffAgenda } from './staff-agenda.ts';
import { seedDemoHelpdesk } from './helpdesk.ts';
import { seedDemoGrantImports } from './grant-imports.ts';
import { seedDemoHubNotices } from './hub-notices.ts';
import { seedDemoSalesForce } from './sales-force.ts';

export const DEMO_PASSWORD = 'demo-trader-2026';

export const DEMO_USERS = [
  { email: 'admin@demo.lstrader.com.br', name: 'Ana Admin', nickname: 'Ana', profileId: 1 },
  {
    email: 'analista@demo.lstrader.com.br',
    name: 'Paulo Analista',
    nickname: 'Paulo',
    profileId: 2,
  },
  {
    email: 'analista2@demo.lstrader.com.br',
    name: 'Marina Analista',
    nickname: 'Marina',
    profileId: 2,
  },
  {
    email: 'vendedor@demo.lstrader.com.br',
    name: 'Vera Vendedora',
    nickname: 'Vera',
    profileId: 4,
  },
  {
    email: 'suporte@demo.lstrader.com.br',
    name: 'Sofia Suporte',
    nickname: 'Sofia',
    profileId: 5,
  },
  {
    email: 'cliente@demo.lstrader.com.br',
    name: 'Carla Cliente',
    nickname: 'Carla',
    profileId: CUSTOMER_PROFILE_ID,
  },
  // Paulo Premium, Tiago Teste and Célia Cortesia: the live chat's badges (seed/live.ts).
  ...DEMO_LIVE_USERS,
] as const;

/** Loads the demo data; running it again changes nothing (every insert skips existing rows). */
/**
 * `at`: the clock the live demo is laid out around (its live broadcast started 20 min before) and
 * the demo quotes end at (the last close before it).
 */
export async function seedDemo(
  db: Db,
  at: Date = new Date(),
  /**
   * `calls: false`: no demo recommendations (tests that count their own calls); `salesForce:
   * false`: none of the sales-force panel's demo customers (tests that list every customer).
   */
  { calls = true, salesForce = true }: { calls?: boolean; salesForce?: boolean } = {},
): Promise<void> {
  await seedAccessControl(db);
  const existing = await db.select({ email: users.email }).from(users);
  const known = new Set(existing.map((u) => u.email));
  const missing = DEMO_USERS.filter((u) => !known.has(u.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(missing.map((u) => ({ ...u, passwordHash })))
      .onConflictDoNothing();
  }
  await seedDemoLearning(db, at);
  await seedDemoVideosAndLandings(db, at);
  await seedDemoTrailsPodcastsCalendar(db, at);
  await seedDemoSignatures(db);
  await seedDemoEbooksAndResearch(db, at);
  await seedDemoStore(db);
  await seedDemoLive(db, at);
  await seedDemoRecommendations(db);
  await seedDemoCovers(db);
  await seedDemoQuotes(db, at);
  if (calls) await seedDemoCalls(db, at);
  await seedDemoDataRequests(db, at);
  await seedDemoPrivacy(db, at);
  await seedDemoNps(db, at);
  await seedDemoInternalPolicies(db, at);
  await seedDemoInstitutional(db, at);
  await seedDemoHelp(db, at);
  await seedDemoStaffAgenda(db, at);
  await seedDemoHelpdesk(db, at);
  await seedDemoGrantImports(db, at);
  await seedDemoHubNotices(db, at);
  if (salesForce) await seedDemoSalesForce(db, at);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from users) as present`,
  );
  return row?.present !== true;
}
