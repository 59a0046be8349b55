import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `.localhost` hosts let one dev server answer as every brand (global.localhost, liberta.localhost).
const allowedHosts = ['.localhost'];

export default defineConfig({
  plugins: [react()],
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
