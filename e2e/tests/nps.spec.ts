import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

/** `/nps` is a Liberta route (spec section 2); the customer's survey opens in every brand. */
const liberta = brandOrigin('liberta');
const global = brandOrigin('global');
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `nps-${name}.png`), fullPage: true });
}

/** Withdraws whatever this test left pending, so no other test's customer meets the survey. */
async function withdrawPending(request: APIRequestContext, stamp: string) {
  const login = await request.post('/api/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const rounds = (await (
    await request.get('/api/list-nps-sends', { params: { per_page: 50 }, headers })
  ).json()) as { data: { id: number; questions: string[]; pending: number }[] };
  for (const round of rounds.data)
    if (round.pending > 0 && round.questions.some((q) => q.includes(stamp)))
      await request.delete(`/api/withdraw-nps-send/${round.id}`, { headers });
}

test('staff write and send a survey, the customer answers it in the modal, staff read it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const rating = `De 1 a 10, quanto você recomendaria o E2E ${stamp}?`;
  const open = `O que mudaria no E2E ${stamp}?`;
  const answer = `Mais exemplos práticos ${stamp}`;
  try {
    await loginThroughPage(page, liberta, ADMIN);
    await page.goto(`${liberta}/nps`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisas NPS' })).toBeVisible();
    await expect(page.getByTestId('nps-question-row').first()).toBeVisible();
    await shot(page, 'list');

    // A question, with the contract's words before anything is sent.
    await page.getByRole('link', { name: 'Nova pergunta' }).click();
    await expect(page).toHaveURL(/\/nps\/cadastro$/);
    await page.getByRole('button', { name: 'Cadastrar pergunta' }).click();
    await expect(page.getByText('Informe a pergunta, com até 500 caracteres.')).toBeVisible();
    await expect(page.getByText('Escolha a categoria.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Pergunta', exact: false }).fill(rating);
    await page.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('option', { name: 'Produto', exact: true }).click();
    await page.getByRole('button', { name: 'Cadastrar pergunta' }).click();
    await expect(toast(page, 'Pergunta cadastrada.')).toBeVisible();

    await page.goto(`${liberta}/nps/cadastro`);
    await page.getByRole('textbox', { name: 'Pergunta', exact: false }).fill(open);
    await page.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('option', { name: 'Conteúdo', exact: true }).click();
    await page.getByRole('switch', { name: /^Resposta aberta/ }).click();
    await page.getByRole('button', { name: 'Cadastrar pergunta' }).click();
    await expect(toast(page, 'Pergunta cadastrada.')).toBeVisible();

    // The send: questions, the audience, how many it reaches, confirm.
    await page.goto(`${liberta}/nps/enviar-pesquisa`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enviar pesquisa' })).toBeVisible();
    await expect(page.getByTestId('nps-reach')).toContainText(
      'Escolha ao menos uma pergunta para ver o público.',
    );
    await page.getByRole('checkbox', { name: rating }).check();
    await page.getByRole('checkbox', { name: open }).check();
    await page.getByRole('combobox', { name: 'Perfis' }).click();
    await page.getByRole('option', { name: 'Cliente', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nps-reach')).toContainText(/\d+ pessoas receberão/);
    await shot(page, 'send');
    await page.getByRole('button', { name: 'Enviar pesquisa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Enviar a pesquisa?' });
    await confirm.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(toast(page, /Pesquisa enviada: \d+ perguntas criadas\./)).toBeVisible();
    await expect(page.getByTestId('nps-round').first()).toContainText(rating);

    // The customer: the survey opens by itself.
    // On a phone, in another brand: the survey is every brand's.
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const carla = await customer.newPage();
    await loginThroughPage(carla, global, CUSTOMER);
    const survey = carla.getByRole('dialog', { name: 'Pesquisa de satisfação' });
    await expect(survey).toBeVisible();
    await expect(survey.getByText(rating)).toBeVisible();
    // 700 px at most, and inside a phone's screen.
    const box = (await survey.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(carla, 'survey');
    await survey.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(survey.getByRole('alert')).toHaveText('Responda ao menos uma pergunta.');
    await survey
      .getByRole('group', { name: new RegExp(rating.replace(/[?]/g, '\\?')) })
      .getByRole('button', { name: 'Nota 3 de 10' })
      .click();
    await survey.getByRole('textbox', { name: open }).fill(answer);
    await expect(survey.getByText(`${answer.length} de 400 caracteres`)).toBeVisible();
    await survey.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect(toast(carla, 'Pesquisa salva com sucesso')).toBeVisible();
    await expect(survey).toBeHidden();
    await customer.close();

    // Staff read it in the results, and withdraw what is still pending.
    await page.goto(`${liberta}/nps?aba=resultados`);
    await page
      .getByRole('textbox', { name: 'Buscar na resposta, na pergunta, no nome ou no e-mail' })
      .fill(stamp);
    const row = page.getByTestId('nps-answer').filter({ hasText: answer });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Carla Cliente');
    await expect(page.getByTestId('nps-answer').filter({ hasText: rating })).toContainText('3');
    await shot(page, 'results');

    await page.goto(`${liberta}/nps/enviar-pesquisa`);
    const round = page.getByTestId('nps-round').filter({ hasText: rating }).first();
    await round.getByRole('button', { name: /^Retirar pendentes do envio/ }).click();
    await page
      .getByRole('dialog', { name: 'Retirar as perguntas pendentes?' })
      .getByRole('button', { name: 'Retirar pendentes' })
      .click();
    await expect(toast(page, /perguntas? retiradas?\./)).toBeVisible();
  } finally {
    await withdrawPending(request, stamp);
  }
});

test('the NPS staff screens on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/nps`);
  await expect(page.getByTestId('nps-question-row').first()).toBeVisible();
  await shot(page, 'list-mobile');
  await page.getByRole('tab', { name: 'Resultados' }).click();
  await expect(page.getByTestId('nps-figure').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^NPS por mês/ })).toBeVisible();
  await shot(page, 'results-mobile');
  await page.goto(`${liberta}/nps/enviar-pesquisa`);
  await expect(page.getByTestId('nps-round').first()).toBeVisible();
  await shot(page, 'send-mobile');
  await context.close();
});
