import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

const liberta = brandOrigin('liberta');
const brazilian = brandOrigin('brazilian');

/** The providers' players are other sites: a blank page stands in for them (our code runs as is). */
async function stubPlayers(page: Page) {
  const blank = {
    status: 200,
    contentType: 'text/html',
    body: '<!doctype html><title>player</title>',
  };
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill(blank));
  await page.route('https://www.youtube.com/embed/**', (route) => route.fulfill(blank));
}

test('a visitor opens Liberta /home and sees every section', async ({ page }) => {
  await page.goto(`${liberta}/home`);
  const hero = page.getByTestId('brand-welcome');
  await expect(hero.getByRole('heading', { level: 1, name: 'Bem-vindo à Liberta!' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Criar conta grátis' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');

  for (const name of ['Trilhas', 'Cursos', 'Vídeos', 'Próximos eventos', 'Podcasts'])
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  // "Continue assistindo" is for signed-in people only.
  await expect(page.getByRole('heading', { name: 'Continue assistindo' })).toHaveCount(0);

  const courses = page.getByTestId('home-row-courses');
  await expect(courses.getByTestId('course-card-day-trade-do-zero')).toBeVisible();
  const videos = page.getByTestId('home-row-videos');
  const firstVideo = videos.getByRole('link').first();
  await expect(firstVideo).toContainText('Abertura de mercado');

  // A card opens its page: the video page is public on Liberta.
  await stubPlayers(page);
  await firstVideo.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Abertura de mercado: o que olhar antes do pregão',
    }),
  ).toBeVisible();
  await expect(page.getByTestId('video-player').locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871',
  );
  await page.getByRole('link', { name: 'Chat' }).click();
  // The chat tab is TV Liberta's live chat, for signed-in people.
  await expect(page).toHaveURL(/\/conteudo\/video\/tv-liberta\/chat$/);
  await expect(page.getByRole('heading', { name: 'Entre para assistir' })).toBeVisible();
});

test('a visitor leaves a lead on a launch page with the utm fields of the URL', async ({
  page,
  request,
}) => {
  await stubPlayers(page);
  const email = `lead-${Date.now()}@example.com`;
  await page.goto(
    `${liberta}/lancamento/black-friday-trader?utm_source=a&utm_medium=b&utm_campaign=c`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Black Friday Trader' })).toBeVisible();
  await expect(page.getByTestId('course-card-day-trade-do-zero')).toBeVisible();

  const form = page.locator('#inscricao');
  await form.getByLabel('Nome').fill('Lia Lead');
  await form.getByLabel('E-mail').fill(email);
  // The shared phone mask formats as the person types.
  await form.getByLabel('Celular').fill('11987654321');
  await expect(form.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await form.getByRole('button', { name: 'Quero meu teste grátis' }).click();

  const success = page.getByTestId('lead-success');
  await expect(success).toContainText('Recebemos os seus dados. Obrigado!');
  // A visitor is offered to sign in or create the account that will hold the 7-day trial.
  await expect(success).toContainText('seus 7 dias de teste');
  await expect(success.getByRole('link', { name: 'Criar conta' })).toBeVisible();

  // Staff see the lead with the utm fields taken from the page URL.
  const login = await request.post('/api/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const pages = (await (
    await request.get('/api/list-landing-pages', { params: { search: 'black' }, headers })
  ).json()) as { data: { id: number; slug: string }[] };
  const launch = pages.data.find((p) => p.slug === 'black-friday-trader')!;
  const leads = (await (
    await request.get(`/api/list-landing-leads/${launch.id}`, {
      params: { search: email },
      headers,
    })
  ).json()) as { data: { email: string; phone_number: string; utm: Record<string, string> }[] };
  expect(leads.data).toHaveLength(1);
  expect(leads.data[0]).toMatchObject({
    email,
    phone_number: '11987654321',
    utm: { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c' },
  });
});

test('Carla opens LS Play and watches a video', async ({ page }) => {
  await stubPlayers(page);
  await loginThroughPage(page, brazilian, CUSTOMER);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'LS Play' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'LS Play' })).toBeVisible();
  for (const category of ['Análise Técnica', 'Day Trade', 'Opções'])
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();

  await page.getByLabel('Buscar vídeos').fill('risco');
  const card = page.getByRole('link', { name: /Gestão de risco no day trade/ });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Opções' })).toHaveCount(0);
  await card.click();

  await expect(page).toHaveURL(/\/cliente\/ls-play\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestão de risco no day trade' }),
  ).toBeVisible();
  await expect(page.getByText('Stop por operação, limite diário')).toBeVisible();
  await expect(page.getByTestId('video-player').locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
  );
  await expect(page.getByRole('heading', { name: 'Mais vídeos de Day Trade' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao LS Play' }).click();
  await expect(page).toHaveURL(/\/cliente\/ls-play$/);
});
