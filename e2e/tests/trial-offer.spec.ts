import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { BrandId } from '@app/shared';
import { brandOrigin } from '../support/brands.ts';

// Issue 14 item 8.6: a plain sign-up never offered the trial. The sign-up answer says whether it
// may (show_trial, trial_days > 0: a customer who never had one, TRIAL_DAYS = 7 here).
async function signUp(page: Page, brand: BrandId, email: string): Promise<void> {
  await page.goto(`${brandOrigin(brand)}/criar-conta`);
  await page.getByLabel('Nome completo').fill('Pessoa Nova');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel(/^Senha/).fill('uma senha longa de verdade');
  await page.getByLabel('Confirme a senha').fill('uma senha longa de verdade');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
}

async function sessionPayload(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('lsp:session');
    const me = await fetch('/api/user', { headers: { authorization: `Bearer ${token}` } });
    const trials = await fetch('/api/list-user-trial', {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      me: (await me.json()) as { show_trial: boolean; trial_days: number },
      trials: ((await trials.json()) as { meta: { total: number } }).meta.total,
    };
  });
}

test('after signing up, the trial is offered and starts with one click', async ({ page }) => {
  await signUp(page, 'brazilian', `teste-gratis-${Date.now()}@example.com`);
  const offer = page.getByTestId('trial-offer');
  await expect(page.getByRole('heading', { name: 'Experimente grátis por 7 dias' })).toBeVisible();
  await expect(offer).toContainText('por 7 dias');
  await offer.getByRole('button', { name: 'Começar meu teste grátis' }).click();
  await expect(page.getByText('Seu teste grátis de 7 dias começou!')).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);
  const state = await sessionPayload(page);
  expect(state.trials).toBe(1);
  expect(state.me).toMatchObject({ show_trial: true, trial_days: 7 });
});

test('the offer can be skipped, in any brand, and nothing starts', async ({ page }) => {
  await signUp(page, 'liberta', `sem-teste-${Date.now()}@example.com`);
  await expect(page.getByRole('heading', { name: 'Experimente grátis por 7 dias' })).toBeVisible();
  await page.getByRole('button', { name: 'Agora não' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await sessionPayload(page)).trials).toBe(0);
});
