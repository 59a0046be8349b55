// Pix payments: BR Code generation/decoding, the provider interface, the embedded static
// provider and the API Pix (PSP) adapter. `fake-psp.ts` is a test helper and stays out of here.
export * from './brcode.ts';
export * from './provider.ts';
export * from './static-provider.ts';
export * from './api-pix-provider.ts';
