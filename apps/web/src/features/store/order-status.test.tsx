import { MantineProvider } from '@mantine/core';
import { ORDER_STATUSES, orderStatusName } from '@app/shared';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ptBR } from './staff/i18n/pt-BR.ts';
import { OrderStatusBadge } from './components/order-status-badge.tsx';
import { canRefund, canSettle, ORDER_STATUS_BADGES, orderStatusBadge } from './order-status.ts';

describe('order status badges', () => {
  it('names every status of the API as the API does (pt-BR)', () => {
    for (const status of ORDER_STATUSES) {
      const badge = orderStatusBadge(status.id);
      expect(badge.key, String(status.id)).not.toBe('unknown');
      expect(ptBR.storeAdmin.statuses[badge.key]).toBe(orderStatusName(status.id));
    }
  });

  it('gives each status its own colour: waiting yellow, paid teal, refunded red', () => {
    const colours = ORDER_STATUSES.map((s) => orderStatusBadge(s.id).color);
    expect(new Set(colours).size).toBe(ORDER_STATUSES.length);
    expect(orderStatusBadge(1).color).toBe('yellow');
    expect(orderStatusBadge(2).color).toBe('teal');
    expect(orderStatusBadge(5).color).toBe('red');
  });

  it('shows a status it does not know as unknown, never as another status', () => {
    expect(orderStatusBadge(0)).toEqual({ key: 'unknown', color: 'dark' });
    expect(orderStatusBadge(7)).toEqual({ key: 'unknown', color: 'dark' });
    expect(Object.keys(ORDER_STATUS_BADGES)).toHaveLength(ORDER_STATUSES.length);
  });

  it('offers confirm/cancel only for unpaid orders and refunds only with money left', () => {
    expect(ORDER_STATUSES.filter((s) => canSettle(s.id)).map((s) => s.id)).toEqual([1, 4]);
    expect(ORDER_STATUSES.filter((s) => canRefund(s.id)).map((s) => s.id)).toEqual([2, 6]);
  });

  it('renders the translated label', () => {
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={i18n}>
          <OrderStatusBadge status={6} />
          <OrderStatusBadge status={42} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('Estornado parcialmente')).toBeInTheDocument();
    expect(screen.getByText('Desconhecido')).toBeInTheDocument();
  });
});
