import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `.localhost` hosts let one dev server answer as every brand (global.localhost, liberta.localhost).
const allowedHosts = ['.localhost'];

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only to read
 * `RemoveScroll.classNames.zeroRight` (the class a scroll lock pads while it holds the page);
 * that import brought the whole scroll lock (react-remove-scroll with its side car and style
 * singleton, 4 KB gzip) into the member layout's first load. They get the class names alone, from
 * the constants the scroll lock itself uses; a modal still loads the real one with its chunk.
 */
function appShellScrollClassNames(): Plugin {
  const id = '\0appshell-remove-scroll-class-names';
  return {
    name: 'appshell-remove-scroll-class-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-remove-scroll' &&
        importer !== undefined &&
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer)
        ? id
        : null;
    },
    load(loadId) {
      if (loadId !== id) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = {',
        '  classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName },',
        '};',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), appShellScrollClassNames()],
  server: {
    allowedHosts,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
  preview: { allowedHosts },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The strict CSP (script-src 'self') forbids inline scripts, so nothing may be inlined as one.
    modulePreload: { polyfill: false },
    // The budget that matters is first-load gzip (≤ 250 KB, checked in the brief's report), not
    // the raw size of the one shell chunk; pages and extra languages are split already.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the entry loads statically, in one chunk: left to the automatic split,
              // the modules it shares with the lazy chunks (React, Mantine's Box, i18next, the
              // session) became a dozen files, each gzipped apart and each a request.
              name: 'shell',
              tags: ['$initial'],
            },
            {
              // What every page shows besides the shell, whichever its layout: the route gate, the
              // logo, the page states, Mantine's buttons, texts, cards, badges and transitions.
              // Left to the automatic split they were some twenty files of a few hundred bytes,
              // each gzipped apart.
              name: 'ui',
              test: new RegExp(
                [
                  String.raw`@mantine[\/]core[\/]esm[\/]components[\/](Transition|Button|Badge|Card|Group|Text|Title|ThemeIcon|Container|Paper|Stack|Anchor|ActionIcon|Alert)[\/]`,
                  String.raw`@mantine[\/]hooks[\/]esm[\/]use-(media-query|did-update|reduced-motion|id|uncontrolled)[\/]`,
                  String.raw`@tabler[\/]icons-react[\/]dist[\/]esm[\/](createReactComponent|defaultAttributes|icons[\/]Icon(Lock|ArrowLeft))\.mjs$`,
                  String.raw`src[\/](components[\/]page-state|app[\/]layouts[\/](skip-link|page-loader)|app[\/]routes[\/]route-gate|app[\/]brands[\/]brand-logo|app[\/]pages[\/]forbidden-page|i18n[\/]namespaces)\.tsx?$`,
                ].join('|'),
              ),
            },
            {
              // The shared package's CPF/CNPJ, phone and CEP formatting and checks import no zod;
              // left to the automatic split they shared a chunk with the contracts, so a page
              // that checks a CPF (the cart) downloaded zod and every schema with it.
              name: 'shared-documents',
              test: /packages\/shared\/src\/(format|validation)\/(tax-id|phone|cep|digits)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
