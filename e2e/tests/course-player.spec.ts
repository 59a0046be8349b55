import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');

/**
 * Vimeo's player page, stubbed: it speaks the Player API's postMessage protocol (ready, ping,
 * addEventListener, get/setCurrentTime, timeupdate, pause) and plays at five seconds per real
 * second, so our own code (@vimeo/player and the lesson page) runs unchanged.
 */
const FAKE_VIMEO = `<!doctype html><html><body style="margin:0;background:#111;color:#fff;font:16px sans-serif">
<button id="play">play</button><button id="pause">pause</button><span id="time">0</span>
<script>
  let t = 0, playing = false; const duration = 120; const listeners = new Set();
  const send = (m) => parent.postMessage(m, '*');
  const show = () => { document.getElementById('time').textContent = String(Math.floor(t)); };
  addEventListener('message', (e) => {
    const d = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
    if (d.method === 'ping') send({ method: 'ping' });
    else if (d.method === 'addEventListener') listeners.add(d.value);
    else if (d.method === 'getCurrentTime') send({ method: 'getCurrentTime', value: t });
    else if (d.method === 'getDuration') send({ method: 'getDuration', value: duration });
    else if (d.method === 'setCurrentTime') {
      t = d.value; document.body.dataset.seekedTo = String(d.value); show();
      send({ method: 'setCurrentTime', value: t });
    } else if (d.method) send({ method: d.method });
  });
  document.getElementById('play').onclick = () => { playing = true; };
  document.getElementById('pause').onclick = () => {
    playing = false;
    if (listeners.has('pause')) send({ event: 'pause', data: { seconds: t, duration, percent: t / duration } });
  };
  setInterval(() => {
    if (!playing) return;
    t += 1; show();
    if (listeners.has('timeupdate')) send({ event: 'timeupdate', data: { seconds: t, duration, percent: t / duration } });
  }, 200);
  send({ event: 'ready' });
</script></body></html>`;

async function stubVimeo(page: Page) {
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_VIMEO }),
  );
}

test('a student watches a lesson, leaves, comes back and resumes at the saved second', async ({
  page,
}) => {
  await stubVimeo(page);
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/cliente/cursos`);
  const card = page.getByTestId('my-course-analise-tecnica-essencial');
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await page.getByRole('link', { name: /Topos e fundos/ }).click();
  await expect(page.getByRole('heading', { name: 'Topos e fundos', level: 1 })).toBeVisible();

  const video = page.frameLocator('[data-testid="lesson-video"] iframe');
  await video.locator('#play').click();
  await expect
    .poll(async () => Number(await video.locator('#time').textContent()), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(23);
  // Pausing saves at once; the saved second is what the fake player shows.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/lesson-progress/') && r.request().method() === 'PUT',
  );
  await video.locator('#pause').click();
  const body = (await (await saved).json()) as { position_seconds: number; percent: number };
  const second = Number(await video.locator('#time').textContent());
  expect(body.position_seconds).toBe(second);

  // Leave for another page, then come back through "Meus Cursos".
  await page.getByRole('link', { name: 'Meus Cursos' }).first().click();
  await expect(card).toContainText('Continuar');
  await card.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Topos e fundos', level: 1 })).toBeVisible();
  const minutes = Math.floor(second / 60);
  const clock = `${minutes}:${String(second % 60).padStart(2, '0')}`;
  await expect(page.getByTestId('resume-note')).toHaveText(`Continuando de ${clock}`);
  await expect(video.locator('body')).toHaveAttribute('data-seeked-to', String(second));
});

test('a lesson outside the grant is locked and names the signature that opens it', async ({
  page,
}) => {
  await stubVimeo(page);
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/cliente/cursos/opcoes-na-pratica`);
  await expect(page.getByRole('heading', { name: 'Calls e puts', level: 1 })).toBeVisible();
  const locked = page.getByTestId(/^outline-lesson-/).filter({ hasText: 'Gregas sem mistério' });
  await expect(locked).toContainText('Bloqueada');
  await expect(locked.getByRole('link')).toHaveCount(0);

  // Opening it anyway (an old link) brings the subscribe prompt with the signature that opens it.
  const lessonId = (await locked.getAttribute('data-testid'))!.replace('outline-lesson-', '');
  await page.goto(`${origin}/cliente/cursos/opcoes-na-pratica/${lessonId}`);
  const prompt = page.getByRole('dialog', { name: 'Assinatura necessária:' });
  await expect(prompt).toContainText('LS Premium');
  await prompt.getByRole('button', { name: 'Quero assinar' }).click();
  await expect(page).toHaveURL(/\/assinaturas\/ls-premium$/);
});

test('a visitor opens the course page without logging in', async ({ page }) => {
  await page.goto(`${origin}/curso/day-trade-do-zero`);
  await expect(page.getByRole('heading', { name: 'Day Trade do Zero', level: 1 })).toBeVisible();
  await expect(page.getByTestId('course-ad-text')).toHaveText(
    'Aprenda day trade com quem opera todos os dias na B3.',
  );
  await expect(page.getByTestId('course-price')).toContainText('12x de R$ 41,42 sem juros');
  await expect(page.getByTestId('course-price')).toContainText('R$ 497,00');
  await expect(page.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
    'href',
    /\/carrinho\?add=course:\d+/,
  );
  // Liberta shows its own ad text for the same course.
  await page.goto(`${brandOrigin('liberta')}/curso/day-trade-do-zero`);
  await expect(page.getByTestId('course-ad-text')).toHaveText(
    'Sua liberdade financeira começa com o primeiro gráfico.',
  );
});
