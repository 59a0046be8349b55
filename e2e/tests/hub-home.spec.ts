import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/** `/hub/home` and `/hub/avisos` are Liberta routes (the staff hub). */
const liberta = brandOrigin('liberta');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `hub-home-${name}.png`), fullPage: true });
}

test('staff write a notice and it shows on the hub home', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `Café com a diretoria ${stamp}`;

  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/hub/home`);
  await expect(page.getByTestId('hub-greeting')).toHaveText(/^(Bom dia|Boa tarde|Boa noite), /);
  const notices = page.getByRole('region', { name: 'Avisos' });
  // The demo: the pinned notice first; the one that ended yesterday never.
  await expect(notices.getByTestId('hub-notice').first()).toContainText(
    'Novo endereço do escritório',
  );
  await expect(notices.getByTestId('hub-notice').first()).toHaveAttribute('data-pinned', 'true');
  await expect(notices).not.toContainText('Manutenção do sistema de ramais');
  await expect(page.getByRole('region', { name: 'Agenda de hoje' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leituras pendentes' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Atalhos' }).getByRole('link', { name: 'Avisos do hub' }),
  ).toBeVisible();
  await shot(page, 'home');

  // Manage the notices: a new one for everyone, from now on.
  await notices.getByRole('link', { name: 'Gerenciar avisos' }).click();
  await expect(page).toHaveURL(/\/hub\/avisos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos do hub' })).toBeVisible();
  await expect(page.getByTestId('hub-notice-row').first()).toBeVisible();
  await shot(page, 'list');
  await page.getByRole('link', { name: 'Novo aviso' }).click();
  await expect(page).toHaveURL(/\/hub\/avisos\/cadastro$/);
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(page.getByText('Informe o título (de 3 a 160 caracteres).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título', exact: false }).fill(title);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Sexta às 9h, no terraço. Tragam perguntas sobre o semestre.');
  await shot(page, 'form');
  await page.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(toast(page, 'Aviso publicado.')).toBeVisible();
  await expect(page).toHaveURL(/\/hub\/avisos$/);
  await expect(page.getByTestId('hub-notice-row').filter({ hasText: title })).toContainText(
    'Em exibição',
  );

  // Back on the home: the new notice is there, after the pinned one, and opens in full.
  await page.goto(`${liberta}/hub/home`);
  const item = page.getByTestId('hub-notice').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(page.getByTestId('hub-notice').first()).toContainText('Novo endereço');
  await item.getByRole('button', { name: `Ler o aviso "${title}"` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Tragam perguntas sobre o semestre.');
  await expectNoSeriousA11yViolations(page, 'notice modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, 'hub-home-home-mobile-top.png') });
  await shot(page, 'home-mobile');
});
