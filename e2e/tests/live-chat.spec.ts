import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD } from '../support/session.ts';

const origin = brandOrigin('brazilian');
const liberta = brandOrigin('liberta');
/** A customer with an LS Premium grant (apps/api/src/seed/live.ts): he may watch the demo live. */
const PREMIUM = 'premium@demo.lstrader.com.br';
const LIVE_TITLE = 'Sala ao vivo — Day trade';
const SHOTS = process.env.CHAT_SHOTS_DIR;
/** Pages and realtime on a shared, busy machine: waits longer than the default 15 s. */
const SLOW = { timeout: 60_000 };

/** The video providers never load in tests: a silent YouTube API stand-in. */
const FAKE_YT_API = `(() => {
  class Player {
    constructor(el) {
      const target = typeof el === 'string' ? document.getElementById(el) : el;
      const frame = document.createElement('iframe');
      frame.src = 'about:blank';
      target.replaceWith(frame);
      this.frame = frame;
    }
    playVideo() {} pauseVideo() {} seekTo() {} destroy() { this.frame.remove(); }
    getCurrentTime() { return 0; } getDuration() { return 3600; } getIframe() { return this.frame; }
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();`;

async function stubProviders(context: BrowserContext) {
  await context.route(/^https?:\/\/www\.youtube\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_YT_API }),
  );
}

