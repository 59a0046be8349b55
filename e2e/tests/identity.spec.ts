import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import {
  ADMIN,
  CUSTOMER,
  DEMO_PASSWORD,
  latestMessageTo,
  loginThroughPage,
} from '../support/session.ts';

const origin = brandOrigin('brazilian');

test('sign up, log out and log in again', async ({ page }) => {
  const email = `nova.${Date.now()}@example.com`;
  await page.goto(`${origin}/criar-conta`);
  await page.getByLabel('Nome completo').fill('Nova Aluna');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular').fill('11987654321');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await page.getByLabel(/^Senha/).fill('uma senha longa de verdade');
  await page.getByLabel('Confirme a senha').fill('uma senha longa de verdade');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar minha conta' }).click();
  // The trial offer comes first (trial-offer.spec.ts); this person goes on without it.
  await page.getByRole('button', { name: 'Agora não' }).click();

  await expect(page).toHaveURL(/\/feed$/);
  await page.getByTestId('user-menu').click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('lsp:permissions')),
    ),
  ).toEqual([]);

  await loginThroughPage(page, origin, email, 'uma senha longa de verdade');
  await expect(page).toHaveURL(/\/feed$/);
});

test('a wrong password shows the generic message and a bad form shows field errors', async ({
  page,
}) => {
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByLabel(/^Senha/).fill('senha-errada-123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('E-mail ou senha inválidos.')).toBeVisible();
});

test('forgot password: the link from the outbox sets a new password and the old one stops working', async ({
  page,
  request,
}) => {
  const email = `esqueci.${Date.now()}@example.com`;
  const signUp = await request.post('/api/ls-brazil-create-user', {
    data: {
      name: 'Esquecida',
      email,
      password: 'senha antiga e longa',
      password_confirmation: 'senha antiga e longa',
      phone_number: '11987654321',
      identifier: '52998224725',
      accept_terms: true,
    },
  });
  expect(signUp.status()).toBe(201);

  await page.goto(`${origin}/esqueci-senha`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Se o e-mail estiver cadastrado');

  const mail = await latestMessageTo(request, email);
  const link = /https?:\/\/\S+\/redefinir-senha\?token=\S+/.exec(mail)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, origin));
  await page.getByLabel('Nova senha').fill('senha nova e bem longa');
  await page.getByLabel('Confirme a senha').fill('senha nova e bem longa');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);

  expect(
    (
      await request.post('/api/login', { data: { email, password: 'senha antiga e longa' } })
    ).status(),
  ).toBe(400);
  await loginThroughPage(page, origin, email, 'senha nova e bem longa');
});

test('a visitor is sent to the login and comes back to the page they wanted', async ({ page }) => {
  await page.goto(`${origin}/cliente/cursos`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/cliente\/cursos$/);
});

test('a customer opening a staff screen sees the forbidden page', async ({ page }) => {
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/transmissoes/cadastro`);
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
});

test('staff acts as a customer, sees the banner, returns, and the audit log shows it', async ({
  page,
}) => {
  await loginThroughPage(page, origin, ADMIN);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Usuários' }).click();
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await page.getByLabel('Buscar').fill('Carla');
  const row = page.getByRole('row', { name: /Carla Cliente/ });
  await row.getByRole('button', { name: 'Acessar como' }).click();
  await page.getByLabel('Motivo do acesso').fill('Chamado 42: conferir o acesso da cliente');
  await page.getByRole('button', { name: 'Acessar', exact: true }).click();

  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Você está acessando como Carla Cliente.');
  // A reload refreshes the session: that call is made on the customer's behalf and audited.
  await page.reload();
  await expect(banner).toContainText('Carla Cliente');
  await page.getByTestId('user-menu').click();
  await expect(page.getByText(CUSTOMER)).toBeVisible();
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: 'Voltar ao meu usuário' }).click();
  // Back to the record of the customer staff acted as (issue 14 item 8.8).
  await expect(page).toHaveURL(/\/clientes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carla Cliente' })).toBeVisible();
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Auditoria' }).click();
  await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  await expect(
    page.getByRole('row', {
      name: /staff\.login_as_customer .*Ana Admin.*Carla Cliente.*Chamado 42/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /staff\.login_as_customer\.return/ })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /impersonation\.request.*Ana Admin.*Carla Cliente/ }).first(),
  ).toBeVisible();
});
