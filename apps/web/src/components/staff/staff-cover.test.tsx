import { notifications } from '@mantine/notifications';
import { trailForm } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { FormActions, FormCard, StaffFormFrame } from './staff-form-frame.tsx';
import { RecordCoverField } from './staff-cover.tsx';
import { useStaffForm } from './use-staff-form.tsx';

interface Trail {
  id: number;
  title: string;
  slug: string;
  description_html: string | null;
  cover_url: string | null;
  cover_alt: string | null;
  status: 'draft' | 'published';
  items: never[];
}

const STORED: Trail = {
  id: 7,
  title: 'Do zero ao day trade',
  slug: 'do-zero',
  description_html: null,
  cover_url: '/api/cover-art/trail/route.svg?title=Do%20zero',
  cover_alt: 'Arte com uma rota',
  status: 'draft',
  items: [],
};

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'covertest', {
    trails: {
      created: 'Trilha criada.',
      saved: 'Alterações salvas.',
      save: 'Salvar',
      create: 'Criar trilha',
      cancel: 'Cancelar',
      title: 'Título',
      cover: 'Capa da trilha',
    },
  });
});

/** The requests the page made, and what the API answers to each. */
const requests: { method: string; path: string; body: unknown }[] = [];
let answers: Record<string, unknown>;

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      requests.push({ method: init?.method ?? 'GET', path, body: init?.body });
      const answer = answers[`${init?.method ?? 'GET'} ${path}`];
      return Promise.resolve(
        answer === undefined
          ? new Response(JSON.stringify({ error: 'Não encontrado.' }), { status: 404 })
          : new Response(JSON.stringify(answer), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

function TrailPage({ save }: { save: (id: number | null, input: unknown) => Promise<Trail> }) {
  const staff = useStaffForm({
    form: trailForm,
    load: (id: number) =>
      queryOptions({
        queryKey: ['find-cover-trail', id],
        queryFn: () => Promise.resolve({ ...STORED, id }),
      }),
    save,
    cover: 'trail',
    lists: [['list-trails']],
    recordPath: (saved: Trail) => `/trilhas/${saved.id}`,
    texts: 'covertest:trails',
  });
  const { TextField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormCard label="Trilha" plain>
        <TextField name="title" label="title" />
        <RecordCoverField span={null} />
        <FormActions />
      </FormCard>
    </StaffFormFrame>
  );
}

function setup(path: string) {
  const save = vi.fn((id: number | null, input: unknown) =>
    Promise.resolve({ ...STORED, ...(input as Partial<Trail>), id: id ?? 9, cover_alt: null }),
  );
  const page = <TrailPage save={save} />;
  const rendered = renderStaffPage({ '/trilhas/nova': page, '/trilhas/:id': page }, path);
  const invalidated = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { save, invalidated, ...rendered };
}

const png = () => new File([new Uint8Array(1024)], 'capa.png', { type: 'image/png' });
const fileInput = () =>
  screen.getByTestId('cover-upload').querySelector<HTMLInputElement>('input[type="file"]')!;

describe('RecordCoverField', () => {
  it("uploads a stored record's cover at once, shows it, and a later save keeps it", async () => {
    answers = {
      'POST /api/update-trail-cover/7': {
        cover_url: '/api/cover/0123456789abcdef0123456789abcdef.webp',
        cover_alt: 'Mapa de uma trilha de estudos',
      },
    };
    const { save, invalidated } = setup('/trilhas/7');
    expect(await screen.findByRole('img', { name: 'Arte com uma rota' })).toBeInTheDocument();

    fireEvent.change(fileInput(), { target: { files: [png()] } });
    fireEvent.change(screen.getByLabelText(/Descrição da capa/), {
      target: { value: 'Mapa de uma trilha de estudos' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar capa' }));

    expect(await screen.findByText('Capa enviada.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mapa de uma trilha de estudos' })).toHaveAttribute(
      'src',
      '/api/cover/0123456789abcdef0123456789abcdef.webp',
    );
    expect(screen.queryByLabelText(/Descrição da capa/)).toBeNull();
    const sent = requests.find((r) => r.path === '/api/update-trail-cover/7');
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect(form.get('alt')).toBe('Mapa de uma trilha de estudos');
    expect((form.get('image') as File).name).toBe('capa.png');
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['list-trails'] });

    // The form sends back the cover the record has now, not the one it was loaded with.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      cover_url: '/api/cover/0123456789abcdef0123456789abcdef.webp',
    });
  });

  it('removes the cover at once, and a later save sends none', async () => {
    answers = { 'PUT /api/remove-trail-cover/7': { cover_url: null, cover_alt: null } };
    const { save } = setup('/trilhas/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Remover capa' }));
    expect(await screen.findByText('Capa removida.')).toBeInTheDocument();
    expect(screen.getByText(/^Sem capa/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]?.[1]).toMatchObject({ cover_url: null });
  });

  it('for a new record, asks for the description before creating, then uploads the picture', async () => {
    answers = {
      'POST /api/update-trail-cover/9': {
        cover_url: '/api/cover/fedcba9876543210fedcba9876543210.webp',
        cover_alt: 'Gráfico de candles',
      },
    };
    const { save, history } = setup('/trilhas/nova');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Título' }), {
      target: { value: 'Trilha de opções' },
    });
    fireEvent.change(fileInput(), { target: { files: [png()] } });
    expect(screen.getByText('A capa é enviada ao salvar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar capa' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Criar trilha' }));
    expect(await screen.findByText('Descreva a capa em até 200 caracteres.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Descrição da capa/), {
      target: { value: 'Gráfico de candles' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Criar trilha' }));
    await waitFor(() => expect(history.location.pathname).toBe('/trilhas/9'));
    expect(save).toHaveBeenCalledWith(null, expect.objectContaining({ cover_url: null }));
    const sent = requests.find((r) => r.path === '/api/update-trail-cover/9');
    expect((sent?.body as FormData).get('alt')).toBe('Gráfico de candles');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Gráfico de candles' })).toHaveAttribute(
        'src',
        '/api/cover/fedcba9876543210fedcba9876543210.webp',
      ),
    );
    // The stored record's cover can now be changed or removed at once.
    expect(screen.getByRole('button', { name: 'Remover capa' })).toBeInTheDocument();
  });
});
