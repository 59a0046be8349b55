import fastifyStatic from '@fastify/static';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ERRORS } from './errors.ts';

/** JSON in an HTML attribute: escape what could end the attribute or open a tag. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** index.html with the effective brand table (docs/adr/0004); no inline script, so the CSP stays strict. */
export function withBrandTable(html: string, table: readonly BrandOriginRule[]): string {
  const meta = `<meta name="brand-table" content="${escapeAttribute(JSON.stringify(table))}">`;
  return html.includes('</head>')
    ? html.replace('</head>', `    ${meta}\n  </head>`)
    : `${meta}${html}`;
}

const BUILD_MISSING_PAGE = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Aplicação não compilada</title>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>A interface ainda não foi compilada</h1>
<p>O servidor da API está no ar, mas não encontrou a aplicação web. Rode <code>npm run build</code> (ou <code>npm start</code>, que compila e inicia) e recarregue esta página.</p>
</body></html>`;

/**
 * Serves the built SPA: files under WEB_DIST, and index.html for any other GET (history
 * fallback), while unknown /api paths stay JSON 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { webDist: string; brandTable: readonly BrandOriginRule[] },
): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  const hasBuild = existsSync(indexFile);
  let indexHtml: string | undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      // index.html only ever goes out with the brand table in it.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, path) => {
        void res.header(
          'cache-control',
          path.includes(`${join(options.webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ error: APP_ERRORS['route.not_found'].message });
    }
    const lastSegment = path === '/index.html' ? '' : (path.split('/').pop() ?? '');
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      /\.[a-z0-9]{1,8}$/i.test(lastSegment)
    ) {
      return reply.status(404).send({ error: APP_ERRORS['route.not_found'].message });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(BUILD_MISSING_PAGE);
    }
    indexHtml ??= withBrandTable(readFileSync(indexFile, 'utf8'), options.brandTable);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
