import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { loginThroughPage } from '../support/session.ts';

/** The advisors' commercial panel is a Liberta hub route (spec section 2). */
const liberta = brandOrigin('liberta');
const SELLER = 'vendedor@demo.lstrader.com.br';
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `hub-sales-force-${name}.png`), fullPage: true });
}

test('an advisor sees their figures, takes a lead and finds it in "Meus clientes"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginThroughPage(page, liberta, SELLER);
  await page.goto(`${liberta}/hub/sales-force`);
  await expect(page.getByRole('heading', { level: 1, name: 'Força de vendas' })).toBeVisible();
  // Vera's demo book: Bruno, Juliana, Marcos and Fernanda; two subscribers.
  await expect(page.getByTestId('kpi-customers')).toContainText('4');
  await expect(page.getByTestId('kpi-subscribers')).toContainText('2');
  await expect(page.getByTestId('kpi-revenue')).toContainText('R$');
  await expect(page.getByTestId('customer-row').first()).toContainText('Bruno Almeida');
  await shot(page, 'desktop');

  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/aba=leads/);
  await page.getByRole('combobox', { name: 'Assessor' }).click();
  await page.getByRole('option', { name: 'Sem assessor' }).click();
  const take = page.getByRole('button', { name: /^Assumir lead: / }).first();
  await expect(take).toBeVisible();
  const name = (await take.getAttribute('aria-label'))!.replace('Assumir lead: ', '');
  await shot(page, 'leads');
  const before = Number((await page.getByTestId('kpi-customers').innerText()).match(/\d+/)![0]);
  await take.click();
  await expect(toast(page, `${name} agora está em "Meus clientes".`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Assumir lead: ${name}` })).toHaveCount(0);
  await expect(page.getByTestId('kpi-customers')).toContainText(String(before + 1));

  await page.getByRole('tab', { name: 'Meus clientes' }).click();
  // Both tabs have a search box of that name: type only once the leads' one has gone.
  await expect(page).not.toHaveURL(/aba=leads/);
  await expect(page.getByRole('tab', { name: 'Meus clientes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Assumir lead: / })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Nome ou e-mail' }).fill(name);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toContainText(name);
  await expect(page.getByTestId('customer-row').getByRole('link', { name })).toHaveAttribute(
    'href',
    /\/clientes\/\d+$/,
  );

  // The same panel on a phone: cards instead of tables.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mobile = await phone.newPage();
  try {
    await loginThroughPage(mobile, liberta, SELLER);
    await mobile.goto(`${liberta}/hub/sales-force`);
    await expect(mobile.getByTestId('customer-row').first()).toBeVisible();
    await shot(mobile, 'mobile');
    await mobile.getByRole('tab', { name: 'Leads' }).click();
    await expect(mobile.getByTestId('lead-row').first()).toBeVisible();
    await shot(mobile, 'mobile-leads');
  } finally {
    await phone.close();
  }
});
