import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');

// Two players (the page's and the card's), a reload and a replay: more than the default 30 s on a
// busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * YouTube's IFrame Player API, stubbed at its script URL: a player that starts at
 * `playerVars.start`, plays at one second per real second and answers `getCurrentTime`. The test
 * moves its clock with `window.__fakeYt.setTime(s)`. Our own code (youtube-player and the pages)
 * runs unchanged; the iframe it creates carries `data-start` (where the player was asked to start).
 */
const FAKE_YT_API = `(() => {
  const players = [];
  window.__fakeYt = {
    players,
    setTime(t) { for (const p of players) p.t = t; },
  };
  class Player {
    constructor(el, opts) {
      const target = typeof el === 'string' ? document.getElementById(el) : el;
      const frame = document.createElement('iframe');
      frame.src = 'about:blank';
      this.t = (opts.playerVars && opts.playerVars.start) || 0;
      frame.dataset.start = String(this.t);
      target.replaceWith(frame);
      this.frame = frame;
      this.events = opts.events || {};
      this.playing = false;
      players.push(this);
      this.timer = setInterval(() => {
        if (this.playing) this.t += 1;
        frame.dataset.time = String(this.t);
      }, 1000);
      setTimeout(() => {
        if (this.events.onReady) this.events.onReady({ target: this });
        this.playVideo();
      }, 50);
    }
    playVideo() { this.playing = true; if (this.events.onStateChange) this.events.onStateChange({ data: 1, target: this }); }
    pauseVideo() { this.playing = false; if (this.events.onStateChange) this.events.onStateChange({ data: 2, target: this }); }
    getCurrentTime() { return this.t; }
    getDuration() { return 7200; }
    seekTo(s) { this.t = s; }
    getIframe() { return this.frame; }
    destroy() {
      clearInterval(this.timer);
      const i = players.indexOf(this);
      if (i >= 0) players.splice(i, 1);
      this.frame.remove();
    }
  }
  window.YT = { Player, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 } };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();`;

/**
 * Vimeo's player page, stubbed (the Player API's postMessage protocol), paused at a second the
 * test sets with `window.setT(s)` inside the frame.
 */
const FAKE_VIMEO = `<!doctype html><html><body style="margin:0;background:#111;color:#fff;font:16px sans-serif">
<span id="time">0</span>
<script>
  let t = 0; const duration = 3600; const listeners = new Set();
  const send = (m) => parent.postMessage(m, '*');
  window.setT = (v) => { t = v; document.getElementById('time').textContent = String(t); };
  addEventListener('message', (e) => {
    const d = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
    if (d.method === 'ping') send({ method: 'ping' });
    else if (d.method === 'addEventListener') listeners.add(d.value);
    else if (d.method === 'getCurrentTime') send({ method: 'getCurrentTime', value: t });
    else if (d.method === 'getDuration') send({ method: 'getDuration', value: duration });
    else if (d.method === 'setCurrentTime') { t = d.value; send({ method: 'setCurrentTime', value: t }); }
    else if (d.method) send({ method: d.method });
  });
  send({ event: 'ready' });
</script></body></html>`;

async function stubProviders(page: Page) {
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_YT_API }),
  );
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_VIMEO }),
  );
}

interface Card {
  id: number;
  title: string;
  status: string;
  chat_id: number | null;
}

