// The payment gateway seam: the interface, the card and boleto helpers, and the offline sandbox
// adapter that is the default when no real gateway is configured.
export * from './gateway.ts';
export * from './boleto.ts';
export * from './sandbox-gateway.ts';
