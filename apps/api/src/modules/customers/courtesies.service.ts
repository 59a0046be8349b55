import { COURTESY_TYPE_NAMES, INT4_MAX, formatDateTimeSaoPaulo } from '@app/shared';
import type { courtesyInputSchema, courtesyReportInputSchema, courtesySchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { accessService } from '../access/access.service.ts';
import { toCsv } from '../landings/csv.ts';
import { courtesiesQueries } from './courtesies.queries.ts';
import type { CourtesyRow } from './courtesies.queries.ts';
import type { CustomersService } from './customers.service.ts';
import { checkText, fieldError } from './errors.ts';

type Courtesy = z.infer<typeof courtesySchema>;
type CourtesyInput = z.output<typeof courtesyInputSchema>;
type ReportInput = z.output<typeof courtesyReportInputSchema>;

export const COURTESY_NOT_FOUND = 'Cortesia não encontrada.';
export const COURTESY_ALREADY_REVOKED = 'Esta cortesia já foi cancelada.';
export const COURTESY_OVERLAP =
  'Esta pessoa já tem uma cortesia deste produto nesse período. Cancele-a antes de dar outra.';
const DAY_MS = 86_400_000;
/** Same cap as the leads export: a spreadsheet, not a database dump. */
export const COURTESY_REPORT_LIMIT = 50_000;
/** Dates people type (and zod accepts) but PostgreSQL refuses, such as the year 0000. */
const MIN_YEAR = 1900;

function checkInstant(field: string, value: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < MIN_YEAR)
    throw fieldError(field, 'Data inválida.');
  return at;
}

function checkDay(field: string, value: string): string {
  if (Number(value.slice(0, 4)) < MIN_YEAR) throw fieldError(field, 'Data inválida.');
  return value;
}

