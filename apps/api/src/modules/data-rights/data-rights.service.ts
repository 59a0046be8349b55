import { randomBytes } from 'node:crypto';
import {
  ANONYMISED_NAME,
  CUSTOMER_PROFILE_ID,
  DATA_REQUEST_DEADLINE_DAYS,
  DATA_RIGHTS_MESSAGES,
} from '@app/shared';
import type {
  AnswerDataRequestInput,
  CreateDataRequestInput,
  DataExport,
  DataRequest,
  DeleteMyAccountInput,
  ListDataRequestsQuery,
  ListPage,
} from '@app/shared';
import type { AuditEntry } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { dataRightsQueries } from './data-rights.queries.ts';
import type { DataRequestRow } from './data-rights.queries.ts';

export interface DataRightsDeps {
  db: Db;
  now: () => Date;
  mail: MessageSender;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Ends every session of the person in every process (the session caches included). */
  endSessions: (userId: number) => Promise<void>;
  /** Who answers for the data (the export's header). */
  controller: string;
}

const DAY_MS = 86_400_000;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function view(row: DataRequestRow): DataRequest {
  return {
    ...row,
    requested_at: iso(row.requested_at)!,
    due_at: iso(row.due_at)!,
    answered_at: iso(row.answered_at),
  };
}

/** The address a de-identified account keeps: unique per id, never deliverable (`.invalid`). */
export const anonymousEmailOf = (userId: number) => `removido-${userId}@anonimo.invalid`;

