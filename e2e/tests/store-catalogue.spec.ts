import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

const brazilian = brandOrigin('brazilian');
const liberta = brandOrigin('liberta');

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a visitor browses the store, filters e-books, opens one and goes to buy it', async ({
  page,
}) => {
  await page.goto(`${brazilian}/loja`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invista no seu conhecimento' }),
  ).toBeVisible();
  // Featured products open the page.
  const featured = page.getByTestId('featured-product');
  await expect(featured).toContainText('Combo Trader Completo');
  await expect(featured).toContainText('R$ 715,00');
  const course = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Day Trade do Zero' }) });
  await expect(course).toContainText('R$ 497,00');
  await expect(course).toContainText('ou 12x de R$ 41,42 sem juros');
  await expect(course).toContainText('Acesso vitalício');

  await page.getByText('E-books', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/loja\?tipo=ebook$/);
  const cards = page.getByTestId('product-card');
  const titled = (name: string) => cards.filter({ has: page.getByRole('heading', { name }) });
  await expect(titled('Day Trade do Zero')).toHaveCount(0);
  await expect(titled('Combo Trader Completo')).toHaveCount(0);
  await expect(titled('Guia Prático do Mini-Índice')).toBeVisible();
  await expect(featured).toHaveCount(0);
  for (const card of await cards.all()) await expect(card).toContainText('E-book');

  // A search with nothing to show says so and offers the way back.
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('nada-com-este-nome');
  await expect(page.getByTestId('store-empty')).toContainText('Nenhum produto encontrado');
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/loja$/);

  await page.getByRole('link', { name: 'Guia Prático do Mini-Índice', exact: true }).click();
  await expect(page).toHaveURL(/\/loja\/guia-pratico-do-mini-indice$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Guia Prático do Mini-Índice' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que está incluído' })).toBeVisible();
  await expect(page.getByTestId('product-item')).toContainText('Guia Prático do Mini-Índice');
  const buy = page.getByTestId('buy-button');
  await expect(buy).toHaveAttribute('href', /^\/carrinho\?produto=\d+$/);
  const href = await buy.getAttribute('href');
  await buy.click();
  await expect(page).toHaveURL(/\/carrinho/);
  expect(href).toMatch(/produto=\d+/);
});

test('staff create a coupon and a product, and the product is in the store', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E${stamp}`;
  const name = `Mentoria Price Action ${stamp}`;
  await loginThroughPage(page, brazilian, ADMIN);

  // ---------------------------------------------------------------- coupon
  await page.goto(`${brazilian}/cupons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cupons' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo cupom' }).click();
  await page.getByLabel(/^Código/).fill(code.toLowerCase());
  await expect(page.getByLabel(/^Código/)).toHaveValue(code);
  await page.getByLabel(/^Percentual de desconto/).fill('15');
  await page.getByLabel('Fim da validade').fill('2030-12-31T23:59');
  await page.getByLabel('Limite por cliente').fill('1');
  await expect(page.getByTestId('coupon-summary')).toContainText(
    '15% de desconto, válido até 31/12/2030 23:59 (horário de Brasília).',
  );
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page).toHaveURL(/\/cupons$/);
  await page.getByLabel('Buscar').fill(code);
  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('até 31/12/2030 23:59');
  await expect(row).toContainText('Ativo');

  // ---------------------------------------------------------------- product
  await page.goto(`${brazilian}/liberta-store`);
  await page.getByRole('link', { name: 'Novo produto' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(name);
  await choose(page, 'Curso liberado', 'Opções na Prática');
  await page.getByRole('textbox', { name: 'Preço', exact: true }).fill('149,90');
  await expect(page.getByRole('region', { name: 'Preço e acesso' })).toContainText(
    'ou 12x de R$ 12,50 sem juros',
  );
  await choose(page, 'Categoria', 'Cursos');
  // The description is written with the editor's toolbar.
  await page.getByRole('textbox', { name: 'Descrição', exact: true }).click();
  await page.keyboard.type('Quatro encontros ao vivo para revisar ');
  const toolbar = page.getByRole('toolbar', { name: 'Formatação do texto' });
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('suas operações');
  await toolbar.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('.');
  // The store preview follows the form.
  await expect(page.getByTestId('product-card')).toContainText(name);
  await expect(page.getByTestId('product-card')).toContainText('R$ 149,90');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page).toHaveURL(/\/liberta-store\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // ---------------------------------------------------------------- in the store
  const visitor = await browser.newPage();
  await visitor.goto(`${brazilian}/loja`);
  await visitor.getByRole('searchbox', { name: 'Buscar produtos' }).fill('Mentoria Price');
  const card = visitor.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toContainText('R$ 149,90');
  await expect(card).toContainText('ou 12x de R$ 12,50 sem juros');
  await card.getByRole('link', { name, exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'suas operações' })).toBeVisible();
  await expect(visitor.getByTestId('product-item')).toContainText('Opções na Prática');
  await visitor.close();
});

test("Liberta's store hub shows Liberta's products in its store colours", async ({ page }) => {
  await page.goto(`${liberta}/hub/liberta-store`);
  await expect(page.getByRole('heading', { level: 1, name: 'Liberta Store' })).toBeVisible();
  // The active palette of Liberta's store (seeded "Liberta escuro") colours the page.
  await expect(page.getByTestId('store-palette')).toHaveAttribute('data-palette', 'Liberta escuro');
  const research = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Liberta Research — Anual' }) });
  await expect(research).toContainText('R$ 598,80');
  await expect(research).toContainText('Acesso por 1 ano');
  await research.getByRole('link', { name: 'Liberta Research — Anual', exact: true }).click();
  await expect(page).toHaveURL(/\/hub\/liberta-store\/liberta-research-anual$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Liberta Research — Anual' }),
  ).toBeVisible();
  await expect(page.getByTestId('buy-button')).toHaveAttribute('href', /^\/carrinho\?produto=\d+$/);

  // Sold only in Liberta's store: the Brazilian store does not list it.
  await page.goto(`${brazilian}/loja`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText('Liberta Research — Anual')).toHaveCount(0);
});
