import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { signPixWebhook } from '../support/pix.ts';
import { ADMIN, CUSTOMER, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

const origin = brandOrigin('brazilian');
/** A published course the demo customer does not own (nor any signature of hers opens). */
const COURSE = { slug: 'opcoes-na-pratica', title: 'Opções na Prática' };

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The BR Code's top-level fields: two-digit id, two-digit length, value (EMV TLV). */
function tlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at + 4 <= payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The txid a Pix payment reports: field 62 (additional data), sub-field 05. */
function txidOf(brCode: string): string {
  const txid = tlv(tlv(brCode).get('62') ?? '').get('05');
  expect(txid, brCode).toBeTruthy();
  return txid!;
}

/** The store product that sells exactly this course (the demo seed has one per course). */
async function courseProduct(request: APIRequestContext, slug: string): Promise<number> {
  const course = await request.get(`/api/public-course/${slug}`);
  expect(course.ok(), await course.text()).toBe(true);
  const { id } = (await course.json()) as { id: number };
  const product = await request.get(`/api/store-product-for/course/${id}`);
  expect(product.ok(), await product.text()).toBe(true);
  return ((await product.json()) as { id: number }).id;
}

interface PixOrder {
  id: number;
  brCode: string;
  amountCents: number;
}

/** The customer buys the product alone (whatever was in her cart goes) and pays with Pix. */
async function orderWithPix(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<PixOrder> {
  const cart = (await (
    await request.get('/api/ls-brazil-customer-cart', { headers: bearer(token) })
  ).json()) as { id: number; products: { id: number }[] };
  for (const line of cart.products)
    await request.post(`/api/shopping-cart-delete-product/${line.id}`, { headers: bearer(token) });
  const added = await request.post('/api/shopping-cart-add-product', {
    headers: bearer(token),
    data: { product_id: productId },
  });
  expect(added.ok(), await added.text()).toBe(true);
  // The add answers the cart (a read makes no cart: before the first add its id is 0).
  const { id: cartId } = (await added.json()) as { id: number };
  const types = (await (await request.get('/api/select-payment-type')).json()) as {
    id: number;
    method: string;
  }[];
  const pix = types.find((type) => type.method === 'pix')!;
  const finished = await request.post(`/api/finish-cart-order/${cartId}`, {
    headers: bearer(token),
    data: {
      idempotency_key: `e2e-${randomUUID()}`,
      payment_type_id: pix.id,
      accept_terms: true,
    },
  });
  expect(finished.ok(), await finished.text()).toBe(true);
  const order = (await finished.json()) as {
    id: number;
    order_payments: { method: string; pix_qrcode: string | null; amount_cents: number }[];
  };
  const payment = order.order_payments.find((p) => p.method === 'pix' && p.pix_qrcode);
  expect(payment, JSON.stringify(order)).toBeTruthy();
  return { id: order.id, brCode: payment!.pix_qrcode!, amountCents: payment!.amount_cents };
}

/** The PSP tells us the Pix was paid: a signed webhook with the code's txid and amount. */
async function payPix(request: APIRequestContext, order: PixOrder): Promise<void> {
  const cents = order.amountCents;
  const raw = JSON.stringify({
    pix: [
      {
        endToEndId: `E${randomUUID().replaceAll('-', '').toUpperCase().slice(0, 31)}`,
        txid: txidOf(order.brCode),
        valor: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
        horario: new Date().toISOString(),
      },
    ],
  });
  const response = await request.post('/api/webhooks/pix', {
    headers: { 'content-type': 'application/json', 'x-pix-signature': signPixWebhook(raw) },
    data: raw,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ received: 1 });
}

async function customerMyCourses(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await loginThroughPage(page, origin, CUSTOMER);
  await page.goto(`${origin}/cliente/cursos`);
  // A course she has had all along: the page has loaded its list.
  await expect(page.getByTestId('my-course-day-trade-do-zero')).toBeVisible();
  return page;
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await loginThroughPage(page, origin, ADMIN);
  return page;
}

/** A toast (Mantine notifications are alerts), so a history line with the same words is not it. */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a Pix order paid by webhook opens the course; staff refund it in full and the access ends', async ({
  browser,
  request,
}) => {
  const customer = await customerMyCourses(browser);
  const course = customer.getByTestId(`my-course-${COURSE.slug}`);
  await expect(course).toHaveCount(0);

  const token = await tokenOf(request, CUSTOMER);
  const order = await orderWithPix(request, token, await courseProduct(request, COURSE.slug));
  await payPix(request, order);

  await customer.reload();
  await expect(course).toBeVisible();

  // Staff find the order from their menu, by its number.
  const staff = await staffPage(browser);
  await staff.getByTestId('user-menu').click();
  await staff.getByRole('menuitem', { name: 'Pedidos' }).click();
  await expect(staff).toHaveURL(/\/pedidos$/);
  await staff.getByLabel('Buscar').fill(`#${order.id}`);
  const row = staff.getByRole('row').filter({
    has: staff.getByRole('link', { name: `#${order.id}`, exact: true }),
  });
  await expect(row).toContainText(COURSE.title);
  await expect(row).toContainText('Pago');
  await expect(row).toContainText('Carla Cliente');
  await row.getByRole('link', { name: `#${order.id}`, exact: true }).click();

  await expect(staff.getByRole('heading', { level: 1, name: `Pedido #${order.id}` })).toBeVisible();
  await expect(staff.getByTestId('order-status')).toHaveText('Pago');
  await expect(staff.getByTestId('order-notices')).toContainText('Pago');
  await expect(
    staff.getByTestId('order-customer').getByRole('link', { name: 'Carla Cliente' }),
  ).toHaveAttribute('href', /\/clientes\/\d+$/);

  await staff.getByRole('button', { name: 'Estornar', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Estornar o pedido #${order.id}` });
  await expect(dialog).toContainText('encerra o acesso que este pedido deu');
  // The reason is required: the form says so before asking the API.
  await dialog.getByRole('button', { name: /^Estornar R\$/ }).click();
  await expect(dialog.getByText('Descreva o motivo (mínimo 5 caracteres).')).toBeVisible();
  await dialog.getByLabel(/^Motivo/).fill('Cliente desistiu da compra no prazo de 7 dias');
  await dialog.getByRole('button', { name: /^Estornar R\$/ }).click();
  await expect(toast(staff, 'Estorno registrado.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('order-status')).toHaveText('Estornado');
  await expect(staff.getByTestId('order-refunds')).toContainText(
    'Cliente desistiu da compra no prazo de 7 dias',
  );
  await expect(staff.getByRole('button', { name: 'Estornar', exact: true })).toHaveCount(0);

  await customer.reload();
  await expect(customer.getByTestId('my-course-day-trade-do-zero')).toBeVisible();
  await expect(course).toHaveCount(0);
});

test('staff give the customer a courtesy of a course and cancel it; her "Meus Cursos" follows', async ({
  browser,
}) => {
  const customer = await customerMyCourses(browser);
  const course = customer.getByTestId(`my-course-${COURSE.slug}`);
  await expect(course).toHaveCount(0);

  const staff = await staffPage(browser);
  await staff.goto(`${origin}/clientes`);
  await staff.getByLabel('Buscar').fill(CUSTOMER);
  await staff.getByRole('link', { name: 'Carla Cliente' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Carla Cliente' })).toBeVisible();

  await staff.getByRole('tab', { name: 'Cortesias' }).click();
  await staff.getByRole('button', { name: 'Nova cortesia' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Nova cortesia' });
  await dialog.getByRole('button', { name: 'Dar cortesia' }).click();
  await expect(dialog.getByText('Escolha o produto.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Produto' }).fill('Opções');
  await staff.getByRole('option', { name: new RegExp(`^${COURSE.title}`) }).click();
  await expect(dialog.getByRole('combobox', { name: 'Tipo de cortesia' })).toHaveValue(
    'Cortesia comercial',
  );
  await dialog.getByLabel('Observação (opcional)').fill('Parceria com o canal do YouTube (e2e)');
  await dialog.getByRole('button', { name: 'Dar cortesia' }).click();
  await expect(toast(staff, 'Cortesia registrada.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = staff
    .getByTestId('courtesy-row')
    .filter({ hasText: 'Parceria com o canal do YouTube (e2e)' });
  await expect(row).toContainText(COURSE.title);
  await expect(row).toContainText('Ativa');

  await customer.reload();
  await expect(course).toBeVisible();

  await row.getByRole('button', { name: 'Cancelar cortesia' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Cancelar cortesia' });
  await expect(confirm).toContainText(COURSE.title);
  await confirm.getByRole('button', { name: 'Cancelar cortesia' }).click();
  await expect(toast(staff, 'Cortesia cancelada.')).toBeVisible();
  await expect(row).toContainText('Cancelada');
  await expect(row.getByRole('button', { name: 'Cancelar cortesia' })).toHaveCount(0);

  await customer.reload();
  await expect(customer.getByTestId('my-course-day-trade-do-zero')).toBeVisible();
  await expect(course).toHaveCount(0);
});