async function liveBroadcastId(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/login', {
    data: { email: CUSTOMER, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.get('/api/list-feed', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const feed = (await res.json()) as { live: { id: number; title: string }[] };
  const live = feed.live.find((b) => b.title === LIVE_TITLE);
  expect(live).toBeDefined();
  return live!.id;
}

async function person(browser: Browser, email: string, at = origin, width = 1280) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width, height: 860 },
  });
  await stubProviders(context);
  const page = await context.newPage();
  await page.goto(`${at}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // Several people sign in one after another on a busy machine: a longer wait than usual.
  await expect(page.getByTestId('user-menu')).toBeVisible(SLOW);
  return { context, page };
}

const chatOf = (page: Page) => page.getByRole('list', { name: 'Mensagens do chat' });

async function say(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('', SLOW);
}

test('two customers chat live; a muted customer is seen by himself and the staff only', async ({
  browser,
  request,
}) => {
  // Three people sign in and watch at once: generous on a shared, busy machine.
  test.setTimeout(420_000);
  const id = await liveBroadcastId(request);
  const carla = await person(browser, CUSTOMER);
  const paulo = await person(browser, PREMIUM);
  const admin = await person(browser, ADMIN);
  const stamp = Date.now().toString(36);

  for (const p of [carla.page, paulo.page]) {
    await p.goto(`${origin}/cliente/lives/${id}`);
    await expect(chatOf(p)).toBeVisible(SLOW);
  }
  await admin.page.goto(`${origin}/transmissoes/show/${id}`);
  await expect(chatOf(admin.page)).toBeVisible(SLOW);

  // Each customer sees the other's message arrive live.
  await say(carla.page, `Bom dia, sala! ${stamp}`);
  await expect(chatOf(paulo.page).getByText(`Bom dia, sala! ${stamp}`)).toBeVisible(SLOW);
  await say(paulo.page, `Bom dia, Carla ${stamp}`);
  await expect(chatOf(carla.page).getByText(`Bom dia, Carla ${stamp}`)).toBeVisible(SLOW);
  // The announcer tells screen readers about the new message (not the history).
  await expect(carla.page.getByRole('log', { name: 'Novas mensagens do chat' })).toContainText(
    `Bom dia, Carla ${stamp}`,
  );

  // The admin mutes Carla from her message's menu.
  const staffChat = chatOf(admin.page);
  const carlaRow = staffChat.getByRole('article').filter({ hasText: `Bom dia, sala! ${stamp}` });
  await expect(carlaRow).toBeVisible(SLOW);
  await carlaRow.hover();
  await carlaRow.getByRole('button', { name: /^Ações da mensagem de/ }).click();
  await admin.page.getByRole('menuitem', { name: 'Silenciar autor' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('Motivo (opcional)').fill('Teste de moderação');
  await dialog.getByRole('radio', { name: '1 hora' }).check();
  await dialog.getByRole('button', { name: 'Silenciar' }).click();
  await expect(admin.page.getByText(/foi silenciado\(a\)\./)).toBeVisible(SLOW);
  await expect(
    admin.page.getByRole('region', { name: 'Moderação' }).getByText('Teste de moderação'),
  ).toBeVisible(SLOW);

  // Carla's next message: she sees it, the staff see it marked hidden, Paulo never gets it.
  await say(carla.page, `Mensagem silenciada ${stamp}`);
  await expect(chatOf(carla.page).getByText(`Mensagem silenciada ${stamp}`)).toBeVisible(SLOW);
  const hiddenRow = staffChat
    .getByRole('article')
    .filter({ hasText: `Mensagem silenciada ${stamp}` });
  await expect(hiddenRow).toBeVisible(SLOW);
  await expect(hiddenRow).toContainText('Oculta: autor silenciado', SLOW);
  // A later message reaches Paulo: by then Carla's hidden one would have too.
  await say(admin.page, `Sigam o plano ${stamp}`);
  await expect(chatOf(paulo.page).getByText(`Sigam o plano ${stamp}`)).toBeVisible(SLOW);
  await expect(chatOf(paulo.page).getByText(`Mensagem silenciada ${stamp}`)).toHaveCount(0);
  await paulo.page.reload();
  await expect(chatOf(paulo.page).getByText(`Sigam o plano ${stamp}`)).toBeVisible(SLOW);
  await expect(chatOf(paulo.page).getByText(`Mensagem silenciada ${stamp}`)).toHaveCount(0);

  if (SHOTS) {
    await admin.page.screenshot({ path: `${SHOTS}/staff-1280.png` });
    await carla.page.screenshot({ path: `${SHOTS}/carla-1280.png` });
  }

  // Clean up for other runs: unmute Carla from the moderation panel.
  await admin.page.getByRole('button', { name: /^Remover silêncio de/ }).click();
  await expect(admin.page.getByText(/pode voltar a escrever\./)).toBeVisible(SLOW);

  for (const p of [carla, paulo, admin]) await p.context.close();
});

test('the chat reads well on a phone and on a desktop, light and Liberta dark', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const id = await liveBroadcastId(request);
  for (const [brand, at] of [
    ['brazilian', origin],
    ['liberta', liberta],
  ] as const) {
    const carla = await person(browser, CUSTOMER, at, 390);
    await carla.page.goto(`${at}/cliente/lives/${id}`);
    const chat = chatOf(carla.page);
    await expect(chat).toBeVisible(SLOW);
    // The seeded room ends with replies; its cards (highlight, recommendation) are further up.
    await expect(chat.getByRole('article').first()).toBeVisible(SLOW);
    await expect(carla.page.getByRole('textbox', { name: 'Mensagem' })).toBeVisible(SLOW);
    for (const width of [390, 1280]) {
      await carla.page.setViewportSize({ width, height: 860 });
      await chat.scrollIntoViewIfNeeded();
      if (SHOTS) await carla.page.screenshot({ path: `${SHOTS}/${brand}-${width}.png` });
    }
    // Older messages: the recommendation card shows ticker, side and prices in reais.
    await chat.evaluate((el) => (el.scrollTop = 0));
    const card = chat.getByRole('article').filter({ hasText: 'Recomendação' }).first();
    await expect(card).toBeVisible(SLOW);
    await expect(card).toContainText(/COMPRA|VENDA/);
    await expect(card).toContainText('R$');
    if (SHOTS) await carla.page.screenshot({ path: `${SHOTS}/${brand}-top.png` });
    await carla.context.close();
  }
});
