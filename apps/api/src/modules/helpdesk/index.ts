import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { chatFileStorage } from '../chat/chat.files.ts';
import { helpdeskRoutes } from './helpdesk.routes.ts';
import { helpdeskService } from './helpdesk.service.ts';
import { embeddedTicketProvider, glpiTicketProvider } from './ticket-provider.ts';
import type { GlpiConfig, TicketProvider } from './ticket-provider.ts';

/** Attachments up to 10 MB (HELPDESK_MESSAGES.fileTooLarge says so). */
export const HELPDESK_FILE_MAX_BYTES = 10 * 1024 * 1024;

export interface HelpdeskModuleDeps {
  db: Db;
  now: () => Date;
  mail: MessageSender;
  dataDir: string;
  publicUrl: string;
  /** GLPI_URL/GLPI_APP_TOKEN/GLPI_USER_TOKEN; absent: the embedded provider. */
  glpi: GlpiConfig | undefined;
  /** A provider instead of the configured one (tests). */
  provider?: TicketProvider;
  maxFileBytes?: number;
}

/** The staff help desk (issue 17): tickets in our tables, mirrored to GLPI when configured. */
export async function registerHelpdesk(app: FastifyInstance, deps: HelpdeskModuleDeps) {
  const maxFileBytes = deps.maxFileBytes ?? HELPDESK_FILE_MAX_BYTES;
  const service = helpdeskService({
    db: deps.db,
    now: deps.now,
    provider: deps.provider ?? (deps.glpi ? glpiTicketProvider(deps.glpi) : embeddedTicketProvider),
    files: chatFileStorage(deps.dataDir, 'helpdesk'),
    maxFileBytes,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    audit: (entry: AuditEntry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(helpdeskRoutes(service, maxFileBytes));
  // With GLPI, what its agents change there comes back here every minute.
  if (service.mirrorsOutside) {
    const timer = setInterval(() => {
      void service.syncFromProvider().catch((error: unknown) => {
        app.log.warn({ err: error }, 'helpdesk: a sincronização com o GLPI falhou');
      });
    }, HELPDESK_SYNC_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }
  return service;
}

/** How often the GLPI statuses are brought in. */
export const HELPDESK_SYNC_INTERVAL_MS = 60_000;
