import { describe, expect, it } from 'vitest';
import {
  BRANDS,
  BRAND_IDS,
  DEFAULT_BRAND_TABLE,
  isConfiguredOrigin,
  parseBrandTable,
  resolveBrand,
} from './brands.ts';

describe('resolveBrand', () => {
  it('gives Brazilian for localhost and any unknown origin', () => {
    expect(resolveBrand('http://localhost:3000').id).toBe('brazilian');
    expect(resolveBrand('https://app.example.com').id).toBe('brazilian');
    expect(resolveBrand('not an origin').id).toBe('brazilian');
  });

  it('gives Global for the global-staging origin and global.localhost on any port', () => {
    expect(resolveBrand('https://global-staging.lstrader.com.br').id).toBe('global');
    expect(resolveBrand('http://global.localhost:3000').id).toBe('global');
    expect(resolveBrand('http://global.localhost:5173').id).toBe('global');
  });

  it('gives Liberta for its production origin and liberta.localhost', () => {
    expect(resolveBrand('https://app.libertainvestimentos.com.br').id).toBe('liberta');
    expect(resolveBrand('http://liberta.localhost:3000').id).toBe('liberta');
  });

  it('ignores case and a trailing slash', () => {
    expect(resolveBrand('HTTPS://APP.LIBERTAINVESTIMENTOS.COM.BR/').id).toBe('liberta');
  });

  it('matches an exact origin only: another scheme or port is not the same origin', () => {
    expect(resolveBrand('http://app.libertainvestimentos.com.br').id).toBe('brazilian');
    expect(resolveBrand('https://global-staging.lstrader.com.br:8443').id).toBe('brazilian');
  });

  it('uses the table it is given', () => {
    const table = parseBrandTable('liberta=minha.marca.test');
    expect(resolveBrand('http://minha.marca.test:8080', table).id).toBe('liberta');
    expect(resolveBrand('http://liberta.localhost:3000', table).id).toBe('brazilian');
  });
});

describe('brand definitions', () => {
  it('Liberta defaults to /home and the dark skin; the others to light', () => {
    expect(BRANDS.liberta.defaultRoute).toBe('/home');
    expect(BRANDS.liberta.defaultSkin).toBe('dark');
    expect(BRANDS.brazilian.defaultSkin).toBe('light');
    expect(BRANDS.global.defaultSkin).toBe('light');
  });

  it('defines every brand id, under its own key', () => {
    for (const id of BRAND_IDS) expect(BRANDS[id].id).toBe(id);
  });

  it('the default table only names known brands', () => {
    for (const rule of DEFAULT_BRAND_TABLE) expect(BRAND_IDS).toContain(rule.brand);
  });
});

describe('parseBrandTable', () => {
  it('reads brand=origin and brand=hostname pairs, and bare origins as Brazilian', () => {
    expect(
      parseBrandTable(
        ' global=https://global.example.com/ , liberta=Liberta.Example.com, https://br.example.com',
      ),
    ).toEqual([
      { brand: 'global', origin: 'https://global.example.com' },
      { brand: 'liberta', hostname: 'liberta.example.com' },
      { brand: 'brazilian', origin: 'https://br.example.com' },
    ]);
  });

  it('gives an empty table for an empty value', () => {
    expect(parseBrandTable('')).toEqual([]);
    expect(parseBrandTable(' , ')).toEqual([]);
  });

  it('names an unknown brand in its error', () => {
    expect(() => parseBrandTable('acme=https://acme.test')).toThrow('marca desconhecida "acme"');
  });

  it('rejects an origin that is not one', () => {
    expect(() => parseBrandTable('global=https://')).toThrow('origem inválida');
    expect(() => parseBrandTable('global=ftp://x.test')).toThrow('origem inválida');
    expect(() => parseBrandTable('global=host com espaço')).toThrow('origem inválida');
  });
});

describe('isConfiguredOrigin', () => {
  const table = parseBrandTable('global=https://global.example.com,liberta=liberta.localhost');

  it('accepts the exact origins and any port of the hostnames', () => {
    expect(isConfiguredOrigin('https://global.example.com', table)).toBe(true);
    expect(isConfiguredOrigin('https://GLOBAL.example.com/', table)).toBe(true);
    expect(isConfiguredOrigin('http://liberta.localhost:3000', table)).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isConfiguredOrigin('http://global.example.com', table)).toBe(false);
    expect(isConfiguredOrigin('https://evil.example.com', table)).toBe(false);
    expect(isConfiguredOrigin('https://global.example.com.evil.test', table)).toBe(false);
    expect(isConfiguredOrigin('null', table)).toBe(false);
  });
});