export function dataRightsService(deps: DataRightsDeps) {
  const q = dataRightsQueries(deps.db);

  async function exportOf(
    userId: number,
    known?: { id: number; name: string; email: string },
  ): Promise<DataExport> {
    const subject = known ?? (await q.subject(userId));
    if (!subject) throw new AppError('resource.not_found', 'Pessoa não encontrada.');
    return {
      generated_at: deps.now().toISOString(),
      controller: deps.controller,
      subject: { id: subject.id, name: subject.name, email: subject.email },
      sections: await q.exportOf(userId),
    };
  }

  return {
    /**
     * A person's own export: everything stored about them, as JSON. It is recorded as an
     * answered request (the queue shows when the person took their data) and audited.
     */
    async exportMine(
      subject: { id: number; name: string; email: string },
      brand: string,
    ): Promise<DataExport> {
      const userId = subject.id;
      const data = await exportOf(userId, subject);
      const at = deps.now();
      await q.insertRequest({
        userId,
        kind: 'export',
        status: 'done',
        channel: 'self',
        brand,
        note: null,
        answer: 'Arquivo JSON baixado pelo titular no perfil.',
        requestedAt: at,
        dueAt: new Date(at.getTime() + DATA_REQUEST_DEADLINE_DAYS * DAY_MS),
        createdBy: null,
        answeredAt: at,
        answeredBy: userId,
      });
      await deps.audit({ action: 'privacy.data.exported', targetType: 'user', targetId: userId });
      return data;
    },

    /** Staff answering an export request for a customer (audited with the staff member). */
    async exportFor(userId: number): Promise<DataExport> {
      const data = await exportOf(userId);
      await deps.audit({
        action: 'privacy.data.exported_by_staff',
        targetType: 'user',
        targetId: userId,
      });
      return data;
    },

    /**
     * The person deletes their account: password and the typed word confirm it; the account is
     * de-identified at once (`anonymise`), every session ends in every process, the confirmation
     * goes to the old address, and the request waits in the staff queue (other systems, such as
     * the payment processor's records, are staff's to check) with its legal deadline.
     */
    async deleteMine(
      userId: number,
      actingStaff: boolean,
      brand: string,
      input: DeleteMyAccountInput,
    ): Promise<void> {
      // Staff acting as the customer ("Acessar como") cannot close the account for them.
      if (actingStaff) throw new AppError('auth.forbidden', DATA_RIGHTS_MESSAGES.staffAccount);
      const subject = await q.subject(userId);
      if (!subject || subject.deleted_at !== null) throw new AppError('auth.required');
      if (subject.profile_id !== CUSTOMER_PROFILE_ID)
        throw new AppError('auth.forbidden', DATA_RIGHTS_MESSAGES.staffAccount);
      if (!(await verifyPassword(subject.password_hash, input.password)))
        throw new AppError('bad.request', undefined, {
          error: { password: [DATA_RIGHTS_MESSAGES.wrongPassword] },
        });
      const at = deps.now();
      // Sent first: the anonymisation then takes the address off the stored copy too.
      await deps.mail.send({
        to: subject.email,
        kind: 'account_deleted',
        subject: 'Sua conta foi excluída',
        text: `Olá, ${subject.name}.\n\nConforme você pediu, sua conta foi excluída e seus dados pessoais foram anonimizados. Guardamos apenas o que a lei exige (como os pedidos pagos), sem seu nome, e-mail ou CPF.\n\nSe não foi você, responda a este e-mail.`,
      });
      const done = await deps.db.transaction(async (tx) => {
        const old = await q.anonymise(
          userId,
          anonymousEmailOf(userId),
          ANONYMISED_NAME,
          `!removido:${randomBytes(16).toString('hex')}`,
          at,
          tx,
        );
        if (!old) return false;
        await q.insertRequest(
          {
            userId,
            kind: 'deletion',
            status: 'open',
            channel: 'self',
            brand,
            note: 'Conta excluída pelo titular no perfil; dados pessoais anonimizados na hora.',
            answer: null,
            requestedAt: at,
            dueAt: new Date(at.getTime() + DATA_REQUEST_DEADLINE_DAYS * DAY_MS),
            createdBy: null,
            answeredAt: null,
            answeredBy: null,
          },
          tx,
        );
        return true;
      });
      if (!done) throw new AppError('auth.required');
      await deps.endSessions(userId);
      await deps.audit({
        action: 'privacy.account.deleted',
        actorUserId: userId,
        targetType: 'user',
        targetId: userId,
      });
    },

    async mine(userId: number): Promise<DataRequest[]> {
      const { rows } = await q.list({ page: 1, perPage: 100, userId });
      return rows.map(view);
    },

    async list(query: ListDataRequestsQuery): Promise<ListPage<DataRequest>> {
      const { page, per_page: perPage } = query;
      const { rows, total } = await q.list({
        page,
        perPage,
        search: query.search,
        status: query.status,
        kind: query.kind,
        userId: query.user_id,
      });
      return { data: rows.map(view), meta: { total, page, per_page: perPage } };
    },

    /** Staff register a request a customer made elsewhere (e-mail, phone, letter). */
    async create(
      userId: number,
      staffId: number,
      brand: string,
      input: CreateDataRequestInput,
    ): Promise<DataRequest> {
      const subject = await q.subject(userId);
      if (!subject) throw new AppError('resource.not_found', 'Pessoa não encontrada.');
      const at = deps.now();
      const id = await q.insertRequest({
        userId,
        kind: input.kind,
        status: 'open',
        channel: 'staff',
        brand,
        note: input.note.trim(),
        answer: null,
        requestedAt: at,
        dueAt: new Date(at.getTime() + DATA_REQUEST_DEADLINE_DAYS * DAY_MS),
        createdBy: staffId,
        answeredAt: null,
        answeredBy: null,
      });
      await deps.audit({
        action: 'privacy.request.created',
        targetType: 'data_request',
        targetId: id,
        details: { user_id: userId, kind: input.kind },
      });
      return view((await q.request(id))!);
    },

    async answer(id: number, staffId: number, input: AnswerDataRequestInput): Promise<DataRequest> {
      const existing = await q.request(id);
      if (!existing) throw new AppError('resource.not_found', 'Solicitação não encontrada.');
      if (!(await q.answer(id, input.answer.trim(), staffId, deps.now())))
        throw new AppError('conflict', DATA_RIGHTS_MESSAGES.alreadyAnswered);
      await deps.audit({
        action: 'privacy.request.answered',
        targetType: 'data_request',
        targetId: id,
        details: { user_id: existing.user_id, kind: existing.kind },
      });
      return view((await q.request(id))!);
    },
  };
}

export type DataRightsService = ReturnType<typeof dataRightsService>;
