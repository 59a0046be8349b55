import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { loginThroughPage } from '../support/session.ts';
import {
  createCustomer,
  notifyPixPaid,
  pixAmount,
  pixTxid,
  readOrder,
  storeProductFor,
  valorOf,
} from '../support/store.ts';

const origin = brandOrigin('brazilian');
const PASSWORD = 'uma senha longa de verdade';
const COURSE = { slug: 'analise-tecnica-essencial', title: 'Análise Técnica Essencial' };

// A whole purchase (sign-up, checkout, payment) takes more than the default 30 s on CI.
test.setTimeout(120_000);
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Survives client-side navigation only: a full reload would drop it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __checkoutMarker?: string }).__checkoutMarker = 'sem-recarregar';
  });
}
async function windowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __checkoutMarker?: string }).__checkoutMarker);
}

function orderIdOf(page: Page): number {
  const id = new URL(page.url()).searchParams.get('pedido');
  expect(id).toMatch(/^\d+$/);
  return Number(id);
}

test('a visitor buys a course with a coupon and Pix, signing up on the way', async ({
  page,
  request,
}) => {
  const email = `compra.pix.${Date.now()}@example.com`;
  // What the realtime socket pushes to the page.
  const pushed: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') pushed.push(payload);
    }),
  );

  // The course page sends "Comprar" through the cart.
  await page.goto(`${origin}/curso/${COURSE.slug}`);
  await expect(page.getByRole('heading', { name: COURSE.title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Comprar' }).click();
  await expect(page).toHaveURL(/\/carrinho\?add=course:\d+$/);

  // A visitor gives an e-mail first: that creates the visitor cart; the address is cleaned.
  await expect(page.getByTestId('pending-product')).toContainText(COURSE.title);
  await page.getByLabel('Seu e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${origin}/carrinho`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(COURSE.title);
  await expect(page.getByText(`Comprando como ${email}`)).toBeVisible();

  // The header counts the visitor's cart.
  await page.goto(`${origin}/curso/${COURSE.slug}`);
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  await page.getByRole('link', { name: 'Carrinho (1)' }).click();
  await expect(page).toHaveURL(`${origin}/carrinho`);

  // A wrong coupon shows the API's message under the field; the welcome coupon applies.
  const coupon = page.getByLabel('Cupom de desconto');
  await coupon.fill('NAOEXISTE');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom inválido.')).toBeVisible();
  await coupon.fill('bemvindo10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByTestId('applied-coupon')).toContainText('Cupom BEMVINDO10 aplicado');
  await expect(page.getByTestId('summary-coupon')).toContainText('− R$ 29,70');
  await expect(page.getByTestId('summary-total')).toHaveText('R$ 267,30');

  // Paying needs an account: sign up and come back to the cart.
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/criar-conta$/);
  await page.getByLabel('Nome completo').fill('Compradora Pix');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar minha conta' }).click();

  // Back in the cart, signed in: the product and the coupon came along (the carts merged).
  await expect(page).toHaveURL(`${origin}/carrinho`);
  await expect(page.getByTestId('account-step')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(COURSE.title);
  await expect(page.getByTestId('applied-coupon')).toContainText('BEMVINDO10');
  expect(await page.evaluate(() => localStorage.getItem('lsp:guestCart'))).toBeNull();

  // Pix shows its discount; the summary takes the API's numbers.
  await expect(page.getByTestId('payment-pix')).toContainText('5% de desconto no Pix');
  await page.getByTestId('payment-pix').click();
  await expect(page.getByTestId('summary-payment-discount')).toContainText('− R$ 13,36');
  await expect(page.getByTestId('summary-total')).toHaveText('R$ 253,94');

  // The terms are required, and readable in a modal.
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByText('Aceite os termos de compra para continuar.')).toBeVisible();
  await page.getByRole('button', { name: 'termos de compra' }).click();
  const terms = page.getByRole('dialog', { name: 'Termos de compra' });
  await expect(terms).toContainText('Direito de arrependimento');
  await terms.getByRole('button', { name: 'Li e aceito' }).click();
  await expect(page.getByRole('checkbox', { name: /Li e aceito os/ })).toBeChecked();

  await page.screenshot({ path: 'e2e/artifacts/screenshots/checkout-cart.png', fullPage: true });
  await markWindow(page);
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  // The Pix modal: QR code, copy-paste code with its copy button, and the countdown.
  const pix = page.getByRole('dialog', { name: 'Pague com Pix' });
  await expect(pix).toBeVisible();
  await expect(page).toHaveURL(/\/carrinho\?pedido=\d+$/);
  const qr = pix.getByRole('img', { name: /QR Code do Pix/ });
  await expect(qr).toBeVisible();
  // The picture really loaded (the API draws it at /api/pix-qrcode/<txid>).
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(pix.getByRole('timer')).toHaveText(/^(29|30):\d\d$/);
  await expect(pix.getByText('Aguardando confirmação do PIX...')).toBeVisible();
  await expect(pix.getByText('Seu pagamento será aprovado em alguns segundos')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/screenshots/checkout-pix-modal.png' });
  const brCode = (await pix.getByTestId('pix-code').textContent())!.trim();
  await pix.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(page.getByText('Código foi copiado para área de transferência')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brCode);

  // The test plays the PSP: the charge in the BR Code is the order's, paid by webhook.
  const orderId = orderIdOf(page);
  const order = await readOrder(page, request, orderId);
  expect(order.status).toBe(1);
  expect(order.order_payments[0]!.pix_qrcode).toBe(brCode);
  expect(pixAmount(brCode)).toBe(valorOf(order.total_cents));
  expect(order.total_cents).toBe(25_394);
  await notifyPixPaid(request, { txid: pixTxid(brCode), amountCents: order.total_cents });

  // The page learns it (realtime push, or the poll) and moves on without reloading.
  await expect(page).toHaveURL(`${origin}/pagamento/sucesso?pedido=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  expect(await windowMarker(page)).toBe('sem-recarregar');
  expect(
    pushed.some((frame) => frame.includes('"order.status"') && frame.includes('"status":2')),
  ).toBe(true);
  const bought = page.getByTestId('bought-product');
  await expect(bought).toContainText(COURSE.title);
  await page.screenshot({ path: 'e2e/artifacts/screenshots/checkout-success.png', fullPage: true });
  await expect(page.getByTestId('order-total')).toHaveText('R$ 253,94');
  await expect(page.getByText(/Pedido nº \d+ · Pix · pago em/)).toBeVisible();

  // The course is in "Meus Cursos".
  await bought.getByRole('link', { name: 'Acessar curso' }).click();
  await expect(page).toHaveURL(/\/cliente\/cursos$/);
  await expect(page.getByText(COURSE.title).first()).toBeVisible();
  expect(await windowMarker(page)).toBe('sem-recarregar');
});

test('a declined card shows the bank message, and another card pays the order', async ({
  page,
  request,
}) => {
  const email = `compra.cartao.${Date.now()}@example.com`;
  await createCustomer(request, email, PASSWORD);
  await loginThroughPage(page, origin, email, PASSWORD);

  const ebooks = (await (await request.get('/api/store-products?kind=ebook')).json()) as {
    id: number;
    name: string;
    items: { target_id: number }[];
  }[];
  const ebook = ebooks.find((p) => p.name === 'Gestão de Risco para Traders') ?? ebooks[0]!;
  const product = await storeProductFor(request, 'ebook', ebook.items[0]!.target_id);
  await page.goto(`${origin}/carrinho?add=ebook:${ebook.items[0]!.target_id}`);
  await expect(page).toHaveURL(`${origin}/carrinho`);
  await expect(page.getByTestId('cart-line')).toContainText(product.name);

  // The header badge counts the account's carts.
  await page.goto(`${origin}/cliente/cursos`);
  await expect(page.getByTestId('cart-badge')).toHaveAttribute('data-count', '1');
  await page.getByRole('link', { name: 'Carrinho (1)' }).click();
  await expect(page).toHaveURL(`${origin}/carrinho`);

  await page.getByTestId('payment-card').click();
  const installments = page.getByLabel('Parcelas');
  await expect(installments).toBeVisible();
  await installments.selectOption('2');
  await expect(page.getByTestId('summary-installments')).toContainText('2x de');

  // A slip in the form is caught before any request.
  await page.getByLabel('Número do cartão').fill('4111 1111 1111 1112');
  await page.getByRole('checkbox', { name: /Li e aceito os/ }).check();
  await page.getByRole('button', { name: 'Finalizar compra' }).click();
  await expect(page.getByText('Número do cartão inválido.')).toBeVisible();

  // The sandbox declines this one.
  await page.getByLabel('Número do cartão').fill('4000000000000002');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await page.getByLabel('Nome impresso no cartão').fill('Compradora Teste');
  await page.getByLabel('Validade').fill('1230');
  await expect(page.getByLabel('Validade')).toHaveValue('12/30');
  await page.getByLabel('Código de segurança (CVV)').fill('123');
  await page.getByRole('button', { name: 'Finalizar compra' }).click();

  await expect(page).toHaveURL(/\/carrinho\?pedido=\d+$/);
  await expect(page.getByTestId('card-declined')).toContainText(
    'Cartão recusado pelo banco emissor.',
  );
  const orderId = orderIdOf(page);

  // Another card, through order-new-payment.
  await page.getByLabel('Número do cartão').fill('5555 5555 5555 4444');
  await expect(page.getByTestId('card-brand')).toHaveText('Mastercard');
  await page.getByLabel('Nome impresso no cartão').fill('Compradora Teste');
  await page.getByLabel('Validade').fill('1131');
  await page.getByLabel('Código de segurança (CVV)').fill('321');
  await page.getByTestId('retry-card').click();

  await expect(page).toHaveURL(`${origin}/pagamento/sucesso?pedido=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await expect(page.getByTestId('bought-product')).toContainText(product.name);
  await expect(page.getByText(/Pedido nº \d+ · Cartão de crédito em 2x · pago em/)).toBeVisible();
  const order = await readOrder(page, request, orderId);
  expect(order.status).toBe(2);
  expect(order.order_payments.map((p) => p.status)).toEqual(['paid', 'declined']);
});
