import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/** `/liberacao-cliente-xp` is Liberta's, `/email/bind` the Brazilian variant's (spec section 2). */
const liberta = brandOrigin('liberta');
const brazilian = brandOrigin('brazilian');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
const PASSWORD = 'uma senha longa de verdade';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `grant-imports-${name}.png`), fullPage: true });
}

/** Fills the sign-up form; `xpCode` only where the brand asks for it (Liberta). */
async function signUp(page: Page, origin: string, email: string, xpCode?: string) {
  await page.goto(`${origin}/criar-conta`);
  await page.getByLabel('Nome completo').fill('Cliente Liberado');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  if (xpCode !== undefined) await page.getByLabel('Código de cliente XP (opcional)').fill(xpCode);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  // The trial offer comes first (trial-offer.spec.ts); this person goes on without it.
  await page.getByRole('button', { name: 'Agora não' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

test('staff import XP codes from a CSV; a sign-up with the code gets the course, once', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const code = `9${Date.now().toString().slice(-8)}`;
  const csv = [
    'codigo;assinatura;cursos;dias',
    `${code};;opcoes-na-pratica;30`,
    '12;;opcoes-na-pratica;30',
  ].join('\n');
  const file = { name: 'clientes-xp.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/liberacao-cliente-xp`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Liberação de cliente XP' }),
  ).toBeVisible();
  await expect(page.getByTestId('release-row').first()).toBeVisible();
  await shot(page, 'xp-list');

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar liberações de um arquivo CSV' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(
    dialog.getByText('1 linhas válidas, 1 com problemas (ficarão de fora).'),
  ).toBeVisible();
  await expect(dialog.getByText('Código XP inválido: use de 4 a 12 dígitos.')).toBeVisible();
  await shot(page, 'xp-import-preview');
  await dialog.getByRole('button', { name: 'Importar 1 linhas válidas' }).click();
  await expect(toast(page, '1 liberações importadas')).toBeVisible();

  // The same file again: nothing left to import.
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText('Este código XP já foi importado.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar 0 linhas válidas' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByLabel('Buscar').fill(code);
  const row = page.getByTestId('release-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pendente')).toBeVisible();

  // A new client signs up on Liberta with the code.
  const email = `xp.${code}@example.com`;
  const visitor = await browser.newContext();
  const client = await visitor.newPage();
  await signUp(client, liberta, email, code);
  // Meus Cursos (the Brazilian variant's list of the person's courses) shows the course.
  await loginThroughPage(client, brazilian, email, PASSWORD);
  await client.goto(`${brazilian}/cliente/cursos`);
  await expect(client.getByTestId('my-course-opcoes-na-pratica')).toBeVisible();
  await visitor.close();

  await page.reload();
  await page.getByLabel('Buscar').fill(code);
  await expect(row.getByText('Aplicada', { exact: true })).toBeVisible();
  await expect(row.getByText(/Aplicada em .* a Cliente Liberado/)).toBeVisible();
  // An applied release is history: no delete.
  await expect(row.getByRole('button', { name: /Excluir/ })).toHaveCount(0);
});

test('a bind to an e-mail is applied when that account is created; a pending one is deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const email = `bind.${stamp}@example.com`;

  await loginThroughPage(page, brazilian, ADMIN);
  await page.goto(`${brazilian}/email/bind`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail binds' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo bind' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cadastrar liberação' }).click();
  await expect(
    dialog.getByText('Escolha o que será liberado: um produto, uma assinatura ou cursos.'),
  ).toBeVisible();
  await dialog.getByLabel('E-mail do comprador').fill(email);
  await dialog.getByRole('combobox', { name: 'Cursos' }).click();
  await page.getByRole('option', { name: 'Day Trade do Zero' }).click();
  await dialog.getByLabel('Quantidade de dias').fill('60');
  await shot(page, 'bind-form');
  await dialog.getByRole('button', { name: 'Cadastrar liberação' }).click();
  await expect(toast(page, 'Liberação cadastrada.')).toBeVisible();
  await page.getByLabel('Buscar').fill(email);
  const row = page.getByTestId('release-row').filter({ hasText: email });
  await expect(row.getByText('Pendente')).toBeVisible();
  await shot(page, 'bind-list');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'bind-list-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  const visitor = await browser.newContext();
  const buyer = await visitor.newPage();
  await signUp(buyer, brazilian, email);
  await buyer.goto(`${brazilian}/cliente/cursos`);
  await expect(buyer.getByTestId('my-course-day-trade-do-zero')).toBeVisible();
  await visitor.close();

  await page.reload();
  await page.getByLabel('Buscar').fill(email);
  await expect(row.getByText(/Aplicada em .* a Cliente Liberado/)).toBeVisible();

  // A bind nobody took yet is deleted after a confirmation.
  const other = `ninguem.${stamp}@example.com`;
  await page.getByRole('button', { name: 'Novo bind' }).click();
  await dialog.getByLabel('E-mail do comprador').fill(other);
  await dialog.getByRole('combobox', { name: 'Cursos' }).click();
  await page.getByRole('option', { name: 'Opções na Prática' }).click();
  await dialog.getByRole('button', { name: 'Cadastrar liberação' }).click();
  await expect(toast(page, 'Liberação cadastrada.')).toBeVisible();
  await page.getByLabel('Buscar').fill(other);
  await page.getByRole('button', { name: `Excluir a liberação ${other}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(toast(page, 'Liberação excluída.')).toBeVisible();
  await expect(page.getByTestId('release-row').filter({ hasText: other })).toHaveCount(0);
});
