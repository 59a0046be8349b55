import { DATA_REQUEST_DEADLINE_DAYS } from '@app/shared';
import { count, inArray } from 'drizzle-orm';
import { dataRequests, users } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

const DAY_MS = 86_400_000;

/**
 * The staff queue of data subjects' requests is not empty on the demo: Carla took her data a
 * week before `at` (answered at once), Célia asked by e-mail which data we keep (open, due in 4
 * days), and Paulo asked for a phone correction that support answered.
 */
export async function seedDemoDataRequests(db: Db, at: Date): Promise<void> {
  if (((await db.select({ n: count() }).from(dataRequests))[0]?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'cliente@demo.lstrader.com.br',
        'cortesia@demo.lstrader.com.br',
        'premium@demo.lstrader.com.br',
        'suporte@demo.lstrader.com.br',
      ]),
    );
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const carla = id('cliente@demo.lstrader.com.br');
  const celia = id('cortesia@demo.lstrader.com.br');
  const paulo = id('premium@demo.lstrader.com.br');
  const support = id('suporte@demo.lstrader.com.br');
  const ago = (days: number) => new Date(at.getTime() - days * DAY_MS);
  const due = (from: Date) => new Date(from.getTime() + DATA_REQUEST_DEADLINE_DAYS * DAY_MS);
  const rows: (typeof dataRequests.$inferInsert)[] = [];
  if (carla)
    rows.push({
      userId: carla,
      kind: 'export',
      status: 'done',
      channel: 'self',
      brand: 'brazilian',
      answer: 'Arquivo JSON baixado pelo titular no perfil.',
      requestedAt: ago(7),
      dueAt: due(ago(7)),
      answeredAt: ago(7),
      answeredBy: carla,
    });
  if (celia && support)
    rows.push({
      userId: celia,
      kind: 'information',
      status: 'open',
      channel: 'staff',
      brand: 'brazilian',
      note: 'Perguntou por e-mail quais dados guardamos e com quem compartilhamos (meio de pagamento).',
      requestedAt: ago(11),
      dueAt: due(ago(11)),
      createdBy: support,
    });
  if (paulo && support)
    rows.push({
      userId: paulo,
      kind: 'correction',
      status: 'done',
      channel: 'staff',
      brand: 'brazilian',
      note: 'Pediu pelo chat de suporte a correção do celular.',
      answer: 'Celular corrigido no cadastro; titular avisado por e-mail.',
      requestedAt: ago(20),
      dueAt: due(ago(20)),
      answeredAt: ago(18),
      answeredBy: support,
      createdBy: support,
    });
  if (rows.length > 0) await db.insert(dataRequests).values(rows);
}
