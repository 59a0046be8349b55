import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');
const liberta = brandOrigin('liberta');
const SLUG = 'guia-pratico-do-mini-indice';

test('a visitor opens an ebook page without logging in and sees title and price', async ({
  page,
}) => {
  await page.goto(`${origin}/ebooks/${SLUG}`);
  await expect(
    page.getByRole('heading', { name: 'Guia Prático do Mini-Índice', level: 1 }),
  ).toBeVisible();
  const price = page.getByTestId('ebook-price');
  await expect(price).toContainText('6x de R$ 7,99 sem juros');
  await expect(price).toContainText('ou R$ 47,90 à vista');
  await expect(page.getByText('por Paulo Analista')).toBeVisible();
  await expect(page.getByTestId('ebook-ad-text')).toHaveText(
    'O e-book que acompanha o curso Day Trade do Zero.',
  );
  await expect(page.getByRole('link', { name: 'Comprar' })).toHaveAttribute(
    'href',
    /^\/carrinho\?add=ebook:\d+$/,
  );
  // Still a visitor: no session was needed.
  await expect(page).toHaveURL(`${origin}/ebooks/${SLUG}`);
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/ebook-public.png', fullPage: true });

  // The same page in Liberta shows Liberta's ad text.
  await page.goto(`${liberta}/ebooks/${SLUG}`);
  await expect(page.getByTestId('ebook-ad-text')).toHaveText(
    'Entenda o mini-índice antes de investir no mercado futuro.',
  );
});

test('Carla finds her ebook in Meus E-books and downloads the PDF', async ({ page }) => {
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/cliente/ebooks`);
  await expect(page.getByRole('heading', { name: 'Meus E-books', level: 1 })).toBeVisible();
  const card = page.getByTestId('my-ebook');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Guia Prático do Mini-Índice');
  await expect(card).toContainText('Acesso vitalício');
  await page.screenshot({ path: 'e2e/artifacts/screenshots/my-ebooks.png', fullPage: true });

  const signed = page.waitForResponse((res) => res.url().includes('/api/ebook-download/'));
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Baixar o PDF de Guia Prático do Mini-Índice' }).click();
  const link = (await (await signed).json()) as { url: string; expires_at: string };
  expect(link.url).toMatch(/^\/api\/files\//);
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${SLUG}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('%%EOF');

  // The link itself answers a PDF that no cache may keep.
  const res = await page.request.get(`${origin}${link.url}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['cache-control']).toBe('private, no-store');

  // The public page knows she owns it.
  await page.goto(`${origin}/ebooks/${SLUG}`);
  await expect(page.getByText('Este e-book já é seu.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar PDF' })).toBeVisible();
});

test('a research report gated by a signature opens the subscribe prompt', async ({ page }) => {
  await loginThroughPage(page, liberta, CUSTOMER);
  await page.goto(`${liberta}/research`);
  await expect(
    page.getByRole('heading', { name: 'Relatórios de research', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('research-card')).toHaveCount(3);

  // An open report reads in the page.
  await page.getByRole('button', { name: 'Panorama semanal: Ibovespa e dólar' }).click();
  await expect(page.getByRole('heading', { name: 'Ibovespa', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para os relatórios' }).click();

  await page.getByRole('button', { name: /Carteira Premium de Dividendos: dezembro/ }).click();
  const prompt = page.getByRole('dialog', { name: 'Assinatura necessária:' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('LS Premium');
  await expect(prompt.getByRole('link', { name: 'Quero assinar' })).toHaveAttribute(
    'href',
    /^\/assinaturas\/[a-z0-9-]+$/,
  );
  await page.screenshot({ path: 'e2e/artifacts/screenshots/research-locked.png' });
});
