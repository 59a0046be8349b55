import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { chatOf, demoLiveId, say, signedInPerson } from '../support/live.ts';
import { ADMIN, CUSTOMER } from '../support/session.ts';

const origin = brandOrigin('brazilian');
const COURTESY = 'cortesia@demo.lstrader.com.br';
const SLOW = { timeout: 60_000 };

// Issue 14 item 8.7: Carla, whose record shows 0 active courtesies, got the CORTESIA badge on her
// message. The badge is for a person with an active courtesy only (Célia, in the demo).
test('the CORTESIA badge marks only people with an active courtesy', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const id = await demoLiveId(request, ADMIN);
  const carla = await signedInPerson(browser, origin, CUSTOMER);
  const celia = await signedInPerson(browser, origin, COURTESY);
  const stamp = Date.now().toString(36);
  for (const p of [carla.page, celia.page]) {
    await p.goto(`${origin}/cliente/lives/${id}`);
    await expect(chatOf(p)).toBeVisible(SLOW);
  }
  await say(carla.page, `Carla aqui ${stamp}`);
  await say(celia.page, `Célia aqui ${stamp}`);

  const chat = chatOf(carla.page);
  const fromCarla = chat.getByRole('article').filter({ hasText: `Carla aqui ${stamp}` });
  const fromCelia = chat.getByRole('article').filter({ hasText: `Célia aqui ${stamp}` });
  await expect(fromCarla).toBeVisible(SLOW);
  await expect(fromCelia).toBeVisible(SLOW);
  await expect(fromCarla.getByText('Acesso cortesia')).toHaveCount(0);
  await expect(fromCelia.getByText('Acesso cortesia')).toHaveCount(1);

  // The customer record agrees: Carla has no courtesy, Célia one, active.
  const staff = await signedInPerson(browser, origin, ADMIN);
  for (const [email, name, rows] of [
    [CUSTOMER, 'Carla Cliente', 0],
    [COURTESY, 'Célia Cortesia', 1],
  ] as const) {
    await staff.page.goto(`${origin}/clientes`);
    await staff.page.getByLabel('Buscar').fill(email);
    await staff.page.getByRole('link', { name }).click();
    await staff.page.getByRole('tab', { name: 'Cortesias' }).click();
    await expect(staff.page.getByTestId('courtesy-row')).toHaveCount(rows);
    if (rows > 0) await expect(staff.page.getByTestId('courtesy-row')).toContainText('Ativa');
  }
  for (const p of [carla, celia, staff]) await p.context.close();
});
