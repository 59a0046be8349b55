import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, DEMO_PASSWORD } from '../support/session.ts';

/** A 64 × 36 PNG: what staff would upload (the API re-encodes it to 1280 × 720 WebP). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaElEQVRYhe2SQQkAQRDDqqQ6T2JkrYf7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXQg95G8eZgZOtXdabsQAAAAASUVORK5CYII=',
  'base64',
);

/** The cover images a page shows: every one loaded, and described. */
async function covers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img, #conteudo img')]
      .filter((img) => img.getAttribute('src')?.startsWith('/api/cover'))
      .map((img) => ({
        src: img.getAttribute('src')!,
        alt: img.getAttribute('alt'),
        loaded: img.complete && img.naturalWidth > 0,
      })),
  );
}

async function loadedCovers(page: Page, atLeast: number) {
  await expect
    .poll(async () => (await covers(page)).filter((c) => c.loaded).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(atLeast);
  return covers(page);
}

// Issue 14 item 8.2: no content had a cover; cards showed initials on a gradient.
test('the store shows every product with its cover and alt text', async ({ page }) => {
  await page.goto(`${brandOrigin('brazilian')}/loja`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const cards = await page.getByTestId('product-card').count();
  const shown = await loadedCovers(page, cards);
  for (const cover of shown) {
    expect(cover.loaded, cover.src).toBe(true);
    expect(cover.alt, cover.src).toMatch(/^Capa: .+ com o título “.+”$/);
  }
});

test('Liberta shows trails and courses with covers drawn in its own colours', async ({
  page,
  request,
}) => {
  await page.goto(`${brandOrigin('liberta')}/home`);
  const shown = await loadedCovers(page, 3);
  expect(shown.every((c) => c.alt && c.alt.length > 0)).toBe(true);
  const art = await page.evaluate(async (src) => (await fetch(src)).text(), shown[0]!.src);
  expect(art).toContain('#f08c00');
  // The same picture in LS Trader comes in its blue.
  const brazilian = await request.get(`${brandOrigin('brazilian')}${shown[0]!.src}`);
  expect(await brazilian.text()).toContain('#1c7ed6');
});

test('a cover staff upload, with its alt text, shows on the course page', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const course = (await (await request.get('/api/public-course/opcoes-na-pratica')).json()) as {
    id: number;
  };
  const upload = await request.post(`/api/update-course-cover/${course.id}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      image: { name: 'capa.png', mimeType: 'image/png', buffer: PNG },
      alt: 'Operador analisando uma cadeia de opções',
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { cover_url: url } = (await upload.json()) as { cover_url: string };
  expect(url).toMatch(/^\/api\/cover\/[a-f0-9]{32}\.webp$/);

  await page.goto(`${brandOrigin('brazilian')}/curso/opcoes-na-pratica`);
  const image = page.getByRole('img', { name: 'Operador analisando uma cadeia de opções' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', url);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
});
