import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');

// Issue 14 item 8.8: "Voltar ao meu usuário" used to land on /usuarios; staff go back to the
// record of the customer they were acting as.
test('staff who acted as a customer from the record come back to that record', async ({ page }) => {
  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/clientes`);
  await page.getByLabel('Buscar').fill(CUSTOMER);
  await page.getByRole('link', { name: 'Carla Cliente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carla Cliente' })).toBeVisible();
  const record = new URL(page.url()).pathname;
  expect(record).toMatch(/^\/clientes\/\d+$/);

  await page.getByRole('button', { name: 'Acessar como cliente' }).click();
  await page.getByLabel('Motivo do acesso').fill('Chamado 77: conferir os cursos da cliente');
  await page.getByRole('button', { name: 'Acessar', exact: true }).click();
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Carla Cliente');
  await expect(page).toHaveURL(/\/feed$/);

  await banner.getByRole('button', { name: 'Voltar ao meu usuário' }).click();
  await expect(page).toHaveURL(new RegExp(`${record}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Carla Cliente' })).toBeVisible();
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
});
