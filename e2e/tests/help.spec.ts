import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/** Staff keep the FAQ at Liberta's `/faq`; every brand shows its help centre to visitors. */
const liberta = brandOrigin('liberta');
const brazilian = brandOrigin('brazilian');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `help-${name}.png`), fullPage: true });
}

test('staff write a question in a new category; a visitor finds it without accents and rates it; staff see the vote', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const categoryName = `Impostos ${stamp}`;
  const question = `Como funciona a tributação dos investimentos ${stamp}?`;

  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/faq`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'FAQ / Central de ajuda' }),
  ).toBeVisible();
  await expect(page.getByTestId('faq-question-row').first()).toBeVisible();
  await expect(page.getByText(/% útil/).first()).toBeVisible();
  await shot(page, 'staff-list');

  // A category, in the modal of the categories tab (the slug follows the name).
  await page.getByRole('tab', { name: 'Categorias' }).click();
  await expect(page).toHaveURL(/\?aba=categorias$/);
  await expect(page.getByTestId('faq-category-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(categoryName);
  await expect(dialog.getByRole('textbox', { name: /Endereço/ })).toHaveValue(
    `impostos-${stamp.toLowerCase()}`,
  );
  await shot(page, 'staff-category-modal');
  await dialog.getByRole('button', { name: 'Cadastrar categoria' }).click();
  await expect(toast(page, 'Categoria cadastrada.')).toBeVisible();
  await expect(
    page.getByTestId('faq-category-row').filter({ hasText: categoryName }),
  ).toBeVisible();

  // The question: the contract's words first, then the real thing.
  await page.goto(`${liberta}/faq/cadastro`);
  await page.getByRole('button', { name: 'Cadastrar pergunta' }).click();
  await expect(page.getByText('Informe a pergunta, com 3 a 300 caracteres.')).toBeVisible();
  await expect(page.getByText('Escolha a categoria.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Pergunta', exact: false }).fill(question);
  const editor = page.getByRole('textbox', { name: 'Resposta', exact: true });
  await editor.click();
  await page.keyboard.type('O imposto de renda segue a tabela regressiva: 22,5% até 180 dias.');
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: categoryName, exact: true }).click();
  await shot(page, 'staff-form');
  await page.getByRole('button', { name: 'Cadastrar pergunta' }).click();
  await expect(toast(page, 'Pergunta cadastrada.')).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);

  // A visitor of another brand, on a phone, finds it typing without accents.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(`${brazilian}/central-de-ajuda`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
  await expect(phone.getByRole('navigation', { name: 'Temas' })).toBeVisible();
  await shot(phone, 'centre-mobile');
  await phone
    .getByRole('searchbox', { name: 'Buscar na central de ajuda' })
    .fill(`TRIBUTACAO ${stamp.toLowerCase()}`);
  await expect(phone.getByTestId('help-results')).toHaveText(/^1 resposta para/);
  await expect(phone).toHaveURL(/\?busca=/);
  const found = phone.getByTestId('help-question').filter({ hasText: question });
  await expect(found.getByText('tabela regressiva', { exact: false })).toBeVisible();
  await found.getByRole('button', { name: 'Sim' }).click();
  await expect(found.getByText('Obrigado pelo retorno!')).toBeVisible();
  await shot(phone, 'centre-search-mobile');
  await visitor.close();

  // The help centre is in the footer and in the account menu.
  await page.goto(`${liberta}/central-de-ajuda`);
  await expect(page.getByRole('heading', { level: 2, name: categoryName })).toBeVisible();
  await shot(page, 'centre-desktop');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Central de ajuda', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.locator('footer').getByRole('link', { name: 'Central de ajuda' }),
  ).toBeVisible();

  // Staff see the vote on the question.
  await page.goto(`${liberta}/faq`);
  await page.getByRole('textbox', { name: /Buscar/ }).fill(stamp);
  const row = page.getByTestId('faq-question-row').filter({ hasText: question });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('100% útil')).toBeVisible();
  await expect(row.getByText('1 sim · 0 não')).toBeVisible();
  // The staff menu leads to the FAQ; on a phone the list keeps what matters.
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  const staffMenu = page.getByTestId('staff-menu');
  // The group of the page shown is open.
  await expect(staffMenu.getByRole('link', { name: 'FAQ / Central de ajuda' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByText('100% útil')).toBeVisible();
  await shot(page, 'staff-list-mobile');
});