/** The demo seed's broadcasts as Carla sees them (apps/api/src/seed/live.ts). */
async function carlaFeed(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: CUSTOMER, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.get('/api/list-feed', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { live: Card[]; next: Card[]; recent: Card[] };
}

async function cardBox(page: Page) {
  const box = await page.getByTestId('floating-card').boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('leaving a playing live keeps it in a draggable card that returns to the same second', async ({
  page,
  request,
}) => {
  const feed = await carlaFeed(request);
  const live = feed.live.find((b) => b.title === 'Sala ao vivo — Day trade');
  expect(live).toBeDefined();

  await stubProviders(page);
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/feed`);
  const liveShelf = page.getByTestId('feed-ao-vivo');
  await expect(liveShelf.getByTestId('live-badge').first()).toBeVisible();
  await liveShelf.getByTestId(`broadcast-card-${live!.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/cliente/lives/${live!.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sala ao vivo — Day trade' }),
  ).toBeVisible();
  const pagePlayer = page.getByTestId('live-player').locator('iframe');
  await expect(pagePlayer).toHaveAttribute('data-start', '0');
  // It plays: the position advances.
  await expect(pagePlayer).toHaveAttribute('data-time', /^[2-9]|\d{2,}/);
  await expect(page.getByTestId('floating-card')).toHaveCount(0);

  // Leaving the page while it plays: the card takes over from the second the page reached.
  await page.evaluate(() => (window as unknown as FakeWindow).__fakeYt.setTime(120));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('lsp:floatingPlayer') ?? '{}') as Stored).currentTime,
      ),
    )
    .toBeGreaterThanOrEqual(120);
  await page.getByRole('link', { name: 'Feed' }).first().click();
  await expect(page).toHaveURL(/\/feed$/);
  const card = page.getByTestId('floating-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Sala ao vivo — Day trade');
  const cardStart = Number(
    await card.getByTestId('floating-player').locator('iframe').getAttribute('data-start'),
  );
  expect(cardStart).toBeGreaterThanOrEqual(120);
  expect(cardStart).toBeLessThan(130);

  // Drag it by its bar: it moves, and the place survives a reload.
  const before = await cardBox(page);
  const handle = page.getByTestId('floating-handle');
  const grip = await handle.boundingBox();
  const from = { x: grip!.x + 20, y: grip!.y + grip!.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 220, from.y - 150, { steps: 8 });
  await page.mouse.up();
  const moved = await cardBox(page);
  expect(Math.round(moved.x)).toBe(Math.round(before.x - 220));
  expect(Math.round(moved.y)).toBe(Math.round(before.y - 150));
  // The keyboard moves it too (arrow keys while the bar has focus).
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  const nudged = await cardBox(page);
  expect(Math.round(nudged.x)).toBe(Math.round(moved.x + 16));

  await page.reload();
  await expect(card.getByTestId('floating-player').locator('iframe')).toHaveAttribute(
    'data-start',
    /^\d+$/,
  );
  const restored = await cardBox(page);
  expect(Math.round(restored.x)).toBe(Math.round(nudged.x));
  expect(Math.round(restored.y)).toBe(Math.round(nudged.y));

  // After the reload it goes on from the stored second, not from the start.
  const reloaded = Number(
    await card.getByTestId('floating-player').locator('iframe').getAttribute('data-start'),
  );
  expect(reloaded).toBeGreaterThanOrEqual(cardStart);

  // 'Voltar à sua transmissão' opens the live page at the card's current second.
  await page.evaluate(() => (window as unknown as FakeWindow).__fakeYt.setTime(300));
  const back = card.getByRole('link', { name: 'Voltar à sua transmissão' });
  await expect(back).toHaveAttribute('href', /current_time=30\d$/);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/cliente/lives/${live!.id}\\?current_time=30\\d$`));
  const second = new URL(page.url()).searchParams.get('current_time');
  await expect(page.getByTestId('live-player').locator('iframe')).toHaveAttribute(
    'data-start',
    second!,
  );
  await expect(page.getByTestId('floating-card')).toHaveCount(0);

  // Leaving again (once the page has seen the video advance) and closing the card stops it for
  // good (also after a reload).
  await page.evaluate(() => (window as unknown as FakeWindow).__fakeYt.setTime(400));
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('lsp:floatingPlayer') ?? '{}') as Stored).currentTime,
      ),
    )
    .toBeGreaterThanOrEqual(400);
  await page.getByRole('link', { name: 'Feed' }).first().click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Fechar o player' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('feed-ao-vivo')).toBeVisible();
  await expect(page.getByTestId('floating-card')).toHaveCount(0);
});

test('the chat replay of an ended broadcast shows a message once the video reaches it', async ({
  page,
  request,
}) => {
  const feed = await carlaFeed(request);
  const ended = feed.recent.find((b) => b.title.startsWith('Análise Semanal') && b.chat_id);
  expect(ended).toBeDefined();

  await stubProviders(page);
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/cliente/lives/${ended!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ended!.title })).toBeVisible();
  const chat = page.getByRole('region', { name: 'Replay do chat' });
  // The first message was sent 60 s into the broadcast: not shown at 0 s.
  await expect(chat.getByText('Nenhuma mensagem até este ponto do vídeo.')).toBeVisible();
  const first = chat.getByText('Boa noite! Começamos a análise da semana.');
  await expect(first).toHaveCount(0);

  const vimeo = page.frameLocator('[data-testid="live-player"] iframe');
  await expect(vimeo.locator('#time')).toHaveText('0');
  const frame = page.frames().find((f) => f.url().startsWith('https://player.vimeo.com/'));
  expect(frame).toBeDefined();
  await frame!.evaluate(() => (window as unknown as { setT: (s: number) => void }).setT(75));
  await expect(first).toBeVisible();
  // Seeking back hides it again.
  await frame!.evaluate(() => (window as unknown as { setT: (s: number) => void }).setT(10));
  await expect(first).toHaveCount(0);
});

interface Stored {
  currentTime?: number;
}

interface FakeWindow {
  __fakeYt: { setTime: (seconds: number) => void };
}
