import IconBarcode from '@tabler/icons-react/dist/esm/icons/IconBarcode.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import type { PaymentMethod } from '@app/shared';

/** Pix's diamond, drawn in the same stroke style as the other icons (presentation only). */
export function PixIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M9.2 4.8 12 2l2.8 2.8M9.2 19.2 12 22l2.8-2.8" />
      <path d="M4.8 9.2 2 12l2.8 2.8M19.2 9.2 22 12l-2.8 2.8" />
      <path d="M6 8h1.3c.9 0 1.7.4 2.3 1L12 11.4 14.4 9c.6-.6 1.4-1 2.3-1H18M6 16h1.3c.9 0 1.7-.4 2.3-1l2.4-2.4 2.4 2.4c.6.6 1.4 1 2.3 1H18" />
    </svg>
  );
}

export function PaymentMethodIcon({ method, size = 22 }: { method: PaymentMethod; size?: number }) {
  switch (method) {
    case 'pix':
      return <PixIcon size={size} />;
    case 'card':
      return <IconCreditCard size={size} stroke={1.6} aria-hidden />;
    case 'boleto':
      return <IconBarcode size={size} stroke={1.6} aria-hidden />;
  }
}

/** Basis points as a percent people read: 500 → "5", 250 → "2,5". */
export function percentOf(basisPoints: number): string {
  return (basisPoints / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
