import { EBOOK_MAX_BYTES, SIGNED_URL_TTL_SECONDS } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { fileStorage, loadSigningSecret, urlSigner } from '../../platform/storage/files.ts';
import type { FileStorage, UrlSigner } from '../../platform/storage/files.ts';
import { demoDocument } from '../../seed/content-ebooks.ts';
import type { AccessService } from '../access/access.service.ts';
import { ebooksRoutes } from './ebooks.routes.ts';
import { ebooksService } from './ebooks.service.ts';
import { filesQueries } from './files.queries.ts';
import { filesRoutes } from './files.routes.ts';

export interface EbooksModuleDeps {
  db: Db;
  access: AccessService;
  brandTable: readonly BrandOriginRule[];
  dataDir: string;
  /** FILE_SIGNING_SECRET; absent: the one kept in DATA_DIR. */
  signingSecret: string | undefined;
  now: () => Date;
  /** The biggest ebook PDF (default EBOOK_MAX_BYTES; tests shrink it). */
  maxFileBytes?: number;
}

/**
 * Ebooks, and the stored-file links every content module signs (`/api/files/:token`). Returns the
 * storage and the signer so research (and later modules) share them.
 */
export async function registerEbooks(
  app: FastifyInstance,
  deps: EbooksModuleDeps,
): Promise<{ files: FileStorage; signer: UrlSigner }> {
  const files = fileStorage(deps.dataDir, { builtIn: demoDocument });
  const secret = await loadSigningSecret(deps.dataDir, deps.signingSecret);
  const signer = urlSigner(secret, deps.now, SIGNED_URL_TTL_SECONDS);
  const maxFileBytes = deps.maxFileBytes ?? EBOOK_MAX_BYTES;
  const service = ebooksService({
    db: deps.db,
    access: deps.access,
    files,
    signer,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
    maxFileBytes,
  });
  await app.register(ebooksRoutes(service, deps.brandTable, maxFileBytes));
  await app.register(filesRoutes(filesQueries(deps.db), files, signer));
  return { files, signer };
}
