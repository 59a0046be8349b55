import { expect, test } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, CUSTOMER, loginThroughPage } from '../support/session.ts';

const brazilian = brandOrigin('brazilian');
const liberta = brandOrigin('liberta');
const SELLER = 'vendedor@demo.lstrader.com.br';
const PREMIUM = 'premium@demo.lstrader.com.br';

// Issue 14 item 8.3: the rail showed icons without names, and staff screens were only in the
// avatar menu.
test('the collapsed rail names its icons in tooltips; the expanded menu shows labels', async ({
  page,
}) => {
  await loginThroughPage(page, brazilian, CUSTOMER);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const courses = nav.getByRole('link', { name: 'Meus Cursos', exact: true });
  // Collapsed by default (spec section 9): an icon whose name shows on hover and on focus.
  await expect(courses).toHaveText('');
  await courses.hover();
  await expect(page.getByRole('tooltip', { name: 'Meus Cursos' })).toBeVisible();
  await page.mouse.move(900, 600);
  await expect(page.getByRole('tooltip', { name: 'Meus Cursos' })).toHaveCount(0);
  // From the keyboard: Tab onto the next icon.
  await courses.focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Meus E-books', exact: true })).toBeFocused();
  await expect(page.getByRole('tooltip', { name: 'Meus E-books' })).toBeVisible();

  await page.getByRole('button', { name: 'Expandir menu' }).click();
  for (const label of ['Feed', 'Transmissões', 'Meus Cursos', 'Meus E-books', 'LS Play']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveText(label);
  }
  // A customer has no staff screens.
  await expect(page.getByTestId('staff-menu')).toHaveCount(0);
  await expect(nav.getByRole('heading', { name: 'Área da equipe' })).toHaveCount(0);
});

test('staff find their screens in the menu, grouped under the staff heading', async ({ page }) => {
  await loginThroughPage(page, brazilian, ADMIN);
  await page.getByRole('button', { name: 'Expandir menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const staff = nav.getByTestId('staff-menu');
  await expect(staff.getByRole('heading', { name: 'Área da equipe' })).toBeVisible();
  for (const group of ['Administração', 'Loja', 'Conteúdo', 'Ao vivo']) {
    await expect(staff.getByRole('button', { name: group })).toBeVisible();
  }
  await staff.getByRole('button', { name: 'Administração' }).click();
  for (const area of ['Usuários', 'Perfis e permissões', 'Auditoria', 'Caixa de saída']) {
    await expect(staff.getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await staff.getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  // The group of the page shown stays open on the next page.
  await page.goto(`${brazilian}/transmissoes/visualizar`);
  await expect(staff.getByRole('link', { name: 'Salas ao vivo' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(staff.getByRole('link', { name: 'Gestão de transmissões' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a seller sees only the staff screens their profile opens, also on the rail', async ({
  page,
}) => {
  await loginThroughPage(page, brazilian, SELLER);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const staff = nav.getByTestId('staff-menu');
  // Collapsed: one icon per group, named by its tooltip, opening the group's screens.
  await expect(staff.getByRole('button', { name: 'Administração' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Ao vivo' })).toHaveCount(0);
  const store = staff.getByRole('button', { name: 'Loja' });
  await store.hover();
  await expect(page.getByRole('tooltip', { name: 'Loja' })).toBeVisible();
  await store.click();
  const items = page.getByRole('menu');
  await expect(items.getByRole('menuitem', { name: 'Pedidos' })).toBeVisible();
  await expect(items.getByRole('menuitem', { name: 'Clientes' })).toBeVisible();
  await expect(items.getByRole('menuitem', { name: 'Cores da loja' })).toHaveCount(0);
  await items.getByRole('menuitem', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);

  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await staff.getByRole('button', { name: 'Conteúdo' }).click();
  await expect(staff.getByRole('link', { name: 'Tipos de assinatura' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Cursos', exact: true })).toHaveCount(0);
});

// Issue 14 item 8.4: Liberta's "Minhas Assinaturas" opened the public sales page.
test('Liberta\'s "Minhas Assinaturas" shows my signatures with their end date', async ({
  page,
}) => {
  await page.goto(`${liberta}/home`);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  // A visitor has none of their own: the entry shows the plans (spec: /assinaturas is public).
  await expect(nav.getByRole('link', { name: 'Minhas Assinaturas' })).toHaveAttribute(
    'href',
    '/assinaturas',
  );

  await loginThroughPage(page, liberta, PREMIUM);
  const mine = nav.getByRole('link', { name: 'Minhas Assinaturas' });
  await expect(mine).toHaveAttribute('href', '/cliente/assinaturas');
  await mine.click();
  await expect(page).toHaveURL(/\/cliente\/assinaturas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Assinaturas' })).toBeVisible();
  const card = page.getByTestId('my-signature').filter({ hasText: 'LS Premium' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Válida até \d{2}\/\d{2}\/\d{4}/);
  await expect(card.getByText('Ativa')).toBeVisible();
});

// Issue 14 item 6: a visitor's public pages carry a site header instead of the member layout
// (no side menu, account menu or staff code in a first visit).
test('a visitor gets the site header with the pages they may open; on a phone, behind the menu button', async ({
  page,
}) => {
  await page.goto(`${liberta}/home`);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Loja' })).toHaveAttribute('href', '/loja');
  await expect(page.getByRole('link', { name: 'Criar conta', exact: true })).toHaveAttribute(
    'href',
    '/criar-conta',
  );
  // No side menu for a visitor.
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.locator('#menu-visitante');
  await expect(menu.getByRole('link', { name: 'Criar conta' })).toBeVisible();
  await menu.getByRole('link', { name: 'Loja' }).click();
  await expect(page).toHaveURL(/\/loja$/);
  await expect(menu).toHaveCount(0);

  // A brand without pages for visitors in its menu (Brazilian) keeps "Criar conta" in the menu
  // button on a phone, where the header has no room for it.
  await page.goto(`${brazilian}/curso/day-trade-do-zero`);
  await expect(page.getByRole('link', { name: 'Criar conta', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(
    page.locator('#menu-visitante').getByRole('link', { name: 'Criar conta' }),
  ).toHaveAttribute('href', '/criar-conta');

  // Signing in swaps it for the member layout with its side menu.
  await page.setViewportSize({ width: 1280, height: 720 });
  await loginThroughPage(page, liberta, PREMIUM);
  await expect(page.getByRole('button', { name: /(Expandir|Recolher) menu/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar conta', exact: true })).toHaveCount(0);
});
