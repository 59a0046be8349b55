export * from './identity.ts';
