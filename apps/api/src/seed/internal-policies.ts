import { inArray, sql } from 'drizzle-orm';
import {
  internalPolicies,
  internalPolicyConfirmations,
  internalPolicyProfiles,
  internalPolicyVersions,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { demoDocument, demoFileKey } from './content-ebooks.ts';

const DAY = 86_400_000;

interface DemoVersion {
  title: string;
  summary: string;
  body?: string;
  /** A demo document of content-ebooks.ts (its PDF is built on first download). */
  pdf?: string;
  note?: string;
  /** Days before `at`; absent: a draft. */
  publishedDaysAgo?: number;
  /** Demo e-mails (without the domain) who confirmed this version. */
  confirmedBy?: string[];
}

interface DemoPolicy {
  category: string;
  required: boolean;
  /** Profile ids; none: every staff profile. */
  profiles?: number[];
  versions: DemoVersion[];
}

const ALL_STAFF = ['admin', 'analista', 'analista2', 'vendedor', 'suporte'];

/** Internal policies a brokerage-education company would publish to its staff (issue 17). */
export const DEMO_POLICIES: readonly DemoPolicy[] = [
  {
    category: 'Conduta e ética',
    required: true,
    versions: [
      {
        title: 'Código de Conduta e Ética',
        summary:
          'Conflitos de interesse, informação privilegiada, presentes e a relação com clientes.',
        pdf: 'codigo-de-conduta',
        publishedDaysAgo: 90,
        confirmedBy: ['admin', 'analista', 'suporte', 'vendedor'],
      },
    ],
  },
  {
    category: 'Segurança da informação',
    required: true,
    versions: [
      {
        title: 'Política de Segurança da Informação',
        summary: 'Senhas, dispositivos, acesso aos sistemas e incidentes.',
        body:
          '<h2>1. Objetivo</h2><p>Proteger os dados de clientes e da empresa contra acesso ' +
          'indevido, perda e vazamento.</p><h2>2. Senhas</h2><ul><li>Mínimo de 12 caracteres; ' +
          'nunca reutilize a senha de outro serviço.</li><li>Não compartilhe sua senha, nem com ' +
          'a liderança.</li></ul><h2>3. Incidentes</h2><p>Suspeitou de phishing ou de acesso ' +
          'indevido? Abra um chamado em <strong>Central de chamados</strong> na hora.</p>',
        publishedDaysAgo: 120,
        confirmedBy: ALL_STAFF,
      },
      {
        title: 'Política de Segurança da Informação',
        summary: 'Senhas, autenticação em dois fatores, dispositivos e incidentes.',
        body:
          '<h2>1. Objetivo</h2><p>Proteger os dados de clientes e da empresa contra acesso ' +
          'indevido, perda e vazamento.</p><h2>2. Senhas e dois fatores</h2><ul><li>Mínimo de ' +
          '12 caracteres; nunca reutilize a senha de outro serviço.</li><li><strong>Autenticação ' +
          'em dois fatores</strong> é obrigatória no e-mail corporativo e no painel ' +
          'administrativo.</li><li>Não compartilhe sua senha, nem com a liderança.</li></ul>' +
          '<h2>3. Dispositivos</h2><p>Notebooks com disco criptografado e bloqueio de tela em ' +
          'até 5 minutos. Nada de dados de clientes em pendrives.</p><h2>4. Incidentes</h2>' +
          '<p>Suspeitou de phishing ou de acesso indevido? Abra um chamado em <strong>Central ' +
          'de chamados</strong> na hora.</p>',
        note: 'Autenticação em dois fatores passa a ser obrigatória; nova seção sobre dispositivos.',
        publishedDaysAgo: 10,
        confirmedBy: ['admin'],
      },
    ],
  },
  {
    category: 'LGPD',
    required: true,
    versions: [
      {
        title: 'Proteção de Dados Pessoais (LGPD) no dia a dia',
        summary:
          'Como tratar dados de clientes: finalidade, mínimo necessário e pedidos de titulares.',
        body:
          '<p>A LGPD (Lei 13.709/2018) vale para cada planilha, print e conversa.</p><ol>' +
          '<li><strong>Finalidade:</strong> use os dados só para o atendimento em curso.</li>' +
          '<li><strong>Mínimo necessário:</strong> não peça CPF completo quando o e-mail basta.' +
          '</li><li><strong>Pedidos de titulares</strong> (acesso, correção, exclusão) vão para ' +
          'a fila <em>Solicitações de Titulares</em> no mesmo dia: o prazo legal é de 15 dias.' +
          '</li></ol>',
        publishedDaysAgo: 60,
        confirmedBy: ['admin', 'vendedor', 'suporte'],
      },
    ],
  },
  {
    category: 'Atendimento',
    required: true,
    profiles: [4, 5],
    versions: [
      {
        title: 'Procedimento de atendimento ao cliente',
        summary: 'Prazos, tom de voz, reembolsos e quando escalar para a liderança.',
        body:
          '<h2>Prazos</h2><ul><li>Chat e WhatsApp: primeira resposta em até 15 minutos no ' +
          'horário comercial.</li><li>E-mail: até 1 dia útil.</li></ul><h2>Reembolsos</h2>' +
          '<p>Compras dentro de 7 dias (CDC, art. 49) são reembolsadas sem perguntas. Fora do ' +
          'prazo, registre o caso e encaminhe à liderança.</p><h2>Nunca</h2><p>Nunca indique ' +
          'ativos ou prometa resultados: encaminhe dúvidas de investimento aos analistas.</p>',
        publishedDaysAgo: 30,
        confirmedBy: ['suporte'],
      },
    ],
  },
  {
    category: 'Compliance',
    required: true,
    profiles: [2],
    versions: [
      {
        title: 'Procedimento de publicação de recomendações',
        summary: 'Revisão, disclaimers CVM e registro de posições antes de publicar.',
        body:
          '<p>Toda recomendação segue a Resolução CVM 20/2021.</p><ol><li>Declare no ' +
          'relatório se você tem posição no ativo.</li><li>Inclua preço de entrada, alvo e ' +
          'stop.</li><li>Peça a revisão de outro analista antes de publicar carteiras.</li></ol>',
        publishedDaysAgo: 75,
        confirmedBy: ['analista', 'analista2'],
      },
      {
        title: 'Procedimento de publicação de recomendações',
        summary: 'Revisão, disclaimers CVM, registro de posições e o período de silêncio.',
        body:
          '<p>Toda recomendação segue a Resolução CVM 20/2021.</p><ol><li>Declare no ' +
          'relatório se você tem posição no ativo.</li><li>Inclua preço de entrada, alvo e ' +
          'stop.</li><li>Peça a revisão de outro analista antes de publicar carteiras.</li>' +
          '<li>Período de silêncio: nada de recomendações do ativo nas 24 h antes do ' +
          'resultado trimestral.</li></ol>',
        note: 'Inclui o período de silêncio antes dos resultados.',
      },
    ],
  },
  {
    category: 'Recursos humanos',
    required: false,
    versions: [
      {
        title: 'Trabalho remoto e equipamentos',
        summary: 'Dias de escritório, ajuda de custo e devolução de equipamentos.',
        body:
          '<p>O modelo é híbrido: terças e quintas no escritório de São Paulo.</p><ul><li>Ajuda ' +
          'de custo de internet: R$ 120,00 por mês, paga com o salário.</li><li>Notebook e ' +
          'headset são da empresa e voltam no desligamento.</li></ul>',
        publishedDaysAgo: 45,
        confirmedBy: ['vendedor'],
      },
    ],
  },
  {
    category: 'Financeiro',
    required: false,
    versions: [
      {
        title: 'Viagens e reembolso de despesas',
        summary: 'O que é reembolsável, limites por diária e como prestar contas.',
        body:
          '<p>Rascunho em revisão pelo financeiro: limites de hospedagem por cidade e prazo ' +
          'de 10 dias para prestar contas.</p>',
      },
    ],
  },
];

/**
 * Demo internal policies: published ones (one of them a PDF, one with a second version that
 * everyone must confirm again), one with a draft of its next version and one draft only; the demo
 * staff confirmed some of them, so the hub shows both pending and confirmed readings.
 */
export async function seedDemoInternalPolicies(db: Db, at: Date): Promise<void> {
  const [already] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(internalPolicies);
  if ((already?.n ?? 0) > 0) return;
  const emails = ALL_STAFF.map((name) => `${name}@demo.lstrader.com.br`);
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(staff.map((u) => [u.email.split('@')[0]!, u.id]));
  const admin = idOf.get('admin') ?? null;
  const daysAgo = (days: number) => new Date(at.getTime() - days * DAY);

  for (const demo of DEMO_POLICIES) {
    const first = demo.versions[0]!;
    const created = daysAgo((first.publishedDaysAgo ?? 3) + 2);
    const [policy] = await db
      .insert(internalPolicies)
      .values({
        category: demo.category,
        requiredReading: demo.required,
        audience: demo.profiles ? 'profiles' : 'all',
        createdBy: admin,
        updatedBy: admin,
        createdAt: created,
        updatedAt: daysAgo(demo.versions.at(-1)!.publishedDaysAgo ?? 1),
      })
      .returning({ id: internalPolicies.id });
    if (demo.profiles)
      await db
        .insert(internalPolicyProfiles)
        .values(demo.profiles.map((profileId) => ({ policyId: policy!.id, profileId })));
    let current: number | null = null;
    for (const [index, v] of demo.versions.entries()) {
      const publishedAt = v.publishedDaysAgo === undefined ? null : daysAgo(v.publishedDaysAgo);
      const key = v.pdf ? demoFileKey(v.pdf) : null;
      const [version] = await db
        .insert(internalPolicyVersions)
        .values({
          policyId: policy!.id,
          version: index + 1,
          title: v.title,
          summary: v.summary,
          bodyHtml: v.body ?? null,
          fileKey: key,
          fileName: v.pdf ? `${v.pdf}.pdf` : null,
          fileSizeBytes: key ? (await demoDocument(key))!.length : null,
          changeNote: v.note ?? null,
          publishedAt,
          publishedBy: publishedAt ? admin : null,
          createdBy: admin,
          createdAt: daysAgo((v.publishedDaysAgo ?? 1) + 1),
          updatedAt: publishedAt ?? daysAgo(1),
        })
        .returning({ id: internalPolicyVersions.id });
      if (!publishedAt) continue;
      current = version!.id;
      const confirmations = (v.confirmedBy ?? [])
        .map((name, n) => ({ userId: idOf.get(name), n }))
        .filter((c): c is { userId: number; n: number } => c.userId !== undefined)
        .map(({ userId, n }) => ({
          versionId: version!.id,
          userId,
          // A few hours apart, in the days after publication.
          confirmedAt: new Date(publishedAt.getTime() + (n + 1) * 5 * 3_600_000),
        }));
      if (confirmations.length > 0)
        await db.insert(internalPolicyConfirmations).values(confirmations);
    }
    if (current !== null)
      await db
        .update(internalPolicies)
        .set({ currentVersionId: current })
        .where(sql`${internalPolicies.id} = ${policy!.id}`);
  }
}
