import { addDays, CUSTOMER_PROFILE_ID, saoPauloDay, saoPauloInstant, weekStart } from '@app/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  accessGrants,
  broadcastPrograms,
  broadcasts,
  categories,
  chatMessages,
  chats,
  courtesies,
  productItems,
  scheduleGridTypes,
  scheduleItems,
  signatureTypeContents,
  signatureTypes,
  userTrials,
  users,
} from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';
import { DEMO_VIDEOS } from './learning.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Customers whose chat badges the demo shows (created with the other `DEMO_USERS`). */
export const DEMO_LIVE_USERS = [
  {
    email: 'premium@demo.lstrader.com.br',
    name: 'Paulo Premium',
    nickname: 'Paulo P.',
    profileId: CUSTOMER_PROFILE_ID,
  },
  {
    email: 'trial@demo.lstrader.com.br',
    name: 'Tiago Teste',
    nickname: 'Tiago',
    profileId: CUSTOMER_PROFILE_ID,
  },
  {
    email: 'cortesia@demo.lstrader.com.br',
    name: 'Célia Cortesia',
    nickname: 'Célia',
    profileId: CUSTOMER_PROFILE_ID,
  },
] as const;

export const DEMO_LIVE_TITLE = 'Sala ao vivo — Day trade';
export const DEMO_LIVE_ROOM = 'Sala ao vivo';

export const DEMO_GRID_TYPES = [
  { name: 'Ao vivo', color: 'red' },
  { name: 'Reprise', color: 'gray' },
  { name: 'Análise', color: 'blue' },
  { name: 'Entrevista', color: 'grape' },
] as const;

/** `2026-11-20` → `20/11`. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

async function userIds(db: Db, emails: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((r) => [r.email, r.id]));
}

async function categoryId(db: Db, name: string, slug: string): Promise<number> {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (found) return found.id;
  const [row] = await db.insert(categories).values({ name, slug }).returning({ id: categories.id });
  return row!.id;
}

/**
 * The live demo (issue 6, docs/live.md), relative to the seed clock `at`:
 * - programmes "Abertura de Mercado" and "Análise Semanal"; recorded broadcasts of both;
 * - ONE live broadcast, "Sala ao vivo — Day trade" (started 20 minutes before `at`), for LS Premium
 *   subscribers only (`open_to_all` false), in the room "Sala ao vivo" (slow mode off). Carla
 *   (cliente@) holds no signature, so she gets a staff grant of kind `broadcast` for it: she can
 *   watch it and chat, while the other LS Premium recordings still show her the subscribe prompt;
 * - an ended "Análise Semanal" (open to all) with its own room and messages spread over its
 *   duration (chat replay), and the next scheduled broadcasts;
 * - customers for every chat badge: Paulo Premium (LS Premium grant), Tiago Teste (an active trial:
 *   his chat is held back TRIAL_BROADCAST_DELAY_SECONDS) and Célia Cortesia (a courtesy grant);
 * - messages in the live room from admin, senior, premium, trial and courtesy authors, with a
 *   staff highlight (type 3), a recommendation card (type 5) and replies;
 * - the grid types and a programme grid for this week and the next.
 * Idempotent: skipped when any broadcast (the grid: any slot) exists.
 */
