import slugify from '@sindresorhus/slugify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { contentDisposition } from '../../platform/storage/files.ts';
import type { FileStorage, UrlSigner } from '../../platform/storage/files.ts';
import type { FilesQueries } from './files.queries.ts';

export const LINK_INVALID_MESSAGE = 'Link de download inválido.';
export const LINK_EXPIRED_MESSAGE = 'Este link de download expirou. Gere um novo.';
const FILE_MISSING_MESSAGE = 'Arquivo não encontrado.';

/**
 * The name a stored file downloads as: the ebook's slug, the report's title as a slug or the
 * internal policy's title and version. Null
 * when no content holds the key any more (replaced: the old links stop working).
 */
export async function downloadName(queries: FilesQueries, key: string): Promise<string | null> {
  const slug = await queries.ebookSlugByFileKey(key);
  if (slug !== undefined) return slug;
  const report = await queries.reportByFileKey(key);
  if (report)
    return (
      slugify(report.title, { locale: 'pt', decamelize: false }).slice(0, 80) ||
      `relatorio-${report.id}`
    );
  const policy = await queries.policyVersionByFileKey(key);
  if (policy)
    return `${slugify(policy.title, { locale: 'pt', decamelize: false }).slice(0, 70) || 'politica'}-v${policy.version}`;
  return null;
}

/**
 * `GET /api/files/:token`: public by design — the signed, 5-minute token is the permission
 * (ebook-download, find-research, research-download). The PDF streams without being buffered.
 */
export function filesRoutes(
  queries: FilesQueries,
  files: FileStorage,
  signer: UrlSigner,
): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/api/files/:token',
      {
        config: { access: 'public' },
        schema: {
          tags: ['arquivos'],
          summary: 'Baixa um PDF por um link assinado de curta duração',
          params: z.object({ token: z.string().regex(/^[A-Za-z0-9_.-]{1,200}$/) }).strict(),
        },
      },
      async (request, reply) => {
        const verified = signer.verify(request.params.token);
        if (!verified.ok)
          throw new AppError(
            'auth.forbidden',
            verified.reason === 'expired' ? LINK_EXPIRED_MESSAGE : LINK_INVALID_MESSAGE,
          );
        const name = await downloadName(queries, verified.file.key);
        const stored = name === null ? null : await files.open(verified.file.key);
        if (name === null || !stored)
          throw new AppError('resource.not_found', FILE_MISSING_MESSAGE);
        return reply
          .type('application/pdf')
          .header('content-length', String(stored.sizeBytes))
          .header('content-disposition', contentDisposition(name, verified.file.disposition))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(stored.stream);
      },
    );
    return Promise.resolve();
  };
}
