import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../i18n/react.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PIX_CODE_COPIED_MESSAGE } from '@app/shared';
import { i18n } from '../../../i18n/i18n.ts';
import { CopyCodeButton } from './copy-code-button.tsx';

const CODE =
  '00020126530014br.gov.bcb.pix0119pix@lstrader.com.br5204000053039865406424.945802BR6304ABCD';

function renderButton() {
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <Notifications />
        <CopyCodeButton
          value={CODE}
          label="Copiar código Pix"
          copiedMessage={i18n.t('checkout.pix.copiedToast', { ns: 'storeCheckout' })}
        />
      </I18nProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  notifications.clean();
});

describe('CopyCodeButton', () => {
  it('copies the whole code and says so with the spec message', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(writeText).toHaveBeenCalledWith(CODE);
    expect(await screen.findByText(PIX_CODE_COPIED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
  });

  it('says the copy failed instead of pretending', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('negado'));
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await screen.findByText(/Não foi possível copiar/)).toBeInTheDocument();
    expect(screen.queryByText(PIX_CODE_COPIED_MESSAGE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Copiar código Pix' })).toBeInTheDocument();
  });
});