export async function seedDemoLive(db: Db, at: Date = new Date()): Promise<void> {
  if (((await db.select({ n: count() }).from(scheduleGridTypes))[0]?.n ?? 0) === 0)
    await db.insert(scheduleGridTypes).values([...DEMO_GRID_TYPES]);

  if (((await db.select({ n: count() }).from(broadcasts))[0]?.n ?? 0) > 0) return;

  const people = await userIds(db, [
    'admin@demo.lstrader.com.br',
    'analista@demo.lstrader.com.br',
    'cliente@demo.lstrader.com.br',
    ...DEMO_LIVE_USERS.map((u) => u.email),
  ]);
  const admin = people.get('admin@demo.lstrader.com.br');
  const analyst = people.get('analista@demo.lstrader.com.br');
  const carla = people.get('cliente@demo.lstrader.com.br');
  const premium = people.get('premium@demo.lstrader.com.br');
  const trial = people.get('trial@demo.lstrader.com.br');
  const courtesy = people.get('cortesia@demo.lstrader.com.br');
  const [lsPremium] = await db
    .select({ id: signatureTypes.id })
    .from(signatureTypes)
    .where(eq(signatureTypes.slug, 'ls-premium'));
  if (!admin || !analyst || !carla || !premium || !trial || !courtesy) return;

  const dayTrade = await categoryId(db, 'Day Trade', 'day-trade');
  const analysis = await categoryId(db, 'Análise de Mercado', 'analise-de-mercado');

  const [opening, weekly] = await db
    .insert(broadcastPrograms)
    .values([
      {
        name: 'Abertura de Mercado',
        slug: 'abertura-de-mercado',
        descriptionHtml:
          '<p>Todo dia útil às 9h: o pré-mercado, os níveis do mini-índice e do mini-dólar e a ' +
          'agenda do dia, ao vivo com os analistas.</p>',
        categoryId: dayTrade,
        sortOrder: 1,
      },
      {
        name: 'Análise Semanal',
        slug: 'analise-semanal',
        descriptionHtml:
          '<p>Sexta-feira à noite: o balanço da semana, os gráficos que importam e o que esperar ' +
          'da próxima.</p>',
        categoryId: analysis,
        sortOrder: 2,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: broadcastPrograms.id });
  if (!opening || !weekly) return;

  const [liveRoom, weeklyRoom] = await db
    .insert(chats)
    .values([
      { name: DEMO_LIVE_ROOM, slowModeSeconds: 0, recommendations: true, active: true },
      { name: 'Análise Semanal — chat', slowModeSeconds: 0, recommendations: false, active: true },
    ])
    .returning({ id: chats.id });

  const today = saoPauloDay(at);
  const wall = (offsetDays: number, time: string) =>
    new Date(saoPauloInstant(addDays(today, offsetDays), time));
  const ended = (offsetDays: number, time: string, minutes: number) => {
    const start = wall(offsetDays, time);
    return {
      scheduledStartAt: start,
      scheduledEndAt: new Date(start.getTime() + minutes * MINUTE),
      status: 'ended' as const,
      startedAt: new Date(start.getTime() + 2 * MINUTE),
      endedAt: new Date(start.getTime() + (minutes + 3) * MINUTE),
    };
  };
  const scheduled = (offsetDays: number, time: string, minutes: number) => {
    const start = wall(offsetDays, time);
    return {
      scheduledStartAt: start,
      scheduledEndAt: new Date(start.getTime() + minutes * MINUTE),
      status: 'scheduled' as const,
    };
  };
  const liveStart = new Date(at.getTime() - 20 * MINUTE);

  const rows = await db
    .insert(broadcasts)
    .values([
      {
        title: DEMO_LIVE_TITLE,
        descriptionHtml:
          '<p>A sala de day trade com os analistas: leitura do fluxo, níveis do mini-índice e ' +
          'recomendações em tempo real.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        categoryId: dayTrade,
        programId: opening.id,
        chatId: liveRoom!.id,
        scheduledStartAt: liveStart,
        scheduledEndAt: new Date(liveStart.getTime() + 120 * MINUTE),
        status: 'live' as const,
        startedAt: liveStart,
        openToAll: false,
        createdBy: analyst,
      },
      {
        title: `Abertura de Mercado — ${dayMonth(addDays(today, -1))}`,
        descriptionHtml: '<p>Pré-mercado, agenda do dia e níveis do mini-índice.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        recordingUrl: DEMO_VIDEOS.vimeo,
        categoryId: dayTrade,
        programId: opening.id,
        ...ended(-1, '09:00', 60),
        createdBy: analyst,
      },
      {
        title: `Abertura de Mercado — ${dayMonth(addDays(today, -2))}`,
        descriptionHtml: '<p>Payroll, juros futuros e o mini-dólar na abertura.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        recordingUrl: DEMO_VIDEOS.vimeoBunny,
        categoryId: dayTrade,
        programId: opening.id,
        ...ended(-2, '09:00', 60),
        createdBy: analyst,
      },
      {
        title: `Análise Semanal — ${dayMonth(addDays(today, -3))}`,
        descriptionHtml: '<p>O balanço da semana e os gráficos para a próxima, com o chat.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        recordingUrl: DEMO_VIDEOS.vimeo,
        categoryId: analysis,
        programId: weekly.id,
        chatId: weeklyRoom!.id,
        ...ended(-3, '19:00', 60),
        openToAll: true,
        createdBy: analyst,
      },
      {
        title: `Análise Semanal — ${dayMonth(addDays(today, -10))}`,
        descriptionHtml: '<p>Ibovespa na resistência: o que os gráficos mostram.</p>',
        videoUrl: DEMO_VIDEOS.vimeoBunny,
        categoryId: analysis,
        programId: weekly.id,
        ...ended(-10, '19:00', 60),
        openToAll: true,
        createdBy: analyst,
      },
      {
        title: `Abertura de Mercado — ${dayMonth(addDays(today, 1))}`,
        descriptionHtml: '<p>A próxima abertura, ao vivo na sala.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        categoryId: dayTrade,
        programId: opening.id,
        chatId: liveRoom!.id,
        ...scheduled(1, '09:00', 60),
        createdBy: analyst,
      },
      {
        title: `Análise Semanal — ${dayMonth(addDays(today, 4))}`,
        descriptionHtml: '<p>A próxima análise semanal, aberta a todos os assinantes.</p>',
        videoUrl: DEMO_VIDEOS.youtube,
        categoryId: analysis,
        programId: weekly.id,
        chatId: weeklyRoom!.id,
        ...scheduled(4, '19:00', 60),
        openToAll: true,
        createdBy: analyst,
      },
    ])
    .returning({ id: broadcasts.id, openToAll: broadcasts.openToAll });
  const [live, , , replayed, , nextOpening] = rows;

  // LS Premium's qualification: every broadcast that is not open to all.
  if (lsPremium)
    await db
      .insert(signatureTypeContents)
      .values(
        rows
          .filter((r) => !r.openToAll)
          .map((r) => ({
            signatureTypeId: lsPremium.id,
            kind: 'broadcast' as const,
            targetId: r.id,
          })),
      )
      .onConflictDoNothing();

  const trialEnds = new Date(at.getTime() + 6 * DAY);
  await db.insert(userTrials).values({
    userId: trial,
    days: 7,
    startsAt: new Date(at.getTime() - DAY),
    endsAt: trialEnds,
  });
  await db.insert(accessGrants).values([
    {
      userId: carla,
      kind: 'broadcast' as const,
      targetId: live!.id,
      startsAt: new Date(at.getTime() - DAY),
      endsAt: null,
      source: 'staff' as const,
      createdBy: admin,
      note: 'Demonstração: acesso à sala ao vivo',
    },
    {
      userId: trial,
      kind: 'broadcast' as const,
      targetId: live!.id,
      startsAt: new Date(at.getTime() - DAY),
      endsAt: trialEnds,
      source: 'trial' as const,
      note: 'Teste grátis: sala ao vivo',
    },
    ...(lsPremium
      ? [
          {
            userId: premium,
            kind: 'signature' as const,
            targetId: lsPremium.id,
            startsAt: new Date(at.getTime() - 30 * DAY),
            endsAt: new Date(at.getTime() + 335 * DAY),
            source: 'staff' as const,
            createdBy: admin,
            note: 'Demonstração: assinatura LS Premium',
          },
        ]
      : []),
  ]);

  // Célia's courtesy is a real one, as staff give it (create-user-courtesy): a `courtesies` row for
  // the product that sells LS Premium, and the grant it made. The chat's CORTESIA badge and the
  // customer record both read that row.
  const [premiumProduct] = lsPremium
    ? await db
        .select({ id: productItems.productId })
        .from(productItems)
        .where(and(eq(productItems.kind, 'signature'), eq(productItems.targetId, lsPremium.id)))
        .orderBy(asc(productItems.productId))
        .limit(1)
    : [];
  if (lsPremium && premiumProduct) {
    const startsAt = new Date(at.getTime() - 2 * DAY);
    const endsAt = new Date(at.getTime() + 28 * DAY);
    const [given] = await db
      .insert(courtesies)
      .values({
        userId: courtesy,
        productId: premiumProduct.id,
        type: 'partnership',
        startsAt,
        endsAt,
        note: 'Cortesia de demonstração',
        createdBy: admin,
      })
      .returning({ id: courtesies.id });
    await db.insert(accessGrants).values({
      userId: courtesy,
      kind: 'signature',
      targetId: lsPremium.id,
      startsAt,
      endsAt,
      source: 'courtesy',
      sourceId: given!.id,
      createdBy: admin,
      note: 'Cortesia de demonstração',
    });
  }

  // ---------------------------------------------------------------- the live room
  const liveAt = (minutes: number) => new Date(liveStart.getTime() + minutes * MINUTE);
  const inLive = { chatId: liveRoom!.id, broadcastId: live!.id };
  const [hello, , question] = await db
    .insert(chatMessages)
    .values([
      {
        ...inLive,
        userId: admin,
        message: 'Bom dia, pessoal! A sala está aberta. Bons trades a todos.',
        origin: 2,
        badges: ['admin' as const],
        createdAt: liveAt(1),
      },
      {
        ...inLive,
        userId: analyst,
        message: 'Atenção: payroll americano às 10h30. Espere volatilidade no mini-índice.',
        type: 3,
        origin: 2,
        badges: ['senior' as const],
        createdAt: liveAt(2),
      },
      {
        ...inLive,
        userId: courtesy,
        message: 'Bom dia! Qual o suporte mais importante do WIN hoje?',
        badges: ['courtesy' as const],
        createdAt: liveAt(4),
      },
    ])
    .returning({ id: chatMessages.id });
  await db.insert(chatMessages).values([
    {
      ...inLive,
      userId: premium,
      message: 'Bom dia! Operando o mini-índice desde a abertura.',
      badges: ['premium' as const],
      createdAt: liveAt(5),
    },
    {
      ...inLive,
      userId: trial,
      message: 'Primeira vez na sala, estou gostando muito!',
      badges: ['trial' as const],
      createdAt: liveAt(6),
    },
    {
      ...inLive,
      userId: analyst,
      message: 'Célia, o suporte está em 127.500 pontos; abaixo dele, 126.800.',
      origin: 2,
      replyToId: question!.id,
      badges: ['senior' as const],
      createdAt: liveAt(7),
    },
  ]);
  const [recommendation] = await db
    .insert(chatMessages)
    .values({
      ...inLive,
      userId: analyst,
      message: 'PETR4: compra em R$ 38,50, stop em R$ 37,20 e alvo em R$ 41,00.',
      type: 5,
      origin: 2,
      payload: {
        ticker: 'PETR4',
        operation: 'compra',
        entry_cents: 3850,
        stop_cents: 3720,
        target_cents: 4100,
      },
      badges: ['senior' as const],
      createdAt: liveAt(9),
    })
    .returning({ id: chatMessages.id });
  await db.insert(chatMessages).values([
    {
      ...inLive,
      userId: premium,
      message: 'Entrei na PETR4 seguindo a recomendação, obrigado!',
      replyToId: recommendation!.id,
      badges: ['premium' as const],
      createdAt: liveAt(11),
    },
    {
      ...inLive,
      userId: carla,
      message: 'Cheguei agora. O áudio está ótimo!',
      createdAt: liveAt(13),
    },
    {
      ...inLive,
      userId: courtesy,
      message: 'Obrigada pela resposta!',
      replyToId: question!.id,
      badges: ['courtesy' as const],
      createdAt: liveAt(15),
    },
    {
      ...inLive,
      userId: admin,
      message: 'Lembrando: as recomendações ficam salvas no chat. Dúvidas, é só perguntar.',
      origin: 2,
      replyToId: hello!.id,
      badges: ['admin' as const],
      createdAt: liveAt(18),
    },
  ]);

  // ---------------------------------------------------------------- the replay room
  const replayStart = wall(-3, '19:00').getTime() + 2 * MINUTE;
  const replayAt = (minutes: number) => new Date(replayStart + minutes * MINUTE);
  const inReplay = { chatId: weeklyRoom!.id, broadcastId: replayed!.id };
  await db.insert(chatMessages).values([
    {
      ...inReplay,
      userId: analyst,
      message: 'Boa noite! Começamos a análise da semana.',
      origin: 2,
      badges: ['senior' as const],
      createdAt: replayAt(1),
    },
    {
      ...inReplay,
      userId: premium,
      message: 'Boa noite! O Ibovespa fecha a semana no positivo?',
      badges: ['premium' as const],
      createdAt: replayAt(6),
    },
    {
      ...inReplay,
      userId: analyst,
      message: 'Gráfico semanal: rompimento dos 128 mil pontos com volume.',
      type: 3,
      origin: 2,
      badges: ['senior' as const],
      createdAt: replayAt(14),
    },
    {
      ...inReplay,
      userId: carla,
      message: 'Vale acompanhar o dólar também?',
      createdAt: replayAt(22),
    },
    {
      ...inReplay,
      userId: courtesy,
      message: 'Excelente análise, obrigada!',
      badges: ['courtesy' as const],
      createdAt: replayAt(35),
    },
    {
      ...inReplay,
      userId: admin,
      message: 'Obrigada a todos! A gravação fica disponível aqui.',
      origin: 2,
      badges: ['admin' as const],
      createdAt: replayAt(55),
    },
  ]);

  // ---------------------------------------------------------------- the grid
  if (((await db.select({ n: count() }).from(scheduleItems))[0]?.n ?? 0) > 0) return;
  const types = new Map(
    (await db.select().from(scheduleGridTypes)).map((t) => [t.name, t.id] as const),
  );
  const monday = weekStart(today);
  const nextOpeningDay = addDays(today, 1);
  const items: (typeof scheduleItems.$inferInsert)[] = [];
  for (let day = 0; day < 14; day += 1) {
    const weekday = day % 7;
    if (weekday > 4) continue; // the grid runs Monday to Friday
    const date = addDays(monday, day);
    items.push(
      {
        date,
        hour: '09:00',
        durationMinutes: 60,
        title: 'Abertura de Mercado',
        typeId: types.get('Ao vivo') ?? null,
        programId: opening.id,
        broadcastId: date === nextOpeningDay ? (nextOpening?.id ?? null) : null,
      },
      {
        date,
        hour: '12:30',
        durationMinutes: 45,
        title: 'Reprise: Abertura de Mercado',
        typeId: types.get('Reprise') ?? null,
        programId: opening.id,
      },
      weekday === 1 || weekday === 3
        ? {
            date,
            hour: '16:00',
            durationMinutes: 45,
            title: 'Entrevista com gestores',
            description: 'Um gestor convidado comenta o cenário e responde ao chat.',
            typeId: types.get('Entrevista') ?? null,
          }
        : {
            date,
            hour: '17:30',
            durationMinutes: 30,
            title: 'Fechamento do mercado',
            typeId: types.get('Análise') ?? null,
          },
    );
    if (weekday === 4)
      items.push({
        date,
        hour: '19:00',
        durationMinutes: 60,
        title: 'Análise Semanal',
        typeId: types.get('Análise') ?? null,
        programId: weekly.id,
      });
  }
  await db.insert(scheduleItems).values(items);
}
