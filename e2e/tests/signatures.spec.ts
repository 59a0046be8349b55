import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

const brazilian = brandOrigin('brazilian');
const liberta = brandOrigin('liberta');

async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

interface PublicType {
  id: number;
  periods: { access_period_id: number; name: string }[];
}
async function publicType(request: APIRequestContext, slug: string): Promise<PublicType> {
  const res = await request.get(`/api/public-signature-type/${slug}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PublicType;
}

/** A valid CPF made from nine digits (each run signs up a new person). */
function cpf(): string {
  const base = String(Date.now()).slice(-9).split('').map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

test('a visitor compares the pricing cards and picks a period for the cart', async ({
  page,
  request,
}) => {
  const premium = await publicType(request, 'ls-premium');
  const yearly = premium.periods.find((p) => p.name === '1 ano')!;

  await page.goto(`${brazilian}/assinaturas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Assinaturas' })).toBeVisible();
  const cards = page.getByTestId('pricing-card');
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ has: page.getByRole('heading', { name: 'LS Premium' }) });
  // The yearly plan is the cheapest per month: R$ 958,80 / 12.
  await expect(card).toContainText('a partir de');
  await expect(card).toContainText('R$ 79,90/mês');
  await expect(card).toContainText('Curso Opções na Prática completo');
  await expect(
    cards.filter({ has: page.getByRole('heading', { name: 'Liberta Research' }) }),
  ).toContainText('R$ 49,90/mês');

  await card.getByRole('link', { name: 'Quero assinar LS Premium' }).click();
  await expect(page).toHaveURL(/\/assinaturas\/ls-premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'LS Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opções na Prática' })).toHaveAttribute(
    'href',
    '/curso/opcoes-na-pratica',
  );
  await page.getByRole('radio', { name: /1 ano/ }).check();
  await expect(page.getByRole('link', { name: 'Assinar' })).toHaveAttribute(
    'href',
    `/carrinho?add=signature:${premium.id}:${yearly.access_period_id}`,
  );
});

test('the pricing page works for Liberta visitors on the narrow dark skin', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${liberta}/assinaturas`);
  await expect(page.getByTestId('pricing-card')).toHaveCount(2);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // One column: nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('Carla, without the signature, is sent from the locked lesson to LS Premium', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CUSTOMER);
  const player = await request.get('/api/course-player/opcoes-na-pratica', {
    headers: { authorization: `Bearer ${token}` },
  });
  const outline = (await player.json()) as {
    modules: { lessons: { id: number; locked: boolean }[] }[];
  };
  const locked = outline.modules.flatMap((m) => m.lessons).find((l) => l.locked)!;
  const denied = await request.get(`/api/course-lesson/${locked.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(denied.status()).toBe(403);
  expect(await denied.json()).toMatchObject({
    required_signatures: [{ name: 'LS Premium', slug: 'ls-premium' }],
  });

  await loginThroughPage(page, brazilian, CUSTOMER);
  await page.goto(`${brazilian}/cliente/cursos/opcoes-na-pratica/${locked.id}`);
  const lockedState = page.getByTestId('lesson-locked');
  await expect(lockedState).toContainText('LS Premium');
  // The subscribe prompt opens over the locked lesson; "Quero assinar" leads to LS Premium.
  const prompt = page.getByRole('dialog', { name: 'Assinatura necessária:' });
  await expect(prompt).toContainText('LS Premium');
  await prompt.getByRole('button', { name: 'Quero assinar' }).click();
  await expect(page).toHaveURL(/\/assinaturas\/ls-premium$/);

  // Dismissed, the prompt sends her to the course's public page.
  await page.goto(`${brazilian}/cliente/cursos/opcoes-na-pratica/${locked.id}`);
  await page
    .getByRole('dialog', { name: 'Assinatura necessária:' })
    .getByRole('button', { name: 'Agora não' })
    .click();
  await expect(page).toHaveURL(/\/curso\/opcoes-na-pratica$/);

  await page.goto(`${brazilian}/cliente/assinaturas`);
  await expect(page.getByTestId('my-signatures-empty')).toContainText(
    'Você ainda não tem assinaturas',
  );
});

