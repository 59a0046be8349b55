import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdvisorCertification, InfluencerChannel } from '@app/shared';
import {
  advisors,
  influencers,
  investmentPageAdvisors,
  investmentPages,
  userTrials,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { coverArtFor } from '../modules/covers/cover-art.ts';
import type { CoverMotif } from '../modules/covers/cover-art.ts';

/**
 * Liberta's institutional site (issue 17): five advisors, one page per kind of investment with
 * its advisors, and three influencers, two of whom brought demo customers (their sign-up or
 * trial carries the code), so the report and the leads are not empty. Runs once (skips when
 * advisors exist).
 */

export const DEMO_ADVISORS: readonly {
  name: string;
  certifications: AdvisorCertification[];
  specialties: string[];
  city: string;
  uf: string;
  email: string;
  phone: string;
  whatsapp: boolean;
  bio: string;
}[] = [
  {
    name: 'Mariana Albuquerque',
    certifications: [
      { kind: 'ANCORD', number: '12.345' },
      { kind: 'CFP', number: 'CFP-2019-0871' },
    ],
    specialties: ['Planejamento financeiro', 'Previdência', 'Renda fixa'],
    city: 'São Paulo',
    uf: 'SP',
    email: 'mariana.albuquerque@libertainvestimentos.com.br',
    phone: '11987654321',
    whatsapp: true,
    bio: '<p>Planejadora financeira há 12 anos, ajuda famílias a organizar a <strong>aposentadoria</strong> e a sucessão patrimonial com previdência e títulos públicos.</p>',
  },
  {
    name: 'Rafael Nogueira',
    certifications: [
      { kind: 'ANCORD', number: '23.918' },
      { kind: 'CEA', number: 'CEA-0045821' },
    ],
    specialties: ['Renda variável', 'Fundos imobiliários', 'Dividendos'],
    city: 'Rio de Janeiro',
    uf: 'RJ',
    email: 'rafael.nogueira@libertainvestimentos.com.br',
    phone: '21998877665',
    whatsapp: true,
    bio: '<p>Especialista em ações e FIIs, monta carteiras de <strong>dividendos</strong> para quem quer renda recorrente com disciplina de longo prazo.</p>',
  },
  {
    name: 'Juliana Castro',
    certifications: [
      { kind: 'ANCORD', number: '31.207' },
      { kind: 'CGA', number: 'CGA-0012984' },
    ],
    specialties: ['Fundos de investimento', 'Multimercado', 'Alocação'],
    city: 'Belo Horizonte',
    uf: 'MG',
    email: 'juliana.castro@libertainvestimentos.com.br',
    phone: '3134567890',
    whatsapp: false,
    bio: '<p>Gestora de carteiras certificada CGA, seleciona <strong>fundos</strong> multimercado e de crédito privado conforme o perfil de cada cliente.</p>',
  },
  {
    name: 'Thiago Menezes',
    certifications: [
      { kind: 'ANCORD', number: '18.664' },
      { kind: 'CVM', number: 'AAI 7.412' },
    ],
    specialties: ['Investimentos internacionais', 'Dólar', 'ETFs'],
    city: 'Curitiba',
    uf: 'PR',
    email: 'thiago.menezes@libertainvestimentos.com.br',
    phone: '41991234567',
    whatsapp: true,
    bio: '<p>Ajuda investidores a <strong>dolarizar</strong> parte do patrimônio com ETFs, BDRs e contas no exterior, sempre com atenção à tributação.</p>',
  },
  {
    name: 'Patrícia Lemos',
    certifications: [{ kind: 'ANCORD', number: '27.530' }],
    specialties: ['Renda fixa', 'Tesouro Direto', 'CDBs'],
    city: 'Porto Alegre',
    uf: 'RS',
    email: 'patricia.lemos@libertainvestimentos.com.br',
    phone: '51992345678',
    whatsapp: true,
    bio: '<p>Atende quem está começando: reserva de emergência, <strong>Tesouro Direto</strong>, CDBs e LCIs com liquidez e segurança.</p>',
  },
];

export const DEMO_INVESTMENT_PAGES: readonly {
  slug: string;
  title: string;
  summary: string;
  motif: CoverMotif;
  advisors: number[];
  content: string;
}[] = [
  {
    slug: 'renda-fixa',
    title: 'Renda fixa',
    summary:
      'Tesouro Direto, CDBs, LCIs e LCAs para a reserva de emergência e objetivos de médio prazo.',
    motif: 'shield',
    advisors: [4, 0],
    content:
      '<h2>Previsibilidade para o seu dinheiro</h2><p>Na renda fixa você sabe, no momento da aplicação, como o rendimento será calculado: prefixado, pós-fixado (CDI, Selic) ou atrelado à inflação (IPCA).</p><ul><li><strong>Tesouro Direto</strong>: títulos públicos a partir de R$ 30.</li><li><strong>CDBs, LCIs e LCAs</strong>: protegidos pelo FGC até R$ 250 mil por CPF e instituição.</li><li><strong>Debêntures incentivadas</strong>: isentas de IR para pessoa física.</li></ul>',
  },
  {
    slug: 'fundos',
    title: 'Fundos de investimento',
    summary: 'Gestão profissional em multimercados, crédito privado e fundos de ações.',
    motif: 'chart',
    advisors: [2],
    content:
      '<h2>Deixe a gestão com especialistas</h2><p>Em um fundo, um gestor profissional decide onde investir o patrimônio dos cotistas, seguindo a política descrita no regulamento.</p><p>Nossos assessores comparam <strong>taxas, histórico e risco</strong> antes de recomendar um fundo para o seu perfil.</p>',
  },
  {
    slug: 'previdencia',
    title: 'Previdência privada',
    summary: 'PGBL e VGBL para a aposentadoria e o planejamento sucessório.',
    motif: 'route',
    advisors: [0],
    content:
      '<h2>Planeje a sua aposentadoria</h2><p>O <strong>PGBL</strong> permite deduzir até 12% da renda bruta tributável na declaração completa do IR; o <strong>VGBL</strong> é indicado para quem faz a declaração simplificada.</p><p>A previdência não entra em inventário: os beneficiários recebem o saldo diretamente.</p>',
  },
  {
    slug: 'renda-variavel',
    title: 'Renda variável',
    summary: 'Ações, fundos imobiliários e BDRs com estratégia e gestão de risco.',
    motif: 'candles',
    advisors: [1, 3],
    content:
      '<h2>Participe do crescimento das empresas</h2><p>Ao comprar ações você se torna sócio de empresas listadas na B3. Os <strong>fundos imobiliários</strong> pagam rendimentos mensais isentos de IR para pessoa física.</p>',
  },
  {
    slug: 'internacional',
    title: 'Investimentos internacionais',
    summary: 'Diversifique em dólar com ETFs, BDRs e contas no exterior.',
    motif: 'globe',
    advisors: [3],
    content:
      '<h2>O mundo na sua carteira</h2><p>Investir no exterior protege o patrimônio de riscos concentrados no Brasil e dá acesso a empresas que não estão na B3.</p>',
  },
];

const CHANNELS: Record<string, InfluencerChannel[]> = {
  rafaprofit: [
    { kind: 'instagram', url: 'https://instagram.com/rafaprofit' },
    { kind: 'youtube', url: 'https://youtube.com/@rafaprofit' },
  ],
  invest_bia: [{ kind: 'tiktok', url: 'https://tiktok.com/@invest_bia' }],
  mercadocomleo: [{ kind: 'youtube', url: 'https://youtube.com/@mercadocomleo' }],
};

export async function seedDemoInstitutional(db: Db, at: Date): Promise<void> {
  const [present] = await db.select({ id: advisors.id }).from(advisors).limit(1);
  if (present) return;
  const stored = await db
    .insert(advisors)
    .values(
      DEMO_ADVISORS.map((a, index) => ({
        name: a.name,
        certifications: a.certifications,
        specialties: a.specialties,
        city: a.city,
        uf: a.uf,
        email: a.email,
        phone: a.phone,
        whatsapp: a.whatsapp,
        bioHtml: a.bio,
        sortOrder: index + 1,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: advisors.id });
  for (const [index, page] of DEMO_INVESTMENT_PAGES.entries()) {
    const cover = coverArtFor('investment', page.title, page.motif);
    const [row] = await db
      .insert(investmentPages)
      .values({
        slug: page.slug,
        title: page.title,
        summary: page.summary,
        contentHtml: page.content,
        coverUrl: cover.url,
        coverAlt: cover.alt,
        sortOrder: index + 1,
        published: true,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: investmentPages.id });
    await db.insert(investmentPageAdvisors).values(
      page.advisors.map((advisor, position) => ({
        pageId: row!.id,
        advisorId: stored[advisor]!.id,
        position,
      })),
    );
  }
  await db
    .insert(influencers)
    .values([
      { name: 'Rafael “Rafa Profit” Souza', code: 'rafaprofit', channels: CHANNELS.rafaprofit! },
      { name: 'Beatriz Invest', code: 'invest_bia', channels: CHANNELS.invest_bia! },
      {
        name: 'Leonardo Mercado',
        code: 'mercadocomleo',
        channels: CHANNELS.mercadocomleo!,
        active: false,
      },
    ])
    .onConflictDoNothing();
  // Demo customers the influencers brought: Carla and Paulo signed up with a code, Tiago's trial
  // carried one (only where nothing was recorded).
  const tracking = (code: string) => ({
    utm_source: 'influenciador',
    utm_medium: 'influenciador',
    utm_campaign: code,
    utm_influenciador: code,
  });
  const signedUp: [string, string][] = [
    ['cliente@demo.lstrader.com.br', 'rafaprofit'],
    ['premium@demo.lstrader.com.br', 'invest_bia'],
  ];
  for (const [email, code] of signedUp)
    await db
      .update(users)
      .set({ tracking: tracking(code) })
      .where(and(eq(users.email, email), isNull(users.tracking)));
  const [tiago] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, ['trial@demo.lstrader.com.br']));
  if (tiago)
    await db
      .update(userTrials)
      .set({ tracking: tracking('rafaprofit') })
      .where(and(eq(userTrials.userId, tiago.id), sql`${userTrials.tracking} is null`));
}
