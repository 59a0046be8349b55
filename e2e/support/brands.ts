import type { BrandId } from '@app/shared';

/** The origin of a brand on the e2e server (`*.localhost` resolves to loopback in Chromium). */
export function brandOrigin(brand: BrandId): string {
  const port = process.env.E2E_PORT ?? '3000';
  switch (brand) {
    case 'brazilian':
      return `http://localhost:${port}`;
    case 'global':
      return `http://global.localhost:${port}`;
    case 'liberta':
      return `http://liberta.localhost:${port}`;
  }
}
