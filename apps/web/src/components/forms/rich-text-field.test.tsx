import { categoryForm } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { renderStaffPage } from '../../test/staff-page.tsx';
import { FormActions, FormCard, StaffFormFrame } from '../staff/staff-form-frame.tsx';
import { useStaffForm } from '../staff/use-staff-form.tsx';

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

interface Thing {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

const STORED: Thing = {
  id: 3,
  name: 'Opções',
  slug: 'opcoes',
  description: '<p>Primeira linha</p>',
};

beforeAll(() => {
  i18n.addResourceBundle('pt-BR', 'richtest', {
    things: {
      saved: 'Alterações salvas.',
      save: 'Salvar',
      create: 'Criar',
      cancel: 'Cancelar',
      name: 'Nome',
      description: 'Descrição',
      descriptionHint: 'Aparece na página pública.',
    },
  });
});

function ThingPage({ save }: { save: (id: number | null, input: unknown) => Promise<Thing> }) {
  const staff = useStaffForm({
    form: categoryForm,
    load: (id: number) =>
      queryOptions({ queryKey: ['find-rich-thing', id], queryFn: () => Promise.resolve(STORED) }),
    save,
    lists: [],
    recordPath: (saved: Thing) => `/coisas/${saved.id}`,
    texts: 'richtest:things',
  });
  const { TextField, RichTextField } = staff.fields;
  return (
    <StaffFormFrame staff={staff}>
      <FormCard label="Coisa" plain>
        <TextField name="name" label="name" />
        <RichTextField name="description" label="description" hint />
        <FormActions />
      </FormCard>
    </StaffFormFrame>
  );
}

// The editor is a lazy chunk (tiptap, ProseMirror): loading it for the first time in a worker is
// slow on a busy machine, so it loads here, where the wait is allowed, not inside a query's.
beforeAll(async () => {
  await import('../inputs/rich-text-editor.tsx');
}, 120_000);

describe('RichTextField', () => {
  it("edits the record's HTML with the toolbar, labelled from the form's words, and saves it", async () => {
    const save = vi.fn((_id: number | null, input: unknown) =>
      Promise.resolve({ ...STORED, ...(input as Partial<Thing>) }),
    );
    renderStaffPage({ '/coisas/:id': <ThingPage save={save} /> }, '/coisas/3');
    const box = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 15_000 });
    expect(box).toHaveAccessibleDescription('Aparece na página pública.');
    await waitFor(() => expect(box.innerHTML).toContain('Primeira linha'));

    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    act(() => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Lista com marcadores' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(3, {
      name: 'Opções',
      slug: 'opcoes',
      description: '<ul><li><p>Primeira linha</p></li></ul>',
    });
  });

  it("shows the API's message about the field under the editor", async () => {
    const save = vi.fn(() =>
      Promise.reject(new ApiError(400, { error: { description: ['Descrição longa demais.'] } })),
    );
    renderStaffPage({ '/coisas/:id': <ThingPage save={save} /> }, '/coisas/3');
    const box = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Descrição longa demais.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
