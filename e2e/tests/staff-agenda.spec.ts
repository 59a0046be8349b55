import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import {
  ADMIN,
  CUSTOMER,
  DEMO_PASSWORD,
  latestMessageTo,
  loginThroughPage,
} from '../support/session.ts';

/** `/agenda-colaborador` and `/meu-assessor` are Liberta routes (issue 17). */
const liberta = brandOrigin('liberta');
const ANALYST = 'analista@demo.lstrader.com.br';
const SHOTS = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

/** An event of the grid: its accessible name starts with its title and hours. */
const eventLink = (page: Page, title: string, start: string, end = '') =>
  page.getByRole('link', { name: new RegExp(`^${title} ?, ${start} às ${end}`) });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shot(page: Page, name: string) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, name);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `staff-agenda-${name}.png`), fullPage: true });
}

test('staff keep their agenda; the customer books a free slot of their advisor, which lands in the advisor’s agenda and feed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const title = `Revisão de carteira ${stamp}`;

  // Paulo Analista: the seeded week, then an event of his own.
  await loginThroughPage(page, liberta, ANALYST);
  await page.goto(`${liberta}/agenda-colaborador?visao=semana`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Agenda do colaborador' }),
  ).toBeVisible();
  await expect(eventLink(page, 'Comitê de investimentos', '09:00', '10:00')).toBeVisible();
  await shot(page, 'week');

  await page.getByRole('link', { name: 'Novo compromisso' }).click();
  await expect(page).toHaveURL(/\/agenda-colaborador\/cadastro\?dia=/);
  await page.getByRole('button', { name: 'Salvar compromisso' }).click();
  await expect(page.getByText('Informe o título, com até 160 caracteres.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Início' }).fill('18:00');
  await page.getByRole('textbox', { name: 'Término' }).fill('18:45');
  await page.getByRole('textbox', { name: /^Local/ }).fill('Sala Selic');
  await page
    .getByRole('textbox', { name: /^Link da videochamada/ })
    .fill('https://meet.google.com/e2e-abc');
  await page.getByRole('button', { name: 'Salvar compromisso' }).click();
  await expect(toast(page, 'Compromisso salvo na agenda.')).toBeVisible();
  await expect(page).toHaveURL(/\/agenda-colaborador\?dia=/);
  const mine = eventLink(page, title, '18:00', '18:45');
  await expect(mine).toBeVisible();

  // The secret calendar link: made once, served as iCalendar without a session.
  await page.getByRole('tab', { name: 'Assinar no calendário' }).click();
  await page.getByRole('button', { name: 'Gerar link' }).click();
  await expect(toast(page, 'Novo link gerado.')).toBeVisible();
  const url = await page.getByRole('textbox', { name: 'Link da agenda (.ics)' }).inputValue();
  await shot(page, 'feed');
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain(`SUMMARY:${title}`);

  await page.getByRole('tab', { name: 'Disponibilidade' }).click();
  await expect(page.getByTestId('availability-window').first()).toBeVisible();
  await shot(page, 'availability');

  // Carla Cliente, whose advisor is Paulo, books his first free slot.
  const customer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const carla = await customer.newPage();
  await loginThroughPage(carla, liberta, CUSTOMER);
  await carla.goto(`${liberta}/meu-assessor`);
  await expect(carla.getByRole('heading', { level: 1, name: 'Meu assessor' })).toBeVisible();
  await expect(carla.getByText('Paulo Analista')).toBeVisible();
  await shot(carla, 'my-advisor-mobile');
  const slot = carla.getByRole('button', { name: /^Agendar / }).first();
  const slotName = (await slot.getAttribute('aria-label'))!;
  const [, day, start] = /^Agendar (.+), (\d{2}:\d{2}) às/.exec(slotName)!;
  await slot.click();
  await carla.getByRole('textbox', { name: /^Assunto/ }).fill(`Previdência ${stamp}`);
  await carla.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(carla, 'Atendimento agendado.')).toBeVisible();
  await expect(
    carla.getByTestId('my-booking').filter({ hasText: `${day}, ${start}` }),
  ).toBeVisible();
  await expect(carla.getByRole('button', { name: slotName })).toHaveCount(0);
  expect(await latestMessageTo(request, CUSTOMER)).toContain('está confirmado para');

  // Paulo sees the appointment in his agenda, read-only, with the customer.
  const login = await request.post('/api/login', {
    data: { email: CUSTOMER, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const mineNow = await request.get('/api/my-advisor', {
    headers: { authorization: `Bearer ${token}` },
  });
  const booked = (
    (await mineNow.json()) as {
      bookings: { day: string; start_time: string; cancelled_at: string | null }[];
    }
  ).bookings.find((b) => b.start_time === start && b.cancelled_at === null)!;
  await page.goto(`${liberta}/agenda-colaborador?dia=${booked.day}&visao=dia`);
  const appointment = eventLink(page, 'Atendimento: Carla Cliente', start!);
  await expect(appointment).toBeVisible();
  await shot(page, 'day');
  await appointment.click();
  await expect(page.getByText(`Previdência ${stamp}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar atendimento' })).toBeVisible();

  // Carla cancels; the slot is free again.
  await carla
    .getByRole('button', { name: new RegExp(`^Cancelar o agendamento de ${day}, ${start}`) })
    .click();
  await carla.getByRole('dialog').getByRole('button', { name: 'Cancelar agendamento' }).click();
  await expect(toast(carla, 'Agendamento cancelado.')).toBeVisible();
  await expect(carla.getByRole('button', { name: slotName })).toBeVisible();
  await customer.close();

  // On a phone the agenda opens in the day view.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const paulo = await phone.newPage();
  await loginThroughPage(paulo, liberta, ANALYST);
  await paulo.goto(`${liberta}/agenda-colaborador?dia=${booked.day}`);
  await expect(paulo.getByRole('radio', { name: 'Dia' })).toBeChecked();
  await expect(paulo.getByRole('region', { name: /^Horários do dia/ })).toHaveCount(1);
  await shot(paulo, 'day-mobile');
  await phone.close();
});

test('staff set the customer’s "Assessor responsável" on the customer record', async ({ page }) => {
  await loginThroughPage(page, liberta, ADMIN);
  await page.goto(`${liberta}/clientes`);
  await page.getByLabel('Buscar').fill(CUSTOMER);
  await page.getByRole('link', { name: 'Carla Cliente' }).click();
  const card = page.getByTestId('customer-advisor');
  await expect(card.getByRole('heading', { name: 'Assessor responsável' })).toBeVisible();
  const advisor = card.getByRole('combobox', { name: 'Assessor' });
  await expect(advisor).toHaveValue('Paulo Analista');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'customer-record');
  await advisor.click();
  await page.getByRole('option', { name: 'Marina Analista' }).click();
  await expect(toast(page, 'Assessor responsável atualizado.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('customer-advisor').getByRole('combobox', { name: 'Assessor' }),
  ).toHaveValue('Marina Analista');
  // Back to Paulo, as the demo has it.
  await page.getByTestId('customer-advisor').getByRole('combobox', { name: 'Assessor' }).click();
  await page.getByRole('option', { name: 'Paulo Analista' }).click();
  await expect(toast(page, 'Assessor responsável atualizado.')).toBeVisible();
});
