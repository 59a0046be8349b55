import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { loginThroughPage } from '../support/session.ts';
import { createCustomer } from '../support/store.ts';

const origin = brandOrigin('brazilian');

// Issue 14 item 8.5: a new customer's feed said "Nenhuma transmissão ao vivo neste momento" while
// the demo's live (LS Premium only) was on. The live shows, locked, naming what opens it.
test('a new customer sees the live broadcast locked, with the signature that opens it', async ({
  page,
  request,
}) => {
  const email = `novo-feed-${Date.now()}@example.com`;
  const password = 'uma senha nova e longa';
  await createCustomer(request, email, password);
  await loginThroughPage(page, origin, email, password);
  await page.goto(`${origin}/feed`);

  const live = page.getByRole('region', { name: 'Ao vivo agora' });
  await expect(live.getByText('Nenhuma transmissão ao vivo neste momento.')).toHaveCount(0);
  const card = live.getByRole('article', { name: 'Bloqueada: Sala ao vivo — Day trade' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('AO VIVO');
  await expect(card).toContainText('Para assistir, assine LS Premium.');
  // Locked: no link to a page that would only refuse.
  await expect(card.getByRole('link')).toHaveCount(0);

  await card.getByRole('button', { name: /^Quero assinar: LS Premium/ }).click();
  const prompt = page.getByRole('dialog', { name: 'Assinatura necessária:' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByTestId('subscribe-prompt-signature')).toHaveText('LS Premium');
  await prompt.getByRole('button', { name: 'Quero assinar' }).click();
  await expect(page).toHaveURL(/\/assinaturas\/ls-premium$/);
});
