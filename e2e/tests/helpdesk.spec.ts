import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/** The hub's help desk and BI dashboards are Liberta routes (spec section 2). */
const liberta = brandOrigin('liberta');
const SELLER = 'vendedor@demo.lstrader.com.br';
const SUPPORT = 'suporte@demo.lstrader.com.br';
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `helpdesk-${name}.png`), fullPage: true });
}

test('a seller opens a ticket, support answers it, the seller sees the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `Teclado sem a tecla Ç ${stamp}`;

  await loginThroughPage(page, liberta, SELLER);
  await page.goto(`${liberta}/hub/central-de-chamdos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Central de chamados' })).toBeVisible();
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();
  await shot(page, 'list');

  await page.getByRole('button', { name: 'Abrir chamado' }).click();
  const form = page.getByRole('dialog', { name: 'Abrir chamado' });
  await form.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(form.getByText('Informe o título, com até 160 caracteres.')).toBeVisible();
  await form.getByRole('textbox', { name: /^Título/ }).fill(title);
  await form.getByRole('combobox', { name: /^Categoria/ }).click();
  await page.getByRole('option', { name: 'Computador e periféricos' }).click();
  await form.getByRole('combobox', { name: /^Prioridade/ }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await form
    .getByRole('textbox', { name: /^Descrição/ })
    .fill('A tecla Ç parou de funcionar depois que derrubei café no teclado.');
  await shot(page, 'new-ticket');
  await form.getByRole('button', { name: 'Abrir chamado' }).click();
  await expect(toast(page, /Chamado #\d+ aberto/)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Novo', { exact: true })).toBeVisible();
  const ticketUrl = page.url();
  expect(ticketUrl).toMatch(/chamado=\d+/);

  // Support (an agent: manage on hub-glpi) sees every ticket, takes it and answers.
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agent = await agentContext.newPage();
  try {
    await loginThroughPage(agent, liberta, SUPPORT);
    await agent.goto(`${liberta}/hub/central-de-chamdos`);
    await agent.getByRole('textbox', { name: /Buscar/ }).fill(stamp);
    await agent.getByRole('button', { name: new RegExp(`Abrir o chamado #\\d+ ${title}`) }).click();
    const agentDrawer = agent.getByRole('dialog', { name: new RegExp(title) });
    await expect(agentDrawer.getByRole('heading', { name: 'Triagem' })).toBeVisible();
    await agentDrawer
      .getByRole('textbox', { name: 'Mensagem (opcional)' })
      .fill('Vou trocar o teclado ainda hoje.');
    await agentDrawer.getByRole('button', { name: 'Mover para Em atendimento' }).click();
    await expect(toast(agent, 'Situação alterada para Em atendimento.')).toBeVisible();
    await shot(agent, 'agent-mobile');
  } finally {
    await agentContext.close();
  }

  await page.goto(ticketUrl);
  const seen = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(seen.getByText('Vou trocar o teclado ainda hoje.')).toBeVisible();
  await expect(seen.getByText('Em atendimento').first()).toBeVisible();
  await seen.getByRole('textbox', { name: 'Comentário' }).fill('Obrigado! Estou na mesa 7.');
  await seen.getByRole('button', { name: 'Comentar' }).click();
  await expect(toast(page, 'Comentário enviado.')).toBeVisible();
  await expect(seen.getByText('Obrigado! Estou na mesa 7.')).toBeVisible();
  await shot(page, 'ticket');
});

test('staff register a BI dashboard and it opens embedded at /hub/bi/:slug', async ({ page }) => {
  test.setTimeout(120_000);
  const slug = `painel-${Date.now().toString(36)}`;
  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/hub/bi`);
  await expect(page.getByRole('heading', { level: 1, name: 'Painéis de BI' })).toBeVisible();
  await expect(page.getByTestId('bi-dashboard-row').first()).toBeVisible();
  await shot(page, 'bi-list');

  await page.getByRole('link', { name: 'Novo painel' }).click();
  await page.getByRole('textbox', { name: /^Título/ }).fill('Captação por assessor');
  await page.getByRole('textbox', { name: /^Endereço$|^Endereço \*/ }).fill(slug);
  await page.getByText('Endereço (URL)').click();
  await page
    .getByRole('textbox', { name: /^Endereço do painel/ })
    .fill('https://evil.example.com/painel');
  await page.getByRole('button', { name: 'Cadastrar painel' }).click();
  await expect(page.getByText(/não está entre as origens de BI permitidas/)).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Endereço do painel/ })
    .fill('https://lookerstudio.google.com/embed/reporting/captacao/page/1');
  await shot(page, 'bi-form');
  await page.getByRole('button', { name: 'Cadastrar painel' }).click();
  await expect(toast(page, 'Painel cadastrado.')).toBeVisible();

  await page.goto(`${liberta}/hub/bi/${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Captação por assessor' }),
  ).toBeVisible();
  const frame = page.getByTestId('bi-dashboard-frame');
  await expect(frame).toHaveAttribute(
    'src',
    'https://lookerstudio.google.com/embed/reporting/captacao/page/1',
  );
  await expect(frame).toHaveAttribute('title', 'Captação por assessor');
  await page.goto(`${liberta}/hub/bi/nao-existe`);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel indisponível' })).toBeVisible();
});