export interface CourtesiesDeps {
  db: Db;
  customers: Pick<CustomersService, 'anyUser'>;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

export function courtesiesService({ db, customers, audit, now }: CourtesiesDeps) {
  const q = courtesiesQueries(db);
  type Row = CourtesyRow;

  function toCourtesy({ c, userName, productName, createdByName }: Row): Courtesy {
    return {
      id: c.id,
      user_id: c.userId,
      user_name: userName,
      product_id: c.productId,
      product_name: productName,
      type: c.type,
      type_name: COURTESY_TYPE_NAMES[c.type],
      starts_at: c.startsAt.toISOString(),
      ends_at: c.endsAt?.toISOString() ?? null,
      note: c.note,
      created_by_name: createdByName,
      revoked_at: c.revokedAt?.toISOString() ?? null,
      created_at: c.createdAt.toISOString(),
    };
  }

  function statusName(c: Row['c'], at: Date): string {
    if (c.revokedAt !== null) return 'Cancelada';
    if (c.startsAt > at) return 'Agendada';
    if (c.endsAt !== null && c.endsAt <= at) return 'Encerrada';
    return 'Ativa';
  }

  async function find(id: number): Promise<Courtesy> {
    const row = id <= INT4_MAX ? await q.find(id) : undefined;
    if (!row) throw new AppError('resource.not_found', COURTESY_NOT_FOUND);
    return toCourtesy(row);
  }

  return {
    find,

    /**
     * Access given without payment. The courtesy row and one grant per product item (source
     * `courtesy`, source id = the courtesy) are written in one transaction, so a courtesy never
     * exists without its access nor access without its courtesy. The end is the one chosen, else
     * the start plus the product's access period, else lifetime; an empty end (null) is read as
     * "not chosen", so a blank date field never gives lifetime access by accident.
     */
    async create(actorId: number, input: CourtesyInput): Promise<Courtesy> {
      const at = now();
      const note = checkText('note', input.note) ?? null;
      if (!(input.user_id <= INT4_MAX && (await q.liveUserExists(input.user_id))))
        throw fieldError('user_id', 'Usuário não encontrado.');
      const user = { id: input.user_id };
      const product = input.product_id <= INT4_MAX ? await q.product(input.product_id) : undefined;
      if (!product || product.deletedAt !== null)
        throw fieldError('product_id', 'Produto não encontrado.');
      if (!product.active) throw fieldError('product_id', 'Este produto está desativado.');
      const items = await q.productItems(product.id);
      if (items.length === 0)
        throw fieldError('product_id', 'Este produto não libera nenhum conteúdo.');

      const startsAt = input.starts_at ? checkInstant('starts_at', input.starts_at) : at;
      const endsAt = input.ends_at
        ? checkInstant('ends_at', input.ends_at)
        : product.days === null
          ? null
          : new Date(startsAt.getTime() + product.days * DAY_MS);
      if (endsAt !== null && endsAt <= startsAt)
        throw fieldError('ends_at', 'O fim da cortesia deve ser depois do início.');
      if (endsAt !== null && endsAt <= at)
        throw fieldError('ends_at', 'O fim da cortesia deve ser no futuro.');

      const id = await db.transaction(async (tx) => {
        // Two clicks (or two staff) giving the same courtesy at once: the second waits here,
        // then sees the first and answers 409 instead of doubling the grants.
        await q.lockPerson(user.id, tx);
        if (await q.overlaps({ userId: user.id, productId: product.id, startsAt, endsAt }, tx))
          throw new AppError('conflict', COURTESY_OVERLAP);
        const courtesyId = await q.insert(
          {
            userId: user.id,
            productId: product.id,
            type: input.type,
            startsAt,
            endsAt,
            note,
            createdBy: actorId,
            // The app's clock, not the database's: the report's days follow the same time.
            createdAt: at,
          },
          tx,
        );
        const grants = accessService(tx, now);
        for (const item of items)
          await grants.grant({
            userId: user.id,
            kind: item.kind,
            targetId: item.targetId,
            startsAt,
            endsAt,
            source: 'courtesy',
            sourceId: courtesyId,
            createdBy: actorId,
            note,
          });
        return courtesyId;
      });
      await audit({
        action: 'courtesy.create',
        targetType: 'user',
        targetId: user.id,
        details: {
          courtesy_id: id,
          product_id: product.id,
          type: input.type,
          grants: items.length,
          starts_at: startsAt.toISOString(),
          ends_at: endsAt?.toISOString() ?? null,
        },
      });
      return find(id);
    },

    /** Cancelling ends the courtesy and every grant it gave at this instant. */
    async revoke(id: number): Promise<Courtesy> {
      const current = await find(id);
      if (current.revoked_at !== null) throw new AppError('conflict', COURTESY_ALREADY_REVOKED);
      const at = now();
      const revokedGrants = await db.transaction(async (tx) => {
        // Someone cancelled it between the read and this write.
        if (!(await q.revoke(id, at, tx))) throw new AppError('conflict', COURTESY_ALREADY_REVOKED);
        return accessService(tx, now).revokeSource('courtesy', id, at);
      });
      await audit({
        action: 'courtesy.revoke',
        targetType: 'user',
        targetId: current.user_id,
        details: { courtesy_id: id, revoked_grants: revokedGrants },
      });
      return find(id);
    },

    /** A person's courtesies, newest first ("Relatório de cortesias" of the customer screen). */
    async listForUser(userId: number, query: { page: number; per_page: number }) {
      await customers.anyUser(userId);
      const { rows, total } = await q.listForUser(
        userId,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toCourtesy),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /**
     * Courtesies given in a period: `from` and `to` are whole days in America/Sao_Paulo (the
     * day people see), converted to instants by PostgreSQL's time-zone rules, so 01/01 starts at
     * 03:00 UTC. Oldest first, like a ledger. JSON rows, or the CSV file staff open in a
     * spreadsheet (the landings export's writer: UTF-8 with BOM, CSV-injection safe).
     */
    async report(input: ReportInput) {
      const from = checkDay('from', input.from);
      const to = checkDay('to', input.to);
      if (to < from) throw fieldError('to', 'A data final deve ser igual ou posterior à inicial.');
      const { rows, total } = await q.report({
        from,
        to,
        ...(input.type ? { type: input.type } : {}),
        limit: COURTESY_REPORT_LIMIT,
      });
      await audit({
        action: 'courtesy.report',
        details: { from, to, type: input.type ?? null, format: input.format, rows: rows.length },
      });
      if (input.format === 'csv') {
        const at = now();
        const when = (d: Date | null) => (d ? formatDateTimeSaoPaulo(d, 'DD/MM/YYYY HH:mm') : null);
        const csv = toCsv(
          [
            'Data',
            'Cliente',
            'E-mail',
            'Produto',
            'Tipo',
            'Início',
            'Fim',
            'Situação',
            'Criada por',
            'Cancelada em',
            'Observação',
          ],
          rows.map((r) => [
            when(r.c.createdAt),
            r.userName,
            r.userEmail,
            r.productName,
            COURTESY_TYPE_NAMES[r.c.type],
            when(r.c.startsAt),
            when(r.c.endsAt) ?? 'Vitalícia',
            statusName(r.c, at),
            r.createdByName,
            when(r.c.revokedAt),
            r.c.note,
          ]),
        );
        return { format: 'csv' as const, fileName: `cortesias-${from}-a-${to}.csv`, csv };
      }
      return {
        format: 'json' as const,
        report: {
          from,
          to,
          type: input.type ?? null,
          total,
          data: rows.map(toCourtesy),
        },
      };
    },
  };
}
export type CourtesiesService = ReturnType<typeof courtesiesService>;
