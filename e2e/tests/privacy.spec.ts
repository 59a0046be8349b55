import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { NO_CONSENT } from '../support/consent.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

// Issue 16 part A: the cookie banner on an empty browser, the policy (page, modal, staff edits)
// and the token links.
test.use({ storageState: NO_CONSENT });

const origin = brandOrigin('brazilian');
const LANDING = '/login?utm_source=google&utm_medium=cpc&utm_campaign=lgpd-2026&utm_content=banner';
const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

const banner = (page: Page) => page.getByRole('region', { name: 'Sua privacidade' });

/** What the browser keeps: cookie names and `lsp:` keys with their values. */
async function stored(page: Page, context: BrowserContext) {
  const cookies = (await context.cookies()).map((c) => c.name).sort();
  const local = await page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])),
  );
  return { cookies, local };
}

async function decideOnLanding(page: Page, button: 'Aceitar' | 'Rejeitar', at = origin) {
  await page.goto(`${at}${LANDING}`);
  await expect(banner(page)).toBeVisible();
  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/record-cookie-consent') && r.request().method() === 'POST',
  );
  await banner(page).getByRole('button', { name: button, exact: true }).click();
  expect((await logged).status()).toBe(201);
  await expect(banner(page)).toBeHidden();
}

test('before any choice only necessary data is kept; Aceitar stores all and keeps the UTMs', async ({
  page,
  context,
}) => {
  await page.goto(`${origin}${LANDING}`);
  await expect(banner(page)).toBeVisible();
  const before = await stored(page, context);
  test.info().annotations.push({ type: 'before', description: JSON.stringify(before) });
  expect(before.cookies.filter((c) => c.startsWith('utm_'))).toEqual([]);
  expect(Object.keys(before.local).filter((k) => k !== 'lsp:userData')).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'cookie banner');
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-banner-desktop.png') });

  const logged = page.waitForResponse((r) => r.url().endsWith('/api/record-cookie-consent'));
  await banner(page).getByRole('button', { name: 'Aceitar', exact: true }).click();
  const record = (await logged).json() as Promise<{ policy_version: number | null }>;
  expect((await record).policy_version).toBeGreaterThanOrEqual(1);
  const after = await stored(page, context);
  test.info().annotations.push({ type: 'after', description: JSON.stringify(after) });
  expect(JSON.parse(after.local['lsp:cookieSettings']!)).toMatchObject({
    required: true,
    statistics: true,
    preferences: true,
    marketing: true,
  });
  expect(after.cookies).toEqual(
    expect.arrayContaining(['utm_campaign', 'utm_content', 'utm_medium', 'utm_source']),
  );
  // Session cookies: gone with the browser.
  for (const cookie of await context.cookies())
    if (cookie.name.startsWith('utm_')) expect(cookie.expires).toBe(-1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Rejeitar stores only the required category, no UTM cookie, and unload clears preferences', async ({
  page,
  context,
}) => {
  await decideOnLanding(page, 'Rejeitar');
  const after = await stored(page, context);
  test.info().annotations.push({ type: 'after', description: JSON.stringify(after) });
  expect(JSON.parse(after.local['lsp:cookieSettings']!)).toMatchObject({
    required: true,
    statistics: false,
    preferences: false,
    marketing: false,
  });
  expect(after.cookies.filter((c) => c.startsWith('utm_'))).toEqual([]);
  // A preference written now does not outlive the page.
  await page.evaluate(() => localStorage.setItem('lsp:zoom', '1.1'));
  await page.reload();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('lsp:zoom'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lsp:cookieSettings'))).not.toBeNull();
});

