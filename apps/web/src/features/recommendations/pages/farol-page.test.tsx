import { farolSchema, guestUserData } from '@app/shared';
import type { Farol } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../lib/realtime/fake-socket.ts';
import { resetTabRealtimeClient } from '../../../lib/realtime/use-realtime-topic.ts';
import { clearSession, saveSession } from '../../../lib/session/session.ts';
import { renderStaffPage } from '../../../test/staff-page.tsx';
import type * as ClientApi from '../api/client-api.ts';
import { FarolPage } from './farol-page.tsx';

const asset = (id: number, code: string, name: string, market: string) => ({
  id,
  code,
  name,
  market,
});

const BOARD: Farol = farolSchema.parse({
  at: '2026-11-20T17:00:00.000Z',
  data: [
    {
      asset: asset(1, 'PETR4', 'Petrobras PN', 'stocks'),
      signal: 'buy',
      buy_count: 2,
      sell_count: 0,
      last_price_cents: 3871,
      last_quote_at: '2026-11-20T16:55:00.000Z',
      change_percent: 1.25,
    },
    {
      asset: asset(2, 'WINZ26', 'Mini Ibovespa dez/2026', 'mini_index'),
      signal: 'sell',
      buy_count: 0,
      sell_count: 1,
      last_price_cents: 12845500,
      last_quote_at: '2026-11-20T16:50:00.000Z',
      change_percent: -0.4,
    },
    {
      asset: asset(3, 'VALE3', 'Vale ON', 'stocks'),
      signal: 'neutral',
      buy_count: 1,
      sell_count: 1,
      last_price_cents: null,
      last_quote_at: null,
      change_percent: null,
    },
  ],
});

const api = vi.hoisted(() => {
  const board: Farol = { at: '', data: [] };
  return { reads: 0, board };
});

vi.mock('../api/client-api.ts', async (original) => ({
  ...(await original<typeof ClientApi>()),
  farolQuery: queryOptions({
    queryKey: ['farol'],
    queryFn: () => {
      api.reads += 1;
      return Promise.resolve(api.board);
    },
  }),
}));

const tile = (code: string) =>
  screen.getAllByTestId('farol-tile').find((t) => t.textContent?.includes(code))!;

function renderFarol() {
  return renderStaffPage({ '/farol': <FarolPage brand="brazilian" /> }, '/farol', [
    { action: 'read', subject: 'Farol' },
  ]);
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  api.reads = 0;
  api.board = BOARD;
  saveSession({ token: 't'.repeat(43), user: guestUserData() });
});

afterEach(() => {
  resetTabRealtimeClient();
  vi.unstubAllGlobals();
  clearSession();
});

describe('FarolPage', () => {
  it('shows each ticker’s signal in words and an icon, with its last quote and open calls', async () => {
    renderFarol();
    await screen.findAllByTestId('farol-tile');
    const buy = tile('PETR4');
    expect(buy).toHaveAttribute('data-signal', 'buy');
    expect(buy).toHaveAccessibleName('PETR4: sinal de Compra');
    expect(within(buy).getByTestId('farol-signal')).toHaveTextContent('Compra');
    expect(within(buy).getByTestId('farol-signal').querySelector('svg')).not.toBeNull();
    expect(buy).toHaveTextContent('R$ 38,71');
    expect(buy).toHaveTextContent('+1,25%');
    // 16:55 UTC is 13:55 in São Paulo.
    expect(buy).toHaveTextContent('Cotação de 20/11/2026 13:55');
    expect(buy).toHaveTextContent('Recomendações abertas: 2 de compra · 0 de venda');

    const sell = tile('WINZ26');
    expect(sell).toHaveAccessibleName('WINZ26: sinal de Venda');
    // An index is quoted in points, never in reais.
    expect(sell).toHaveTextContent('128.455 pts');
    expect(sell).toHaveTextContent('-0,40%');

    const neutral = tile('VALE3');
    expect(neutral).toHaveAccessibleName('VALE3: sinal de Neutro');
    expect(neutral).toHaveTextContent('Sem cotação');
    expect(neutral).toHaveTextContent('1 de compra · 1 de venda');
  });

  it('reads the board again when a recommendation of the brand changes', async () => {
    renderFarol();
    await screen.findAllByTestId('farol-tile');
    const socket = FakeSocket.all.at(-1)!;
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'subscribe', topic: 'recs:brazilian' });
    const before = api.reads;
    api.board = {
      ...BOARD,
      data: BOARD.data.map((e) =>
        e.asset.code === 'VALE3' ? { ...e, signal: 'sell' as const, sell_count: 2 } : e,
      ),
    };
    act(() =>
      socket.receive({
        type: 'event',
        topic: 'recs:brazilian',
        event: {
          name: 'recommendation.changed',
          id: 9,
          trade_method_id: 2,
          asset_id: 3,
          asset_code: 'VALE3',
          operation: 'sell',
          kind: 'published',
          status: 'waiting',
          target: null,
          at: '2026-11-20T17:05:00.000Z',
          version: 1,
        },
      }),
    );
    await waitFor(() => expect(api.reads).toBeGreaterThan(before));
    await waitFor(() => expect(tile('VALE3')).toHaveAccessibleName('VALE3: sinal de Venda'));
  });

  it('says so when no ticker is watched', async () => {
    api.board = { at: BOARD.at, data: [] };
    renderFarol();
    expect(await screen.findByTestId('farol-empty')).toHaveTextContent('Nenhum ticker no farol');
  });
});
