import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-trader-2026';
export const CUSTOMER = 'cliente@demo.lstrader.com.br';
export const ADMIN = 'admin@demo.lstrader.com.br';

/** Signs in through the login page, as a person would. */
export async function loginThroughPage(
  page: Page,
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The newest outbox message to `recipient`, read through the staff API. */
export async function latestMessageTo(
  request: APIRequestContext,
  recipient: string,
): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const list = await request.get('/api/list-outbox-messages', {
    params: { search: recipient, per_page: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await list.json()) as { data: { body_text: string }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!.body_text;
}
