import { RESEARCH_MAX_BYTES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { FileStorage, UrlSigner } from '../../platform/storage/files.ts';
import type { AccessService } from '../access/access.service.ts';
import { researchRoutes } from './research.routes.ts';
import { researchService } from './research.service.ts';

export interface ResearchModuleDeps {
  db: Db;
  access: AccessService;
  /** Shared with ebooks (`registerEbooks` returns them): one storage, one link signer. */
  files: FileStorage;
  signer: UrlSigner;
  now: () => Date;
  /** The biggest research PDF (default RESEARCH_MAX_BYTES; tests shrink it). */
  maxFileBytes?: number;
}

export async function registerResearch(app: FastifyInstance, deps: ResearchModuleDeps) {
  const maxFileBytes = deps.maxFileBytes ?? RESEARCH_MAX_BYTES;
  const service = researchService({
    db: deps.db,
    access: deps.access,
    files: deps.files,
    signer: deps.signer,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
    maxFileBytes,
  });
  await app.register(researchRoutes(service, maxFileBytes));
  return service;
}
