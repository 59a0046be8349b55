import { registerFeatureNamespace } from '../../../../i18n/namespaces.ts';
import { ptBR } from './pt-BR.ts';

/**
 * The `storeCheckout` namespace (the checkout's lines, coupon, payment, card and terms; the
 * order's Pix, boleto and card retry; the payment's success page): pt-BR comes with the chunk of
 * the component that shows them, not with the cart's first paint (a visitor's empty cart reads
 * the `store` namespace only). Another language loads when it is picked. Files that use it
 * import this module.
 */
export const NAMESPACE = 'storeCheckout';

registerFeatureNamespace(NAMESPACE, ptBR, {
  en: async () => (await import('./en.ts')).en,
  de: async () => (await import('./de.ts')).de,
  fr: async () => (await import('./fr.ts')).fr,
});
