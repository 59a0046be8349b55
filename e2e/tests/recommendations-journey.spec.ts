import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { chatOf, demoLiveId, signedInPerson } from '../support/live.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD } from '../support/session.ts';

/**
 * Issue 15's journey, end to end in real browsers: an analyst publishes a call into the live
 * chat; a customer whose signature includes the method (LS Premium opens the Método Mago) sees
 * the card in the chat and the call arrive in his list, live; a customer without it sees it
 * locked with the prompt; quotes reach the entry and the target and every screen shows the new
 * status without reloading; the public track record then shows the closed call.
 */
const origin = brandOrigin('brazilian');
const ANALYST = 'analista@demo.lstrader.com.br';
/** LS Premium: the demo live and the Método Mago. */
const PREMIUM = 'premium@demo.lstrader.com.br';
const LIVE_ROOM = 'Sala ao vivo';
/** Pages and realtime on a shared, busy machine: waits longer than the default. */
const SLOW = { timeout: 60_000 };

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

test('a call published into the live chat moves on quotes, live on every screen, and joins the track record', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const token = await staffToken(request);
  const auth = { authorization: `Bearer ${token}` };
  // A ticker of this test's own: no demo call moves with its quotes.
  const code = `J${Date.now().toString(36).toUpperCase().slice(-7)}`;
  const asset = await request.post('/api/create-financial-asset', {
    headers: auth,
    data: { code, name: `Ativo da jornada ${code}`, market: 'stocks' },
  });
  expect(asset.status(), await asset.text()).toBe(201);
  const assetId = ((await asset.json()) as { id: number }).id;
  const liveId = await demoLiveId(request, ADMIN);

  const analyst = await signedInPerson(browser, origin, ANALYST);
  const premium = await signedInPerson(browser, origin, PREMIUM);
  const carla = await signedInPerson(browser, origin, CUSTOMER);
  const premiumList = await premium.context.newPage();

  // The customers watch: Paulo (premium) the live chat and his list, Carla her list.
  await premium.page.goto(`${origin}/cliente/lives/${liveId}`);
  await expect(chatOf(premium.page)).toBeVisible(SLOW);
  await premiumList.goto(`${origin}/cliente/recomendacoes`);
  await carla.page.goto(`${origin}/cliente/recomendacoes`);
  for (const page of [premiumList, carla.page])
    await expect(page.getByRole('heading', { level: 1, name: 'Recomendações' })).toBeVisible(SLOW);

  // The analyst publishes a buy in the Método Mago, its card into the live room.
  const form = analyst.page;
  await form.goto(`${origin}/recomendacao/cadastro`);
  await expect(form.getByRole('heading', { level: 1, name: 'Nova recomendação' })).toBeVisible(
    SLOW,
  );
  await choose(form, 'Analista', 'Paulo Analista');
  await choose(form, 'Método', 'Método Mago');
  await choose(form, 'Setup', 'Rompimento de topo');
  await form.getByRole('combobox', { name: 'Ticker', exact: true }).fill(code);
  await form.getByRole('option', { name: new RegExp(`^${code}`) }).click();
  await choose(form, 'Prazo', 'Day trade');
  await form.getByRole('textbox', { name: 'Preço de entrada', exact: false }).fill('10,00');
  await form.getByRole('textbox', { name: 'Stop', exact: true }).fill('9,00');
  await form.getByRole('textbox', { name: 'Alvo 1', exact: false }).fill('11,00');
  await form.getByRole('combobox', { name: 'Publicar o card nas salas' }).click();
  await form.getByRole('option', { name: LIVE_ROOM, exact: true }).click();
  await form.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Publicar recomendação' }).click();
  await expect(form).toHaveURL(/\/recomendacoes\/\d+$/, SLOW);
  await expect(form.getByText('Aguardando entrada').first()).toBeVisible(SLOW);

  // The card reaches the live chat, with its status and the way to the call.
  const cards = chatOf(premium.page).getByRole('article').filter({ hasText: code });
  await expect(cards.last()).toContainText('Aguardando entrada', SLOW);
  await expect(cards.last().getByRole('link', { name: new RegExp(code) })).toBeVisible();

  // The lists update by themselves: levels for Paulo, a lock and the prompt for Carla.
  const mine = premiumList.getByTestId('recommendation-card').filter({ hasText: code });
  await expect(mine).toBeVisible(SLOW);
  await expect(mine).not.toHaveAttribute('data-locked');
  await expect(mine.getByTestId('levels')).toContainText('R$ 11,00');
  const hers = carla.page.getByTestId('recommendation-card').filter({ hasText: code });
  await expect(hers).toBeVisible(SLOW);
  await expect(hers).toHaveAttribute('data-locked', 'true');
  await expect(hers.getByTestId('levels')).toHaveCount(0);
  await expect(hers.getByTestId('locked-prompt')).toContainText(
    'Disponível para assinantes de LS Premium',
  );
  await expect(hers).not.toContainText('R$ 11,00');

  // The market: a trade at the entry, then one at the target (staff's quote entry).
  for (const price of [1_000, 1_100]) {
    const quote = await request.post('/api/create-quote', {
      headers: auth,
      data: { asset_id: assetId, at: new Date().toISOString(), price_cents: price },
    });
    expect(quote.status(), await quote.text()).toBe(201);
  }

  // Nobody reloads: the analyst's page, the customer's list and the chat show the gain.
  await expect(form.getByText('Encerrada com ganho').first()).toBeVisible(SLOW);
  await expect(form.getByTestId('history-line').last()).toContainText('R$ 11,00', SLOW);
  await expect(mine).toContainText('Encerrada com ganho', SLOW);
  await expect(cards.last()).toContainText('Encerrada com ganho', SLOW);
  await expect(hers).toContainText('Encerrada com ganho', SLOW);

  // The public track record counts it, from its history: a visitor sees the result.
  const visitor = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const record = await visitor.newPage();
  await record.goto(`${origin}/historico-de-recomendacoes`);
  const closed = record.getByTestId('closed-call').filter({ hasText: code });
  await expect(closed).toBeVisible(SLOW);
  await expect(closed).toContainText('+10,00%');

  for (const context of [analyst.context, premium.context, carla.context, visitor])
    await context.close();
});
