import {
  GRANT_IMPORT_MESSAGES as M,
  INT4_MAX,
  parseReleaseCsv,
  saoPauloDay,
  saoPauloInstant,
} from '@app/shared';
import type {
  CsvReleaseLine,
  GrantImport,
  GrantImportPreview,
  GrantImportPreviewRow,
  GrantImportResult,
  emailBindInputSchema,
  grantImportListQuerySchema,
  xpReleaseInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { GrantImportKind, GrantKind } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { accessService } from '../access/access.service.ts';
import { grantImportsQueries } from './grant-imports.queries.ts';
import type { GrantImportListRow, GrantImportValues } from './grant-imports.queries.ts';

type XpInput = z.output<typeof xpReleaseInputSchema>;
type BindInput = z.output<typeof emailBindInputSchema>;
type ReleaseInput = XpInput | BindInput;
type ListQuery = z.output<typeof grantImportListQuerySchema>;

const DAY_MS = 86_400_000;
const SUBJECT_FIELD: Record<GrantImportKind, 'code' | 'email'> = {
  xp: 'code',
  email_bind: 'email',
};

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

/** Access ends when the São Paulo day `day` ends: at the start of the next one. */
export function endOfSaoPauloDay(day: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return new Date(saoPauloInstant(next));
}

/** The release a line describes, resolved to ids. */
interface Release {
  productId: number | null;
  signatureTypeId: number | null;
  courseIds: number[];
  days: number | null;
  endsOn: string | null;
  note: string | null;
}

/**
 * What makes a release the same one twice: the code (one release per XP client), or the address
 * with what it opens and for how long (importing one purchase twice binds it once).
 */
export function releaseKey(kind: GrantImportKind, subject: string, r: Release): string {
  if (kind === 'xp') return subject;
  const courses = [...new Set(r.courseIds)].sort((a, b) => a - b).join(',');
  return `${subject}|p:${r.productId ?? ''}|s:${r.signatureTypeId ?? ''}|c:${courses}|d:${r.days ?? ''}|e:${r.endsOn ?? ''}`;
}

export interface GrantImportsDeps {
  db: Db;
  now: () => Date;
  audit: (entry: AuditEntry) => Promise<void>;
}

/**
 * XP client releases and e-mail binds (issue 17). A release waits (`pending`) until a person
 * takes it — signing up or redeeming with the code, or an account with the address existing or
 * being created — and is then applied once: `claim` is a conditional update in the transaction
 * that writes the grants (source `xp` / `email_bind`), and `access_grants_import_once` refuses a
 * second grant of one content by one release. Binds of one address are serialised by an
 * advisory lock, so an import racing that address's sign-up is applied by exactly one of them.
 */
export function grantImportsService({ db, now, audit }: GrantImportsDeps) {
  const q = grantImportsQueries(db);
  const stamp = (v: Date | string) => new Date(v);

  function status(row: GrantImportListRow, at: Date): GrantImport['status'] {
    if (row.applied_at !== null) return 'applied';
    if (row.ends_at !== null && stamp(row.ends_at) <= at) return 'expired';
    return 'pending';
  }

  function toView(row: GrantImportListRow, at: Date): GrantImport {
    return {
      id: row.id,
      kind: row.kind,
      code: row.code,
      email: row.email,
      product:
        row.product_id !== null ? { id: row.product_id, name: row.product_name ?? '' } : null,
      signature_type:
        row.signature_type_id !== null
          ? { id: row.signature_type_id, name: row.signature_type_name ?? '' }
          : null,
      courses: row.courses ?? [],
      days: row.days,
      // The last São Paulo day of access is the day before the instant it ends.
      ends_on:
        row.ends_at === null ? null : saoPauloDay(new Date(stamp(row.ends_at).getTime() - 1)),
      note: row.note,
      status: status(row, at),
      applied_at: row.applied_at === null ? null : stamp(row.applied_at).toISOString(),
      applied_user:
        row.applied_user_id !== null
          ? {
              id: row.applied_user_id,
              name: row.applied_user_name ?? '',
              email: row.applied_user_email ?? '',
            }
          : null,
      created_by_name: row.created_by_name,
      created_at: stamp(row.created_at).toISOString(),
    };
  }

  async function find(kind: GrantImportKind, id: number): Promise<GrantImport> {
    const row = id <= INT4_MAX ? await q.find(kind, id) : undefined;
    if (!row) throw new AppError('resource.not_found', M.notFound);
    return toView(row, now());
  }

  function values(
    kind: GrantImportKind,
    subject: string,
    r: Release,
    actorId: number | null,
  ): GrantImportValues {
    return {
      kind,
      code: kind === 'xp' ? subject : null,
      email: kind === 'email_bind' ? subject : null,
      key: releaseKey(kind, subject, r),
      productId: kind === 'email_bind' ? r.productId : null,
      signatureTypeId: r.signatureTypeId,
      courseIds: [...new Set(r.courseIds)],
      days: r.days,
      endsAt: r.endsOn === null ? null : endOfSaoPauloDay(r.endsOn),
      note: r.note,
      createdBy: actorId,
    };
  }

  /**
   * Applies one release to a person inside `tx`: answers how many grants it wrote, or null when
   * it was no longer pending (someone else took it first, or it expired).
   */
  async function applyRelease(
    id: number,
    userId: number,
    actorId: number | null,
    tx: Db,
  ): Promise<{ id: number; kind: GrantImportKind; grants: number } | null> {
    const at = now();
    const row = await q.claim(id, userId, at, tx);
    if (!row) return null;
    const items: { kind: GrantKind; targetId: number }[] = [
      ...(row.product_id !== null ? await q.productItems(row.product_id, tx) : []),
      ...(row.signature_type_id !== null
        ? [{ kind: 'signature' as const, targetId: row.signature_type_id }]
        : []),
      ...row.course_ids.map((targetId) => ({ kind: 'course' as const, targetId })),
    ];
    const unique = [...new Map(items.map((i) => [`${i.kind}:${i.targetId}`, i])).values()];
    const endsAt =
      row.days !== null
        ? new Date(at.getTime() + row.days * DAY_MS)
        : row.ends_at === null
          ? null
          : stamp(row.ends_at);
    const access = accessService(tx, now);
    for (const item of unique)
      await access.grant({
        userId,
        kind: item.kind,
        targetId: item.targetId,
        startsAt: at,
        endsAt,
        source: row.kind,
        sourceId: row.id,
        createdBy: actorId,
        note: row.note,
      });
    return { id: row.id, kind: row.kind, grants: unique.length };
  }

  async function auditApplied(
    applied: { id: number; kind: GrantImportKind; grants: number }[],
    userId: number,
    actorId: number | null,
  ) {
    for (const a of applied)
      await audit({
        action: a.kind === 'xp' ? 'xp_release.applied' : 'email_bind.applied',
        ...(actorId !== null ? { actorUserId: actorId } : {}),
        targetType: 'user',
        targetId: userId,
        details: { release_id: a.id, grants: a.grants },
      });
  }

  /** Checks that what a release names exists; field errors in pt-BR. */
  async function checkReferences(kind: GrantImportKind, input: ReleaseInput) {
    const refs = await q.references({
      products:
        kind === 'email_bind' && input.product_id !== null ? [String(input.product_id)] : [],
      signatures: input.signature_type_id !== null ? [String(input.signature_type_id)] : [],
      courses: input.course_ids.map(String),
    });
    if (
      kind === 'email_bind' &&
      input.product_id !== null &&
      !refs.some((r) => r.kind === 'product')
    )
      throw fieldError('product_id', M.unknownProduct);
    if (input.signature_type_id !== null && !refs.some((r) => r.kind === 'signature'))
      throw fieldError('signature_type_id', M.unknownSignature);
    const found = new Set(refs.filter((r) => r.kind === 'course').map((r) => r.id));
    const missing = input.course_ids.find((id) => !found.has(id));
    if (missing !== undefined) throw fieldError('course_ids', M.unknownCourse(String(missing)));
    if (
      kind === 'xp' &&
      input.product_id !== null &&
      input.signature_type_id === null &&
      !input.course_ids.length
    )
      throw fieldError('course_ids', M.releases);
    if (input.ends_on !== null && input.ends_on < saoPauloDay(now()))
      throw fieldError('ends_on', M.endsOnPast);
  }

  const release = (input: ReleaseInput): Release => ({
    productId: input.product_id,
    signatureTypeId: input.signature_type_id,
    courseIds: input.course_ids,
    days: input.days,
    endsOn: input.ends_on,
    note: input.note,
  });
  const subjectOf = (input: ReleaseInput): string => ('code' in input ? input.code : input.email);

  /** Lines of a CSV checked against the database: unknown names, repeats, keys already held. */
  async function resolve(kind: GrantImportKind, csv: string) {
    const parsed = parseReleaseCsv(csv, kind, saoPauloDay(now()));
    if ('error' in parsed) throw fieldError('csv', parsed.error);
    const lines = parsed.lines;
    const refs = await q.references({
      products: [...new Set(lines.flatMap((l) => (l.product ? [l.product] : [])))],
      signatures: [...new Set(lines.flatMap((l) => (l.signature ? [l.signature] : [])))],
      courses: [...new Set(lines.flatMap((l) => l.courses))],
    });
    const byRef = new Map(refs.map((r) => [`${r.kind}:${r.ref}`, r]));
    const resolved = lines.map((line) => {
      const errors = [...line.errors];
      const product = line.product ? byRef.get(`product:${line.product}`) : undefined;
      const signature = line.signature ? byRef.get(`signature:${line.signature}`) : undefined;
      if (line.product && !product) errors.push(M.unknownProduct);
      if (line.signature && !signature) errors.push(M.unknownSignature);
      const courses = line.courses.map((c) => ({ ref: c, found: byRef.get(`course:${c}`) }));
      for (const c of courses) if (!c.found) errors.push(M.unknownCourse(c.ref));
      const r: Release = {
        productId: product?.id ?? null,
        signatureTypeId: signature?.id ?? null,
        courseIds: courses.flatMap((c) => (c.found ? [c.found.id] : [])),
        days: line.days,
        endsOn: line.ends_on,
        note: line.note,
      };
      return {
        line,
        r,
        errors,
        product,
        signature,
        courses,
        key: releaseKey(kind, line.subject, r),
      };
    });
    const seen = new Map<string, number>();
    for (const row of resolved) {
      if (row.errors.length > 0) continue;
      const first = seen.get(row.key);
      if (first !== undefined) row.errors.push(M.duplicateInFile(first));
      else seen.set(row.key, row.line.line);
    }
    const taken = await q.existingKeys(
      kind,
      resolved.filter((r) => r.errors.length === 0).map((r) => r.key),
    );
    for (const row of resolved)
      if (row.errors.length === 0 && taken.has(row.key))
        row.errors.push(kind === 'xp' ? M.codeTaken : M.bindTaken);
    return resolved;
  }

  function previewRow(row: Awaited<ReturnType<typeof resolve>>[number]): GrantImportPreviewRow {
    const line: CsvReleaseLine = row.line;
    return {
      line: line.line,
      subject: line.subject,
      product: row.product?.name ?? line.product,
      signature_type: row.signature?.name ?? line.signature,
      courses: row.courses.map((c) => c.found?.name ?? c.ref),
      days: line.days,
      ends_on: line.ends_on,
      errors: row.errors,
    };
  }

  /**
   * Writes releases (one transaction) and applies at once the binds whose account exists. Binds
   * take their addresses' locks first, in order (no deadlock between two imports).
   */
  async function write(kind: GrantImportKind, rows: GrantImportValues[], actorId: number) {
    const applied: { id: number; kind: GrantImportKind; grants: number; userId: number }[] = [];
    const created = await db.transaction(async (tx) => {
      const emails = [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))].sort();
      for (const email of emails) await q.lockEmail(email, tx);
      const inserted = await q.insertMany(rows, tx);
      for (const row of inserted) {
        if (row.email === null) continue;
        const userId = await q.userIdByEmail(row.email, tx);
        if (userId === undefined) continue;
        const done = await applyRelease(row.id, userId, actorId, tx);
        if (done) applied.push({ ...done, userId });
      }
      return inserted;
    });
    for (const a of applied) await auditApplied([a], a.userId, actorId);
    return { created, applied: applied.length };
  }

  return {
    find,

    async list(kind: GrantImportKind, query: ListQuery) {
      const at = now();
      const rows = await q.list({
        kind,
        ...(query.search ? { search: query.search } : {}),
        ...(query.status ? { status: query.status } : {}),
        at,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        data: rows.map((r) => toView(r, at)),
        meta: { total: rows[0]?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async options() {
      const rows = await q.options();
      const of = (kind: string) =>
        rows.filter((r) => r.kind === kind).map(({ id, name }) => ({ id, name }));
      return { products: of('product'), signature_types: of('signature'), courses: of('course') };
    },

    /** One release typed by staff (409 when the code, or the same bind, is already there). */
    async create(
      kind: GrantImportKind,
      actorId: number,
      input: ReleaseInput,
    ): Promise<GrantImport> {
      await checkReferences(kind, input);
      const row = values(kind, subjectOf(input), release(input), actorId);
      const { created } = await write(kind, [row], actorId);
      const id = created[0]?.id;
      if (id === undefined)
        throw new AppError('conflict', kind === 'xp' ? M.codeTaken : M.bindTaken, {
          error: { [SUBJECT_FIELD[kind]]: [kind === 'xp' ? M.codeTaken : M.bindTaken] },
        });
      await audit({
        action: kind === 'xp' ? 'xp_release.create' : 'email_bind.create',
        targetType: 'grant_import',
        targetId: id,
      });
      return find(kind, id);
    },

    /** A pending release may still change (an applied one is history: 409). */
    async update(
      kind: GrantImportKind,
      id: number,
      actorId: number,
      input: ReleaseInput,
    ): Promise<GrantImport> {
      await find(kind, id);
      await checkReferences(kind, input);
      const { createdBy: _createdBy, ...changes } = values(
        kind,
        subjectOf(input),
        release(input),
        actorId,
      );
      let row;
      try {
        row = await q.update(kind, id, changes);
      } catch (error) {
        if (isUniqueViolation(error, 'grant_imports_kind_key_unique'))
          throw new AppError('conflict', kind === 'xp' ? M.codeTaken : M.bindTaken, {
            error: { [SUBJECT_FIELD[kind]]: [kind === 'xp' ? M.codeTaken : M.bindTaken] },
          });
        throw error;
      }
      if (!row) throw new AppError('conflict', M.alreadyApplied);
      await audit({
        action: kind === 'xp' ? 'xp_release.update' : 'email_bind.update',
        targetType: 'grant_import',
        targetId: id,
      });
      // A bind edited to an address with an account is applied now.
      if (kind === 'email_bind' && row.email !== null) {
        const email = row.email;
        const applied = await db.transaction(async (tx) => {
          await q.lockEmail(email, tx);
          const userId = await q.userIdByEmail(email, tx);
          const done = userId === undefined ? null : await applyRelease(id, userId, actorId, tx);
          return done && userId !== undefined ? { done, userId } : null;
        });
        if (applied) await auditApplied([applied.done], applied.userId, actorId);
      }
      return find(kind, id);
    },

    async remove(kind: GrantImportKind, id: number): Promise<void> {
      const row = id <= INT4_MAX ? await q.deletePending(kind, id) : undefined;
      if (!row) {
        if (id <= INT4_MAX && (await q.exists(kind, id)))
          throw new AppError('conflict', M.alreadyApplied);
        throw new AppError('resource.not_found', M.notFound);
      }
      await audit({
        action: kind === 'xp' ? 'xp_release.delete' : 'email_bind.delete',
        targetType: 'grant_import',
        targetId: id,
        details: { key: row.kind === 'xp' ? row.code : row.email },
      });
    },

    /** The CSV's lines as they would be imported, each with its problems; nothing is written. */
    async preview(kind: GrantImportKind, csv: string): Promise<GrantImportPreview> {
      const rows = (await resolve(kind, csv)).map(previewRow);
      const invalid = rows.filter((r) => r.errors.length > 0).length;
      return { rows, valid: rows.length - invalid, invalid };
    },

    /** Imports the CSV's valid lines (checked again now); lines with problems are left out. */
    async importCsv(
      kind: GrantImportKind,
      actorId: number,
      csv: string,
    ): Promise<GrantImportResult> {
      const rows = await resolve(kind, csv);
      const valid = rows.filter((r) => r.errors.length === 0);
      if (valid.length === 0) throw fieldError('csv', M.csvNothingValid);
      const { created, applied } = await write(
        kind,
        valid.map((r) => values(kind, r.line.subject, r.r, actorId)),
        actorId,
      );
      const result = { created: created.length, applied, skipped: rows.length - created.length };
      await audit({
        action: kind === 'xp' ? 'xp_release.import' : 'email_bind.import',
        details: { lines: rows.length, ...result },
      });
      return result;
    },

    /** Whether a code may still be used; says nothing of whom it was released for. */
    async codeAvailable(code: string): Promise<boolean> {
      return (await q.pendingCode(code, now())) !== undefined;
    },

    /**
     * The person takes the release of an XP code (sign-up, the profile): its grants, once.
     * Answers how many grants it wrote; null when the code is not (or no longer) available.
     */
    async redeemCode(userId: number, code: string): Promise<number | null> {
      const pending = await q.pendingCode(code, now());
      if (!pending) return null;
      const done = await db.transaction((tx) => applyRelease(pending.id, userId, userId, tx));
      if (!done) return null;
      await auditApplied([done], userId, userId);
      return done.grants;
    },

    /**
     * A new account (sign-up, staff-created user or customer): the binds waiting for its address
     * are applied now. Answers how many releases were applied.
     */
    async applyToNewAccount(user: { id: number; email: string }): Promise<number> {
      const email = user.email.toLowerCase();
      const applied = await db.transaction(async (tx) => {
        await q.lockEmail(email, tx);
        const done = [];
        for (const { id } of await q.pendingBindIds(email, now(), tx)) {
          const one = await applyRelease(id, user.id, null, tx);
          if (one) done.push(one);
        }
        return done;
      });
      await auditApplied(applied, user.id, null);
      return applied.length;
    },
  };
}
export type GrantImportsService = ReturnType<typeof grantImportsService>;
