/**
 * Data some targets need, made through the real staff API before measuring (never by writing
 * to the database behind the app's back): a student with 50 course grants for "Meus Cursos".
 */
export const STUDENT_50 = {
  email: 'bench.aluno50@demo.lstrader.com.br',
  password: 'bench-aluno-50-cursos',
};
/** A buyer whose cart holds three products (cart read, add product, checkout). */
export const BUYER = {
  email: 'bench.comprador@demo.lstrader.com.br',
  password: 'bench-comprador-carrinho',
};
/** Ids the store targets put in place of `{{productId}}` and `{{pixTypeId}}`. */
export interface FixtureIds {
  productId: number;
  pixTypeId: number;
  /**
   * Session tokens of the checkout's buyers, one per connection: people check out their own
   * carts (one buyer on 64 connections would measure 64 tabs fighting over one cart).
   */
  checkoutTokens: string[];
}
const ADMIN = { email: 'admin@demo.lstrader.com.br', password: 'demo-trader-2026' };
const COURSES = 50;

async function call<T>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function prepareFixtures(base: string, checkoutBuyers = 1): Promise<FixtureIds> {
  const { access_token: admin } = await call<{ access_token: string }>(
    base,
    null,
    'POST',
    '/api/login',
    ADMIN,
  );
  const user = await call<{ id: number }>(base, admin, 'POST', '/api/create-user', {
    name: 'Aluno de Benchmark',
    email: STUDENT_50.email,
    password: STUDENT_50.password,
    profile_id: 3,
  });
  const ids: number[] = [];
  for (let n = 1; n <= COURSES; n += 1) {
    const course = await call<{ id: number }>(base, admin, 'POST', '/api/create-course', {
      title: `Curso de carga ${n}`,
      price_cents: 9_900,
      status: 'published',
    });
    const withModule = await call<{ modules: { id: number }[] }>(
      base,
      admin,
      'POST',
      `/api/create-course-module/${course.id}`,
      { title: 'Módulo único' },
    );
    for (const title of ['Aula 1', 'Aula 2', 'Aula 3'])
      await call(base, admin, 'POST', '/api/create-lesson', {
        module_id: withModule.modules[0]!.id,
        title,
        video_url: 'https://vimeo.com/76979871',
        duration_seconds: 600,
      });
    ids.push(course.id);
  }
  await call(base, admin, 'POST', '/api/register-user-courses', {
    user_id: user.id,
    course_ids: ids,
  });
  return prepareStore(base, admin, checkoutBuyers);
}

/** The buyer, three store products in the buyer's cart, and the Pix payment type. */
async function prepareStore(
  base: string,
  admin: string,
  checkoutBuyers: number,
): Promise<FixtureIds> {
  await call(base, admin, 'POST', '/api/create-user', {
    name: 'Comprador de Benchmark',
    email: BUYER.email,
    password: BUYER.password,
    profile_id: 3,
  });
  const { access_token: buyer } = await call<{ access_token: string }>(
    base,
    null,
    'POST',
    '/api/login',
    BUYER,
  );
  const store = await call<{ id: number }[] | { data: { id: number }[] }>(
    base,
    null,
    'GET',
    '/api/store-products',
  );
  const products = Array.isArray(store) ? store : store.data;
  if (products.length < 3) throw new Error('a loja de demonstração tem menos de 3 produtos');
  for (const product of products.slice(0, 3)) {
    await call(base, buyer, 'POST', '/api/shopping-cart-add-product', { product_id: product.id });
  }
  const types = await call<{ id: number; name: string }[]>(
    base,
    null,
    'GET',
    '/api/select-payment-type',
  );
  const pix = types.find((t) => /pix/i.test(t.name));
  if (!pix) throw new Error('forma de pagamento Pix ausente na demonstração');
  const checkoutTokens: string[] = [];
  for (let n = 1; n <= checkoutBuyers; n += 1) {
    const email = `bench.checkout${n}@demo.lstrader.com.br`;
    await call(base, admin, 'POST', '/api/create-user', {
      name: `Comprador ${n}`,
      email,
      password: BUYER.password,
      profile_id: 3,
    });
    const { access_token } = await call<{ access_token: string }>(
      base,
      null,
      'POST',
      '/api/login',
      {
        email,
        password: BUYER.password,
      },
    );
    checkoutTokens.push(access_token);
  }
  return { productId: products[0]!.id, pixTypeId: pix.id, checkoutTokens };
}
