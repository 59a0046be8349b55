import { describe, expect, it } from 'vitest';
import { decodeBrCode } from './brcode.ts';
import { PixProviderError, newTxid } from './provider.ts';
import { staticPixProvider, staticTxid } from './static-provider.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const options = {
  key: '+5511987654321',
  merchantName: 'LS Trader Educação',
  merchantCity: 'Brasília',
  now: () => NOW,
};

describe('static Pix provider (embedded, no network)', () => {
  it('creates a static BR Code with the key, the amount and the first 25 txid characters', async () => {
    const pix = staticPixProvider(options);
    const txid = newTxid();
    const charge = await pix.createCharge({
      txid,
      amountCents: 19_990,
      expiresInSeconds: 900,
      payer: { name: 'Maria', taxId: '52998224725' },
      description: 'Pedido 42',
    });
    expect(charge).toEqual({
      txid: txid.slice(0, 25),
      brCode: expect.any(String) as string,
      locationUrl: null,
      expiresAt: new Date('2026-03-10T15:15:00.000Z'),
      status: 'ATIVA',
    });
    const decoded = decodeBrCode(charge.brCode);
    expect(decoded).toMatchObject({
      crcValid: true,
      kind: 'static',
      pixKey: '+5511987654321',
      amountCents: 19_990,
      txid: txid.slice(0, 25),
      description: 'Pedido 42',
      merchantName: 'LS Trader Educacao',
      merchantCity: 'Brasilia',
    });
    expect(decoded.fields['01']).toBeUndefined();
  });

  it('keeps no state: ATIVA without payments; cancel resolves; refund is recorded only', async () => {
    const pix = staticPixProvider(options);
    const txid = newTxid();
    await expect(pix.getCharge(txid)).resolves.toEqual({
      txid: txid.slice(0, 25),
      status: 'ATIVA',
      payments: [],
    });
    await expect(pix.cancelCharge(txid)).resolves.toBeUndefined();
    const endToEndId = `E12345678202603101500${'a'.repeat(11)}`;
    await expect(pix.refund({ endToEndId, refundId: 'D1', amountCents: 500 })).resolves.toEqual({
      id: 'D1',
      endToEndId,
      amountCents: 500,
      status: 'DEVOLVIDO',
    });
  });

  it('rejects bad input as invalid_input', async () => {
    const pix = staticPixProvider(options);
    const cases: Promise<unknown>[] = [
      pix.createCharge({ txid: 'com-traço', amountCents: 100, expiresInSeconds: 60 }),
      pix.createCharge({ txid: newTxid(), amountCents: 0, expiresInSeconds: 60 }),
      pix.createCharge({ txid: newTxid(), amountCents: 100, expiresInSeconds: -1 }),
      pix.getCharge(''),
      pix.refund({ endToEndId: 'E1', refundId: 'D1', amountCents: 1 }),
      pix.refund({ endToEndId: `E${'1'.repeat(31)}`, refundId: 'D1', amountCents: 0 }),
    ];
    for (const promise of cases)
      await expect(promise).rejects.toMatchObject({
        name: 'PixProviderError',
        code: 'invalid_input',
      });
  });

  it('fails at construction on a bad key, name or city', () => {
    expect(() => staticPixProvider({ ...options, key: '529.982.247-25' })).toThrow(
      PixProviderError,
    );
    expect(() => staticPixProvider({ ...options, merchantName: '😀' })).toThrow(/Nome/);
    expect(() => staticPixProvider({ ...options, merchantCity: '' })).toThrow(/Cidade/);
  });

  it('staticTxid keeps 1–25 characters and refuses non-alphanumerics', () => {
    expect(staticTxid('abc')).toBe('abc');
    expect(staticTxid('A'.repeat(35))).toBe('A'.repeat(25));
    expect(() => staticTxid('A'.repeat(36))).toThrow(PixProviderError);
    expect(() => staticTxid('a b')).toThrow(PixProviderError);
  });
});