test('Configurar: the person picks marketing only; the footer link opens the choice again', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}${LANDING}`);
  await expect(banner(page)).toBeVisible();
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-banner-mobile.png') });
  await banner(page).getByRole('button', { name: 'Configurar' }).click();
  const settings = page.getByRole('dialog', { name: 'Preferências de cookies' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('switch', { name: /Necessários/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'cookie settings');
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-settings-mobile.png') });
  await settings.getByRole('switch', { name: /^Marketing/ }).click();
  await settings.getByRole('button', { name: 'Salvar minhas escolhas' }).click();
  await expect(page.getByText('Suas preferências de cookies foram salvas.')).toBeVisible();
  const after = await stored(page, context);
  expect(JSON.parse(after.local['lsp:cookieSettings']!)).toMatchObject({
    statistics: false,
    preferences: false,
    marketing: true,
    decision: 'custom',
  });
  expect(after.cookies).toContain('utm_source');

  // Later, from the footer: marketing withdrawn, the UTM cookies go.
  await page.getByRole('button', { name: 'Preferências de cookies' }).click();
  await settings.getByRole('switch', { name: /^Marketing/ }).click();
  await settings.getByRole('button', { name: 'Salvar minhas escolhas' }).click();
  await expect(settings).toBeHidden();
  expect((await stored(page, context)).cookies.filter((c) => c.startsWith('utm_'))).toEqual([]);
});

test('the cart hides the banner; /carrinhos does not', async ({ page }) => {
  await page.goto(`${origin}/carrinho`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto(`${origin}/carrinhos`);
  await expect(banner(page)).toBeVisible();
});

test("the sign-up's link opens the policy in a modal", async ({ page }) => {
  await page.goto(`${origin}/criar-conta`);
  // The banner first opens the same policy from its own link.
  await banner(page).getByRole('button', { name: 'Política de privacidade' }).click();
  const fromBanner = page.getByRole('dialog', { name: 'Política de Privacidade' });
  await expect(fromBanner.getByText('Lei Geral de Proteção de Dados')).toBeVisible();
  await fromBanner.getByRole('button', { name: 'Fechar' }).click();
  await banner(page).getByRole('button', { name: 'Rejeitar', exact: true }).click();
  await page.getByRole('button', { name: 'política de privacidade' }).click();
  const modal = page.getByRole('dialog', { name: 'Política de Privacidade' });
  await expect(modal.getByText('Lei Geral de Proteção de Dados')).toBeVisible();
  await expect(modal.getByText('LS Trader Educação Financeira Ltda.').first()).toBeVisible();
  // The box was not ticked by opening the link.
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('the Liberta policy page is public and accessible', async ({ page }) => {
  await page.goto(`${brandOrigin('liberta')}/politica-de-privacidade`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
  ).toBeVisible();
  await expect(
    page.getByText('Liberta Educação e Conteúdo Financeiro Ltda.').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Os seus direitos/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Liberta privacy policy page with the banner');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-policy-liberta.png'), fullPage: false });
});

test('staff edit the published policy: a new version, and the public page shows it', async ({
  page,
}) => {
  const global = brandOrigin('global');
  await decideOnLanding(page, 'Aceitar', global);
  await loginThroughPage(page, global, ADMIN);
  await page.goto(`${global}/politicas-de-privacidade`);
  await page.getByRole('combobox', { name: 'Marca' }).click();
  await page.getByRole('option', { name: 'LS Global' }).click();
  // The list keeps showing every brand's rows until the picked brand's page arrives.
  await expect(page.getByTestId('policy-row').filter({ hasText: 'LS Trader' })).toHaveCount(0);
  const row = page.getByTestId('policy-row').filter({ hasText: 'Versão 1' });
  await expect(row.getByRole('switch')).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'staff privacy policies');
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-staff-list-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-staff-list-mobile.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('link', { name: /Editar/ }).click();
  await expect(page.getByText('Esta versão já foi publicada')).toBeVisible();
  // The editor loads after the form (a spinner until then): check the page once it is there.
  const editor = page.getByRole('textbox', { name: 'Texto da política', exact: true });
  await expect(editor).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'staff privacy policy form');
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-staff-form.png') });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Atualização de teste: novo canal do encarregado.');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Política de privacidade salva (versão 2).')).toBeVisible();

  await page.goto(`${global}/politica-de-privacidade`);
  await expect(page.getByText(/Versão 2, atualizada em/)).toBeVisible();
  await expect(page.getByText('Atualização de teste: novo canal do encarregado.')).toBeVisible();
  // The first version is kept, inactive.
  await page.goto(`${global}/politicas-de-privacidade`);
  await expect(
    page.getByTestId('policy-row').filter({ hasText: 'Versão 1' }).filter({ hasText: 'LS Global' }),
  ).toHaveCount(1);
});

test('a token link signs in; a bad one shows why and keeps the session', async ({ page }) => {
  const login = await page.request.post(`${origin}/api/login`, {
    data: { email: CUSTOMER, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');

  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/token/${encode({ token: 'expirado-ou-falso' })}`);
  await expect(
    page.getByRole('heading', { name: 'Link de acesso inválido ou expirado' }),
  ).toBeVisible();
  await expect(page.getByText('Sua sessão atual continua ativa.')).toBeVisible();
  await page.screenshot({ path: join(ARTIFACTS, 'privacy-token-error.png') });
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await page.getByTestId('user-menu').click();
  await expect(page.getByText(ADMIN)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`${origin}/token/${encode({ token })}`);
  await expect(page).toHaveURL(/\/feed$/);
  await page.getByTestId('user-menu').click();
  await expect(page.getByText(CUSTOMER)).toBeVisible();
});
