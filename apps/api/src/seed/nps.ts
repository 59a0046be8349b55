import { sql } from 'drizzle-orm';
import type { BrandId, NpsAudience } from '@app/shared';
import {
  npsQuestionCategories,
  npsQuestions,
  npsQuestionUsers,
  npsSends,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/**
 * Demo NPS (issue 16): questions in every category and three answered rounds from the demo
 * customers over the last months, so the results screen has data. Nothing is left pending: a
 * pending question opens the customer's modal by itself, and the browser tests that sign in as
 * the demo customers must not meet it.
 */
export const DEMO_NPS_QUESTIONS: readonly {
  question: string;
  category: string;
  open?: boolean;
  active?: boolean;
}[] = [
  { question: 'De 1 a 10, quanto você recomendaria a LS Trader a um amigo?', category: 'Produto' },
  {
    question: 'Como você avalia a qualidade das aulas dos cursos?',
    category: 'Conteúdo',
  },
  { question: 'Como você avalia o atendimento do nosso suporte?', category: 'Atendimento' },
  { question: 'Como você avalia a estabilidade da plataforma?', category: 'Plataforma' },
  { question: 'Como você avalia as transmissões ao vivo?', category: 'Transmissões' },
  { question: 'O que podemos melhorar para você?', category: 'Produto', open: true },
  {
    question: 'Qual conteúdo você gostaria de ver nos próximos meses?',
    category: 'Conteúdo',
    open: true,
    active: false,
  },
];

const CUSTOMERS = [
  'cliente@demo.lstrader.com.br',
  'premium@demo.lstrader.com.br',
  'trial@demo.lstrader.com.br',
  'cortesia@demo.lstrader.com.br',
];
const BRANDS: BrandId[] = ['brazilian', 'global', 'liberta', 'brazilian'];

/** Scores per round (months ago: 3, 2, 1) and customer, for the five rating questions. */
const SCORES = [
  [
    [9, 7, 8, 6, 10],
    [10, 9, 9, 8, 10],
    [5, 6, 7, 4, 8],
    [8, 8, 9, 7, 9],
  ],
  [
    [10, 8, 9, 7, 10],
    [10, 10, 9, 9, 10],
    [6, 7, 8, 5, 9],
    [9, 8, 9, 8, 9],
  ],
  [
    [10, 9, 9, 8, 10],
    [10, 10, 10, 9, 10],
    [7, 8, 9, 6, 9],
    [9, 9, 10, 8, 10],
  ],
];
const OPEN_ANSWERS = [
  [
    'Gostaria de mais exemplos práticos com mini índice.',
    null,
    'O vídeo travou algumas vezes durante a live de abertura.',
    'Mais conteúdo sobre opções, por favor.',
  ],
  [
    null,
    'Os relatórios de research estão excelentes.',
    'O suporte demorou a responder no chat.',
    null,
  ],
  [
    'As aulas novas de gerenciamento de risco ajudaram muito.',
    'Poderiam liberar o replay das lives mais cedo.',
    null,
    'Tudo ótimo, continuem assim!',
  ],
];

const EVERYONE: NpsAudience = {
  profile_ids: [3],
  signature_type_ids: [],
  product_ids: [],
  course_ids: [],
  trial: 'any',
  signed_up_from: null,
  signed_up_to: null,
};

export async function seedDemoNps(db: Db, at: Date): Promise<void> {
  const [already] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(npsQuestions);
  if ((already?.n ?? 0) > 0) return;
  const categories = new Map(
    (await db.select().from(npsQuestionCategories)).map((c) => [c.name, c.id]),
  );
  const questions = await db
    .insert(npsQuestions)
    .values(
      DEMO_NPS_QUESTIONS.map((q, index) => ({
        question: q.question,
        categoryId: categories.get(q.category)!,
        openQuestion: q.open ?? false,
        active: q.active ?? true,
        sortOrder: index + 1,
        createdAt: new Date(at.getTime() - 120 * 86_400_000),
        updatedAt: new Date(at.getTime() - 120 * 86_400_000),
      })),
    )
    .returning({ id: npsQuestions.id, open: npsQuestions.openQuestion });
  const rating = questions.filter((q) => !q.open).slice(0, 5);
  const open = questions.find((q) => q.open)!;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} in ${CUSTOMERS}`);
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const admin = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'admin@demo.lstrader.com.br'`)
  )[0];
  for (const [round, scores] of SCORES.entries()) {
    const sentAt = new Date(at.getTime() - (3 - round) * 30 * 86_400_000);
    const [send] = await db
      .insert(npsSends)
      .values({
        questionIds: [...rating.map((q) => q.id), open.id],
        audience: EVERYONE,
        created: CUSTOMERS.length * (rating.length + 1),
        sentBy: admin?.id ?? null,
        createdAt: sentAt,
      })
      .returning({ id: npsSends.id });
    const rows: (typeof npsQuestionUsers.$inferInsert)[] = [];
    for (const [person, email] of CUSTOMERS.entries()) {
      const userId = idOf.get(email);
      if (userId === undefined) continue;
      // Answered a day or two after the send, in the person's usual brand.
      const answeredAt = new Date(sentAt.getTime() + (person + 1) * 20 * 3_600_000);
      const brand = BRANDS[person]!;
      for (const [index, question] of rating.entries()) {
        rows.push({
          questionId: question.id,
          userId,
          sendId: send!.id,
          createdAt: sentAt,
          score: scores[person]![index]!,
          answeredAt,
          brand,
        });
      }
      const text = OPEN_ANSWERS[round]![person];
      // A blank open answer is dropped by the form: the row stays unanswered (no response).
      rows.push({
        questionId: open.id,
        userId,
        sendId: send!.id,
        createdAt: sentAt,
        ...(text ? { answerText: text, answeredAt, brand } : {}),
      });
    }
    // An unanswered open question of an old round would open the modal: those rows go away,
    // as a withdrawn question does.
    await db.insert(npsQuestionUsers).values(rows.filter((r) => r.answeredAt));
  }
}
