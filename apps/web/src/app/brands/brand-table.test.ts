import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_TABLE } from '@app/shared';
import { currentBrand, readBrandTable } from './brand-table.ts';

function setMeta(content: string | null): void {
  document.head.querySelector('meta[name="brand-table"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'brand-table';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => setMeta(null));

describe('brand resolution', () => {
  it('uses the default table without a meta tag', () => {
    expect(readBrandTable()).toBe(DEFAULT_BRAND_TABLE);
    expect(currentBrand('http://localhost:3000').id).toBe('brazilian');
    expect(currentBrand('http://global.localhost:4173').id).toBe('global');
    expect(currentBrand('http://liberta.localhost:3000').id).toBe('liberta');
    expect(currentBrand('https://app.libertainvestimentos.com.br').id).toBe('liberta');
    expect(currentBrand('https://global-staging.lstrader.com.br').id).toBe('global');
    expect(currentBrand('https://qualquer.exemplo.com').id).toBe('brazilian');
  });

  it('follows the table the server wrote into the brand-table meta', () => {
    setMeta(
      JSON.stringify([
        { brand: 'liberta', origin: 'https://invest.example.com' },
        { brand: 'global', hostname: 'world.example.com' },
      ]),
    );
    expect(currentBrand('https://invest.example.com').id).toBe('liberta');
    expect(currentBrand('http://world.example.com:8080').id).toBe('global');
    // The meta table replaces the default one: liberta.localhost is no longer configured.
    expect(currentBrand('http://liberta.localhost:3000').id).toBe('brazilian');
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown brand', JSON.stringify([{ brand: 'acme', hostname: 'x.localhost' }])],
    ['a rule without origin or hostname', JSON.stringify([{ brand: 'global' }])],
    ['an empty table', '[]'],
    ['an object', JSON.stringify({ brand: 'global', hostname: 'x' })],
  ])('falls back to the default table when the meta holds %s', (_label, content) => {
    setMeta(content);
    expect(readBrandTable()).toBe(DEFAULT_BRAND_TABLE);
    expect(currentBrand('http://liberta.localhost:3000').id).toBe('liberta');
  });
});
