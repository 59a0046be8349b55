/**
 * Screenshots of the built shell for a visual check (not a test): run `npx vite build`, then
 * `npx vite preview --port 4173 --strictPort` in apps/web, then
 * `node apps/web/scripts/take-screenshots.ts` (Node 24). Needs Debian's /usr/bin/chromium.
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
const out = join(import.meta.dirname, '..', '.screenshots');
const base = 'http://localhost:4173';
const targets: [string, string, ((p: Page) => Promise<void>)?][] = [
  ['brazilian', `${base}/`],
  ['global', 'http://global.localhost:4173/'],
  ['liberta', 'http://liberta.localhost:4173/'],
  ['cart', `${base}/carrinho`],
  ['not-found', `${base}/home`],
  [
    'appearance',
    `${base}/feed`,
    async (p) => {
      await p.getByRole('button', { name: 'Aparência' }).click();
      await p.waitForTimeout(400);
    },
  ],
  [
    'expanded',
    `${base}/cliente/cursos`,
    async (p) => {
      const b = p.getByRole('button', { name: 'Expandir menu' });
      if (await b.isVisible()) await b.click();
      await p.waitForTimeout(300);
    },
  ],
  [
    'liberta-semidark',
    'http://liberta.localhost:4173/research',
    async (p) => {
      await p.getByRole('button', { name: 'Aparência' }).click();
      await p.getByRole('radio', { name: 'Semiescuro' }).check();
      await p.keyboard.press('Escape');
      await p.waitForTimeout(300);
    },
  ],
  [
    'mobile-menu',
    `${base}/feed`,
    async (p) => {
      const b = p.getByRole('button', { name: 'Abrir menu' });
      if (await b.isVisible()) {
        await b.click();
        await p.waitForTimeout(400);
      }
    },
  ],
];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
for (const [vw, vh, tag] of [
  [1366, 800, 'desktop'],
  [390, 844, 'mobile'],
] as const) {
  for (const [name, url, act] of targets) {
    if (name === 'mobile-menu' && tag === 'desktop') continue;
    const ctx = await browser.newContext({ viewport: { width: vw, height: vh } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    if (act) await act(page);
    await page.screenshot({ path: `${out}/${name}-${tag}.png` });
    const info = await page.evaluate(() => ({
      path: location.pathname,
      skin: document.documentElement.dataset.skin,
      title: document.title,
      lang: document.documentElement.lang,
    }));
    console.log(tag, name, JSON.stringify(info), errors.join(' | '));
    await ctx.close();
  }
}
await browser.close();
