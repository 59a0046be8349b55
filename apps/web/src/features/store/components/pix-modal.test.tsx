import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '../../../i18n/react.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_MESSAGES } from '@app/shared';
import { i18n } from '../../../i18n/i18n.ts';
import { orderFixture } from '../test-fixtures.ts';
import { PixModal } from './pix-modal.tsx';
import type { PixModalProps } from './pix-modal.tsx';

function renderModal(props: Partial<PixModalProps> = {}) {
  const handlers = {
    onClose: vi.fn(),
    onRenew: vi.fn(),
    onSeeOrder: vi.fn(),
    onCheck: vi.fn(),
  };
  render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <PixModal
          order={orderFixture()}
          opened
          renewing={false}
          error={null}
          {...handlers}
          {...props}
        />
      </I18nProvider>
    </MantineProvider>,
  );
  return handlers;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PixModal', () => {
  it('shows the QR code, the copy-paste code, the countdown and the spec notes', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Pague com Pix' });
    expect(within(dialog).getByRole('img', { name: /QR Code do Pix/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(within(dialog).getByTestId('pix-code')).toHaveTextContent(/^00020126/);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('30:00');
    expect(within(dialog).getByText(STORE_MESSAGES.awaitingPix)).toBeInTheDocument();
    expect(within(dialog).getByText(STORE_MESSAGES.approvedSoon)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(STORE_MESSAGES.awaitingPix);
  });

  it("says 'Pagamento já realizado' for a paid order instead of a code", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { onSeeOrder } = renderModal({
      order: orderFixture({ status: 2, status_name: 'Pago' }),
    });
    expect(screen.getByText(STORE_MESSAGES.alreadyPaid)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByTestId('pix-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver meu pedido' }));
    expect(onSeeOrder).toHaveBeenCalled();
  });

  it("turns into 'Código expirado' at zero and offers a new code", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { onRenew, onCheck } = renderModal({
      order: orderFixture({
        order_payments: [
          { ...orderFixture().order_payments[0]!, pix_expiration_date: '2026-11-23T12:00:02.000Z' },
        ],
      }),
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('Código expirado')).toBeInTheDocument();
    expect(onCheck).toHaveBeenCalled();
    expect(screen.queryByTestId('pix-code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
    expect(onRenew).toHaveBeenCalledTimes(1);
  });

  it('shows an expired payment as expired and the last failure in an alert', () => {
    renderModal({
      order: orderFixture({
        status: 4,
        order_payments: [{ ...orderFixture().order_payments[0]!, status: 'expired' }],
      }),
      error: 'Este pedido não está aguardando pagamento.',
    });
    expect(screen.getByText('Código expirado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este pedido não está aguardando pagamento.',
    );
  });
});
