import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/** `/politicas-internas` and the hub's `/hub/politicas-procedimentos` are Liberta routes. */
const liberta = brandOrigin('liberta');
const ANALYST = 'analista@demo.lstrader.com.br';
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `internal-policies-${name}.png`), fullPage: true });
}

test('staff publish a policy, a staff member reads it and confirms; a new version asks again', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `Política de mesa limpa ${stamp}`;

  // Staff: the list, then a new required policy for everyone, published at once.
  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/politicas-internas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Políticas internas' })).toBeVisible();
  await expect(page.getByTestId('policy-row').first()).toBeVisible();
  await shot(page, 'staff-list');

  await page.getByRole('link', { name: 'Nova política' }).click();
  await expect(page).toHaveURL(/\/politicas-internas\/cadastro$/);
  await page.getByRole('button', { name: 'Cadastrar política' }).click();
  await expect(page.getByText('Informe o título (de 3 a 160 caracteres).')).toBeVisible();
  await expect(page.getByText('Informe a categoria.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título', exact: false }).fill(title);
  await page.getByRole('combobox', { name: /^Categoria/ }).fill('Segurança física');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Ao sair, guarde documentos com dados de clientes no armário.');
  await page.getByRole('switch', { name: /^Publicar esta versão/ }).click();
  await page.getByRole('button', { name: 'Cadastrar política' }).click();
  await expect(toast(page, 'Política cadastrada.')).toBeVisible();
  await expect(page).toHaveURL(/\/politicas-internas\/\d+$/);
  const policyPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('policy-version-row')).toHaveCount(1);
  await expect(page.getByTestId('policy-version-row')).toContainText('Publicada');
  await shot(page, 'staff-form');

  // A staff member: the hub shows it as a pending required reading; they read and confirm.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const reader = await context.newPage();
  await loginThroughPage(reader, liberta, ANALYST);
  await reader.goto(`${liberta}/hub/politicas-procedimentos`);
  await expect(
    reader.getByRole('heading', { level: 1, name: 'Políticas e procedimentos' }),
  ).toBeVisible();
  const card = reader.getByTestId('hub-policy-card').filter({ hasText: title });
  await expect(card).toContainText('Leitura obrigatória');
  await expect(card).toContainText('Pendente');
  await expect(reader.getByTestId('hub-pending-alert')).toBeVisible();
  await shot(reader, 'hub-list');
  await reader.setViewportSize({ width: 390, height: 844 });
  await shot(reader, 'hub-list-mobile');
  await reader.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('link', { name: `Ler ${title}` }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByTestId('policy-body')).toContainText('guarde documentos');
  const agree = reader.getByRole('button', { name: 'Li e concordo' });
  await expect(agree).toBeDisabled();
  await shot(reader, 'hub-policy');
  await reader.getByRole('checkbox', { name: /Li e concordo com a versão 1/ }).check();
  await agree.click();
  await expect(toast(reader, 'Leitura confirmada. Obrigado!')).toBeVisible();
  await expect(reader.getByTestId('policy-confirmed')).toContainText(
    'Você confirmou a leitura da versão 1',
  );
  await reader.setViewportSize({ width: 390, height: 844 });
  await shot(reader, 'hub-policy-mobile');
  await reader.setViewportSize({ width: 1280, height: 800 });

  // Staff see who confirmed the version.
  await page.goto(`${liberta}${policyPath}`);
  await page.getByRole('button', { name: 'Confirmações da versão 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmações da versão 1' });
  await dialog.getByRole('textbox', { name: 'Buscar' }).fill('Paulo');
  await expect(dialog.getByTestId('reader-row')).toHaveCount(1);
  await expect(dialog.getByTestId('reader-row')).toContainText('Confirmada em');
  await shot(page, 'staff-readers');
  await page.keyboard.press('Escape');

  // A new text opens version 2 as a draft; publishing it asks everyone again.
  await page.locator('.ProseMirror').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Vale também para o home office.');
  await page
    .getByRole('textbox', { name: 'O que mudou nesta versão' })
    .fill('Inclui o home office.');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Política salva.')).toBeVisible();
  await expect(page.getByTestId('policy-version-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publicar versão 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(toast(page, 'Versão 2 publicada.')).toBeVisible();

  await reader.goto(`${liberta}/hub/politicas-procedimentos`);
  const again = reader.getByTestId('hub-policy-card').filter({ hasText: title });
  await expect(again).toContainText('Pendente');
  await expect(again).toContainText('Versão 2');
  await again.getByRole('link', { name: `Ler ${title}` }).click();
  await expect(reader.getByText('O que mudou: Inclui o home office.')).toBeVisible();
  await expect(reader.getByText('Há uma nova versão: leia e confirme novamente.')).toBeVisible();
  // Version 1 stays readable, as it was.
  await reader.getByRole('link', { name: /^Versão 1 · / }).click();
  await expect(reader.getByText(/Você está lendo a versão 1, que não vale mais/)).toBeVisible();
  await expect(reader.getByTestId('policy-body')).not.toContainText('home office');

  // A policy published as a PDF shows in an embedded viewer (the demo's code of conduct).
  await reader.goto(`${liberta}/hub/politicas-procedimentos`);
  await reader
    .getByTestId('hub-policy-card')
    .getByRole('link', { name: 'Ler Código de Conduta e Ética' })
    .click();
  await expect(reader.getByTitle('PDF de Código de Conduta e Ética')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
    'href',
    /^\/api\/files\//,
  );
  await shot(reader, 'hub-policy-pdf');
  await context.close();
});
