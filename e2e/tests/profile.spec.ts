import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');

test('the postal code fills the address, which is saved on the profile and can be removed', async ({
  page,
}) => {
  await loginThroughPage(page, origin, CUSTOMER);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Meu perfil', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Novo endereço' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('CEP').fill('01310100');
  await expect(dialog.getByLabel('CEP')).toHaveValue('01310-100');
  await expect(dialog.getByLabel('Endereço', { exact: false }).first()).toHaveValue(
    'Avenida Paulista',
  );
  await expect(dialog.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(dialog.getByLabel(/^Cidade/)).toHaveValue('São Paulo');
  await dialog.getByLabel('Número').fill('1000');
  await dialog.getByLabel('Identificação').fill('Trabalho');
  await dialog.getByRole('button', { name: 'Salvar endereço' }).click();

  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Trabalho');
  await expect(card).toContainText('Avenida Paulista, 1000');
  await expect(card).toContainText('São Paulo/São Paulo · 01310-100');
  await page.screenshot({ path: 'e2e/artifacts/screenshots/profile.png', fullPage: true });

  await card.getByRole('button', { name: 'Excluir endereço' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir endereço' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(0);
});
