import { expect, test, type Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

async function chooseSkin(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Aparência' }).click();
  await page.getByRole('radio', { name: label, exact: true }).check();
  await page.keyboard.press('Escape');
}

test('the skin choice survives a reload', async ({ page }) => {
  await loginThroughPage(page, brandOrigin('brazilian'), CUSTOMER);
  await page.goto(`${brandOrigin('brazilian')}/feed`);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');

  await chooseSkin(page, 'Escuro');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('lsp:skin'))).toContain('dark');
});

test('the cart forces the light skin and the previous skin comes back on leaving', async ({
  page,
}) => {
  await loginThroughPage(page, brandOrigin('brazilian'), CUSTOMER);
  await page.goto(`${brandOrigin('brazilian')}/feed`);
  await chooseSkin(page, 'Escuro');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');

  await page.getByRole('link', { name: 'Carrinho' }).first().click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
  // The blank layout: no main menu on the cart.
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
});

test('/carrinhos is not the cart: no forced skin, a 404', async ({ page }) => {
  await page.goto(`${brandOrigin('liberta')}/home`);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await page.goto(`${brandOrigin('liberta')}/carrinhos`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
});

test('Liberta opens the cart in light and returns to its dark default', async ({ page }) => {
  await page.goto(`${brandOrigin('liberta')}/carrinho`);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
  await page.goto(`${brandOrigin('liberta')}/home`);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
});
