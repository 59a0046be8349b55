import {
  CHAT_CATCH_UP_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_SPAM_LIMIT,
  slowModeMessage,
  tooFastMessage,
} from '@app/shared';
import type { ChatMessage, ChatReplay, ModerationLogPage, MutedUser } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessGrants,
  broadcasts,
  chatMessages,
  chats,
  courtesies,
  products,
} from '../../db/schema/index.ts';
import { chatWorld, history, newClientId, post } from './chat.fixtures.ts';
import type { ChatWorld } from './chat.fixtures.ts';

let w: ChatWorld;
beforeAll(async () => {
  w = await chatWorld();
});
afterAll(async () => {
  await w.app.close();
});

const send = (token: string, chatId: number, body: object) =>
  w.client.send('POST', `/api/create-chat-message/${chatId}`, token, body);

/** A fresh room open to all, so each test starts with an empty history. */
async function freshRoom(options: { slow?: number } = {}): Promise<number> {
  const [row] = await w.database.db
    .insert(chats)
    .values({ name: 'Sala de teste', slowModeSeconds: options.slow ?? 0 })
    .returning({ id: chats.id });
  await w.database.db.insert(broadcasts).values({
    title: 'Aberta',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    chatId: row!.id,
    scheduledStartAt: new Date(w.clock.now().getTime() - 60_000),
    scheduledEndAt: new Date(w.clock.now().getTime() + 3_600_000),
    openToAll: true,
  });
  return row!.id;
}

