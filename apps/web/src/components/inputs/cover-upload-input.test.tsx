import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react.tsx';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { CoverUploadInput } from './cover-upload-input.tsx';

function renderInput(
  onUpload: (file: File, alt: string) => Promise<void>,
  current: { url: string; alt: string | null } | null = null,
) {
  const view = render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <CoverUploadInput label="Capa do curso" current={current} onUpload={onUpload} />
      </I18nProvider>
    </MantineProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { input, pick };
}

const picture = (type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], 'capa.png', { type });

describe('CoverUploadInput', () => {
  it('shows the current cover with its alt text and accepts only JPEG, PNG or WebP', () => {
    const { input, pick } = renderInput(vi.fn(), {
      url: '/api/cover/abc.webp',
      alt: 'Gráfico de candles',
    });
    expect(screen.getByRole('img', { name: 'Gráfico de candles' })).toHaveAttribute(
      'src',
      '/api/cover/abc.webp',
    );
    expect(screen.getByRole('group', { name: 'Capa do curso' })).toHaveTextContent(
      'JPEG, PNG ou WebP de até 5 MB; recortada em 1280 × 720 (16:9).',
    );
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    pick(picture('image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent('Envie uma imagem JPEG, PNG ou WebP.');
    pick(picture('image/png', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('A imagem passa de 5 MB.');
    expect(screen.queryByLabelText(/Descrição da capa/)).toBeNull();
  });

  it('asks for the alt text, then sends the picture with it', async () => {
    const onUpload = vi.fn(() => Promise.resolve());
    const { pick } = renderInput(onUpload);
    const file = picture();
    pick(file);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar capa' }));
    expect(await screen.findByText('Descreva a capa em até 200 caracteres.')).toBeInTheDocument();
    expect(onUpload).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Descrição da capa/), {
      target: { value: '  Mesa de operações com gráficos  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar capa' }));
    await waitFor(() =>
      expect(onUpload).toHaveBeenCalledWith(file, 'Mesa de operações com gráficos'),
    );
    await waitFor(() => expect(screen.queryByLabelText(/Descrição da capa/)).toBeNull());
  });

  it("shows the API's refusal", async () => {
    const onUpload = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          error: { image: ['Envie a capa como imagem JPEG, PNG ou WebP de até 5 MB.'] },
        }),
      ),
    );
    const { pick } = renderInput(onUpload);
    pick(picture());
    fireEvent.change(screen.getByLabelText(/Descrição da capa/), { target: { value: 'Capa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar capa' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it("says the shape its kind's cover is cropped to (an e-book stands upright)", () => {
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={i18n}>
          <CoverUploadInput
            label="Capa do e-book"
            current={null}
            onUpload={vi.fn()}
            size={{ width: 800, height: 1200 }}
          />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('group', { name: 'Capa do e-book' })).toHaveTextContent(
      'recortada em 800 × 1200 (2:3).',
    );
  });
});
