import { HELPDESK_MESSAGES, TICKET_REOPEN_DAYS } from '@app/shared';
import type { ListPage, Ticket, TicketAttachment, TicketComment, TicketSummary } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { apiClient, bearer, multipartBody } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { BYTES } from '../chat/chat.fixtures.ts';
import { GLPI_APP_TOKEN, GLPI_USER_TOKEN, startFakeGlpi } from './glpi-fake.fixtures.ts';
import type { FakeGlpi } from './glpi-fake.fixtures.ts';
import { glpiTicketProvider } from './ticket-provider.ts';

let app: App;
let database: TestDatabase;
let glpi: FakeGlpi;
let admin: string;
let vera: string; // Vendedor: a requester
let paulo: string; // Analista: another requester
let sofia: string; // Suporte: an agent (manage on hub-glpi)
let carla: string; // a customer
const MAX_FILE = 4096;
const { demoTokens, get, send } = apiClient(() => app);
const post = (url: string, body: object | undefined, token?: string) =>
  send('POST', url, token, body);

beforeAll(async () => {
  glpi = await startFakeGlpi();
  ({ app, database } = await createDemoApp(() => new Date(), {
    helpdesk: {
      provider: glpiTicketProvider({
        url: glpi.url,
        appToken: GLPI_APP_TOKEN,
        userToken: GLPI_USER_TOKEN,
      }),
      maxFileBytes: MAX_FILE,
    },
  }));
  [admin, vera, paulo, sofia, carla] = await demoTokens();
});
afterAll(async () => {
  await app.close();
  await glpi.close();
});

const newTicket = {
  title: 'Notebook não liga',
  category: 'equipamento',
  priority: 'alta',
  description: 'Apertei o botão e nada acontece; a luz da bateria pisca laranja.',
};

async function mails(to: string) {
  return queryRows<{ subject: string; body_text: string }>(
    database.db,
    sql`select subject, body_text from outbox_messages
      where recipient = ${to} and kind = 'helpdesk_ticket' order by id`,
  );
}

