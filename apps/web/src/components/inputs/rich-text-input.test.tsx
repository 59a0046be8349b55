import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider } from '../../i18n/react.tsx';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { RichTextInput } from './rich-text-input.tsx';

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

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextInput
        label="Descrição"
        description="Aparece na página do curso."
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Texto <em>novo</em> de fora</p>')}>
        trocar
      </button>
    </>
  );
}

function renderInput(initial: string, onChange = vi.fn()) {
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <Harness initial={initial} onChange={onChange} />
      </I18nProvider>
    </MantineProvider>,
  );
  return onChange;
}

// The editor is a lazy chunk (tiptap, ProseMirror): loading it for the first time in a worker is
// slow on a busy machine, so it loads here, where the wait is allowed, not inside a query's.
beforeAll(async () => {
  await import('./rich-text-editor.tsx');
}, 120_000);

// A loaded machine (CI runs the projects side by side) can take long to mount the lazy editor.
describe('RichTextInput', { timeout: 90_000 }, () => {
  it('loads the editor lazily, labelled, with a labelled toolbar in pt-BR', async () => {
    renderInput('<p>Olá <strong>mundo</strong></p>');
    const box = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 60_000 });
    expect(box).toHaveAccessibleDescription('Aparece na página do curso.');
    expect(box.innerHTML).toContain('<strong>mundo</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    for (const name of ['Negrito', 'Itálico', 'Lista com marcadores', 'Inserir link', 'Desfazer'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
  });

  it('sends the HTML up when the text changes and shows a value set from outside', async () => {
    const onChange = renderInput('<p>Primeira linha</p>');
    const box = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 60_000 });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    act(() => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Lista com marcadores' }));
    });
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Primeira linha</p></li></ul>');
    expect(box.querySelector('ul li')).toHaveTextContent('Primeira linha');

    onChange.mockClear();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'trocar' }));
    });
    expect(box.innerHTML).toContain('<em>novo</em>');
    // A value from outside is shown, not echoed back as an edit.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports rich text without any text as an empty string (spec section 5)', async () => {
    const onChange = renderInput('<p></p>');
    const box = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 60_000 });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    act(() => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Lista com marcadores' }));
    });
    // An empty list item is still no text: the form gets '' (and the API stores null).
    expect(box.querySelector('ul')).not.toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
