import { inArray } from 'drizzle-orm';
import { biDashboards, helpdeskComments, helpdeskTickets, users } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

const HOUR = 3_600_000;

/**
 * Demo help desk and BI (issue 17): tickets the demo staff opened over the last days in every
 * status, with Sofia (Suporte) answering, and two dashboards for the hub. Times count back from
 * `at`.
 */
export async function seedDemoHelpdesk(db: Db, at: Date): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'analista@demo.lstrader.com.br',
        'analista2@demo.lstrader.com.br',
        'vendedor@demo.lstrader.com.br',
        'suporte@demo.lstrader.com.br',
        'admin@demo.lstrader.com.br',
      ]),
    );
  const id = (email: string) => people.find((p) => p.email === `${email}@demo.lstrader.com.br`)?.id;
  const paulo = id('analista');
  const marina = id('analista2');
  const vera = id('vendedor');
  const sofia = id('suporte');
  const ana = id('admin');
  if (!paulo || !marina || !vera || !sofia || !ana) return;
  const ago = (hours: number) => new Date(at.getTime() - hours * HOUR);

  const tickets: {
    requesterId: number;
    assigneeId: number | null;
    title: string;
    category: string;
    priority: string;
    description: string;
    status: string;
    hours: number;
    moved: number;
    thread: { authorId: number; body: string; status?: string; hours: number }[];
  }[] = [
    {
      requesterId: vera,
      assigneeId: null,
      title: 'Não consigo acessar o CRM pelo notebook novo',
      category: 'acesso',
      priority: 'alta',
      description:
        'Desde ontem o CRM pede a senha de novo a cada página no notebook que recebi na segunda. No celular funciona normalmente. Já limpei o cache do navegador.',
      status: 'novo',
      hours: 3,
      moved: 3,
      thread: [],
    },
    {
      requesterId: paulo,
      assigneeId: sofia,
      title: 'Monitor da mesa 12 piscando durante as transmissões',
      category: 'equipamento',
      priority: 'media',
      description:
        'O segundo monitor da mesa 12 pisca a cada poucos minutos, o que atrapalha a operação do software de transmissão. Troquei o cabo HDMI e continua.',
      status: 'em_atendimento',
      hours: 26,
      moved: 20,
      thread: [
        {
          authorId: sofia,
          body: 'Vou passar aí depois do almoço para testar com outro monitor.',
          status: 'em_atendimento',
          hours: 22,
        },
        { authorId: paulo, body: 'Combinado, estarei na mesa a partir das 14h.', hours: 21 },
      ],
    },
    {
      requesterId: marina,
      assigneeId: sofia,
      title: 'Acesso à pasta compartilhada de research',
      category: 'sistemas',
      priority: 'baixa',
      description:
        'Preciso de permissão de escrita na pasta "Research/Relatórios 2026" para publicar os relatórios semanais.',
      status: 'pendente',
      hours: 50,
      moved: 30,
      thread: [
        {
          authorId: sofia,
          body: 'Preciso da aprovação da sua gestora para liberar escrita. Pode pedir para ela responder aqui?',
          status: 'pendente',
          hours: 30,
        },
      ],
    },
    {
      requesterId: vera,
      assigneeId: sofia,
      title: 'Ramal 2045 sem som nas ligações recebidas',
      category: 'telefonia',
      priority: 'urgente',
      description:
        'Clientes ligam no ramal 2045 e não conseguem me ouvir. Nas ligações que eu faço funciona. Estou atendendo pelo celular por enquanto.',
      status: 'resolvido',
      hours: 72,
      moved: 40,
      thread: [
        {
          authorId: sofia,
          body: 'Reconfiguramos o codec do ramal na central. Pode testar?',
          status: 'em_atendimento',
          hours: 60,
        },
        { authorId: vera, body: 'Testei com dois clientes e funcionou.', hours: 44 },
        {
          authorId: sofia,
          body: 'Ótimo! Marcando como resolvido.',
          status: 'resolvido',
          hours: 40,
        },
      ],
    },
    {
      requesterId: ana,
      assigneeId: sofia,
      title: 'Instalar certificado digital no computador do financeiro',
      category: 'financeiro',
      priority: 'media',
      description:
        'O novo certificado A1 da empresa precisa ser instalado no computador da Lúcia, no financeiro.',
      status: 'fechado',
      hours: 200,
      moved: 150,
      thread: [
        {
          authorId: sofia,
          body: 'Certificado instalado e testado no portal da Receita.',
          status: 'resolvido',
          hours: 170,
        },
        { authorId: ana, body: 'Confirmado, obrigada!', status: 'fechado', hours: 150 },
      ],
    },
  ];

  await db.transaction(async (tx) => {
    for (const t of tickets) {
      const [row] = await tx
        .insert(helpdeskTickets)
        .values({
          requesterId: t.requesterId,
          assigneeId: t.assigneeId,
          title: t.title,
          category: t.category,
          priority: t.priority,
          description: t.description,
          status: t.status,
          createdAt: ago(t.hours),
          updatedAt: ago(t.moved),
          resolvedAt:
            t.status === 'resolvido' || t.status === 'fechado'
              ? ago(t.thread.find((c) => c.status === 'resolvido')?.hours ?? t.moved)
              : null,
          closedAt: t.status === 'fechado' ? ago(t.moved) : null,
        })
        .returning({ id: helpdeskTickets.id });
      if (!row || t.thread.length === 0) continue;
      await tx.insert(helpdeskComments).values(
        t.thread.map((c) => ({
          ticketId: row.id,
          authorId: c.authorId,
          body: c.body,
          status: c.status ?? null,
          createdAt: ago(c.hours),
        })),
      );
    }
    await tx
      .insert(biDashboards)
      .values([
        {
          slug: 'vendas',
          title: 'Vendas e assinaturas',
          description: 'Receita, novas assinaturas e cancelamentos por mês.',
          provider: 'metabase',
          url: 'https://metabase.libertainvestimentos.com.br',
          metabaseDashboardId: 12,
          // Demo only: a real installation types its Metabase embedding key in the staff form.
          metabaseSecret: 'demo-metabase-embedding-secret-0123456789abcdef',
          params: {},
          profileIds: [1, 4],
          createdAt: at,
          updatedAt: at,
        },
        {
          slug: 'atendimento',
          title: 'Atendimento e chamados',
          description: 'Volume de chamados, tempo de resposta e satisfação.',
          provider: 'url',
          url: 'https://lookerstudio.google.com/embed/reporting/liberta-atendimento/page/1',
          profileIds: [],
          createdAt: at,
          updatedAt: at,
        },
      ])
      .onConflictDoNothing();
  });
}
