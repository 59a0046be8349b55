import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');

test('staff creates a course with a module and a lesson, publishes it, and visitors see it', async ({
  page,
  browser,
}) => {
  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/cursos`);
  await page.getByRole('link', { name: 'Novo curso' }).click();
  await page.getByLabel('Título', { exact: false }).first().fill('Price Action Avançado');
  await page.getByLabel('Preço', { exact: false }).fill('R$ 199,90');
  await page.getByRole('button', { name: 'Criar curso' }).click();
  await expect(
    page.getByRole('heading', { name: 'Price Action Avançado', level: 1 }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cursos\/editar\/\d+$/);

  await page.getByLabel('Novo módulo').fill('Fundamentos');
  await page.getByRole('button', { name: 'Adicionar módulo' }).click();
  await expect(page.getByRole('heading', { name: '1. Fundamentos' })).toBeVisible();
  await page.getByRole('button', { name: 'Nova aula' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Título da aula').fill('Leitura de candles');
  await dialog.getByLabel('Link do vídeo').fill('https://example.com/video');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toContainText('Link de vídeo inválido');
  await dialog.getByLabel('Link do vídeo').fill('https://vimeo.com/76979871');
  await expect(dialog).toContainText('Vídeo reconhecido: vimeo');
  await dialog.getByLabel('Minutos').fill('8');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1. Leitura de candles')).toBeVisible();

  await page.getByText('Publicado', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Publicado', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Alterações salvas.').last()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/curso/price-action-avancado`);
  await expect(
    visitor.getByRole('heading', { name: 'Price Action Avançado', level: 1 }),
  ).toBeVisible();
  await expect(visitor.getByTestId('course-price')).toContainText('R$ 199,90');
  await expect(visitor.getByText('Leitura de candles')).toBeVisible();
  await visitor.close();
});
