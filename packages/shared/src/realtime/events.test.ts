import { describe, expect, it } from 'vitest';
import {
  orderIdOfTopic,
  orderTopic,
  parseClientFrame,
  parseServerFrame,
  parseTopic,
  REALTIME_PATH,
} from './events.ts';

const paid = {
  name: 'order.status',
  order_id: 12,
  status: 2,
  status_name: 'Pago',
  payment_status: 'paid',
  pix_expiration_date: null,
} as const;

describe('realtime topics', () => {
  it('builds and parses order topics', () => {
    expect(REALTIME_PATH).toBe('/api/realtime');
    expect(orderTopic(123)).toBe('order:123');
    expect(parseTopic('order:123')).toEqual({ prefix: 'order', id: '123' });
    expect(orderIdOfTopic('order:123')).toBe(123);
    expect(orderIdOfTopic('123')).toBe(123);
  });

  it('refuses malformed topics and ids', () => {
    for (const bad of [
      'order',
      'order:',
      ':1',
      'Order:1',
      'order:1:2',
      'order:a b',
      `x:${'a'.repeat(65)}`,
    ])
      expect(parseTopic(bad), bad).toBeNull();
    for (const bad of [
      'order:0',
      'order:-1',
      'order:01',
      'order:abc',
      'chat:1',
      `order:${'9'.repeat(17)}`,
    ])
      expect(orderIdOfTopic(bad), bad).toBeNull();
    expect(() => orderTopic(0)).toThrow(RangeError);
    expect(() => orderTopic(1.5)).toThrow(RangeError);
  });
});

describe('realtime frames', () => {
  it('reads the client frames', () => {
    expect(parseClientFrame('{"type":"subscribe","topic":"order:1"}')).toEqual({
      type: 'subscribe',
      topic: 'order:1',
    });
    expect(parseClientFrame('{"type":"unsubscribe","topic":"order:1"}')?.type).toBe('unsubscribe');
    // Unknown fields are dropped, not refused (an older server keeps working with a newer client).
    expect(parseClientFrame('{"type":"ping","id":7}')).toEqual({ type: 'ping' });
  });

  it('answers null for anything else, never throws', () => {
    for (const text of [
      '',
      'not json',
      '{"type":"subscribe"}',
      '{"type":"subscribe","topic":42}',
      '{"type":"subscribe","topic":"../etc"}',
      '{"type":"publish","topic":"order:1"}',
      '[]',
      'null',
      '"ping"',
      '{"__proto__":{"type":"ping"}}',
    ])
      expect(parseClientFrame(text), text).toBeNull();
  });

  it('reads server frames and drops events it does not know', () => {
    expect(
      parseServerFrame(JSON.stringify({ type: 'event', topic: 'order:12', event: paid })),
    ).toEqual({ type: 'event', topic: 'order:12', event: paid });
    expect(parseServerFrame('{"type":"error","message":"Mensagem inválida."}')).toEqual({
      type: 'error',
      message: 'Mensagem inválida.',
    });
    expect(
      parseServerFrame(
        JSON.stringify({ type: 'event', topic: 'chat:1', event: { name: 'chat.message' } }),
      ),
    ).toBeNull();
    expect(
      parseServerFrame(
        JSON.stringify({ type: 'event', topic: 'order:12', event: { ...paid, order_id: '12' } }),
      ),
    ).toBeNull();
  });
});