describe('who may use the chat routes', () => {
  it('registers every contract path with its access', () => {
    const routes = w.app.accessTable.filter((r) => /chat/.test(r.url));
    const viewer = { resource: 'Cliente-Transmissões', action: 'read' };
    const moderator = { resource: 'Transmissões', action: 'update' };
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/list-chat-messages/:chatId', access: viewer },
        { method: 'POST', url: '/api/create-chat-message/:chatId', access: viewer },
        { method: 'POST', url: '/api/upload-chat-file/:chatId', access: viewer },
        { method: 'GET', url: '/api/chat-file/:fileId', access: viewer },
        { method: 'GET', url: '/api/list-broadcast-chat-replay/:broadcastId', access: viewer },
        { method: 'GET', url: '/api/list-chat-muted-users/:chatId', access: moderator },
        { method: 'POST', url: '/api/mute-chat-user/:chatId', access: moderator },
        { method: 'DELETE', url: '/api/unmute-chat-user/:chatId/:userId', access: moderator },
        { method: 'PUT', url: '/api/hide-chat-message/:id', access: moderator },
        { method: 'PUT', url: '/api/unhide-chat-message/:id', access: moderator },
        { method: 'DELETE', url: '/api/delete-chat-message/:id', access: moderator },
        {
          method: 'PUT',
          url: '/api/hide-chat-user-messages/:chatId/:userId',
          access: moderator,
        },
        { method: 'PUT', url: '/api/update-chat-slow-mode/:chatId', access: moderator },
        { method: 'GET', url: '/api/list-chat-moderation-log/:chatId', access: moderator },
      ]),
    );
  });

  it('asks for a session, and refuses chats the person may not read', async () => {
    expect((await w.client.get(`/api/list-chat-messages/${w.chats.open}`)).statusCode).toBe(401);
    const hidden = await w.client.get(`/api/list-chat-messages/${w.chats.private}`, w.tokens.carla);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json()).toEqual({ error: CHAT_MESSAGES.noAccess });
    const sent = await send(w.tokens.carla, w.chats.private, { message: 'oi' });
    expect(sent.statusCode).toBe(403);
    const unknown = await w.client.get('/api/list-chat-messages/999999', w.tokens.carla);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: CHAT_MESSAGES.chatNotFound });
    // Staff read every room.
    const staff = await w.client.get(
      `/api/list-chat-messages/${w.chats.private}`,
      w.tokens.analyst,
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ moderator: true, delay_seconds: 0 });
  });

  it('keeps the moderation routes to moderators', async () => {
    const calls: [string, string, object?][] = [
      ['GET', `/api/list-chat-muted-users/${w.chats.open}`],
      ['POST', `/api/mute-chat-user/${w.chats.open}`, { user_id: w.users.bruno }],
      ['DELETE', `/api/unmute-chat-user/${w.chats.open}/${w.users.bruno}`],
      ['PUT', '/api/hide-chat-message/1'],
      ['PUT', '/api/unhide-chat-message/1'],
      ['DELETE', '/api/delete-chat-message/1'],
      ['PUT', `/api/hide-chat-user-messages/${w.chats.open}/${w.users.bruno}`],
      ['PUT', `/api/update-chat-slow-mode/${w.chats.open}`, { seconds: 5 }],
      ['GET', `/api/list-chat-moderation-log/${w.chats.open}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await w.client.send(method as 'GET', url, w.tokens.carla, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      // A seller has no `Transmissões` either.
      const seller = await w.client.send(method as 'GET', url, w.tokens.seller, body);
      expect(seller.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('sending', () => {
  it('stores the message with the author’s badges and the live broadcast', async () => {
    const byCarla = await post(w, w.tokens.carla, w.chats.open, 'Bom dia!');
    expect(byCarla).toMatchObject({
      chat_id: w.chats.open,
      message: 'Bom dia!',
      type: 1,
      origin: 1,
      user_id: w.users.carla,
      user_chat: 'Carla',
      hidden: false,
      broadcast_id: w.liveBroadcast,
      reply_to: null,
      files_message: [],
    });
    // Her own CPF is not echoed to a customer; she is no staff.
    expect(byCarla.user).toMatchObject({
      identifier: null,
      admin: false,
      senior: false,
      staff: false,
    });
    const badges = async (token: string) => (await post(w, token, w.chats.open, 'oi')).user;
    expect(await badges(w.tokens.admin)).toMatchObject({ admin: true, senior: false, staff: true });
    expect(await badges(w.tokens.analyst)).toMatchObject({
      admin: false,
      senior: true,
      staff: true,
    });
    expect(await badges(w.tokens.bruno)).toMatchObject({
      premium: true,
      trial: false,
      courtesy: false,
    });
    expect(await badges(w.tokens.tina)).toMatchObject({
      premium: false,
      trial: true,
      courtesy: false,
    });
    expect(await badges(w.tokens.caio)).toMatchObject({
      premium: false,
      trial: false,
      courtesy: true,
    });
    // A room with no live broadcast records none.
    const room = await freshRoom();
    expect((await post(w, w.tokens.carla, room, 'fora do ar')).broadcast_id).toBeNull();
  });

  it('gives the courtesy badge only while a courtesy is active, not for a grant labelled so', async () => {
    const db = w.database.db;
    const badge = async () => (await post(w, w.tokens.carla, w.chats.open, 'oi')).user.courtesy;
    // Carla (the demo customer) holds no courtesy: her record shows none, nor does the chat.
    w.clock.advance(11_000);
    expect(await badge()).toBe(false);
    // A grant marked `courtesy` with no courtesy behind it (as the old demo data had).
    const at = w.clock.now();
    const hourAgo = new Date(at.getTime() - 3_600_000);
    const [loose] = await db
      .insert(accessGrants)
      .values({
        userId: w.users.carla,
        kind: 'course',
        targetId: 2,
        startsAt: hourAgo,
        endsAt: null,
        source: 'courtesy',
      })
      .returning({ id: accessGrants.id });
    w.clock.advance(11_000);
    expect(await badge()).toBe(false);
    // A real courtesy that has ended gives none either; an active one does.
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    const [ended] = await db
      .insert(courtesies)
      .values({
        userId: w.users.carla,
        productId: product!.id,
        type: 'support',
        startsAt: new Date(at.getTime() - 10 * 86_400_000),
        endsAt: hourAgo,
        createdBy: w.users.admin,
      })
      .returning({ id: courtesies.id });
    await db
      .update(accessGrants)
      .set({ sourceId: ended!.id })
      .where(eq(accessGrants.id, loose!.id));
    w.clock.advance(11_000);
    expect(await badge()).toBe(false);
    await db.update(courtesies).set({ endsAt: null }).where(eq(courtesies.id, ended!.id));
    w.clock.advance(11_000);
    expect(await badge()).toBe(true);
    // Revoked: the badge goes (the grant is revoked with it, docs/architecture.md).
    await db
      .update(courtesies)
      .set({ revokedAt: w.clock.now() })
      .where(eq(courtesies.id, ended!.id));
    w.clock.advance(11_000);
    expect(await badge()).toBe(false);
    await db.delete(accessGrants).where(eq(accessGrants.id, loose!.id));
    await db.delete(courtesies).where(eq(courtesies.id, ended!.id));
  });

  it('records no broadcast for a room with none live', async () => {
    const room = await freshRoom();
    expect((await post(w, w.tokens.carla, room, 'fora do ar')).broadcast_id).toBeNull();
  });

  it('gives staff the CPF and the others null', async () => {
    const room = await freshRoom();
    await post(w, w.tokens.carla, room, 'meu CPF não aparece');
    const staff = await history(w, w.tokens.admin, room);
    expect(staff.messages[0]!.user.identifier).toBe('52998224725');
    const other = await history(w, w.tokens.bruno, room);
    expect(other.messages[0]!.user.identifier).toBeNull();
  });

  it('refuses closed rooms, staff-only types, foreign replies and bad input with clear 400s', async () => {
    const closed = await send(w.tokens.carla, w.chats.closed, { message: 'oi' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ error: CHAT_MESSAGES.chatClosed });
    for (const type of [3, 5]) {
      const res = await send(w.tokens.carla, w.chats.open, {
        message: 'alerta',
        type,
        payload: { ticker: 'PETR4', operation: 'compra', entry_cents: 3000 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CHAT_MESSAGES.staffOnlyType });
    }
    const other = await freshRoom();
    const elsewhere = await post(w, w.tokens.carla, other, 'em outra sala');
    const reply = await send(w.tokens.carla, w.chats.open, {
      message: 'resposta',
      reply_to_id: elsewhere.id,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: { reply_to_id: [CHAT_MESSAGES.replyNotFound] } });
    const long = await send(w.tokens.carla, w.chats.open, {
      message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: { message: [CHAT_MESSAGES.tooLong] } });
    const atLimit = await post(w, w.tokens.carla, other, {
      message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH),
    });
    expect(atLimit.message).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    const empty = await send(w.tokens.carla, w.chats.open, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { message: [CHAT_MESSAGES.empty] } });
    const noCard = await send(w.tokens.admin, w.chats.open, { message: '', type: 5 });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json()).toEqual({ error: { payload: [CHAT_MESSAGES.recommendationRequired] } });
  });

  it('lets staff post highlights and recommendation cards', async () => {
    const room = await freshRoom();
    const card = await post(w, w.tokens.analyst, room, {
      message: '',
      type: 5,
      origin: 2,
      payload: { ticker: 'petr4', operation: 'compra', entry_cents: 3050, stop_cents: 2900 },
    });
    expect(card).toMatchObject({
      type: 5,
      origin: 2,
      payload: { ticker: 'PETR4', operation: 'compra', entry_cents: 3050, stop_cents: 2900 },
    });
    const highlight = await post(w, w.tokens.admin, room, { message: 'Atenção!', type: 3 });
    expect(highlight).toMatchObject({ type: 3, payload: null });
    const seen = await history(w, w.tokens.carla, room);
    expect(seen.messages.map((m) => m.type)).toEqual([5, 3]);
  });

  it('quotes the replied message, and says "removed" once it is hidden', async () => {
    const room = await freshRoom();
    const original = await post(w, w.tokens.bruno, room, 'Qual o alvo?');
    const answer = await post(w, w.tokens.analyst, room, {
      message: 'R$ 32,00',
      reply_to_id: original.id,
    });
    expect(answer.reply_to).toEqual({
      id: original.id,
      message: 'Qual o alvo?',
      user_chat: 'Bruno',
      removed: false,
    });
    const hide = await w.client.send(
      'PUT',
      `/api/hide-chat-message/${original.id}`,
      w.tokens.admin,
    );
    expect(hide.statusCode).toBe(200);
    const forCarla = (await history(w, w.tokens.carla, room)).messages;
    expect(forCarla.map((m) => m.id)).toEqual([answer.id]);
    expect(forCarla[0]!.reply_to).toEqual({
      id: original.id,
      message: '',
      user_chat: 'Bruno',
      removed: true,
    });
    // Its author and staff still see the quote.
    const forBruno = (await history(w, w.tokens.bruno, room)).messages;
    expect(forBruno.find((m) => m.id === answer.id)!.reply_to!.removed).toBe(false);
    const forStaff = (await history(w, w.tokens.admin, room)).messages;
    expect(forStaff.find((m) => m.id === answer.id)!.reply_to!.message).toBe('Qual o alvo?');
  });

  it('makes one message of 20 parallel sends with one client_id', async () => {
    const room = await freshRoom();
    const clientId = newClientId();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(w.tokens.carla, room, { message: 'só uma vez', client_id: clientId }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(results.map((r) => r.json<ChatMessage>().id));
    expect(ids.size).toBe(1);
    const rows = await w.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, room));
    expect(rows).toHaveLength(1);
    expect(results[0]!.json<ChatMessage>().client_id).toBe(clientId);
    w.clock.advance(60_000);
  });
});

describe('slow mode and the spam guard', () => {
  it('makes a customer wait, answers 429 with retry_after, and spares staff', async () => {
    const room = await freshRoom();
    const set = await w.client.send('PUT', `/api/update-chat-slow-mode/${room}`, w.tokens.analyst, {
      seconds: 30,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ slow_mode_seconds: 30 });
    expect((await send(w.tokens.carla, room, { message: 'primeira' })).statusCode).toBe(201);
    w.clock.advance(10_000);
    const early = await send(w.tokens.carla, room, { message: 'segunda' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: slowModeMessage(20), retry_after: 20 });
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json<{ error: string }>().error).toBe(
      'Modo lento ativo: aguarde 20 segundos para enviar outra mensagem.',
    );
    // Another customer is not held back by Carla's message; staff never are.
    expect((await send(w.tokens.bruno, room, { message: 'eu posso' })).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1)
      expect((await send(w.tokens.analyst, room, { message: `staff ${i}` })).statusCode).toBe(201);
    expect((await history(w, w.tokens.carla, room)).slow_mode_seconds).toBe(30);
    w.clock.advance(20_000);
    expect((await send(w.tokens.carla, room, { message: 'agora sim' })).statusCode).toBe(201);
    // Off again.
    await w.client.send('PUT', `/api/update-chat-slow-mode/${room}`, w.tokens.analyst, {
      seconds: 0,
    });
    w.clock.advance(1_000);
    expect((await send(w.tokens.carla, room, { message: 'livre' })).statusCode).toBe(201);
  });

  it(`lets a customer send ${CHAT_SPAM_LIMIT.messages} messages per ${CHAT_SPAM_LIMIT.windowSeconds} s`, async () => {
    const room = await freshRoom();
    for (let i = 0; i < CHAT_SPAM_LIMIT.messages; i += 1)
      expect((await send(w.tokens.caio, room, { message: `msg ${i}` })).statusCode).toBe(201);
    const flood = await send(w.tokens.caio, room, { message: 'mais uma' });
    expect(flood.statusCode).toBe(429);
    expect(flood.json()).toEqual({
      error: tooFastMessage(CHAT_SPAM_LIMIT.windowSeconds),
      retry_after: CHAT_SPAM_LIMIT.windowSeconds,
    });
    // Staff are exempt.
    for (let i = 0; i < CHAT_SPAM_LIMIT.messages + 2; i += 1)
      expect((await send(w.tokens.admin, room, { message: `staff ${i}` })).statusCode).toBe(201);
    w.clock.advance(CHAT_SPAM_LIMIT.windowSeconds * 1000 + 1);
    expect((await send(w.tokens.caio, room, { message: 'depois' })).statusCode).toBe(201);
  });
});

describe('history', () => {
  it('gives the last 20 to customers and 100 to staff, older pages and a catch-up', async () => {
    const room = await freshRoom();
    const sent: number[] = [];
    for (let i = 0; i < 120; i += 1)
      sent.push((await post(w, w.tokens.analyst, room, `mensagem ${i}`)).id);
    const customer = await history(w, w.tokens.carla, room);
    expect(customer.messages.map((m) => m.id)).toEqual(sent.slice(-20));
    expect(customer).toMatchObject({
      has_older: true,
      truncated: false,
      chat_open: true,
      moderator: false,
      delay_seconds: 0,
    });
    const staff = await history(w, w.tokens.admin, room);
    expect(staff.messages.map((m) => m.id)).toEqual(sent.slice(-100));
    expect(staff.has_older).toBe(true);
    const fewer = await history(w, w.tokens.carla, room, '?limit=5');
    expect(fewer.messages.map((m) => m.id)).toEqual(sent.slice(-5));
    // `limit` may lower the page, never raise it.
    const more = await history(w, w.tokens.carla, room, '?limit=50');
    expect(more.messages).toHaveLength(20);
    const older = await history(w, w.tokens.carla, room, `?before_id=${sent[20]}`);
    expect(older.messages.map((m) => m.id)).toEqual(sent.slice(0, 20));
    expect(older.has_older).toBe(false);
    const middle = await history(w, w.tokens.carla, room, `?before_id=${sent[50]}`);
    expect(middle.messages.map((m) => m.id)).toEqual(sent.slice(30, 50));
    expect(middle.has_older).toBe(true);

    // Reconnect: exactly what came after the last one the client had, oldest first.
    const missed = await history(w, w.tokens.carla, room, `?after_id=${sent[110]}`);
    expect(missed.messages.map((m) => m.id)).toEqual(sent.slice(111));
    expect(missed.truncated).toBe(false);
    const capped = await history(w, w.tokens.carla, room, `?after_id=${sent[0]}&limit=10`);
    expect(capped.messages.map((m) => m.id)).toEqual(sent.slice(1, 11));
    expect(capped.truncated).toBe(true);
    const all = await history(w, w.tokens.carla, room, '?after_id=0');
    expect(all.messages).toHaveLength(120);
    expect(all.truncated).toBe(false);
    const tooMany = await w.client.get(
      `/api/list-chat-messages/${room}?limit=${CHAT_CATCH_UP_LIMIT + 1}`,
      w.tokens.carla,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('holds back others’ newest messages from a delayed (trial) viewer, not her own', async () => {
    const room = await freshRoom();
    const early = await post(w, w.tokens.analyst, room, 'há um minuto');
    w.clock.advance(60_000);
    const recent = await post(w, w.tokens.analyst, room, 'agora mesmo');
    const hers = await post(w, w.tokens.tina, room, 'minha');
    const tina = await history(w, w.tokens.tina, room);
    expect(tina.delay_seconds).toBe(30);
    expect(tina.messages.map((m) => m.id)).toEqual([early.id, hers.id]);
    const caughtUp = await history(w, w.tokens.tina, room, `?after_id=${early.id}`);
    expect(caughtUp.messages.map((m) => m.id)).toEqual([hers.id]);
    w.clock.advance(30_000);
    expect((await history(w, w.tokens.tina, room)).messages.map((m) => m.id)).toEqual([
      early.id,
      recent.id,
      hers.id,
    ]);
    // Others are not delayed.
    expect((await history(w, w.tokens.carla, room)).messages).toHaveLength(3);
  });
});

describe('moderation', () => {
  it('hides, unhides and deletes, and logs every action', async () => {
    const room = await freshRoom();
    const a = await post(w, w.tokens.bruno, room, 'mensagem A');
    const b = await post(w, w.tokens.bruno, room, 'mensagem B');
    const hidden = await w.client.send('PUT', `/api/hide-chat-message/${a.id}`, w.tokens.analyst);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: a.id, hidden: true, hidden_reason: 'moderator' });
    const ids = async (token: string) => (await history(w, token, room)).messages.map((m) => m.id);
    expect(await ids(w.tokens.carla)).toEqual([b.id]);
    expect(await ids(w.tokens.bruno)).toEqual([a.id, b.id]);
    const staffView = (await history(w, w.tokens.admin, room)).messages;
    expect(staffView.map((m) => [m.id, m.hidden, m.hidden_reason])).toEqual([
      [a.id, true, 'moderator'],
      [b.id, false, null],
    ]);
    const unhidden = await w.client.send(
      'PUT',
      `/api/unhide-chat-message/${a.id}`,
      w.tokens.analyst,
    );
    expect(unhidden.json()).toMatchObject({ hidden: false, hidden_reason: null });
    expect(await ids(w.tokens.carla)).toEqual([a.id, b.id]);

    const deleted = await w.client.send(
      'DELETE',
      `/api/delete-chat-message/${b.id}`,
      w.tokens.analyst,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await ids(w.tokens.carla)).toEqual([a.id]);
    // Not even its author sees a deleted message; staff do, with its time.
    expect(await ids(w.tokens.bruno)).toEqual([a.id]);
    const forStaff = (await history(w, w.tokens.admin, room)).messages;
    expect(forStaff.find((m) => m.id === b.id)!.deleted_at).toBe(w.clock.now().toISOString());

    const missing = await w.client.send('PUT', '/api/hide-chat-message/99999999', w.tokens.analyst);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: CHAT_MESSAGES.messageNotFound });

    const log = await w.client.get(`/api/list-chat-moderation-log/${room}`, w.tokens.admin);
    expect(log.statusCode).toBe(200);
    const page = log.json<ModerationLogPage>();
    expect(page.data.map((e) => [e.action, e.message_id, e.moderator, e.target_user])).toEqual([
      ['delete', b.id, 'Paulo Analista', 'Bruno Premium'],
      ['unhide', a.id, 'Paulo Analista', 'Bruno Premium'],
      ['hide', a.id, 'Paulo Analista', 'Bruno Premium'],
    ]);
    expect(page.meta).toEqual({ total: 3, page: 1, per_page: 20 });
    const second = await w.client.get(
      `/api/list-chat-moderation-log/${room}?page=2&per_page=2`,
      w.tokens.admin,
    );
    expect(second.json<ModerationLogPage>().data.map((e) => e.action)).toEqual(['hide']);
  });

  it('hides all of a person’s messages in one room', async () => {
    const room = await freshRoom();
    const other = await freshRoom();
    await post(w, w.tokens.bruno, room, 'um');
    await post(w, w.tokens.bruno, room, 'dois');
    const kept = await post(w, w.tokens.carla, room, 'três');
    const elsewhere = await post(w, w.tokens.bruno, other, 'outra sala');
    const res = await w.client.send(
      'PUT',
      `/api/hide-chat-user-messages/${room}/${w.users.bruno}`,
      w.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hidden: 2 });
    expect((await history(w, w.tokens.carla, room)).messages.map((m) => m.id)).toEqual([kept.id]);
    expect((await history(w, w.tokens.carla, other)).messages.map((m) => m.id)).toEqual([
      elsewhere.id,
    ]);
    const log = (
      await w.client.get(`/api/list-chat-moderation-log/${room}`, w.tokens.admin)
    ).json<ModerationLogPage>();
    expect(log.data[0]).toMatchObject({
      action: 'hide_user_messages',
      target_user: 'Bruno Premium',
      details: { hidden: 2 },
    });
  });

  it('mutes with a duration and reason, lists, re-mutes, unmutes', async () => {
    const room = await freshRoom();
    const mute = (body: object, token = w.tokens.analyst) =>
      w.client.send('POST', `/api/mute-chat-user/${room}`, token, body);
    const self = await mute({ user_id: w.users.analyst });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: { user_id: [CHAT_MESSAGES.cannotMuteSelf] } });
    for (const [staff, by] of [
      [w.users.admin, w.tokens.analyst],
      [w.users.analyst, w.tokens.admin],
    ] as const) {
      const res = await mute({ user_id: staff }, by);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { user_id: [CHAT_MESSAGES.cannotMuteStaff] } });
    }
    expect((await mute({ user_id: 999999 })).statusCode).toBe(404);

    const first = await mute({ user_id: w.users.bruno, duration_minutes: 10, reason: 'flood' });
    expect(first.statusCode).toBe(200);
    const at = w.clock.now();
    expect(first.json()).toEqual({
      id: w.users.bruno,
      muted_at: at.toISOString(),
      expires_at: new Date(at.getTime() + 600_000).toISOString(),
      reason: 'flood',
      name: 'Bruno Premium',
      muted_by: 'Paulo Analista',
    });
    w.clock.advance(1_000);
    // Muting again updates the open mute (no second row).
    const again = await mute({ user_id: w.users.bruno }, w.tokens.admin);
    expect(again.json()).toMatchObject({ expires_at: null, reason: null, muted_by: 'Ana Admin' });
    const listed = await w.client.get(`/api/list-chat-muted-users/${room}`, w.tokens.analyst);
    expect(listed.json<MutedUser[]>().map((m) => m.id)).toEqual([w.users.bruno]);

    const unmute = await w.client.send(
      'DELETE',
      `/api/unmute-chat-user/${room}/${w.users.bruno}`,
      w.tokens.analyst,
    );
    expect(unmute.statusCode).toBe(204);
    const twice = await w.client.send(
      'DELETE',
      `/api/unmute-chat-user/${room}/${w.users.bruno}`,
      w.tokens.analyst,
    );
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: CHAT_MESSAGES.userNotMuted });
    expect(
      (await w.client.get(`/api/list-chat-muted-users/${room}`, w.tokens.analyst)).json(),
    ).toEqual([]);

    // A mute that expired no longer hides nor lists.
    await mute({ user_id: w.users.caio, duration_minutes: 1 });
    w.clock.advance(61_000);
    expect(
      (await w.client.get(`/api/list-chat-muted-users/${room}`, w.tokens.analyst)).json(),
    ).toEqual([]);
    expect((await post(w, w.tokens.caio, room, 'voltei')).hidden).toBe(false);
    const actions = (
      await w.client.get(`/api/list-chat-moderation-log/${room}`, w.tokens.admin)
    ).json<ModerationLogPage>();
    expect(actions.data.map((e) => e.action)).toEqual(['mute', 'unmute', 'mute', 'mute']);
    expect(actions.data.at(-1)!.details).toMatchObject({ reason: 'flood', duration_minutes: 10 });
  });

  it('logs slow mode changes', async () => {
    const room = await freshRoom();
    await w.client.send('PUT', `/api/update-chat-slow-mode/${room}`, w.tokens.admin, {
      seconds: 15,
    });
    const log = (
      await w.client.get(`/api/list-chat-moderation-log/${room}`, w.tokens.admin)
    ).json<ModerationLogPage>();
    expect(log.data[0]).toMatchObject({ action: 'slow_mode', details: { from: 0, to: 15 } });
    const bad = await w.client.send('PUT', `/api/update-chat-slow-mode/${room}`, w.tokens.admin, {
      seconds: 3601,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('replay', () => {
  it('gives an ended live’s visible messages with their video offsets', async () => {
    const room = await freshRoom();
    const startedAt = w.clock.now();
    const [live] = await w.database.db
      .insert(broadcasts)
      .values({
        title: 'Replay',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        chatId: room,
        scheduledStartAt: startedAt,
        scheduledEndAt: new Date(startedAt.getTime() + 3_600_000),
        status: 'live',
        startedAt,
        openToAll: true,
      })
      .returning({ id: broadcasts.id });
    const id = live!.id;
    const early = await w.client.get(`/api/list-broadcast-chat-replay/${id}`, w.tokens.carla);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ error: CHAT_MESSAGES.replayUnavailable });

    w.clock.advance(10_000);
    const first = await post(w, w.tokens.carla, room, 'no começo');
    w.clock.advance(100_000);
    const hidden = await post(w, w.tokens.bruno, room, 'vai sumir');
    await w.client.send('PUT', `/api/hide-chat-message/${hidden.id}`, w.tokens.admin);
    const last = await post(w, w.tokens.analyst, room, 'no fim');
    expect(first.broadcast_id).toBe(id);
    await w.database.db
      .update(broadcasts)
      .set({ status: 'ended', endedAt: w.clock.now() })
      .where(eq(broadcasts.id, id));
    w.clock.advance(10_000);
    await post(w, w.tokens.carla, room, 'depois do fim');

    const res = await w.client.get(`/api/list-broadcast-chat-replay/${id}`, w.tokens.carla);
    expect(res.statusCode).toBe(200);
    const replay = res.json<ChatReplay>();
    expect(replay).toMatchObject({
      broadcast_id: id,
      chat_id: room,
      started_at: startedAt.toISOString(),
    });
    expect(replay.messages.map((m) => [m.id, m.offset_seconds])).toEqual([
      [first.id, 10],
      [last.id, 116],
    ]);
    const staff = (
      await w.client.get(`/api/list-broadcast-chat-replay/${id}`, w.tokens.admin)
    ).json<ChatReplay>();
    expect(staff.messages.map((m) => m.id)).toEqual([first.id, hidden.id, last.id]);
    const window = (
      await w.client.get(
        `/api/list-broadcast-chat-replay/${id}?from_seconds=50&to_seconds=115`,
        w.tokens.admin,
      )
    ).json<ChatReplay>();
    expect(window.messages.map((m) => m.id)).toEqual([hidden.id]);
    const noAccess = await w.client.get(
      `/api/list-broadcast-chat-replay/${w.privateBroadcast}`,
      w.tokens.carla,
    );
    expect(noAccess.statusCode).toBe(403);
    expect(
      (await w.client.get('/api/list-broadcast-chat-replay/999999', w.tokens.carla)).statusCode,
    ).toBe(404);
  });
});
