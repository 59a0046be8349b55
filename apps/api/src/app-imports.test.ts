import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP = pathToFileURL(new URL('./app.ts', import.meta.url).pathname).href;

/**
 * Packages that only some requests or some configurations need, loaded on first use (issue 13,
 * memory): each would cost every API process 10-25 MB of RSS from its boot on.
 */
const LOADED_ON_USE = [
  'pdf-lib', // the demo PDFs, built on their first download
  'fxa-common-password-list', // when a password is chosen
  'ioredis', // only with REDIS_URL
  'nodemailer', // only with SMTP configured
  'sanitize-html', // when staff save rich text
  'yauzl', // a COTAHIST upload
  'sharp', // an uploaded image
];

/** The npm packages a fresh process loads when it imports the app (nothing is started). */
function packagesLoadedByImport(): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const seen = new Set();
    registerHooks({
      load(url, context, next) {
        const found = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(url);
        if (found) seen.add(found[1]);
        return next(url, context);
      },
    });
    await import(${JSON.stringify(APP)});
    console.log(JSON.stringify([...seen]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

describe("the app's import", () => {
  it('loads the framework but none of the packages kept for first use', () => {
    const loaded = packagesLoadedByImport();
    // The probe sees packages at all (a hook that saw nothing would pass the check below).
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'pg']));
    expect(loaded.filter((name) => LOADED_ON_USE.includes(name))).toEqual([]);
  });
});
