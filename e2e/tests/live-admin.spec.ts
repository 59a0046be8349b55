import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { brandOrigin } from '../support/brands.ts';
import { ADMIN, DEMO_PASSWORD, loginThroughPage } from '../support/session.ts';

// The live area's staff screens are Brazilian's (`/transmissoes`, `/grade-programacao`, …).
const origin = brandOrigin('brazilian');
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/** Today in São Paulo (YYYY-MM-DD), as the grid counts days. */
function saoPauloToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** A toast (Mantine notification) with this text. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('staff create a broadcast with a new chat and a signature, start it and open the live room', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const types = (await (await request.get('/api/select-signature-types', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  expect(types.length, 'the demo seed has signature types').toBeGreaterThan(0);
  const signature = types[0]!;
  const suffix = randomUUID().slice(0, 6);
  const title = `Pregão ao vivo ${suffix}`;
  const chatName = `Sala do pregão ${suffix}`;

  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/transmissoes`);
  await expect(page.getByRole('heading', { name: 'Transmissões', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Nova transmissão' }).click();
  await expect(page).toHaveURL(/\/transmissoes\/cadastro$/);
  const form = page.getByRole('form', { name: 'Dados da transmissão' });

  // Required fields answer under themselves before anything is sent.
  await form.getByRole('button', { name: 'Criar transmissão' }).click();
  await expect(form.getByText('Informe o título da transmissão.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
  await form.getByLabel('Link do vídeo ao vivo').fill(VIDEO);
  await expect(page.getByTestId('video-player')).toBeVisible();

  // A new chat room, created inline and selected.
  await form.getByRole('button', { name: 'Novo chat' }).click();
  const chatDialog = page.getByRole('dialog', { name: 'Novo chat' });
  await chatDialog.getByLabel('Nome do chat').fill(chatName);
  await chatDialog.getByRole('button', { name: 'Criar chat' }).click();
  await expect(toast(page, `Chat "${chatName}" criado e selecionado.`)).toBeVisible();
  await expect(chatDialog).toBeHidden();
  await expect(form.getByRole('combobox', { name: 'Chat' })).toHaveValue(chatName);

  // Who may watch: one signature type.
  await form.getByRole('combobox', { name: 'Assinaturas que podem assistir' }).click();
  await page.getByRole('option', { name: signature.name, exact: true }).click();
  await page.keyboard.press('Escape');

  await form.getByRole('button', { name: 'Criar transmissão' }).click();
  await expect(toast(page, 'Transmissão criada.')).toBeVisible();
  await expect(page).toHaveURL(/\/transmissoes\/editar\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('broadcast-status')).toHaveText('Agendada');

  const saved = (await (await request.get(`/api/find-broadcast/${id}`, { headers })).json()) as {
    chat: string | null;
    signature_type_ids: number[];
    status: string;
  };
  expect(saved.chat).toBe(chatName);
  expect(saved.signature_type_ids).toEqual([signature.id]);

  // Start it, after the confirmation.
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Iniciar transmissão' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(toast(page, 'Transmissão iniciada.')).toBeVisible();
  await expect(page.getByTestId('broadcast-status')).toHaveText('Ao vivo');
  // The confirmation closes (its label follows the status while it fades out).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Encerrar' })).toBeVisible();

  // The list shows it live too.
  await page.goto(`${origin}/transmissoes`);
  await page.getByLabel('Buscar').fill(suffix);
  const row = page.getByTestId('broadcast-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('broadcast-status')).toHaveText('Ao vivo');

  // The rooms page: live first, with AO VIVO.
  await page.goto(`${origin}/transmissoes/visualizar`);
  await expect(page.getByRole('heading', { name: 'Salas ao vivo', level: 1 })).toBeVisible();
  const live = page.getByRole('region', { name: 'Ao vivo agora' });
  const card = live.getByRole('link', { name: `Entrar na sala ${title}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('live-badge')).toHaveText('AO VIVO');
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/transmissoes/show/${id}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('broadcast-status')).toHaveText('Ao vivo');
  await expect(page.getByText(/^Ao vivo desde \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chat ao vivo' })).toBeVisible();

  // End it with a recording link.
  await page.getByRole('button', { name: 'Encerrar' }).click();
  const end = page.getByRole('dialog', { name: 'Encerrar transmissão' });
  await end.getByLabel('Link da gravação (opcional)').fill('não é um link');
  await end.getByRole('button', { name: 'Encerrar' }).click();
  await expect(end.locator('.mantine-TextInput-error')).toBeVisible();
  await end.getByLabel('Link da gravação (opcional)').fill('https://vimeo.com/76979871');
  await end.getByRole('button', { name: 'Encerrar' }).click();
  await expect(toast(page, 'Transmissão encerrada.')).toBeVisible();
  await expect(page.getByTestId('broadcast-status')).toHaveText('Encerrada');
  const ended = (await (await request.get(`/api/find-broadcast/${id}`, { headers })).json()) as {
    status: string;
    recording_url: string | null;
  };
  expect(ended).toMatchObject({ status: 'ended', recording_url: 'https://vimeo.com/76979871' });
});

test('staff add a slot to the programme grid and find it in its day column', async ({ page }) => {
  const today = saoPauloToday();
  const title = `Análise do fechamento ${randomUUID().slice(0, 6)}`;
  await loginThroughPage(page, origin, ADMIN);
  await page.goto(`${origin}/grade-programacao`);
  await expect(page.getByRole('heading', { name: 'Grade de programação', level: 1 })).toBeVisible();
  await expect(page.getByTestId(`grid-day-${today}`)).toBeVisible();

  await page.getByRole('button', { name: 'Novo horário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo horário' });
  await expect(dialog.getByLabel('Data')).toHaveValue(today);
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Hora de início').fill('14:30');
  await dialog.getByLabel('Duração (minutos)').fill('45');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(toast(page, 'Horário adicionado à grade.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const slot = page.getByRole('button', { name: `14:30 ${title}` });
  await expect(slot).toBeVisible();
  await expect(slot).toContainText('14:30–15:15');
  // In today's column, not another day's.
  await expect(page.locator(`td[data-day="${today}"]`).filter({ hasText: title })).toHaveCount(1);

  // Next week does not show it; "Hoje" comes back.
  await page.getByRole('button', { name: 'Próxima semana' }).click();
  await expect(page).toHaveURL(/semana=/);
  await expect(page.getByRole('button', { name: `14:30 ${title}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(slot).toBeVisible();

  // Edit, then delete after the confirmation.
  await slot.click();
  const edit = page.getByRole('dialog', { name: 'Editar horário' });
  await edit.getByRole('button', { name: 'Excluir' }).click();
  await expect(edit).toContainText(`Excluir "${title}" da grade?`);
  await edit.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Horário excluído.')).toBeVisible();
  await expect(page.getByRole('button', { name: `14:30 ${title}` })).toHaveCount(0);
});

test('staff create a programme and a category', async ({ page }) => {
  const suffix = randomUUID().slice(0, 6);
  const programme = `Manhã de Mercado ${suffix}`;
  const category = `Criptomoedas ${suffix}`;
  await loginThroughPage(page, origin, ADMIN);

  await page.goto(`${origin}/playlist`);
  await expect(page.getByRole('heading', { name: 'Programas', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Novo programa' }).click();
  const form = page.getByRole('form', { name: 'Dados do programa' });
  await form.getByLabel('Nome').fill(programme);
  await form.getByRole('button', { name: 'Criar programa' }).click();
  await expect(toast(page, 'Programa criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/playlist\/\d+$/);
  await expect(page.getByRole('heading', { name: programme, level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma transmissão neste programa ainda.')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para os programas' }).click();
  await page.getByPlaceholder('Buscar programa').fill(suffix);
  await expect(page.getByTestId('program-card').filter({ hasText: programme })).toContainText(
    'Nenhuma transmissão',
  );

  await page.goto(`${origin}/categorias`);
  await expect(page.getByRole('heading', { name: 'Categorias', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(dialog.getByText('Informe o nome da categoria.')).toBeVisible();
  await dialog.getByLabel('Nome').fill(category);
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(toast(page, 'Categoria criada.')).toBeVisible();
  await page.getByLabel('Buscar').fill(suffix);
  const row = page.getByTestId('category-row').filter({ hasText: category });
  await expect(row).toContainText('Sem uso');
});

for (const width of [1280, 390])
  test(`screenshots of the live staff screens at ${width} px`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const headers = await adminHeaders(request);
    const list = (await (
      await request.get('/api/list-broadcasts', { headers, params: { per_page: 1 } })
    ).json()) as { data: { id: number }[] };
    const programs = (await (
      await request.get('/api/list-playlists', { headers, params: { per_page: 1 } })
    ).json()) as { data: { id: number }[] };
    await loginThroughPage(page, origin, ADMIN);
    const pages: [string, string][] = [
      ['broadcasts', '/transmissoes'],
      ['broadcast-new', '/transmissoes/cadastro'],
      ['rooms', '/transmissoes/visualizar'],
      ['grid', '/grade-programacao'],
      ['programs', '/playlist'],
      ['program-new', '/playlist/cadastro'],
      ['categories', '/categorias'],
    ];
    if (list.data[0]) {
      pages.push(['broadcast-edit', `/transmissoes/editar/${list.data[0].id}`]);
      pages.push(['live-view', `/transmissoes/show/${list.data[0].id}`]);
    }
    if (programs.data[0]) pages.push(['program', `/playlist/${programs.data[0].id}`]);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    for (const [name, path] of pages) {
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    }
  });
