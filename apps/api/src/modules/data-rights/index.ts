import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { dataRightsRoutes } from './data-rights.routes.ts';
import { dataRightsService } from './data-rights.service.ts';

export interface DataRightsModuleDeps {
  db: Db;
  now: () => Date;
  mail: MessageSender;
  brandTable: readonly BrandOriginRule[];
  endSessions: (userId: number) => Promise<void>;
}

/** The data subject's rights (issue 16): export, account deletion, the staff queue. */
export async function registerDataRights(app: FastifyInstance, deps: DataRightsModuleDeps) {
  const service = dataRightsService({
    db: deps.db,
    now: deps.now,
    mail: deps.mail,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    endSessions: deps.endSessions,
    controller: 'LS Trader Educação Financeira Ltda. — encarregado: privacidade@lstrader.com.br',
  });
  await app.register(dataRightsRoutes(service, deps.brandTable));
  return service;
}
