import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session.ts';

/** The demo's live broadcast (apps/api/src/seed/live.ts): LS Premium only. */
export const DEMO_LIVE_TITLE = 'Sala ao vivo — Day trade';

/** The video providers never load in tests: a silent YouTube IFrame API stand-in. */
const FAKE_YT_API = `(() => {
  class Player {
    constructor(el) {
      const target = typeof el === 'string' ? document.getElementById(el) : el;
      const frame = document.createElement('iframe');
      frame.src = 'about:blank';
      frame.title = 'Vídeo';
      target.replaceWith(frame);
      this.frame = frame;
    }
    playVideo() {} pauseVideo() {} seekTo() {} destroy() { this.frame.remove(); }
    getCurrentTime() { return 0; } getDuration() { return 3600; } getIframe() { return this.frame; }
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();`;

export async function stubVideoProviders(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/www\.youtube\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_YT_API }),
  );
}

/** A signed-in person in a browser context of their own (several people at once). */
export async function signedInPerson(
  browser: Browser,
  origin: string,
  email: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width, height: 860 },
  });
  await stubVideoProviders(context);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 60_000 });
  return { context, page };
}

/** The id of the demo's live broadcast, read as staff (who see every broadcast). */
export async function demoLiveId(request: APIRequestContext, staffEmail: string): Promise<number> {
  const login = await request.post('/api/login', {
    data: { email: staffEmail, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.get('/api/list-feed', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const feed = (await res.json()) as { live: { id: number; title: string }[] };
  const live = feed.live.find((b) => b.title === DEMO_LIVE_TITLE);
  expect(live).toBeDefined();
  return live!.id;
}

export const chatOf = (page: Page) => page.getByRole('list', { name: 'Mensagens do chat' });

export async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('', { timeout: 60_000 });
}
