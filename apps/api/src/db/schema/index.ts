export * from './identity.ts';
export * from './places.ts';
export * from './messaging.ts';
export * from './learning.ts';
export * from './content.ts';
export * from './store.ts';
export * from './live.ts';
export * from './recommendations.ts';
