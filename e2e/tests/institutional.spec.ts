import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/** Liberta's institutional site (issue 17): staff write, visitors read. */
const liberta = brandOrigin('liberta');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `institutional-${name}.png`), fullPage: true });
}

test('staff create an advisor and an investment page; a visitor sees them on the site', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5);
  const name = `Helena Duarte ${stamp}`;
  const title = `Câmbio e moedas ${stamp}`;
  const slug = `cambio-${stamp}`;

  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/site-liberta-investimentos/assessores`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assessores' })).toBeVisible();
  await expect(page.getByTestId('advisor-row').first()).toBeVisible();
  await shot(page, 'advisors-list');

  // The advisor: the contract's words before anything is sent, then a complete record.
  await page.getByRole('link', { name: 'Novo assessor' }).click();
  await expect(page).toHaveURL(/\/assessores\/cadastro$/);
  await page.getByRole('button', { name: 'Cadastrar assessor' }).click();
  await expect(page.getByText('Informe o nome do assessor, com até 120 caracteres.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: false }).first().fill(name);
  await page.getByRole('button', { name: 'Adicionar certificação' }).click();
  await page.getByRole('textbox', { name: 'Número do registro' }).fill('55.123');
  await page.getByRole('combobox', { name: 'Especialidades' }).fill('Câmbio');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Cidade' }).fill('Florianópolis');
  await page.getByRole('combobox', { name: 'UF' }).fill('SC');
  await page.getByRole('option', { name: 'SC', exact: true }).click();
  await page.getByRole('textbox', { name: 'Telefone' }).fill('48991234567');
  await page.getByRole('switch', { name: /^Atende no WhatsApp/ }).click();
  await shot(page, 'advisor-form');
  await page.getByRole('button', { name: 'Cadastrar assessor' }).click();
  await expect(toast(page, 'Assessor cadastrado.')).toBeVisible();

  // The page, with that advisor, published.
  await page.goto(`${liberta}/site-liberta-investimentos/investimentos`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Páginas de investimentos' }),
  ).toBeVisible();
  await expect(page.getByTestId('investment-page-row').first()).toBeVisible();
  await shot(page, 'pages-list');
  await page.getByRole('link', { name: 'Nova página' }).click();
  await page.getByRole('textbox', { name: 'Título', exact: false }).fill(title);
  await page.getByRole('textbox', { name: 'Endereço (slug)', exact: false }).fill(slug);
  await page
    .getByRole('textbox', { name: 'Resumo', exact: false })
    .fill('Proteja parte do patrimônio com moedas fortes.');
  await page.getByRole('combobox', { name: 'Assessores da página' }).click();
  await page.getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: /^Publicada/ }).click();
  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(toast(page, 'Página criada.')).toBeVisible();

  // A visitor, without a session, on the site.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.goto(`${liberta}/investimentos`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(
    'Invista com quem entende do assunto',
  );
  await expect(site.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(site.getByRole('heading', { level: 3, name })).toBeVisible();
  await shot(site, 'site');
  await site.getByRole('link', { name: title, exact: true }).click();
  await expect(site).toHaveURL(new RegExp(`/investimentos/${slug}$`));
  await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const card = site.getByTestId('advisor-card').filter({ hasText: name });
  await expect(card).toContainText('Florianópolis – SC');
  await expect(card.getByRole('link', { name: `WhatsApp: conversar com ${name}` })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5548991234567\?text=/,
  );
  await shot(site, 'site-page');
  await site.setViewportSize({ width: 390, height: 844 });
  await shot(site, 'site-page-mobile');
  // A seeded page: its cover, its content and two advisors with their bios.
  await site.setViewportSize({ width: 1280, height: 800 });
  await site.goto(`${liberta}/investimentos/renda-variavel`);
  await expect(site.getByRole('heading', { level: 1, name: 'Renda variável' })).toBeVisible();
  await expect(site.getByTestId('advisor-card')).toHaveCount(2);
  await shot(site, 'site-seeded-page');
  await site.goto(`${liberta}/investimentos/nao-existe-${stamp}`);
  await expect(site.getByText('Este investimento não existe ou não está publicado.')).toBeVisible();
  await visitor.close();
});

test('staff register an influencer, copy a tracking link and read the report', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/influencer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Influenciadores' })).toBeVisible();
  await expect(page.getByTestId('influencer-row').first()).toBeVisible();
  await shot(page, 'influencers-list');

  await page.getByRole('link', { name: 'Novo influenciador' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: false }).fill(`Duda Finanças ${stamp}`);
  await page.getByRole('textbox', { name: 'Código', exact: false }).fill('rafaprofit');
  await page.getByRole('button', { name: 'Adicionar canal' }).click();
  await page.getByRole('textbox', { name: 'Link do canal' }).fill('https://instagram.com/duda');
  await page.getByRole('button', { name: 'Cadastrar influenciador' }).click();
  // A code another influencer has: said under the field.
  await expect(page.getByText('Este código já pertence a outro influenciador.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Código', exact: false }).fill(`duda_${stamp}`);
  await page.getByRole('button', { name: 'Cadastrar influenciador' }).click();
  await expect(toast(page, 'Influenciador cadastrado.')).toBeVisible();
  await expect(page).toHaveURL(/\/influencer\/\d+$/);
  const links = page.getByTestId('tracking-links');
  await expect(links).toContainText(`utm_influenciador=duda_${stamp}`);
  await expect(page.getByText('Ninguém chegou com este código no período.')).toBeVisible();
  await shot(page, 'influencer-form');

  await page.goto(`${liberta}/influencer?aba=relatorio`);
  const report = page.getByTestId('influencer-report');
  await expect(report).toContainText(`Duda Finanças ${stamp}`);
  // The demo: Carla signed up with rafaprofit, Tiago's trial carried it.
  await expect(report.getByRole('row').filter({ hasText: 'rafaprofit' })).toContainText('1');
  await shot(page, 'influencer-report');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'influencer-report-mobile');
});
