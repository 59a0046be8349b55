import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

const brazilian = brandOrigin('brazilian');
const liberta = brandOrigin('liberta');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
/** Célia Cortesia: a courtesy of the method Renda com Opções (seed). */
const CELIA = 'cortesia@demo.lstrader.com.br';

/** The page as it settles (no loader left), checked by axe, in the screenshots folder. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: join(SHOTS, `recommendations-client-${name}.png`),
    fullPage: true,
  });
}

async function chooseMethod(page: Page, method: string) {
  await page.getByRole('combobox', { name: 'Método', exact: true }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
}

/** The card of a ticker (its heading) among the listed ones. */
const card = (page: Page, code: string) =>
  page
    .getByTestId('recommendation-card')
    .filter({ has: page.getByRole('heading', { name: code, exact: true }) });

test('a customer with the method sees the levels, the detail and its history', async ({ page }) => {
  await loginThroughPage(page, brazilian, CELIA);
  await page.goto(`${brazilian}/cliente/recomendacoes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendações' })).toBeVisible();
  await chooseMethod(page, 'Renda com Opções');
  // The options method's open PETR4 call (a target already hit): levels, no lock.
  const petr4 = card(page, 'PETR4');
  await expect(petr4).toHaveCount(1);
  await expect(petr4).not.toHaveAttribute('data-locked', /.*/);
  await expect(petr4.getByTestId('levels')).toContainText('Alvo 1');
  await expect(petr4.getByTestId('levels')).toContainText('R$');
  await expect(petr4).toContainText('Marina Analista · CNPI EM-3321');
  await expect(petr4).toContainText('Parcial');
  await shot(page, 'unlocked');

  await petr4.getByRole('button', { name: 'Ver detalhes da recomendação PETR4' }).click();
  await expect(page).toHaveURL(/\/cliente\/recomendacoes\?id=\d+$/);
  const dialog = page.getByRole('dialog', { name: 'PETR4 · Compra' });
  await expect(dialog.getByRole('heading', { name: 'Resolução CVM 20/2021' })).toBeVisible();
  await expect(dialog).toContainText('elaboradas de forma independente');
  await expect(dialog.getByTestId('history')).toContainText('Publicada');
  await expect(dialog.getByTestId('history')).toContainText('Alvo 1 atingido a R$');
  await shot(page, 'detail');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/cliente\/recomendacoes$/);
});

test('a customer without the method sees the lock and the subscribe prompt', async ({ page }) => {
  await loginThroughPage(page, brazilian, CUSTOMER);
  await page.goto(`${brazilian}/cliente/recomendacoes`);
  await chooseMethod(page, 'Método Mago');
  const cards = page.getByTestId('recommendation-card');
  await expect(cards.first()).toBeVisible();
  // Every Mago call is locked for Carla: no level reaches the page.
  await expect(page.getByTestId('levels')).toHaveCount(0);
  const locked = cards.first();
  await expect(locked).toHaveAttribute('data-locked', 'true');
  await expect(locked.getByTestId('locked-prompt')).toContainText(
    'Disponível para assinantes de LS Premium',
  );
  await expect(locked.getByRole('link', { name: 'LS Premium' })).toHaveAttribute(
    'href',
    '/assinaturas/ls-premium',
  );
  await shot(page, 'locked');
  await locked.getByRole('button', { name: 'Quero assinar' }).click();
  await expect(page.getByRole('dialog')).toContainText('Assinatura necessária:');
  await expect(page.getByRole('dialog')).toContainText('LS Premium');
});

test('the public track record shows the closed calls and its CSV downloads', async ({ page }) => {
  await page.goto(`${brazilian}/historico-de-recomendacoes`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Histórico de recomendações' }),
  ).toBeVisible();
  await expect(page.getByTestId('figure-hit-rate')).toContainText('%');
  const rows = page.getByTestId('closed-call');
  await expect(rows.first()).toBeVisible();
  await expect(
    rows.filter({ hasText: 'PETR4' }).filter({ hasText: 'Encerrada com ganho' }).first(),
  ).toBeVisible();
  await expect(page.getByTestId('track-record-chart').locator('canvas').first()).toBeVisible();
  await shot(page, 'track-record');

  const csv = page.getByRole('link', { name: 'Baixar CSV' });
  await expect(csv).toHaveAttribute('href', '/api/track-record.csv');
  const whole = await page.request.get(`${brazilian}/api/track-record.csv`);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toContain('text/csv');
  expect(await whole.text()).toContain('PETR4');

  // The same filters go with the link: Marina's calls only.
  await page.getByRole('combobox', { name: 'Analista', exact: true }).click();
  await page.getByRole('option', { name: 'Marina Analista', exact: true }).click();
  await expect(csv).toHaveAttribute('href', /^\/api\/track-record\.csv\?analyst_id=\d+$/);
  const filtered = await page.request.get(`${brazilian}${await csv.getAttribute('href')}`);
  expect(filtered.status()).toBe(200);
  const text = await filtered.text();
  expect(text).toContain('Marina Analista');
  expect(text).not.toContain('Paulo Analista');
});

test('a visitor of Liberta’s recommendations gets the closed results and a way in', async ({
  page,
}) => {
  await page.goto(`${liberta}/cliente/recomendacoes`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recomendações dos nossos analistas' }),
  ).toBeVisible();
  await expect(page.getByTestId('closed-call').first()).toBeVisible();
  await expect(page.getByTestId('levels')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Conhecer as assinaturas' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'visitor-mobile');
  await page.getByRole('link', { name: 'Ver o histórico completo' }).click();
  await expect(page).toHaveURL(/\/historico-de-recomendacoes$/);
});
