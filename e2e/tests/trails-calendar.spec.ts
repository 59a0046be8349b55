import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

// `/minhas-trilhas`, `/podcasts` and `/calendario-do-investidor` are Liberta's pages.
const origin = brandOrigin('liberta');
const TRAIL = 'Do zero ao primeiro trade';

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** The figure the trail's progress bar announces (aria-valuenow). */
async function percentOf(bar: Locator): Promise<number> {
  // At 0 % the bar's filled section has no width: attached, not "visible".
  await expect(bar).toBeAttached();
  return Number(await bar.getAttribute('aria-valuenow'));
}

test('Carla follows a trail: the progress grows with a lesson she completes and a step she marks', async ({
  page,
  request,
}) => {
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/minhas-trilhas`);
  await expect(page.getByRole('heading', { name: 'Minhas trilhas', level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: TRAIL });
  const bar = card.getByRole('progressbar', { name: /Progresso da trilha/ });
  const before = await percentOf(bar);
  await expect(card.getByTestId('trail-percent')).toHaveText(`${before}% concluído`);

  // A lesson of the trail's first course she has not finished yet, completed through the API.
  const token = await apiToken(request, CUSTOMER);
  const headers = { authorization: `Bearer ${token}` };
  const player = await request.get('/api/course-player/day-trade-do-zero', { headers });
  expect(player.ok()).toBe(true);
  const lessons = (
    (await player.json()) as {
      modules: { lessons: { id: number; locked: boolean; completed: boolean }[] }[];
    }
  ).modules.flatMap((m) => m.lessons);
  const lesson = lessons.find((l) => !l.locked && !l.completed);
  expect(lesson, 'an open lesson not finished yet').toBeDefined();
  const done = await request.post(`/api/lesson-complete/${lesson!.id}`, { headers });
  expect(done.ok()).toBe(true);

  await page.reload();
  await expect.poll(() => percentOf(bar)).toBeGreaterThan(before);
  const afterLesson = await percentOf(bar);
  await expect(card.getByTestId('trail-percent')).toHaveText(`${afterLesson}% concluído`);

  // The trail's page: steps in order; the podcast step is marked done by hand.
  await card.getByRole('link', { name: new RegExp(TRAIL) }).click();
  await expect(page).toHaveURL(/\/minhas-trilhas\/\d+$/);
  await expect(page.getByRole('heading', { name: TRAIL, level: 1 })).toBeVisible();
  const steps = page.getByTestId('trail-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Day Trade do Zero');
  await expect(steps.nth(1)).toContainText('Podcast');
  const trailBar = page.getByRole('progressbar', { name: /Progresso da trilha/ });
  expect(await percentOf(trailBar)).toBe(afterLesson);
  await steps
    .nth(1)
    .getByRole('button', { name: /Marcar como concluído/ })
    .click();
  await expect(page.getByText('Etapa marcada como concluída.')).toBeVisible();
  await expect(steps.nth(1)).toContainText('Concluída');
  await expect.poll(() => percentOf(trailBar)).toBeGreaterThan(afterLesson);
  await expect(page.getByTestId('trail-continue')).toHaveAttribute(
    'href',
    '/cliente/cursos/day-trade-do-zero',
  );
});

test('a visitor sees the trails without progress, and the locked steps', async ({ page }) => {
  await page.goto(`${origin}/minhas-trilhas`);
  await expect(page.getByTestId('trails-visitor')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: TRAIL });
  await expect(card.getByText('Entre para acompanhar seu progresso.')).toBeVisible();
  await card.getByRole('link', { name: new RegExp(TRAIL) }).click();
  const steps = page.getByTestId('trail-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Bloqueada');
  await expect(steps.nth(1)).not.toContainText('Bloqueada');
});

test('a visitor filters the investor calendar by high importance and downloads the .ics', async ({
  page,
}) => {
  await page.goto(`${origin}/calendario-do-investidor`);
  await expect(
    page.getByRole('heading', { name: 'Calendário do Investidor', level: 1 }),
  ).toBeVisible();
  const events = page.getByTestId('calendar-event');
  // The demo agenda of this week has events of every importance.
  await expect(events.filter({ hasText: 'Boletim Focus' })).toBeVisible();
  await expect(events.filter({ hasText: 'Copom: decisão da taxa Selic' })).toBeVisible();

  // The chip is a checkbox (named for screen readers) drawn by its label.
  const high = page.getByRole('checkbox', { name: 'Importância alta' });
  await page.locator(`label[for="${await high.getAttribute('id')}"]`).click();
  await expect(high).toBeChecked();
  await expect(page).toHaveURL(/importancia=3/);
  await expect(events.filter({ hasText: 'Boletim Focus' })).toHaveCount(0);
  await expect(events.filter({ hasText: 'Copom: decisão da taxa Selic' })).toBeVisible();
  for (const importance of await events.evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-importance')),
  ))
    expect(importance).toBe('3');

  const exportLink = page.getByRole('link', { name: 'Exportar .ics' });
  await expect(exportLink).toHaveAttribute('href', /\/api\/calendar-events\.ics\?.*importance=3/);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toBe('calendario-do-investidor.ics');
  const ics = await readFile(await download.path(), 'utf8');
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(unfolded).toContain('SUMMARY:Copom: decisão da taxa Selic');
  expect(unfolded).not.toContain('Boletim Focus');
  expect(unfolded.match(/BEGIN:VEVENT/g)?.length).toBe(await events.count());

  // The next week has its own events; the filter stays.
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await expect(events.filter({ hasText: 'IPCA (mensal)' })).toBeVisible();
  await expect(events.filter({ hasText: 'Ata do Copom' })).toHaveCount(0);
});

test('staff build a trail with the step picker and reorder it with the keyboard', async ({
  page,
}) => {
  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/trilhas`);
  await page.getByRole('link', { name: 'Nova trilha' }).click();
  await expect(page).toHaveURL(/\/trilhas\/cadastro$/);
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Trilha de teste do e2e');

  await page.getByRole('combobox', { name: 'Tipo de conteúdo' }).click();
  await page.getByRole('option', { name: 'Podcast' }).click();
  await page.getByRole('combobox', { name: 'Conteúdo', exact: true }).click();
  await page.getByRole('option', { name: /Ep\. 1/ }).click();
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();
  await page.getByRole('combobox', { name: 'Tipo de conteúdo' }).click();
  await page.getByRole('option', { name: 'Curso' }).click();
  await page.getByRole('combobox', { name: 'Conteúdo', exact: true }).click();
  await page.getByRole('option', { name: 'Opções na Prática' }).click();
  await page.getByRole('button', { name: 'Adicionar etapa' }).click();

  const rows = page.getByTestId('trail-editor-step');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Mover para cima: Opções na Prática' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Opções na Prática agora é a etapa 1 de 2.')).toBeAttached();
  await expect(rows.nth(0)).toContainText('Opções na Prática');

  await page.getByRole('button', { name: 'Criar trilha' }).click();
  await expect(page.getByText('Trilha criada.')).toBeVisible();
  await expect(page).toHaveURL(/\/trilhas\/\d+$/);
  await expect(rows.nth(0)).toContainText('Opções na Prática');
  await expect(rows.nth(1)).toContainText('Ep. 1');
});