test('a signature granted by staff opens its course and shows in "Minhas Assinaturas"', async ({
  page,
  request,
}) => {
  const email = `assinante.${Date.now()}@example.com`;
  const signUp = await request.post('/api/ls-brazil-create-user', {
    data: {
      name: 'Sara Assinante',
      email,
      password: 'senha longa da assinante',
      password_confirmation: 'senha longa da assinante',
      phone_number: `1198${String(Date.now()).slice(-7)}`,
      identifier: cpf(),
      accept_terms: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const userId = ((await signUp.json()) as { user: { id: number } }).user.id;
  const premium = await publicType(request, 'ls-premium');
  const monthly = premium.periods.find((p) => p.name === '30 dias')!;
  const admin = await tokenOf(request, ADMIN);
  const grant = await request.post('/api/register-user-signature', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      user_id: userId,
      signature_type_id: premium.id,
      access_period_id: monthly.access_period_id,
    },
  });
  expect(grant.status(), await grant.text()).toBe(201);

  await loginThroughPage(page, brazilian, email, 'senha longa da assinante');
  await page.goto(`${brazilian}/cliente/assinaturas`);
  const card = page.getByTestId('my-signature');
  await expect(card).toContainText('LS Premium');
  await expect(card).toContainText('Ativa');
  await expect(card).toContainText(/Válida até \d{2}\/\d{2}\/\d{4}/);
  await card.getByRole('link', { name: 'Opções na Prática' }).click();
  await expect(page).toHaveURL(/\/cliente\/cursos\/opcoes-na-pratica/);
  await expect(page.getByTestId('lesson-locked')).toHaveCount(0);
});

test('staff changes what a signature includes on the qualification screen', async ({ page }) => {
  await loginThroughPage(page, liberta, 'analista@demo.lstrader.com.br');
  await page.goto(`${liberta}/qualificacao-de-conteudo`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Qualificação de conteúdo' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Liberta Research' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liberta Research' })).toBeVisible();

  const course = page
    .getByRole('group', { name: 'Cursos' })
    .getByRole('checkbox', { name: 'Análise Técnica Essencial' });
  await expect(course).not.toBeChecked();
  await course.check();
  await page.getByRole('button', { name: 'Salvar qualificação' }).click();
  await expect(page.getByText('Qualificação salva.')).toBeVisible();

  await page.goto(`${liberta}/assinaturas/liberta-research`);
  await expect(page.getByRole('link', { name: 'Análise Técnica Essencial' })).toBeVisible();

  // And back: the qualification is replaced, not appended to.
  await page.goto(`${liberta}/qualificacao-de-conteudo`);
  await expect(
    page.getByRole('row', { name: /Liberta Research/ }).getByText('Análise Técnica Essencial'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Liberta Research' }).click();
  await course.uncheck();
  await page.getByRole('button', { name: 'Salvar qualificação' }).click();
  await expect(page.getByText('Qualificação salva.')).toBeVisible();
  await page.goto(`${liberta}/assinaturas/liberta-research`);
  await expect(page.getByRole('heading', { level: 1, name: 'Liberta Research' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Análise Técnica Essencial' })).toHaveCount(0);
});

test('staff creates a signature type with periods in reais', async ({ page, request }) => {
  await loginThroughPage(page, brazilian, ADMIN);
  await page.goto(`${brazilian}/assinatura/cadastro`);
  await page.getByRole('button', { name: 'Criar assinatura' }).click();
  await expect(page.getByText('Informe o nome da assinatura.')).toBeVisible();

  const name = `Clube ${Date.now()}`;
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('button', { name: 'Adicionar benefício' }).click();
  await page.getByLabel('Benefício 1', { exact: true }).fill('Salas ao vivo');
  await page.getByRole('combobox', { name: 'Período de acesso' }).click();
  await page.getByRole('option', { name: '6 meses' }).click();
  await page.getByRole('textbox', { name: 'Preço' }).fill('299,4');
  await page.getByRole('button', { name: 'Criar assinatura' }).click();
  await expect(page.getByText('Assinatura criada.')).toBeVisible();
  await expect(page).toHaveURL(/\/assinatura\/\d+$/);
  // The price was sent in cents and comes back formatted.
  await expect(page.getByRole('textbox', { name: 'Preço' })).toHaveValue('299,40');

  const slug = name.toLowerCase().replace(' ', '-');
  const created = await publicType(request, slug);
  expect(created.periods.map((p) => p.name)).toEqual(['6 meses']);
  await page.goto(`${brazilian}/assinaturas/${slug}`);
  await expect(page.getByText('Equivale a R$ 49,90/mês')).toBeVisible();

  // Nobody ever held it, so deleting really deletes (and the pricing page is as it was).
  await page.goto(`${brazilian}/assinatura/${created.id}`);
  await page.getByRole('button', { name: 'Excluir assinatura' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir assinatura' }).click();
  await expect(page.getByText('Tipo de assinatura excluído.')).toBeVisible();
  await expect(page).toHaveURL(/\/assinatura$/);
  expect((await request.get(`/api/public-signature-type/${slug}`)).status()).toBe(404);
});
