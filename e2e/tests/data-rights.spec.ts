import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { brandOrigin } from '../support/brands.ts';
import { CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');
const PASSWORD = 'uma senha longa de verdade';

/** A new customer made through the sign-up call (as the sign-up page sends it). */
async function newCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = `titular.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await request.post(`${origin}/api/ls-brazil-create-user`, {
    data: {
      name,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      phone_number: '(11) 98765-4321',
      identifier: '529.982.247-25',
      accept_terms: true,
    },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

test('a person downloads their data, deletes the account, and the old token gets 401', async ({
  page,
  request,
}) => {
  const email = await newCustomer(request, 'Helena Titular');
  const login = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.ok());
  await loginThroughPage(page, origin, email, PASSWORD);
  const { access_token: token } = (await (await login).json()) as { access_token: string };

  await page.goto(`${origin}/perfil`);
  await expect(page.getByRole('heading', { name: 'Privacidade e dados' })).toBeVisible();
  await expect(page.getByText('Você ainda não fez solicitações.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'perfil com privacidade');
  await page.screenshot({ path: 'e2e/artifacts/data-rights-profile.png', fullPage: true });

  // The export downloads a JSON file with the person's own data.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    subject: { email: string };
    sections: Record<string, unknown[]>;
  };
  expect(data.subject.email).toBe(email);
  expect(data.sections.profile).toHaveLength(1);
  expect(JSON.stringify(data)).not.toContain('password_hash');
  // The export is listed as an answered request.
  await expect(page.getByTestId('my-data-requests')).toContainText('Exportação dos dados');
  await expect(page.getByTestId('my-data-requests')).toContainText('Respondida');

  // Deleting asks for the typed word and the password, with the form's messages.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(
    dialog.getByText('Esta ação não pode ser desfeita.', { exact: false }),
  ).toBeVisible();
  await dialog.getByLabel('Sua senha').fill('senha errada de propósito');
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Digite EXCLUIR para confirmar.')).toBeVisible();
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'confirmação de exclusão');
  await page.screenshot({ path: 'e2e/artifacts/data-rights-delete.png' });
  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sua conta foi excluída.', { exact: false })).toBeVisible();
  const after = await request.get(`${origin}/api/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  // The old password opens nothing any more.
  const again = await request.post(`${origin}/api/login`, {
    data: { email, password: PASSWORD },
  });
  expect(again.ok()).toBe(false);
});

test('support answers a deletion in the queue, and the customer record registers a request', async ({
  page,
  request,
}) => {
  const email = await newCustomer(request, 'Otávio Titular');
  const signIn = await request.post(`${origin}/api/login`, {
    data: { email, password: PASSWORD },
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const deleted = await request.post(`${origin}/api/delete-my-account`, {
    data: { password: PASSWORD, confirmation: 'EXCLUIR' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(204);

  await loginThroughPage(page, origin, 'suporte@demo.lstrader.com.br', DEMO_PASSWORD);
  await page.goto(`${origin}/solicitacoes-de-titulares`);
  await expect(page.getByRole('heading', { name: 'Solicitações de titulares' })).toBeVisible();
  const row = page.getByTestId('data-request-row').filter({ hasText: 'Exclusão da conta' }).first();
  await expect(row).toContainText('Titular removido');
  await expect(row).toContainText('Conta anonimizada');
  await expect(row).toContainText('Vence em 15 dias');
  await expectNoSeriousA11yViolations(page, 'fila de solicitações');
  await page.screenshot({ path: 'e2e/artifacts/data-rights-queue.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/artifacts/data-rights-queue-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: /^Responder/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Registrar resposta' }).click();
  await expect(dialog.getByText('Escreva a resposta (ao menos 3 caracteres).')).toBeVisible();
  await dialog
    .getByLabel('Resposta ao titular')
    .fill('Dados anonimizados; processador de pagamentos avisado em 26/11.');
  await dialog.getByRole('button', { name: 'Registrar resposta' }).click();
  await expect(page.getByText('Resposta registrada.')).toBeVisible();

  // Carla's record: staff register a correction she asked for by e-mail.
  await page.goto(`${origin}/clientes`);
  await page.getByLabel('Buscar').fill(CUSTOMER);
  await page.getByRole('link', { name: 'Carla Cliente' }).click();
  const card = page.getByTestId('customer-data-rights');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Registrar solicitação' }).click();
  const modal = page.getByRole('dialog', { name: 'Nova solicitação do titular' });
  await modal
    .getByLabel('O que o titular pediu e por qual canal')
    .fill('Pediu por e-mail a correção do telefone.');
  await modal.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Solicitação registrada com prazo de 15 dias.')).toBeVisible();
  await expect(card).toContainText('Correção de dados');
  await card.screenshot({ path: 'e2e/artifacts/data-rights-customer-card.png' });
});
