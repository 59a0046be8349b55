import { STORE_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ptBR as shell } from '../../i18n/locales/pt-BR.ts';
import { ptBR as checkoutTexts } from './checkout/i18n/pt-BR.ts';
import { ptBR } from './i18n/pt-BR.ts';

// Spec sections 2, 8 and 9 fix these pt-BR texts (the store and storeCheckout namespaces') word
// for word.
describe('checkout pt-BR texts', () => {
  it('are the spec strings', () => {
    const c = { ...checkoutTexts.checkout, ...ptBR.checkout };
    expect(c.pix.alreadyPaid).toBe(STORE_MESSAGES.alreadyPaid);
    expect(c.pix.copiedToast).toBe(STORE_MESSAGES.copied);
    expect(c.pix.awaiting).toBe(STORE_MESSAGES.awaitingPix);
    expect(c.pix.approvedSoon).toBe(STORE_MESSAGES.approvedSoon);
    expect(c.mobileNotice).toBe(STORE_MESSAGES.mobileCart);
    // Shared with the course, e-book and signature pages: the shell's.
    expect(shell.checkout.unavailable).toBe(STORE_MESSAGES.productUnavailable);
    expect(c.errors.paymentType).toBe(STORE_MESSAGES.paymentTypeRequired);
    expect(c.errors.terms).toBe(STORE_MESSAGES.termsRequired);
    expect(c.errors.taxIdRequired).toBe(STORE_MESSAGES.taxIdRequired);
    expect(c.pix.expiredText).toBe(STORE_MESSAGES.pixExpired);
  });
});
