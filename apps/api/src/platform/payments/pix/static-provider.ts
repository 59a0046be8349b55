import { BrCodeError, buildStaticBrCode, parsePixKey } from './brcode.ts';
import {
  END_TO_END_ID_PATTERN,
  PixProviderError,
  REFUND_ID_PATTERN,
  type PixChargeState,
  type PixProvider,
  type PixRefund,
} from './provider.ts';

export interface StaticPixOptions {
  /** The receiving Pix key (PIX_KEY). */
  key: string;
  merchantName: string;
  merchantCity: string;
  now: () => Date;
}

/** Static codes carry at most 25 txid characters; longer txids keep their first 25. */
export function staticTxid(txid: string): string {
  if (!/^[a-zA-Z0-9]{1,35}$/.test(txid))
    throw new PixProviderError('invalid_input', 'txid deve ter de 1 a 35 letras ou dígitos.');
  return txid.slice(0, 25);
}

/** Input mistakes surface as `PixProviderError('invalid_input')`, like in the API Pix adapter. */
function asProviderError<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof BrCodeError)
      throw new PixProviderError('invalid_input', error.message, { cause: error });
    throw error;
  }
}

/**
 * The embedded default: no PSP, no network. Each charge is a static BR Code with the key, the
 * amount and the (shortened) txid. Nothing is stored here and no bank is asked, so:
 * - `getCharge` always answers ATIVA without payments — payment is confirmed by staff or by
 *   the signed webhook, both handled by the orders module;
 * - `cancelCharge` cannot revoke the code: a payer who kept it can still pay, and the orders
 *   module decides what to do with a payment for a cancelled or expired order;
 * - `expiresAt` is our deadline only; the bank does not know it;
 * - `refund` records the refund as DEVOLVIDO but MOVES NO MONEY: staff return it from the
 *   bank's own app.
 */
export function staticPixProvider(options: StaticPixOptions): PixProvider {
  const config = asProviderError(() => {
    const key = parsePixKey(options.key).value;
    // Fail at boot, not at the first sale, when the name or city has nothing usable.
    buildStaticBrCode({
      key,
      amountCents: 1,
      merchantName: options.merchantName,
      merchantCity: options.merchantCity,
    });
    return { key, merchantName: options.merchantName, merchantCity: options.merchantCity };
  });

  return {
    name: 'static',
    local: true,

    createCharge(input) {
      return Promise.resolve().then(() => {
        if (!Number.isSafeInteger(input.expiresInSeconds) || input.expiresInSeconds <= 0)
          throw new PixProviderError(
            'invalid_input',
            'Expiração deve ser um número inteiro de segundos maior que zero.',
          );
        const txid = staticTxid(input.txid);
        const brCode = asProviderError(() =>
          buildStaticBrCode({
            ...config,
            amountCents: input.amountCents,
            txid,
            // The payer cannot be bound to a static code: only the description travels.
            ...(input.description === undefined ? {} : { description: input.description }),
          }),
        );
        return {
          txid,
          brCode,
          locationUrl: null,
          expiresAt: new Date(options.now().getTime() + input.expiresInSeconds * 1000),
          status: 'ATIVA' as const,
        };
      });
    },

    getCharge(txid) {
      return Promise.resolve().then((): PixChargeState => ({
        txid: staticTxid(txid),
        status: 'ATIVA',
        payments: [],
      }));
    },

    cancelCharge(txid) {
      return Promise.resolve().then(() => {
        staticTxid(txid);
      });
    },

    refund(input) {
      return Promise.resolve().then((): PixRefund => {
        if (!END_TO_END_ID_PATTERN.test(input.endToEndId))
          throw new PixProviderError('invalid_input', 'endToEndId deve ter 32 letras ou dígitos.');
        if (!REFUND_ID_PATTERN.test(input.refundId))
          throw new PixProviderError(
            'invalid_input',
            'Id da devolução deve ter de 1 a 35 letras ou dígitos.',
          );
        if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
          throw new PixProviderError(
            'invalid_input',
            'Valor da devolução deve ser em centavos inteiros maiores que zero.',
          );
        return {
          id: input.refundId,
          endToEndId: input.endToEndId,
          amountCents: input.amountCents,
          status: 'DEVOLVIDO',
        };
      });
    },
  };
}
