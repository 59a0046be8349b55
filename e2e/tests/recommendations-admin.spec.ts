import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

const liberta = brandOrigin('liberta');
const brazilian = brandOrigin('brazilian');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** A toast (Mantine notification) with this text. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The page as it settles (no loader left), checked by axe, in the screenshots folder. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `recommendations-${name}.png`), fullPage: true });
}

test('staff create a ticker, find it, edit it, and create a trade method with a setup', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const code = `E2E${stamp}`;
  const method = `Método Fluxo ${stamp}`;
  await loginThroughPage(page, liberta, ADMIN);

  // ---------------------------------------------------------------- ticker
  await page.goto(`${liberta}/gestao-de-tickers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Tickers' })).toBeVisible();
  await expect(
    page
      .getByTestId('ticker-row')
      .filter({ has: page.getByRole('link', { name: 'PETR4', exact: true }) }),
  ).toContainText('Petrobras PN');
  await page.getByRole('link', { name: 'Novo ticker' }).click();
  await expect(page).toHaveURL(/\/gestao-de-tickers\/cadastro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo ticker' })).toBeVisible();
  // The contract's own words, before anything is sent.
  await page.getByRole('button', { name: 'Cadastrar ticker' }).click();
  await expect(page.getByText('Informe o nome do ativo.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Código', exact: false }).fill(code.toLowerCase());
  await expect(page.getByRole('textbox', { name: 'Código', exact: false })).toHaveValue(code);
  await page.getByRole('textbox', { name: 'Nome', exact: false }).fill(`Opção de teste ${stamp}`);
  await choose(page, 'Mercado', 'Opções');
  await page.getByRole('textbox', { name: 'Tick mínimo', exact: false }).fill('0,01');
  await page.getByRole('textbox', { name: 'Lote padrão', exact: false }).fill('100');
  await page.getByRole('switch', { name: /^Oferecido aos setups/ }).click();
  await page.getByRole('button', { name: 'Cadastrar ticker' }).click();
  await expect(toast(page, `Ticker ${code} cadastrado.`)).toBeVisible();
  await expect(page).toHaveURL(/\/gestao-de-tickers$/);

  // Found by its code and by its name, with a market filter.
  await page.getByLabel('Buscar').fill(code.toLowerCase());
  const row = page.getByTestId('ticker-row').filter({ hasText: code });
  await expect(row).toContainText('Opções');
  await expect(row).toContainText('R$ 0,01');
  await expect(row).toContainText('Nos setups');
  await expect(page.getByTestId('ticker-row')).toHaveCount(1);
  await page.getByLabel('Buscar').fill(`teste ${stamp}`);
  await expect(row).toBeVisible();
  await choose(page, 'Mercado', 'Ações');
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Mercado', exact: true }).click();
  await page.getByRole('option', { name: 'Opções', exact: true }).click();
  await expect(row).toBeVisible();

  // Edited on its page.
  await row.getByRole('link', { name: code, exact: true }).click();
  await expect(page).toHaveURL(/\/gestao-de-tickers\/editar\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${code} · Opção de teste ${stamp}` }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: false }).fill(`Opção editada ${stamp}`);
  await page.getByRole('textbox', { name: 'Tick mínimo', exact: false }).fill('0,05');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, `Ticker ${code} salvo.`)).toBeVisible();
  await expect(page).toHaveURL(/\/gestao-de-tickers$/);
  await page.getByLabel('Buscar').fill(code);
  await expect(row).toContainText(`Opção editada ${stamp}`);
  await expect(row).toContainText('R$ 0,05');

  // Switched off in its row; the "inactive" filter finds it.
  await row.getByRole('switch', { name: `${code} ativo` }).click();
  await expect(toast(page, `${code} desativado.`)).toBeVisible();
  await choose(page, 'Situação', 'Inativo');
  await expect(row.getByRole('switch', { name: `${code} ativo` })).not.toBeChecked();

  // ---------------------------------------------------------------- trade method
  await page.goto(`${liberta}/metodos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos' })).toBeVisible();
  await expect(page.getByTestId('method-row').filter({ hasText: 'Método Mago' })).toContainText(
    'Rompimento de topo',
  );
  await page.getByRole('link', { name: 'Novo método' }).click();
  await expect(page).toHaveURL(/\/metodos\/cadastro$/);
  await page.getByRole('textbox', { name: 'Nome', exact: false }).fill(method);
  await choose(page, 'Marca', 'Liberta');
  await page.getByRole('textbox', { name: 'Descrição', exact: true }).click();
  await page.keyboard.type('Leitura de fluxo no book para entradas curtas.');
  await page.getByRole('button', { name: 'Adicionar setup' }).click();
  await page.getByRole('button', { name: 'Cadastrar método' }).click();
  await expect(page.getByText('Informe o nome do setup.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome do setup 1' }).fill('Absorção');
  await page.getByRole('textbox', { name: 'Descrição do setup 1' }).fill('Lote grande parado');
  await page.getByRole('button', { name: 'Adicionar setup' }).click();
  await page.getByRole('textbox', { name: 'Nome do setup 2' }).fill('Agressão');
  await page.getByRole('button', { name: 'Subir o setup 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome do setup 1' })).toHaveValue('Agressão');
  await page.getByRole('button', { name: 'Cadastrar método' }).click();
  await expect(toast(page, `Método ${method} cadastrado.`)).toBeVisible();
  await expect(page).toHaveURL(/\/metodos$/);
  await page.getByLabel('Buscar').fill(stamp.toLowerCase());
  const methodRow = page.getByTestId('method-row').filter({ hasText: method });
  await expect(methodRow).toContainText('Liberta');
  await expect(methodRow).toContainText('Agressão');
  await expect(methodRow).toContainText('Absorção');
  await expect(page.getByTestId('method-row')).toHaveCount(1);

  // ---------------------------------------------------------------- analysts
  await page.getByRole('tab', { name: 'Analistas' }).click();
  await expect(page).toHaveURL(/\/metodos\?aba=analistas$/);
  const paulo = page.getByTestId('analyst-row').filter({ hasText: 'Paulo Analista' });
  await expect(paulo).toContainText('EM-2150');
  await expect(paulo).toContainText('Pode publicar');
  await paulo.getByRole('button', { name: 'Editar as credenciais de Paulo Analista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credenciais de Paulo Analista' });
  await expect(
    dialog.getByRole('checkbox', { name: 'O analista aceita esta declaração' }),
  ).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Métodos em que recomenda' }).click();
  await page.getByRole('option', { name: method }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Salvar credenciais' }).click();
  await expect(toast(page, 'Credenciais de Paulo Analista salvas.')).toBeVisible();
  await expect(paulo).toContainText(method);

  // The method's page says who recommends in it.
  await page.getByRole('tab', { name: 'Métodos' }).click();
  await page.getByLabel('Buscar').fill(stamp.toLowerCase());
  await methodRow.getByRole('link', { name: method, exact: true }).click();
  await expect(page).toHaveURL(/\/metodos\/\d+$/);
  await expect(page.getByTestId('method-analysts')).toContainText('Paulo Analista');
  await expect(page.getByRole('textbox', { name: 'Nome do setup 1' })).toHaveValue('Agressão');
});

test('a brand with /metodos only opens the method form in the same route', async ({ page }) => {
  await loginThroughPage(page, brazilian, ADMIN);
  await page.goto(`${brazilian}/metodos`);
  await page.getByRole('link', { name: 'Novo método' }).click();
  await expect(page).toHaveURL(/\/metodos\?editar=novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo método' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para os métodos' }).click();
  await expect(page).toHaveURL(/\/metodos$/);
  const mago = page.getByTestId('method-row').filter({ hasText: 'Método Mago' });
  await mago.getByRole('link', { name: 'Método Mago', exact: true }).click();
  await expect(page).toHaveURL(/\/metodos\?editar=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Método Mago' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome do setup 1' })).toHaveValue(
    'Rompimento de topo',
  );
  await expect(page.getByTestId('method-analysts')).toContainText('Paulo Analista');
});

for (const width of [1280, 390])
  test(`screenshots of the recommendations staff screens at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await loginThroughPage(page, liberta, ADMIN);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const screens: [string, string][] = [
      ['tickers', '/gestao-de-tickers'],
      ['ticker-new', '/gestao-de-tickers/cadastro'],
      ['methods', '/metodos'],
      ['analysts', '/metodos?aba=analistas'],
    ];
    for (const [name, path] of screens) {
      await page.goto(`${liberta}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `${name}-${width}`);
    }
    await page.goto(`${liberta}/gestao-de-tickers`);
    await page.getByRole('link', { name: 'PETR4', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /PETR4/ })).toBeVisible();
    await shot(page, `ticker-edit-${width}`);

    await page.goto(`${liberta}/metodos`);
    await page.getByRole('link', { name: 'Método Mago', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Método Mago' })).toBeVisible();
    await expect(page.getByTestId('method-analysts')).toBeVisible();
    await shot(page, `method-edit-${width}`);

    await page.goto(`${liberta}/metodos?aba=analistas`);
    await page.getByRole('button', { name: 'Editar as credenciais de Paulo Analista' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The modal's opening transition, so the picture shows it settled (nothing is asserted).
    await page.waitForTimeout(400);
    await expectNoSeriousA11yViolations(page, `analyst-dialog-${width}`);
    await page.screenshot({ path: join(SHOTS, `recommendations-analyst-dialog-${width}.png`) });
  });

test('staff publish a recommendation through the form, find it, and move its stop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginThroughPage(page, brazilian, ADMIN);
  await page.goto(`${brazilian}/recomendacoes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recomendações' })).toBeVisible();
  // The demo's calls are listed, each with its colour-coded status.
  await expect(page.getByTestId('recommendation-row').first()).toBeVisible();
  await shot(page, 'staff-list-1280');
  await page.getByRole('link', { name: 'Nova recomendação' }).click();
  await expect(page).toHaveURL(/\/recomendacoes\/cadastro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova recomendação' })).toBeVisible();

  // Nothing picked: the contract's words under the fields, nothing sent.
  await page.getByRole('button', { name: 'Publicar recomendação' }).click();
  await expect(page.getByText('Escolha o analista.')).toBeVisible();
  await expect(page.getByText('Escolha o ativo.')).toBeVisible();

  // The analyst, then the methods they publish in, then the method's setups.
  await choose(page, 'Analista', 'Paulo Analista');
  await expect(page.getByTestId('analyst-declaration')).toContainText('EM-2150');
  await expect(page.getByTestId('analyst-declaration')).toContainText(
    'Declaro que as recomendações refletem',
  );
  await expect(page.getByRole('combobox', { name: 'Setup', exact: true })).toHaveCount(0);
  await choose(page, 'Método', 'Método Mago');
  await choose(page, 'Setup', 'Rompimento de topo');
  await page.getByRole('combobox', { name: 'Ticker', exact: true }).fill('ITUB4');
  await page.getByRole('option', { name: /^ITUB4/ }).click();
  await choose(page, 'Prazo', 'Swing trade');
  // Far below the demo's quotes: it stays waiting for its entry.
  await page.getByRole('textbox', { name: 'Preço de entrada', exact: false }).fill('10,00');
  await page.getByRole('textbox', { name: 'Stop', exact: true }).fill('9,00');
  await page.getByRole('textbox', { name: 'Alvo 1', exact: false }).fill('12,00');
  await page.getByRole('button', { name: 'Adicionar alvo' }).click();
  await page.getByRole('textbox', { name: 'Alvo 2', exact: false }).fill('14');
  await page.getByRole('textbox', { name: 'Fundamentação', exact: true }).click();
  await page.keyboard.type('Rompimento do topo do mês com volume.');
  await shot(page, 'staff-form-1280');
  await page.getByRole('button', { name: 'Publicar recomendação' }).click();
  await expect(toast(page, 'Recomendação de ITUB4 publicada.')).toBeVisible();

  // Its page: the levels, the CVM declaration, the history's first line.
  await expect(page).toHaveURL(/\/recomendacoes\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: /ITUB4/ })).toBeVisible();
  await expect(page.getByText('Aguardando entrada').first()).toBeVisible();
  const levels = page.getByRole('region', { name: 'Níveis' });
  await expect(levels).toContainText('R$ 10,00');
  await expect(levels).toContainText('R$ 9,00');
  await expect(levels).toContainText('Alvo 2 R$ 14,00');
  await expect(page.getByRole('region', { name: /^Analista/ })).toContainText('CNPI EM-2150');
  await expect(page.getByRole('region', { name: 'Fundamentação' })).toContainText(
    'Rompimento do topo do mês com volume.',
  );
  const history = page.getByTestId('history-line');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Publicada');
  await expect(history.first()).toContainText('Ana Admin');

  // The stop moves up, with a note: a new history line says from where to where.
  await page.getByRole('button', { name: 'Mover stop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mover stop' });
  await dialog.getByRole('textbox', { name: 'Novo stop', exact: false }).fill('9,50');
  await dialog.getByRole('textbox', { name: 'Observação', exact: false }).fill('Fundo mais alto');
  await dialog.getByRole('button', { name: 'Mover o stop' }).click();
  await expect(toast(page, 'Stop de ITUB4 movido.')).toBeVisible();
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('Stop de R$ 9,00 para R$ 9,50');
  await expect(history.nth(1)).toContainText('Fundo mais alto');
  await expect(levels).toContainText('Stop inicial: R$ 9,00');
  await shot(page, 'staff-detail-1280');

  // In the list, found by its ticker, and on the status board.
  await page.goto(`${brazilian}/recomendacoes`);
  await page.getByLabel('Buscar').fill('itub4');
  const row = page
    .getByTestId('recommendation-row')
    .filter({ has: page.locator(`a[href="${new URL(detailUrl).pathname}"]`) });
  await expect(row).toContainText('Paulo Analista');
  await expect(row).toContainText('Método Mago · Rompimento de topo');
  await expect(row).toContainText('R$ 9,50');
  await expect(row).toContainText('Aguardando entrada');
  await choose(page, 'Situação', 'Finalizadas (todas)');
  await expect(row).toHaveCount(0);
  await choose(page, 'Situação', 'Abertas (aguardando, ativas e parciais)');
  await expect(row).toBeVisible();

  await page.goto(`${brazilian}/status-das-recomendacoes`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Status das Recomendações' }),
  ).toBeVisible();
  await shot(page, 'status-board-1280');
  await page.getByLabel('Buscar').fill('ITUB4');
  await expect(
    page
      .getByTestId('status-row')
      .filter({ has: page.locator(`a[href="${new URL(detailUrl).pathname}"]`) }),
  ).toContainText('Aguardando entrada');

  // The phone's layout of each screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [name, path] of [
    ['staff-list', '/recomendacoes'],
    ['staff-form', '/recomendacao/cadastro'],
    ['staff-detail', new URL(detailUrl).pathname],
    ['status-board', '/status-das-recomendacoes'],
  ] as const) {
    await page.goto(`${brazilian}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shot(page, `${name}-390`);
  }
});
