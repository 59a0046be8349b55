import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandId } from '@app/shared';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

interface BrandCase {
  brand: BrandId;
  defaultRoute: string;
  menu: string[];
  foreignRoute: string;
  skin: string;
}

const cases: BrandCase[] = [
  {
    brand: 'brazilian',
    defaultRoute: '/feed',
    menu: ['Feed', 'Transmissões', 'Meus Cursos', 'Meus E-books', 'LS Play', 'Recomendações'],
    foreignRoute: '/home',
    skin: 'light',
  },
  {
    brand: 'global',
    defaultRoute: '/feed',
    menu: ['Feed', 'Transmissões', 'Meus Cursos', 'Meus E-books', 'Recomendações'],
    foreignRoute: '/cliente/ls-play',
    skin: 'light',
  },
  {
    brand: 'liberta',
    defaultRoute: '/home',
    menu: [
      'Início',
      'Meus Cursos / Ebooks',
      'Minhas Assinaturas',
      'Loja',
      'Recomendações',
      'Relatórios',
    ],
    foreignRoute: '/feed',
    skin: 'dark',
  },
];

const screenshots = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

for (const c of cases) {
  test.describe(`marca ${c.brand}`, () => {
    test('shows its own logo, menu, skin and default route', async ({ page }, testInfo) => {
      // Brazilian and Global pages are for members; Liberta's start page is open to visitors.
      if (c.brand !== 'liberta') await loginThroughPage(page, brandOrigin(c.brand), CUSTOMER);
      await page.goto(`${brandOrigin(c.brand)}/`);
      await expect(page).toHaveURL(new RegExp(`${c.defaultRoute}$`));
      await expect(page.getByTestId('brand-logo').first()).toHaveAttribute('data-brand', c.brand);
      await expect(page.locator('html')).toHaveAttribute('data-skin', c.skin);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      for (const entry of c.menu) {
        await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
      }
      if (c.brand !== 'liberta') {
        await expect(nav.getByRole('link', { name: 'Início', exact: true })).toHaveCount(0);
      }

      mkdirSync(screenshots, { recursive: true });
      const file = join(screenshots, `${c.brand}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${c.brand}.png`, { path: file, contentType: 'image/png' });
    });

    test(`answers 404 for a route of another brand (${c.foreignRoute})`, async ({ page }) => {
      await page.goto(`${brandOrigin(c.brand)}${c.foreignRoute}`);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    });
  });
}

test('an unknown API path stays a JSON 404 while unknown pages get the app', async ({
  request,
}) => {
  const api = await request.get('/api/nao-existe');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');

  const page = await request.get('/qualquer/rota', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
});