async function upload(
  token: string,
  ticketId: number,
  file: { name: string; type: string; bytes: Buffer },
) {
  const body = multipartBody({}, file);
  return app.inject({
    method: 'POST',
    url: `/api/upload-helpdesk-attachment/${ticketId}`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

describe('help desk (resource hub-glpi)', () => {
  let ticket: TicketSummary;

  it('asks for a session and refuses customers', async () => {
    expect((await get('/api/list-helpdesk-tickets')).statusCode).toBe(401);
    expect((await get('/api/list-helpdesk-tickets', carla)).statusCode).toBe(403);
    expect((await post('/api/create-helpdesk-ticket', newTicket, carla)).statusCode).toBe(403);
  });

  it('says in pt-BR what is wrong with a ticket', async () => {
    const bad = await post(
      '/api/create-helpdesk-ticket',
      { title: 'x', category: 'cozinha', priority: 'alta', description: '' },
      vera,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        title: [HELPDESK_MESSAGES.title],
        category: [HELPDESK_MESSAGES.category],
        description: [HELPDESK_MESSAGES.description],
      },
    });
    const extra = await post(
      '/api/create-helpdesk-ticket',
      { ...newTicket, status: 'fechado' },
      vera,
    );
    expect(extra.statusCode).toBe(400);
  });

  it('opens a ticket, in GLPI too (its id kept), and the requester sees it', async () => {
    const res = await post('/api/create-helpdesk-ticket', newTicket, vera);
    expect(res.statusCode, res.body).toBe(201);
    ticket = res.json<TicketSummary>();
    expect(ticket).toMatchObject({ status: 'novo', title: newTicket.title, assignee: null });
    const found = (await get(`/api/find-helpdesk-ticket/${ticket.id}`, vera)).json<Ticket>();
    expect(found.external_id).toMatch(/^\d+$/);
    expect(glpi.tickets.get(Number(found.external_id))?.name).toBe(newTicket.title);
    expect(found.agent).toBe(false);
    expect(found.next_statuses).toEqual([]);
  });

  it('answers 503 and stores nothing when GLPI is down', async () => {
    const before = (await get('/api/list-helpdesk-tickets', vera)).json<ListPage<TicketSummary>>();
    glpi.down = true;
    try {
      const res = await post('/api/create-helpdesk-ticket', newTicket, vera);
      expect(res.statusCode).toBe(503);
    } finally {
      glpi.down = false;
    }
    const after = (await get('/api/list-helpdesk-tickets', vera)).json<ListPage<TicketSummary>>();
    expect(after.meta.total).toBe(before.meta.total);
  });

  it('shows requesters only their own tickets and agents all of them', async () => {
    const mine = (await get('/api/list-helpdesk-tickets', vera)).json<ListPage<TicketSummary>>();
    expect(mine.data.length).toBeGreaterThan(1);
    expect(mine.data.every((t) => t.requester.name === 'Vera Vendedora')).toBe(true);
    const all = (await get('/api/list-helpdesk-tickets', sofia)).json<ListPage<TicketSummary>>();
    expect(new Set(all.data.map((t) => t.requester.name)).size).toBeGreaterThan(2);
    expect((await get(`/api/find-helpdesk-ticket/${ticket.id}`, paulo)).statusCode).toBe(404);
    expect((await get(`/api/find-helpdesk-ticket/${ticket.id}`, sofia)).statusCode).toBe(200);
    expect((await get('/api/find-helpdesk-ticket/999999', sofia)).statusCode).toBe(404);
    // Paulo asking for Vera's tickets by filter still gets only his own.
    const filtered = (await get('/api/list-helpdesk-tickets?search=Notebook', paulo)).json<
      ListPage<TicketSummary>
    >();
    expect(filtered.data).toEqual([]);
  });

  it('filters, searches and pages in one statement', async () => {
    const search = (
      await get(
        `/api/list-helpdesk-tickets?search=${encodeURIComponent('notebook')}&status=novo`,
        sofia,
      )
    ).json<ListPage<TicketSummary>>();
    expect(search.data.map((t) => t.id)).toContain(ticket.id);
    const byPriority = (await get('/api/list-helpdesk-tickets?priority=urgente', sofia)).json<
      ListPage<TicketSummary>
    >();
    expect(byPriority.data.every((t) => t.priority === 'urgente')).toBe(true);
    const paged = (await get('/api/list-helpdesk-tickets?per_page=2&page=2', sofia)).json<
      ListPage<TicketSummary>
    >();
    expect(paged.data).toHaveLength(2);
    expect(paged.meta.total).toBeGreaterThan(4);
    expect((await get('/api/list-helpdesk-tickets?status=aberto', sofia)).statusCode).toBe(400);
    const { statements } = await countStatements(database, () =>
      get('/api/list-helpdesk-tickets?search=notebook', sofia),
    );
    expect(statements).toHaveLength(1);
  });

  it('lets only agents triage, and only to an agent', async () => {
    const options = (await get('/api/select-helpdesk-options', vera)).json<{
      agents: { id: number; name: string }[];
    }>();
    const sofiaId = options.agents.find((a) => a.name === 'Sofia Suporte')!.id;
    expect(options.agents.map((a) => a.name)).not.toContain('Vera Vendedora');
    expect(
      (await post(`/api/triage-helpdesk-ticket/${ticket.id}`, { assignee_id: sofiaId }, vera))
        .statusCode,
    ).toBe(403);
    const veraId = ticket.requester.id;
    const notAgent = await post(
      `/api/triage-helpdesk-ticket/${ticket.id}`,
      { assignee_id: veraId },
      admin,
    );
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json()).toEqual({ error: { assignee_id: [HELPDESK_MESSAGES.assignee] } });
    const ok = await post(
      `/api/triage-helpdesk-ticket/${ticket.id}`,
      { assignee_id: sofiaId, priority: 'urgente' },
      admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const found = (await get(`/api/find-helpdesk-ticket/${ticket.id}`, vera)).json<Ticket>();
    expect(found).toMatchObject({ priority: 'urgente', assignee: { name: 'Sofia Suporte' } });
    expect((await mails('suporte@demo.lstrader.com.br')).at(-1)?.subject).toBe(
      `Chamado #${ticket.id} atribuído a você`,
    );
  });

  it('moves along the flow, tells the requester by e-mail and GLPI follows', async () => {
    const byRequester = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'em_atendimento' },
      vera,
    );
    expect(byRequester.statusCode).toBe(403);
    expect(byRequester.json()).toEqual({ error: HELPDESK_MESSAGES.agentOnly });
    const moved = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'em_atendimento', comment: 'Estou verificando.' },
      sofia,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TicketComment>()).toMatchObject({
      status: 'em_atendimento',
      body: 'Estou verificando.',
    });
    const backwards = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'novo' },
      sofia,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: { status: [HELPDESK_MESSAGES.transition] } });
    const resolved = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'resolvido', comment: 'Bateria trocada.' },
      sofia,
    );
    expect(resolved.statusCode).toBe(200);
    const found = (await get(`/api/find-helpdesk-ticket/${ticket.id}`, vera)).json<Ticket>();
    expect(found.status).toBe('resolvido');
    expect(found.resolved_at).not.toBeNull();
    expect(found.next_statuses).toEqual(['em_atendimento', 'fechado']);
    expect(found.thread.map((c) => c.status)).toEqual(['em_atendimento', 'resolvido']);
    expect(glpi.tickets.get(Number(found.external_id))?.status).toBe(5);
    const sent = await mails('vendedor@demo.lstrader.com.br');
    expect(sent.map((m) => m.subject)).toEqual([
      `Seu chamado #${ticket.id} está em atendimento`,
      `Seu chamado #${ticket.id} está resolvido`,
    ]);
    expect(sent[1]!.body_text).toContain('Bateria trocada.');
  });

  it('lets the requester reopen within the days allowed, and not after', async () => {
    const reopened = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'em_atendimento', comment: 'Voltou a desligar sozinho.' },
      vera,
    );
    expect(reopened.statusCode, reopened.body).toBe(200);
    const again = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'resolvido' },
      sofia,
    );
    expect(again.statusCode).toBe(200);
    const closed = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'fechado' },
      vera,
    );
    expect(closed.statusCode).toBe(200);
    const comment = await post(`/api/create-helpdesk-comment/${ticket.id}`, { body: 'Oi?' }, vera);
    expect(comment.statusCode).toBe(400);
    expect(comment.json()).toEqual({ error: HELPDESK_MESSAGES.closedTicket });
    // The resolution further back than the days allowed (the sessions keep the real clock).
    await database.db.execute(
      sql`update helpdesk_tickets set resolved_at = resolved_at - ${`${TICKET_REOPEN_DAYS + 1} days`}::interval
        where id = ${ticket.id}`,
    );
    const late = await post(
      `/api/change-helpdesk-ticket-status/${ticket.id}`,
      { status: 'em_atendimento' },
      vera,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: { status: [HELPDESK_MESSAGES.reopenExpired] } });
  });

  it('keeps a comment thread, mirrored as GLPI follow-ups', async () => {
    const other = (
      await post('/api/create-helpdesk-ticket', { ...newTicket, title: 'Mouse falhando' }, paulo)
    ).json<TicketSummary>();
    const bad = await post(`/api/create-helpdesk-comment/${other.id}`, { body: ' ' }, paulo);
    expect(bad.statusCode).toBe(400);
    expect(
      (await post(`/api/create-helpdesk-comment/${other.id}`, { body: 'Oi' }, vera)).statusCode,
    ).toBe(404);
    const res = await post(
      `/api/create-helpdesk-comment/${other.id}`,
      { body: 'Já troquei a pilha.' },
      paulo,
    );
    expect(res.statusCode).toBe(201);
    const agentReply = await post(
      `/api/create-helpdesk-comment/${other.id}`,
      { body: 'Levo outro mouse.' },
      sofia,
    );
    expect(agentReply.statusCode).toBe(201);
    const found = (await get(`/api/find-helpdesk-ticket/${other.id}`, paulo)).json<Ticket>();
    expect(found.thread.map((c) => [c.author?.name, c.body])).toEqual([
      ['Paulo Analista', 'Já troquei a pilha.'],
      ['Sofia Suporte', 'Levo outro mouse.'],
    ]);
    expect(found.comments).toBe(2);
    expect(
      glpi.followups.filter((f) => f.items_id === Number(found.external_id)).map((f) => f.content),
    ).toEqual(['Já troquei a pilha.', 'Levo outro mouse.']);
  });

  it('takes attachments: checked by their bytes, 413 over the limit, served to who sees the ticket', async () => {
    const other = (
      await post('/api/create-helpdesk-ticket', { ...newTicket, title: 'Print do erro' }, paulo)
    ).json<TicketSummary>();
    const png = await upload(paulo, other.id, {
      name: '../../erro.png',
      type: 'image/png',
      bytes: BYTES.png,
    });
    expect(png.statusCode, png.body).toBe(201);
    const file = png.json<TicketAttachment>();
    expect(file.name).toBe('erro.png');
    const fake = await upload(paulo, other.id, {
      name: 'x.png',
      type: 'image/png',
      bytes: Buffer.from('MZ not an image at all'),
    });
    expect(fake.statusCode).toBe(400);
    const big = await upload(paulo, other.id, {
      name: 'grande.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_FILE + 10, 32)]),
    });
    expect(big.statusCode).toBe(413);
    expect(
      (await upload(vera, other.id, { name: 'a.png', type: 'image/png', bytes: BYTES.png }))
        .statusCode,
    ).toBe(404);
    const served = await get(`/api/helpdesk-attachment/${file.id}`, sofia);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(BYTES.png)).toBe(true);
    expect((await get(`/api/helpdesk-attachment/${file.id}`, vera)).statusCode).toBe(404);
    const found = (await get(`/api/find-helpdesk-ticket/${other.id}`, paulo)).json<Ticket>();
    expect(found.attachments.map((a) => a.name)).toEqual(['erro.png']);
  });

  it('brings in the status changes made in GLPI: moved once, with an entry without author, an e-mail and an audit line', async () => {
    const created = await post(
      '/api/create-helpdesk-ticket',
      { ...newTicket, title: 'Impressora sem toner' },
      vera,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<TicketSummary>().id;
    const before = (await get(`/api/find-helpdesk-ticket/${id}`, vera)).json<Ticket>();
    const outside = glpi.tickets.get(Number(before.external_id))!;
    // Nothing changed outside: nothing moves.
    await app.helpdesk.syncFromProvider();
    expect((await get(`/api/find-helpdesk-ticket/${id}`, vera)).json<Ticket>().status).toBe('novo');

    outside.status = 5; // GLPI: solved
    expect(await app.helpdesk.syncFromProvider()).toBeGreaterThanOrEqual(1);
    const after = (await get(`/api/find-helpdesk-ticket/${id}`, vera)).json<Ticket>();
    expect(after.status).toBe('resolvido');
    expect(after.resolved_at).not.toBeNull();
    expect(after.thread.at(-1)).toMatchObject({ author: null, status: 'resolvido', body: '' });
    expect((await mails('vendedor@demo.lstrader.com.br')).at(-1)?.subject).toBe(
      `Seu chamado #${id} está resolvido`,
    );
    const [logged] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_logs
          where action = 'helpdesk.ticket.status' and target_id = ${String(id)}
            and details->>'source' = 'glpi'`,
    );
    expect(logged!.n).toBe(1);
    // A second round finds nothing new to bring in for it.
    await app.helpdesk.syncFromProvider();
    const again = (await get(`/api/find-helpdesk-ticket/${id}`, vera)).json<Ticket>();
    expect(again.thread.filter((c) => c.author === null)).toHaveLength(1);
  });
});
