export * from './brands/brands.ts';
export * from './permissions/resources.ts';
