import { expect, test } from '@playwright/test';
import type { BrandId } from '@app/shared';
import { ROUTE_TABLES } from '../../apps/web/src/app/routes/route-table.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

/**
 * Every staff form of the route tables opens in words, never in i18n keys: the kit takes a
 * field's label from its name, a hint from its label, a pick's "none" word and the page's title
 * from the form's words, so a missing or misnamed key would show as `activeFieldHint` or
 * `influencers.new`. The forms come from the tables (each `…/cadastro` route), so a new one is
 * checked without being listed here.
 */
const BRANDS: BrandId[] = ['brazilian', 'liberta'];
/** A word that is an i18n key: camelCase, a dotted path or snake_case, alone (maybe required). */
const KEY =
  /^([a-z]+[A-Z][A-Za-z0-9]*|[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+|[a-z]+(_[a-z0-9]+)+)\s*\*?$/;

for (const brand of BRANDS) {
  const forms = ROUTE_TABLES[brand]
    .filter((route) => route.variant === 'create' && route.path.endsWith('/cadastro'))
    .map((route) => route.path);

  test(`${brand}: every staff form opens in words, not i18n keys`, async ({ page }) => {
    test.setTimeout(60_000 + forms.length * 10_000);
    const origin = brandOrigin(brand);
    await loginThroughPage(page, origin, ADMIN);
    const keys: string[] = [];
    for (const path of forms) {
      await page.goto(`${origin}${path}`);
      // A form page's heading (some ask for a choice before their form shows).
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      const words = await page.evaluate(() => [
        ...[...document.querySelectorAll('main label, main h1, main h2, main h3, main button')].map(
          (node) => node.textContent?.trim() ?? '',
        ),
        ...[...document.querySelectorAll('main .mantine-InputWrapper-description')].map(
          (node) => node.textContent?.trim() ?? '',
        ),
        ...[...document.querySelectorAll('main [placeholder]')].map(
          (node) => node.getAttribute('placeholder') ?? '',
        ),
      ]);
      keys.push(...words.filter((word) => KEY.test(word)).map((word) => `${path}: ${word}`));
    }
    expect(forms.length).toBeGreaterThan(10);
    expect(keys).toEqual([]);
  });
}
