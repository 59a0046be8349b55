import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLPI_APP_TOKEN, GLPI_USER_TOKEN, startFakeGlpi } from './glpi-fake.fixtures.ts';
import type { FakeGlpi } from './glpi-fake.fixtures.ts';
import { GlpiError, glpiTicketProvider } from './ticket-provider.ts';

let glpi: FakeGlpi;
beforeAll(async () => {
  glpi = await startFakeGlpi();
});
afterAll(async () => {
  await glpi.close();
});

const ticket = {
  title: 'Impressora sem toner',
  description: 'A impressora do 3º andar está sem toner.',
  category: 'equipamento' as const,
  priority: 'alta' as const,
  requesterName: 'Vera Vendedora',
  requesterEmail: 'vera@example.com',
};

describe('GLPI adapter (REST API against a local fake GLPI)', () => {
  it('opens a session with the tokens, creates the ticket and always kills the session', async () => {
    const provider = glpiTicketProvider({
      url: glpi.url,
      appToken: GLPI_APP_TOKEN,
      userToken: GLPI_USER_TOKEN,
    });
    glpi.calls.length = 0;
    const id = await provider.create(ticket);
    expect(glpi.calls).toEqual(['GET initSession', 'POST Ticket', 'GET killSession']);
    expect(glpi.openSessions.size).toBe(0);
    const stored = glpi.tickets.get(Number(id));
    expect(stored).toMatchObject({ name: 'Impressora sem toner', status: 1, urgency: 4 });
    expect(stored?.content).toContain('vera@example.com');

    const followup = await provider.comment(id!, 'Toner trocado.');
    expect(followup).toMatch(/^\d+$/);
    expect(glpi.followups.at(-1)).toEqual({
      items_id: Number(id),
      itemtype: 'Ticket',
      content: 'Toner trocado.',
    });
    await provider.changeStatus(id!, 'resolvido');
    expect(glpi.tickets.get(Number(id))?.status).toBe(5);
    expect(await provider.status(id!)).toBe('resolvido');
    expect(glpi.openSessions.size).toBe(0);
  });

  it('fails closed with a 503 error on a wrong user token or a GLPI that is down', async () => {
    const wrong = glpiTicketProvider({ url: glpi.url, appToken: GLPI_APP_TOKEN, userToken: 'x' });
    const refused = await wrong.create(ticket).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GlpiError);
    expect((refused as GlpiError).status).toBe(503);
    expect((refused as GlpiError).detail).toContain('ERROR_GLPI_LOGIN_USER_TOKEN');

    const provider = glpiTicketProvider({
      url: glpi.url,
      appToken: GLPI_APP_TOKEN,
      userToken: GLPI_USER_TOKEN,
    });
    glpi.down = true;
    try {
      await expect(provider.create(ticket)).rejects.toBeInstanceOf(GlpiError);
    } finally {
      glpi.down = false;
    }
    const closed = glpiTicketProvider({
      url: 'http://127.0.0.1:1/apirest.php',
      appToken: GLPI_APP_TOKEN,
      userToken: GLPI_USER_TOKEN,
      timeoutMs: 2000,
    });
    await expect(closed.create(ticket)).rejects.toBeInstanceOf(GlpiError);
  });
});
