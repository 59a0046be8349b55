import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { PDFFont, PDFPage } from 'pdf-lib';
import {
  accessGrants,
  accessPeriods,
  categories,
  ebooks,
  researchReports,
  signatureTypeContents,
  signatureTypes,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/**
 * Demo ebooks and research reports (issue 4). Their PDFs are real documents built here with
 * pdf-lib: the rows point at fixed keys (`demoFileKey`) that the file storage writes to DATA_DIR
 * the first time someone downloads them (`demoDocument`), so the seed needs no data dir.
 */

interface DemoDocument {
  title: string;
  subtitle: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const DOCUMENTS: Record<string, DemoDocument> = {
  'guia-do-mini-indice': {
    title: 'Guia Prático do Mini-Índice',
    subtitle: 'Do primeiro contrato à rotina de operação - LS Trader',
    sections: [
      {
        heading: '1. O que é o mini-índice',
        paragraphs: [
          'O mini-índice (WIN) é um contrato futuro negociado na B3 que acompanha o Ibovespa. ' +
            'Cada ponto vale R$ 0,20 por contrato, o que permite começar com pouco capital e ' +
            'aprender a dinâmica do mercado futuro com risco controlado.',
          'Os vencimentos são bimestrais, nos meses pares, sempre na quarta-feira mais próxima ' +
            'do dia 15. Antes do vencimento, o trader escolhe rolar a posição ou encerrá-la.',
        ],
      },
      {
        heading: '2. Montando o plano de trade',
        paragraphs: [
          'Defina antes do pregão: o setup que vai operar, o horário, o número máximo de ' +
            'operações e, principalmente, a perda máxima do dia. Quem não escreve o plano ' +
            'opera pela emoção.',
          'Registre cada operação em um diário: entrada, saída, motivo e o que sentiu. Depois ' +
            'de 30 pregões, os números mostram o que funciona para você.',
        ],
      },
      {
        heading: '3. Gestão de risco',
        paragraphs: [
          'Nunca arrisque mais de 1% do capital em uma única operação. Com stop definido em ' +
            'pontos, calcule quantos contratos cabem nesse limite antes de enviar a ordem.',
          'Uma sequência de perdas faz parte do jogo. O que separa quem continua de quem quebra ' +
            'é o tamanho das perdas, não a taxa de acerto.',
        ],
      },
      {
        heading: '4. Checklist do dia',
        paragraphs: [
          'Agenda econômica conferida; níveis importantes marcados no gráfico; perda máxima ' +
            'anotada; plataforma testada; celular no silencioso. Bons trades!',
        ],
      },
    ],
  },
  'gestao-de-risco': {
    title: 'Gestão de Risco para Traders',
    subtitle: 'Proteja o capital antes de pensar no lucro - LS Trader',
    sections: [
      {
        heading: '1. Por que o risco vem primeiro',
        paragraphs: [
          'Uma perda de 50% exige um ganho de 100% para voltar ao ponto de partida. Por isso o ' +
            'trader profissional pensa primeiro em quanto pode perder, e só depois em quanto ' +
            'pode ganhar.',
        ],
      },
      {
        heading: '2. Tamanho de posição',
        paragraphs: [
          'Tamanho da posição = risco em reais / distância do stop. Com R$ 10.000 de capital e ' +
            'risco de 1% (R$ 100), um stop de 100 pontos no mini-índice (R$ 20 por contrato) ' +
            'permite 5 contratos.',
        ],
      },
      {
        heading: '3. Relação risco-retorno',
        paragraphs: [
          'Prefira operações em que o alvo é pelo menos o dobro do stop. Com relação 2:1, uma ' +
            'taxa de acerto de 40% já deixa o resultado positivo no longo prazo.',
        ],
      },
    ],
  },
  'research-petr4': {
    title: 'Petrobras (PETR4): resultado do 3º trimestre',
    subtitle: 'Relatório de research - Liberta Investimentos',
    sections: [
      {
        heading: 'Resumo',
        paragraphs: [
          'A companhia reportou geração de caixa acima do consenso, com produção recorde no ' +
            'pré-sal e disciplina nos investimentos. Mantemos recomendação de compra.',
        ],
      },
      {
        heading: 'Destaques operacionais',
        paragraphs: [
          'Produção média de 2,8 milhões de barris de óleo equivalente por dia, alta de 4% no ' +
            'trimestre. Custo de extração estável, abaixo de US$ 6 por barril no pré-sal.',
        ],
      },
      {
        heading: 'Dividendos',
        paragraphs: [
          'A política de remuneração prevê distribuição de 45% do fluxo de caixa livre. ' +
            'Estimamos dividend yield de 10% a 12% nos próximos doze meses.',
        ],
      },
      {
        heading: 'Riscos',
        paragraphs: [
          'Interferência política na formação de preços, queda do Brent e mudanças na ' +
            'política de dividendos são os principais riscos à tese.',
        ],
      },
    ],
  },
  // Issue 17: the internal policy the demo publishes as a PDF (seed/internal-policies.ts).
  'codigo-de-conduta': {
    title: 'Código de Conduta e Ética',
    subtitle: 'Política interna — versão 1',
    sections: [
      {
        heading: '1. A quem se aplica',
        paragraphs: [
          'Este código vale para todas as pessoas da equipe: analistas, atendimento, vendas, ' +
            'tecnologia e gestão, inclusive prestadores de serviço com acesso aos nossos sistemas.',
        ],
      },
      {
        heading: '2. Conflitos de interesse e informação privilegiada',
        paragraphs: [
          'É proibido operar ou recomendar ativos com base em informação relevante ainda não ' +
            'divulgada ao mercado (Lei 6.385/1976, art. 27-D). Analistas seguem a Resolução CVM ' +
            '20/2021 e declaram em cada relatório eventuais posições nos ativos analisados.',
          'Presentes e convites de clientes ou fornecedores acima de R$ 300,00 devem ser ' +
            'comunicados ao compliance antes de aceitos.',
        ],
      },
      {
        heading: '3. Relação com clientes',
        paragraphs: [
          'Nunca prometa rentabilidade. Trate dados de clientes somente para a finalidade do ' +
            'atendimento e nunca os compartilhe por canais pessoais (WhatsApp pessoal, e-mail ' +
            'particular).',
        ],
      },
    ],
  },
};

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A small real PDF: a cover page, then one page per section with wrapped text. */
export async function buildDemoPdf(doc: DemoDocument): Promise<Buffer> {
  // Loaded on the first demo download, not with the app (pdf-lib and its fonts: ~25 MB of RSS).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor('LS Trader');
  pdf.setCreationDate(new Date('2026-01-05T12:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-05T12:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 64;
  const brand = rgb(0.11, 0.36, 0.78);

  const cover = pdf.addPage([width, height]);
  cover.drawRectangle({ x: 0, y: height - 260, width, height: 260, color: brand });
  let y = height - 140;
  for (const line of wrap(doc.title, bold, 28, width - margin * 2)) {
    cover.drawText(line, { x: margin, y, size: 28, font: bold, color: rgb(1, 1, 1) });
    y -= 36;
  }
  cover.drawText(doc.subtitle, { x: margin, y: height - 320, size: 13, font: regular });
  const footer = (page: PDFPage, n: number) =>
    page.drawText(`${doc.title}  |  página ${n}`, {
      x: margin,
      y: 36,
      size: 9,
      font: regular,
      color: rgb(0.45, 0.45, 0.45),
    });
  footer(cover, 1);

  for (const [index, section] of doc.sections.entries()) {
    const page = pdf.addPage([width, height]);
    let cursor = height - margin;
    page.drawText(section.heading, { x: margin, y: cursor, size: 18, font: bold, color: brand });
    cursor -= 34;
    for (const paragraph of section.paragraphs) {
      for (const line of wrap(paragraph, regular, 12, width - margin * 2)) {
        page.drawText(line, { x: margin, y: cursor, size: 12, font: regular });
        cursor -= 18;
      }
      cursor -= 10;
    }
    footer(page, index + 2);
  }
  return Buffer.from(await pdf.save());
}

/** The storage key of a demo document: fixed, and shaped like any uploaded file's key. */
export function demoFileKey(name: string): string {
  return `${createHash('sha256').update(`demo-document:${name}`).digest('hex').slice(0, 32)}.pdf`;
}

const BY_KEY = new Map(Object.entries(DOCUMENTS).map(([name, doc]) => [demoFileKey(name), doc]));
const built = new Map<string, Promise<Buffer>>();

/** The bytes of a demo document (the file storage's `builtIn`); null for any other key. */
export function demoDocument(key: string): Promise<Buffer | null> {
  const doc = BY_KEY.get(key);
  if (!doc) return Promise.resolve(null);
  let bytes = built.get(key);
  if (!bytes) {
    bytes = buildDemoPdf(doc);
    built.set(key, bytes);
  }
  return bytes;
}

export const DEMO_EBOOKS = [
  {
    slug: 'guia-pratico-do-mini-indice',
    title: 'Guia Prático do Mini-Índice',
    subtitle: 'Do primeiro contrato à rotina de operação',
    author: 'Paulo Analista',
    pages: 5,
    category: 'day-trade',
    priceCents: 4_790,
    maxInstallments: 6,
    fileKey: demoFileKey('guia-do-mini-indice'),
    description:
      '<p>Um guia direto ao ponto para quem quer operar <strong>mini-índice</strong> com ' +
      'método: como o contrato funciona, plano de trade, gestão de risco e um checklist para ' +
      'levar ao pregão.</p><ul><li>Exemplos com números reais</li>' +
      '<li>Checklist para imprimir</li><li>Leitura de 30 minutos</li></ul>',
    adTexts: {
      brazilian: 'O e-book que acompanha o curso Day Trade do Zero.',
      liberta: 'Entenda o mini-índice antes de investir no mercado futuro.',
    },
  },
  {
    slug: 'gestao-de-risco-para-traders',
    title: 'Gestão de Risco para Traders',
    subtitle: 'Proteja o capital antes de pensar no lucro',
    author: 'Marina Opções',
    pages: 4,
    category: null,
    priceCents: 2_990,
    maxInstallments: 3,
    fileKey: demoFileKey('gestao-de-risco'),
    description:
      '<p>Tamanho de posição, stop, relação risco-retorno e o que fazer numa sequência de ' +
      'perdas: as regras que mantêm o trader no jogo.</p>',
    adTexts: {},
  },
] as const;

export const DEMO_RESEARCH = [
  {
    title: 'Panorama semanal: Ibovespa e dólar',
    summary: 'O que esperar da semana para o índice, o câmbio e os juros futuros.',
    body:
      '<h2>Ibovespa</h2><p>O índice testou a resistência dos 130 mil pontos e fechou a semana ' +
      'em alta de 1,8%. Acima desse nível, o próximo alvo está em 132.500 pontos.</p>' +
      '<h2>Dólar</h2><p>O real se fortaleceu com o fluxo estrangeiro. Suporte em R$ 4,95 e ' +
      'resistência em R$ 5,10.</p><h2>Agenda</h2><ul><li>Terça: IPCA-15</li>' +
      '<li>Quarta: decisão do Fomc</li><li>Sexta: payroll</li></ul>',
    fileKey: null,
    assets: ['IBOV', 'WIN', 'WDO'],
    daysAgo: 1,
    gated: false,
  },
  {
    title: 'Petrobras (PETR4): resultado do 3º trimestre',
    summary: 'Geração de caixa acima do consenso e dividendos robustos. Recomendação: compra.',
    body: null,
    fileKey: demoFileKey('research-petr4'),
    assets: ['PETR4', 'PETR3'],
    daysAgo: 3,
    gated: false,
  },
  {
    title: 'Carteira Premium de Dividendos: dezembro',
    summary: 'As cinco ações da carteira recomendada do mês, com preço-teto e racional.',
    body:
      '<p>Para dezembro mantemos a carteira defensiva, com foco em empresas de energia ' +
      'elétrica e bancos.</p><table><thead><tr><th>Ativo</th><th>Peso</th><th>Preço-teto</th>' +
      '</tr></thead><tbody><tr><td>TAEE11</td><td>20%</td><td>R$ 38,00</td></tr>' +
      '<tr><td>BBAS3</td><td>20%</td><td>R$ 30,00</td></tr><tr><td>ITSA4</td><td>20%</td>' +
      '<td>R$ 11,50</td></tr><tr><td>CPLE6</td><td>20%</td><td>R$ 10,80</td></tr>' +
      '<tr><td>VALE3</td><td>20%</td><td>R$ 70,00</td></tr></tbody></table>',
    fileKey: null,
    assets: ['TAEE11', 'BBAS3', 'ITSA4', 'CPLE6', 'VALE3'],
    daysAgo: 0,
    gated: true,
  },
] as const;

/** The signature types whose qualification includes the gated demo report (seeded elsewhere). */
export const DEMO_RESEARCH_SIGNATURES = ['liberta-research', 'ls-premium'];

/**
 * Two published ebooks (one granted to Carla Cliente) and three research reports (open rich
 * text, open PDF, and one gated by the `liberta-research` and `ls-premium` signatures when
 * those types exist). Running it
 * again adds nothing; the qualification link is made on any run where the type exists.
 */
export async function seedDemoEbooksAndResearch(db: Db, at: Date = new Date()): Promise<void> {
  const [lifetime] = await db
    .select({ id: accessPeriods.id })
    .from(accessPeriods)
    .where(eq(accessPeriods.name, 'Vitalício'));
  const ebookIds: number[] = [];
  for (const e of DEMO_EBOOKS) {
    const [category] = e.category
      ? await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.slug, e.category))
      : [];
    await db
      .insert(ebooks)
      .values({
        slug: e.slug,
        title: e.title,
        subtitle: e.subtitle,
        author: e.author,
        pages: e.pages,
        descriptionHtml: e.description,
        categoryId: category?.id ?? null,
        accessPeriodId: lifetime?.id ?? null,
        priceCents: e.priceCents,
        maxInstallments: e.maxInstallments,
        adTexts: e.adTexts,
        fileKey: e.fileKey,
        fileName: `${e.slug}.pdf`,
        fileSizeBytes: (await demoDocument(e.fileKey))!.length,
        status: 'published',
      })
      .onConflictDoNothing();
    const [row] = await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.slug, e.slug));
    ebookIds.push(row!.id);
  }

  const [carla] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  if (carla && ebookIds[0] !== undefined) {
    const [granted] = await db
      .select({ id: accessGrants.id })
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.userId, carla.id),
          eq(accessGrants.kind, 'ebook'),
          eq(accessGrants.targetId, ebookIds[0]),
        ),
      );
    if (!granted)
      await db.insert(accessGrants).values({
        userId: carla.id,
        kind: 'ebook',
        targetId: ebookIds[0],
        startsAt: new Date('2026-01-01T03:00:00Z'),
        endsAt: null,
        // Given by the team: a staff grant (Carla holds no courtesy).
        source: 'staff',
        note: 'Demonstração',
      });
  }

  const [analyst] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'analista@demo.lstrader.com.br'));
  const gating = await db
    .select({ id: signatureTypes.id })
    .from(signatureTypes)
    .where(inArray(signatureTypes.slug, DEMO_RESEARCH_SIGNATURES));
  const today = at;
  for (const r of DEMO_RESEARCH) {
    let [report] = await db
      .select({ id: researchReports.id })
      .from(researchReports)
      .where(eq(researchReports.title, r.title));
    if (!report) {
      const publishedAt = new Date(today.getTime() - r.daysAgo * 86_400_000 - 3_600_000);
      [report] = await db
        .insert(researchReports)
        .values({
          title: r.title,
          summary: r.summary,
          bodyHtml: r.body,
          fileKey: r.fileKey,
          fileName: r.fileKey ? 'petr4-3t.pdf' : null,
          fileSizeBytes: r.fileKey ? (await demoDocument(r.fileKey))!.length : null,
          assets: [...r.assets],
          authorId: analyst?.id ?? null,
          status: 'published',
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: researchReports.id });
    }
    if (r.gated && report && gating.length > 0)
      await db
        .insert(signatureTypeContents)
        .values(
          gating.map((type) => ({
            signatureTypeId: type.id,
            kind: 'research' as const,
            targetId: report.id,
          })),
        )
        .onConflictDoNothing();
  }
}
