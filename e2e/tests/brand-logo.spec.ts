import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { BrandId } from '@app/shared';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, loginThroughPage } from '../support/session.ts';

/**
 * Issue 14 item 7.1: the logo was cut at its right edge ("LS Tradeı") because the wordmark was
 * text inside an SVG of a fixed width. At every width the logo must be whole: every part of it
 * (mark, text, and SVG text if any) inside the logo's box, nothing overflowing it, the logo inside
 * the header and clear of the header's buttons.
 */
const WIDTHS = [320, 360, 390, 480, 768, 1024, 1280, 1920];
const BRANDS: BrandId[] = ['brazilian', 'global', 'liberta'];

interface LogoReport {
  problems: string[];
  width: number;
}

async function logoProblems(page: Page, scope: string): Promise<LogoReport> {
  return page.evaluate((scopeSelector) => {
    const problems: string[] = [];
    const scopeEl = document.querySelector(scopeSelector);
    const logo = scopeEl?.querySelector<HTMLElement>('[data-testid="brand-logo"]');
    if (!scopeEl || !logo) return { problems: ['logo não encontrado'], width: 0 };
    const box = logo.getBoundingClientRect();
    const within = (r: DOMRect, outer: DOMRect) =>
      r.left >= outer.left - 0.5 &&
      r.right <= outer.right + 0.5 &&
      r.top >= outer.top - 0.5 &&
      r.bottom <= outer.bottom + 0.5;
    // Every drawn part, SVG text included, inside the logo's box.
    for (const part of logo.querySelectorAll('*')) {
      const r = part.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (!within(r, box))
        problems.push(
          `${part.tagName} sai da caixa do logo (${r.left}-${r.right} em ${box.left}-${box.right})`,
        );
    }
    // The text itself: the glyphs' extent, measured on a range over the logo's text nodes.
    const range = document.createRange();
    range.selectNodeContents(logo);
    const text = range.getBoundingClientRect();
    if (text.width > 0 && !within(text, box)) problems.push('o texto do logo passa da caixa');
    if (logo.scrollWidth > logo.clientWidth + 0.5)
      problems.push(`conteúdo do logo transborda (${logo.scrollWidth} > ${logo.clientWidth})`);
    // No ancestor up to the header cuts it.
    for (let el = logo.parentElement; el && el !== scopeEl.parentElement; el = el.parentElement) {
      const r = el.getBoundingClientRect();
      const overflow = getComputedStyle(el).overflowX;
      if (overflow !== 'visible' && !within(box, r)) problems.push(`${el.tagName} corta o logo`);
    }
    if (!within(box, scopeEl.getBoundingClientRect())) problems.push('o logo sai do cabeçalho');
    if (box.right > document.documentElement.clientWidth + 0.5) problems.push('o logo sai da tela');
    // Clear of the header's other controls.
    for (const control of scopeEl.querySelectorAll('button, a')) {
      if (control.contains(logo)) continue;
      const r = control.getBoundingClientRect();
      if (r.width === 0) continue;
      const overlaps =
        r.left < box.right - 0.5 &&
        r.right > box.left + 0.5 &&
        r.top < box.bottom - 0.5 &&
        r.bottom > box.top + 0.5;
      if (overlaps)
        problems.push(`o logo encosta em ${control.getAttribute('aria-label') ?? control.tagName}`);
    }
    return { problems, width: box.width };
  }, scope);
}

for (const brand of BRANDS) {
  test(`the ${brand} logo is whole at every width, in the header and on the login page`, async ({
    page,
  }) => {
    const origin = brandOrigin(brand);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/login`);
      await expect(page.getByTestId('brand-logo').first()).toBeVisible();
      const login = await logoProblems(page, 'header');
      expect(login.problems, `login, ${width}px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginThroughPage(page, origin, CUSTOMER);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/perfil`);
      const logo = page.locator('header').getByTestId('brand-logo');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAccessibleName(brand === 'liberta' ? 'Liberta' : /^LS /);
      const header = await logoProblems(page, 'header');
      expect(header.problems, `cabeçalho, ${width}px`).toEqual([]);
      // The brand's name is drawn in full: the logo is wider than the mark alone.
      expect(header.width, `largura do logo, ${width}px`).toBeGreaterThan(60);
    }
  });
}
