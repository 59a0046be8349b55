/**
 * Data some targets need, made through the real staff API before measuring (never by writing
 * to the database behind the app's back): a student with 50 course grants for "Meus Cursos".
 */
export const STUDENT_50 = {
  email: 'bench.aluno50@demo.lstrader.com.br',
  password: 'bench-aluno-50-cursos',
};
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

export async function prepareFixtures(base: string): Promise<void> {
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
}
