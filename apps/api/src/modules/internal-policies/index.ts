import { INTERNAL_POLICY_MAX_BYTES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit, auditValues } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { FileStorage, UrlSigner } from '../../platform/storage/files.ts';
import { internalPoliciesRoutes } from './internal-policies.routes.ts';
import { internalPoliciesService } from './internal-policies.service.ts';

export interface InternalPoliciesModuleDeps {
  db: Db;
  /** Shared with ebooks and research (`registerEbooks` returns them). */
  files: FileStorage;
  signer: UrlSigner;
  now: () => Date;
  /** The biggest policy PDF (default INTERNAL_POLICY_MAX_BYTES; tests shrink it). */
  maxFileBytes?: number;
}

/** Políticas internas and the hub's policies and procedures (issue 17). */
export async function registerInternalPolicies(
  app: FastifyInstance,
  deps: InternalPoliciesModuleDeps,
) {
  const maxFileBytes = deps.maxFileBytes ?? INTERNAL_POLICY_MAX_BYTES;
  const service = internalPoliciesService({
    db: deps.db,
    now: deps.now,
    files: deps.files,
    signer: deps.signer,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    auditLine: (entry) => auditValues(currentRequest(), entry),
    maxFileBytes,
  });
  await app.register(internalPoliciesRoutes(service, maxFileBytes));
  return service;
}
