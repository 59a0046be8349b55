import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestUserData } from '@app/shared';
import type { ServerTopicEvent } from '@app/shared';
import { clearSession, saveSession } from '../session/session.ts';
import { FakeSocket } from './fake-socket.ts';
import { resetTabRealtimeClient, useRealtimeTopic } from './use-realtime-topic.ts';

const paid: ServerTopicEvent = {
  name: 'order.status',
  order_id: 7,
  status: 2,
  status_name: 'Pago',
  payment_status: 'paid',
  pix_expiration_date: null,
};
const TOKEN = 't'.repeat(43);

const last = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  resetTabRealtimeClient();
  vi.unstubAllGlobals();
});

describe('useRealtimeTopic', () => {
  it('watches the topic on the page origin with the stored session token', () => {
    saveSession({ token: TOKEN, user: guestUserData() });
    const seen: ServerTopicEvent[] = [];
    let confirmed = 0;
    const { unmount } = renderHook(() =>
      useRealtimeTopic('order:7', (event) => seen.push(event), {
        onSubscribed: () => (confirmed += 1),
      }),
    );
    const socket = last();
    expect(socket.url).toBe(`ws://${window.location.host}/api/realtime`);
    expect(socket.protocols).toEqual(['lsp.v1', `bearer.${TOKEN}`]);
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'order:7' }]);
    act(() => {
      socket.receive({ type: 'subscribed', topic: 'order:7' });
      socket.receive({ type: 'event', topic: 'order:7', event: paid });
    });
    expect(confirmed).toBe(1);
    expect(seen).toEqual([paid]);
    unmount();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'order:7' });
  });

  it('watches nothing for a null topic and shares one socket between components', () => {
    renderHook(() => useRealtimeTopic(null, () => {}));
    expect(FakeSocket.all).toHaveLength(0);
    renderHook(() => useRealtimeTopic('order:7', () => {}));
    renderHook(() => useRealtimeTopic('order:8', () => {}));
    expect(FakeSocket.all).toHaveLength(1);
    // A visitor: no bearer protocol.
    expect(last().protocols).toEqual(['lsp.v1']);
  });

  it('calls the latest callback without subscribing again', () => {
    const calls: string[] = [];
    const { rerender } = renderHook(
      ({ label }) => useRealtimeTopic('order:7', () => calls.push(label)),
      {
        initialProps: { label: 'primeiro' },
      },
    );
    const socket = last();
    act(() => socket.open());
    rerender({ label: 'segundo' });
    act(() => socket.receive({ type: 'event', topic: 'order:7', event: paid }));
    expect(calls).toEqual(['segundo']);
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'order:7' }]);
  });

  it('passes the events of a batch frame to the callback in order', () => {
    const seen: ServerTopicEvent[] = [];
    renderHook(() => useRealtimeTopic('order:7', (event) => seen.push(event)));
    const socket = last();
    act(() => socket.open());
    const second = { ...paid, status: 3, status_name: 'Cancelado', payment_status: 'cancelled' };
    act(() => socket.receive({ type: 'batch', topic: 'order:7', events: [paid, second] }));
    expect(seen).toEqual([paid, second]);
  });

  it('reconnects with the new identity on login and logout', () => {
    renderHook(() => useRealtimeTopic('order:7', () => {}));
    const visitor = last();
    act(() => visitor.open());
    act(() => saveSession({ token: TOKEN, user: guestUserData() }));
    expect(FakeSocket.all).toHaveLength(2);
    expect(last().protocols).toEqual(['lsp.v1', `bearer.${TOKEN}`]);
    act(() => last().open());
    act(() => clearSession());
    expect(FakeSocket.all).toHaveLength(3);
    expect(last().protocols).toEqual(['lsp.v1']);
  });
});
