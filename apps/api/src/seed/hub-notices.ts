import { eq, sql } from 'drizzle-orm';
import { hubNoticeProfiles, hubNotices, users } from '../db/schema/index.ts';
import { queryRows } from '../platform/db/database.ts';
import type { Db } from '../platform/db/database.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The demo's Vendedor profile (seed/access-control.ts). */
const SELLER_PROFILE_ID = 4;

/**
 * Demo notices for the hub home (`/hub/home`): a pinned one for everyone, one for the sellers
 * only, an ordinary one, one that ended yesterday and one that starts tomorrow (neither shows).
 * Times count from `at`; nothing is added when notices exist.
 */
export async function seedDemoHubNotices(db: Db, at: Date): Promise<void> {
  const [present] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from hub_notices) as any`,
  );
  if (present?.any) return;
  const [ana] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@demo.lstrader.com.br'));
  const authorId = ana?.id ?? null;
  const from = (ms: number) => new Date(at.getTime() + ms);

  const notices: (typeof hubNotices.$inferInsert & { profileIds?: number[] })[] = [
    {
      title: 'Novo endereço do escritório a partir de segunda-feira',
      bodyHtml:
        '<p>A partir de <strong>segunda-feira</strong> a equipe passa a trabalhar no novo escritório, na <strong>Av. Brigadeiro Faria Lima, 3.900 — 12º andar</strong>.</p><ul><li>Os crachás novos estão com a recepção.</li><li>O estacionamento conveniado fica no subsolo 2.</li></ul><p>Dúvidas: abra um chamado na <a href="https://libertainvestimentos.com.br/hub/central-de-chamdos">central de chamados</a>.</p>',
      pinned: true,
      startsAt: from(-2 * DAY),
      endsAt: from(10 * DAY),
    },
    {
      title: 'Campanha de assinaturas anuais: meta do mês',
      bodyHtml:
        '<p>A campanha de assinaturas anuais vai até o fim do mês. A meta da equipe comercial é de <strong>120 novas assinaturas</strong>; o painel de vendas mostra o andamento diário.</p>',
      startsAt: from(-1 * DAY),
      endsAt: from(20 * DAY),
      profileIds: [SELLER_PROFILE_ID],
    },
    {
      title: 'Treinamento de segurança da informação na quinta',
      bodyHtml:
        '<p>Na quinta-feira, das 10h às 11h, teremos o treinamento anual de segurança da informação (LGPD, senhas e phishing). A presença é obrigatória; o link chega pela agenda.</p>',
      startsAt: from(-5 * HOUR),
      endsAt: null,
    },
    {
      title: 'Manutenção do sistema de ramais',
      bodyHtml: '<p>Os ramais ficaram fora do ar das 19h às 21h para a troca da central.</p>',
      startsAt: from(-4 * DAY),
      endsAt: from(-1 * DAY),
    },
    {
      title: 'Inventário de equipamentos',
      bodyHtml: '<p>O inventário anual dos notebooks começa amanhã; deixe o seu identificado.</p>',
      startsAt: from(1 * DAY),
      endsAt: from(8 * DAY),
    },
  ];

  await db.transaction(async (tx) => {
    for (const { profileIds = [], ...notice } of notices) {
      const [row] = await tx
        .insert(hubNotices)
        .values({ ...notice, authorId, createdAt: notice.startsAt, updatedAt: notice.startsAt })
        .returning({ id: hubNotices.id });
      if (row && profileIds.length > 0)
        await tx
          .insert(hubNoticeProfiles)
          .values(profileIds.map((profileId) => ({ noticeId: row.id, profileId })));
    }
  });
}
