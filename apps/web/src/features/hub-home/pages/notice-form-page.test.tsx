import { notifications } from '@mantine/notifications';
import type { HubNotice, HubNoticeInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as HubApi from '../api/hub-home-api.ts';
import { NoticeFormPage } from './notice-form-page.tsx';

// ProseMirror measures the selection to scroll to it; jsdom has no layout, so ranges report none.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as object[]) {
  if (!('getClientRects' in proto))
    Object.defineProperty(proto, 'getClientRects', { configurable: true, value: noRects });
}
if (!('getBoundingClientRect' in Range.prototype))
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => new DOMRect(0, 0, 0, 0),
  });

const STORED: HubNotice = {
  id: 4,
  title: 'Reunião geral',
  body_html: '<p>Todos no auditório.</p>',
  profile_ids: [4],
  profiles: ['Vendedor'],
  pinned: false,
  starts_at: '2025-06-10T15:00:00.000Z',
  ends_at: null,
  status: 'current',
  author: { id: 1, name: 'Ana Admin' },
  created_at: '2025-06-10T15:00:00.000Z',
  updated_at: '2025-06-10T15:00:00.000Z',
};

const api = vi.hoisted(() => ({
  saveNotice: vi.fn<(id: number | null, body: HubNoticeInput) => Promise<unknown>>(),
}));

vi.mock('../api/hub-home-api.ts', async (original) => {
  const actual = await original<typeof HubApi>();
  return {
    ...actual,
    noticeRecords: {
      ...actual.noticeRecords,
      save: api.saveNotice,
      load: (id: number) =>
        queryOptions({
          queryKey: ['find-hub-notice', id],
          queryFn: () => Promise.resolve({ ...STORED, id }),
        }),
    },
    noticeProfilesQuery: () =>
      queryOptions({
        queryKey: ['select-hub-notice-profiles'],
        queryFn: () =>
          Promise.resolve([
            { id: 2, name: 'Analista' },
            { id: 4, name: 'Vendedor' },
          ]),
      }),
  };
});

// The editor is a lazy chunk: loaded here, where a slow first load is allowed.
beforeAll(async () => {
  await import('../../../components/inputs/rich-text-editor.tsx');
}, 120_000);

afterEach(() => {
  act(() => notifications.clean());
  api.saveNotice.mockReset();
});

const page = (path: string) =>
  renderStaffPage(
    {
      '/hub/avisos/cadastro': <NoticeFormPage />,
      '/hub/avisos/editar/:id': <NoticeFormPage />,
      '/hub/avisos': <p>lista de avisos</p>,
    },
    path,
  );

describe('the notice form', () => {
  it("says the contract's messages before anything is sent", async () => {
    const { user } = page('/hub/avisos/cadastro');
    await user.click(await screen.findByRole('button', { name: 'Publicar aviso' }));
    expect(await screen.findByText('Informe o título (de 3 a 160 caracteres).')).toBeVisible();
    expect(screen.getByText('Escreva o texto do aviso.')).toBeVisible();
    expect(api.saveNotice).not.toHaveBeenCalled();
  });

  it('edits a notice: its window in São Paulo time, audience and pin, then back to the list', async () => {
    api.saveNotice.mockResolvedValue(STORED);
    const { user, history } = page('/hub/avisos/editar/4');
    const title = await screen.findByRole('textbox', { name: /^Título/ });
    await waitFor(() => expect(title).toHaveValue('Reunião geral'));
    expect(screen.getByText('Escrito por Ana Admin')).toBeVisible();
    // 15:00 UTC shows as 12:00 in São Paulo.
    const start = screen.getByLabelText(/^Início da exibição/);
    expect(start).toHaveValue('2025-06-10T12:00');
    await user.clear(title);
    await user.type(title, 'Reunião geral adiada');
    const end = screen.getByLabelText(/^Fim da exibição/);
    await user.type(end, '2025-06-12T18:30');
    await user.click(screen.getByRole('switch', { name: /^Fixar no topo/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.saveNotice).toHaveBeenCalledTimes(1));
    expect(api.saveNotice.mock.calls[0]).toEqual([
      4,
      {
        title: 'Reunião geral adiada',
        body_html: '<p>Todos no auditório.</p>',
        profile_ids: [4],
        pinned: true,
        starts_at: '2025-06-10T15:00:00.000Z',
        ends_at: '2025-06-12T21:30:00.000Z',
      },
    ]);
    expect(await screen.findByText('Aviso salvo.')).toBeVisible();
    await waitFor(() => expect(history.location.pathname).toBe('/hub/avisos'));
  });
});
