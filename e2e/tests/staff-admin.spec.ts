import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');

test('staff creates a user with the form, edits it, sets a password, and the person signs in', async ({
  page,
  browser,
}) => {
  const email = `analista.${Date.now()}@example.com`;
  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/usuarios`);
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await expect(page).toHaveURL(/\/usuarios\/cadastro$/);

  // The shared zod schema answers before the API is asked.
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();

  await page.getByLabel('Nome completo').fill('Rita Research');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('combobox', { name: 'Perfil' }).click();
  await page.getByRole('option', { name: 'Analista' }).click();
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await page.getByLabel(/^Senha/).fill('senha-inicial-da-rita');
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByText('Usuário cadastrado.')).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios\/editar\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Rita Research' })).toBeVisible();

  await page.getByLabel('Apelido').fill('Rita');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Alterações salvas.')).toBeVisible();

  await page.getByRole('button', { name: 'Definir nova senha' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Definir nova senha').fill('nova-senha-da-rita-2026');
  await dialog.getByRole('button', { name: 'Salvar senha' }).click();
  await expect(dialog).toBeHidden();

  // The list finds her by name and shows her profile.
  await page.goto(`${origin}/usuarios`);
  await page.getByLabel('Buscar').fill('Rita Research');
  const row = page.getByRole('row', { name: /Rita Research/ });
  await expect(row).toContainText('Analista');
  await expect(row).toContainText('529.982.247-25');

  const other = await browser.newContext({ locale: 'pt-BR' });
  const rita = await other.newPage();
  await loginThroughPage(rita, origin, email, 'nova-senha-da-rita-2026');
  await other.close();
});

test('a profile change reaches a signed-in person on the next refresh', async ({
  page,
  browser,
}) => {
  // A support agent is signed in elsewhere and has no Auditoria… until the editor grants it.
  const other = await browser.newContext({ locale: 'pt-BR' });
  const agent = await other.newPage();
  await loginThroughPage(agent, origin, 'suporte@demo.lstrader.com.br');
  await agent.getByTestId('user-menu').click();
  await expect(agent.getByRole('menuitem', { name: 'Caixa de saída' })).toBeVisible();
  await expect(agent.getByRole('menuitem', { name: 'Perfis e permissões' })).toHaveCount(0);
  await agent.keyboard.press('Escape');

  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/perfis`);
  await page.getByRole('combobox', { name: 'Perfil' }).click();
  await page.getByRole('option', { name: 'Suporte' }).click();
  await page.getByPlaceholder('Filtrar recursos').fill('Perfis');
  await page.getByRole('checkbox', { name: 'Ver: Perfis e Permissões' }).check();
  await expect(page.getByText('1 recurso(s) com alterações não salvas')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar permissões' }).click();
  await expect(page.getByText('Permissões salvas.')).toBeVisible();

  await agent.reload();
  await agent.getByTestId('user-menu').click();
  await agent.getByRole('menuitem', { name: 'Perfis e permissões' }).click();
  await expect(agent).toHaveURL(/\/perfis$/);
  // Read without update: the agent sees the flags but cannot change them.
  await expect(agent.getByRole('checkbox', { name: 'Ver: Perfis e Permissões' })).toBeDisabled();
  await expect(agent.getByRole('button', { name: 'Salvar permissões' })).toHaveCount(0);
  await other.close();
});

test('a staff form with unsaved changes asks before a link or the browser’s back button leaves it', async ({
  page,
}) => {
  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/usuarios`);
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await expect(page).toHaveURL(/\/usuarios\/cadastro$/);
  await page.getByLabel('Nome completo').fill('Alguém sem salvar');

  // A link: the page stays until the person answers.
  await page
    .getByRole('link', { name: /Usuários/ })
    .first()
    .click();
  const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios\/cadastro$/);
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Alguém sem salvar');

  // The browser's back button: undone at once, done after "Sair sem salvar".
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios\/cadastro$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Alguém sem salvar');
  await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('link', { name: 'Novo usuário' })).toBeVisible();
});
