import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { BrandId } from '@app/shared';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { demoLiveId, stubVideoProviders } from '../support/live.ts';
import { ADMIN, CUSTOMER, loginThroughPage } from '../support/session.ts';
import { createCustomer, storeProductFor } from '../support/store.ts';

// Issue 14 item 8.10: axe on the key pages of each brand, 0 serious or critical violations.
const BRANDS: BrandId[] = ['brazilian', 'global', 'liberta'];

async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  // Mantine's transitions end before the scan.
  await page.waitForTimeout(400);
}

for (const brand of BRANDS) {
  const origin = brandOrigin(brand);

  test(`${brand}: home, store, cart, course player and live page`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await stubVideoProviders(page.context());
    // Visitors: store and cart.
    await page.goto(`${origin}/loja`);
    await settle(page, page.getByTestId('product-card').first());
    await expectNoSeriousA11yViolations(page, `${brand} /loja`);

    const course = (await (await request.get('/api/public-course/day-trade-do-zero')).json()) as {
      id: number;
    };
    const product = await storeProductFor(request, 'course', course.id);
    await page.goto(`${origin}/carrinho?produto=${product.id}`);
    await settle(page, page.getByRole('heading', { level: 1 }).first());
    await expectNoSeriousA11yViolations(page, `${brand} /carrinho`);

    await loginThroughPage(page, origin, CUSTOMER);
    await page.goto(`${origin}/${brand === 'liberta' ? 'home' : 'feed'}`);
    await settle(page, page.getByRole('heading', { level: 1 }).first());
    await expectNoSeriousA11yViolations(page, `${brand} início`);

    await page.goto(`${origin}/cliente/cursos/day-trade-do-zero`);
    await settle(page, page.getByRole('heading', { level: 1 }).first());
    await expectNoSeriousA11yViolations(page, `${brand} player do curso`);

    const live = await demoLiveId(request, ADMIN);
    await page.goto(`${origin}/cliente/lives/${live}`);
    await settle(page, page.getByRole('list', { name: 'Mensagens do chat' }));
    await expectNoSeriousA11yViolations(page, `${brand} ao vivo com chat`);
  });

  test(`${brand}: the Pix modal`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const email = `a11y-pix-${brand}-${Date.now()}@example.com`;
    await createCustomer(request, email, 'uma senha longa de verdade');
    const course = (await (
      await request.get('/api/public-course/analise-tecnica-essencial')
    ).json()) as {
      id: number;
    };
    const product = await storeProductFor(request, 'course', course.id);
    await loginThroughPage(page, origin, email, 'uma senha longa de verdade');
    await page.goto(`${origin}/carrinho?produto=${product.id}`);
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await page.getByTestId('payment-pix').click();
    await page.getByRole('checkbox', { name: /Li e aceito os/ }).check();
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    const pix = page.getByRole('dialog', { name: 'Pague com Pix' });
    await settle(page, pix);
    await expectNoSeriousA11yViolations(page, `${brand} modal do Pix`);
  });

  test(`${brand}: a staff list and a staff form`, async ({ page }) => {
    await loginThroughPage(page, origin, ADMIN);
    await page.goto(`${origin}/usuarios`);
    await settle(page, page.getByRole('table').first());
    await expectNoSeriousA11yViolations(page, `${brand} /usuarios`);
    await page.goto(`${origin}/usuarios/cadastro`);
    await settle(page, page.getByRole('heading', { level: 1 }).first());
    await expectNoSeriousA11yViolations(page, `${brand} /usuarios/cadastro`);
  });
}
