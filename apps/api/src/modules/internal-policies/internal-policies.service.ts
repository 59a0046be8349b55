import {
  CUSTOMER_PROFILE_ID,
  INTERNAL_POLICY_MESSAGES as M,
  formatDateTimeSaoPaulo,
  pdfFileMessage,
} from '@app/shared';
import type {
  InternalPolicy,
  InternalPolicyConfirmation,
  InternalPolicyOptions,
  InternalPolicyReaders,
  InternalPolicyRow,
  InternalPolicyVersion,
  InternalPolicyVersionSummary,
  ListPage,
  MyInternalPolicy,
  MyInternalPolicyList,
  MyPendingInternalPolicies,
  internalPolicyInputSchema,
  internalPolicyListQuerySchema,
  internalPolicyReadersQuerySchema,
  myInternalPolicyQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { AuditValues } from '../../platform/audit.queries.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { FileStorage, UploadStream, UrlSigner } from '../../platform/storage/files.ts';
import { displayFileName } from '../ebooks/ebooks.service.ts';
import { PT_BR_SPREADSHEET, toCsv } from '../landings/csv.ts';
import { internalPoliciesQueries } from './internal-policies.queries.ts';
import type { PolicyRecordRow, VersionRow, VersionViewRow } from './internal-policies.queries.ts';

type PolicyInput = z.output<typeof internalPolicyInputSchema>;
type ListQuery = z.output<typeof internalPolicyListQuerySchema>;
type ReadersQuery = z.output<typeof internalPolicyReadersQuerySchema>;
type HubQuery = z.output<typeof myInternalPolicyQuerySchema>;

/** The signed-in staff member reading the hub. */
export interface Reader {
  userId: number;
  profileId: number;
}

export interface Upload {
  stream: UploadStream;
  mimetype: string;
  filename: string;
}

export interface InternalPoliciesDeps {
  db: Db;
  now: () => Date;
  files: FileStorage;
  signer: UrlSigner;
  audit: (entry: AuditEntry) => Promise<void>;
  /** The audit line of the current request, for a statement that writes it itself. */
  auditLine: (entry: AuditEntry) => AuditValues;
  maxFileBytes: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : iso(value);

const notFound = () => new AppError('resource.not_found', M.notFound);
function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

/**
 * Políticas internas: staff write versioned documents; a published version is frozen (the next
 * text is a new version, which everyone in the audience confirms again); each staff member
 * reads the ones meant for their profile and confirms "Li e concordo" once per version.
 */
export function internalPoliciesService({
  db,
  now,
  files,
  signer,
  audit,
  auditLine,
  maxFileBytes,
}: InternalPoliciesDeps) {
  const q = internalPoliciesQueries(db);

  function toRecord(row: PolicyRecordRow): InternalPolicy {
    const versions: InternalPolicyVersionSummary[] = row.versions.map((v) => ({
      id: v.id,
      version: v.version,
      title: v.title,
      status: v.published_at ? 'published' : 'draft',
      published_at: isoOrNull(v.published_at),
      published_by: v.published_by,
      change_note: v.change_note,
      has_body: v.has_body,
      file: v.has_file
        ? { file_name: v.file_name ?? 'politica.pdf', size_bytes: Number(v.file_size_bytes ?? 0) }
        : null,
      confirmed: Number(v.confirmed),
      audience_size: v.published_at ? row.audience_size : 0,
    }));
    const latest = row.versions[0]!;
    const current = row.versions.find((v) => v.id === row.current_version_id);
    const latestIsDraft = latest.published_at === null;
    return {
      id: row.id,
      title: latest.title,
      category: row.category,
      summary: latest.summary,
      body_html: row.latest_body_html,
      // The note belongs to the next version: a published one's note is not offered again.
      change_note: latestIsDraft ? latest.change_note : null,
      required_reading: row.required_reading,
      audience: row.audience,
      profile_ids: row.profile_ids,
      latest_version: {
        id: latest.id,
        version: latest.version,
        status: latestIsDraft ? 'draft' : 'published',
      },
      file: versions[0]!.file,
      current_version: current?.version ?? null,
      versions,
      updated_at: iso(row.updated_at),
    };
  }

  async function record(id: number): Promise<InternalPolicy> {
    const row = await q.record(id);
    if (!row) throw notFound();
    return toRecord(row);
  }

  /** The chosen profiles exist and are staff profiles (none for 'all'). */
  async function audienceProfiles(input: PolicyInput): Promise<number[]> {
    if (input.audience === 'all') return [];
    const ids = [...new Set(input.profile_ids)];
    if (ids.includes(CUSTOMER_PROFILE_ID)) throw fieldError('profile_ids', M.customerProfile);
    const found = await q.existingProfiles(ids);
    if (found.length !== ids.length)
      throw fieldError('profile_ids', 'O registro informado não existe.');
    return ids;
  }

  function content(input: PolicyInput) {
    return {
      title: input.title,
      summary: input.summary,
      bodyHtml: cleanHtml(input.body_html),
      changeNote: input.change_note,
    };
  }

  const sameText = (a: VersionRow, b: ReturnType<typeof content>) =>
    a.title === b.title && a.summary === b.summary && a.bodyHtml === b.bodyHtml;

  /** Publishes a draft inside `tx`: it must have a text or a PDF; it becomes the current one. */
  async function publishDraft(draft: VersionRow, actorId: number, at: Date, tx: Db) {
    if (!draft.bodyHtml && !draft.fileKey) throw fieldError('body_html', M.contentRequired);
    await q.updateDraft(draft.id, { updatedAt: at, publishedAt: at, publishedBy: actorId }, tx);
    await q.updatePolicy(draft.policyId, { currentVersionId: draft.id }, tx);
  }

  const changed = (action: string, policyId: number, details?: Record<string, unknown>) =>
    audit({
      action: `internal_policy.${action}`,
      targetType: 'internal_policy',
      targetId: policyId,
      ...(details ? { details } : {}),
    });

  function signedFile(row: VersionViewRow, userId: number): InternalPolicyVersion['file'] {
    if (!row.file_key) return null;
    const inline = signer.sign({ key: row.file_key, userId, disposition: 'inline' });
    const download = signer.sign({ key: row.file_key, userId, disposition: 'attachment' });
    return {
      file_name: row.file_name ?? 'politica.pdf',
      size_bytes: Number(row.file_size_bytes ?? 0),
      view_url: inline.url,
      download_url: download.url,
      expires_at: inline.expires_at,
    };
  }

  function toVersion(row: VersionViewRow, userId: number): InternalPolicyVersion {
    return {
      id: row.id,
      policy_id: row.policy_id,
      version: row.version,
      status: row.published_at ? 'published' : 'draft',
      title: row.title,
      summary: row.summary,
      body_html: row.body_html,
      change_note: row.change_note,
      published_at: isoOrNull(row.published_at),
      file: signedFile(row, userId),
    };
  }

  async function readersOf(versionId: number, query: ReadersQuery, limit: number, offset: number) {
    const row = await q.readers(versionId, query, limit, offset);
    if (!row) throw new AppError('resource.not_found', M.versionNotFound);
    if (!row.published) throw new AppError('bad.request', M.notPublished);
    return row;
  }

  return {
    // ------------------------------------------------------------------ staff
    async list(query: ListQuery): Promise<ListPage<InternalPolicyRow>> {
      const offset = (query.page - 1) * query.per_page;
      const filter = {
        search: query.search,
        category: query.category,
        status: query.status,
        required: query.required,
      };
      const rows = await q.staffPage(filter, query.per_page, offset);
      const total = rows[0]?.total ?? (offset === 0 ? 0 : await q.staffCount(filter));
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          category: r.category,
          required_reading: r.required_reading,
          audience: r.audience,
          profiles: r.profiles,
          current_version: r.current_version,
          has_draft: r.has_draft,
          published_at: isoOrNull(r.published_at),
          confirmed: r.confirmed,
          audience_size: r.audience_size,
          updated_at: iso(r.updated_at),
        })),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    options: (): Promise<InternalPolicyOptions> => q.options(),

    find: record,

    async create(input: PolicyInput, actorId: number): Promise<InternalPolicy> {
      const profileIds = await audienceProfiles(input);
      const text = content(input);
      if (input.publish && !text.bodyHtml) throw fieldError('body_html', M.contentRequired);
      const at = now();
      const id = await db.transaction(async (tx) => {
        const policy = await q.insertPolicy(
          {
            category: input.category,
            requiredReading: input.required_reading,
            audience: input.audience,
            createdBy: actorId,
            updatedBy: actorId,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        await q.setProfiles(policy.id, profileIds, tx);
        const draft = await q.insertVersion(
          {
            ...text,
            policyId: policy.id,
            version: 1,
            createdBy: actorId,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        if (input.publish) await publishDraft(draft, actorId, at, tx);
        return policy.id;
      });
      await changed(input.publish ? 'create_published' : 'create', id, { version: 1 });
      return record(id);
    },

    /**
     * The category, flag and audience change in place. The text: a draft is edited in place; a
     * published newest version stays as it is and a changed text opens the next version (a draft,
     * carrying the PDF over). `publish` then publishes the draft, if there is one.
     */
    async update(id: number, input: PolicyInput, actorId: number): Promise<InternalPolicy> {
      const profileIds = await audienceProfiles(input);
      const text = content(input);
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const locked = await q.lockWithLatest(id, tx);
        if (!locked) throw notFound();
        const { latest } = locked;
        await q.updatePolicy(
          id,
          {
            category: input.category,
            requiredReading: input.required_reading,
            audience: input.audience,
            updatedBy: actorId,
            updatedAt: at,
          },
          tx,
        );
        await q.setProfiles(id, profileIds, tx);
        let draft: VersionRow | null = null;
        let opened = false;
        if (latest.publishedAt === null) {
          draft = (await q.updateDraft(latest.id, { ...text, updatedAt: at }, tx)) ?? null;
        } else if (!sameText(latest, text)) {
          draft = await q.insertVersion(
            {
              ...text,
              policyId: id,
              version: latest.version + 1,
              fileKey: latest.fileKey,
              fileName: latest.fileName,
              fileSizeBytes: latest.fileSizeBytes,
              createdBy: actorId,
              createdAt: at,
              updatedAt: at,
            },
            tx,
          );
          opened = true;
        }
        if (input.publish && draft) await publishDraft(draft, actorId, at, tx);
        return {
          version: draft?.version ?? latest.version,
          opened,
          published: input.publish && draft !== null,
        };
      });
      await changed(outcome.published ? 'publish' : outcome.opened ? 'new_version' : 'update', id, {
        version: outcome.version,
      });
      return record(id);
    },

    /** Publishes the newest version when it is a draft (409 when there is none). */
    async publish(id: number, actorId: number): Promise<InternalPolicy> {
      const at = now();
      const version = await db.transaction(async (tx) => {
        const locked = await q.lockWithLatest(id, tx);
        if (!locked) throw notFound();
        if (locked.latest.publishedAt !== null) throw new AppError('conflict', M.nothingToPublish);
        await publishDraft(locked.latest, actorId, at, tx);
        await q.updatePolicy(id, { updatedBy: actorId, updatedAt: at }, tx);
        return locked.latest.version;
      });
      await changed('publish', id, { version });
      return record(id);
    },

    /**
     * The PDF of the draft (a published newest version opens the next version with it). The old
     * draft's file leaves the disk unless an older version still holds it.
     */
    async uploadFile(id: number, upload: Upload | null, actorId: number): Promise<InternalPolicy> {
      const rules = {
        maxBytes: maxFileBytes,
        message: pdfFileMessage(maxFileBytes),
        field: 'file',
      };
      if (!upload) throw fieldError('file', rules.message);
      if (!(await q.record(id))) {
        upload.stream.resume();
        throw notFound();
      }
      const stored = await files.savePdf(upload.stream, upload.mimetype, rules);
      const at = now();
      const file = {
        fileKey: stored.key,
        fileName: displayFileName(upload.filename),
        fileSizeBytes: stored.sizeBytes,
      };
      let replaced: string | null = null;
      let version: number;
      try {
        version = await db.transaction(async (tx) => {
          const locked = await q.lockWithLatest(id, tx);
          if (!locked) throw notFound();
          const { latest } = locked;
          if (latest.publishedAt === null) {
            replaced = latest.fileKey;
            await q.updateDraft(latest.id, { ...file, updatedAt: at }, tx);
            return latest.version;
          }
          const next = await q.insertVersion(
            {
              title: latest.title,
              summary: latest.summary,
              bodyHtml: latest.bodyHtml,
              changeNote: null,
              ...file,
              policyId: id,
              version: latest.version + 1,
              createdBy: actorId,
              createdAt: at,
              updatedAt: at,
            },
            tx,
          );
          await q.updatePolicy(id, { updatedBy: actorId, updatedAt: at }, tx);
          return next.version;
        });
      } catch (error) {
        await files.remove(stored.key);
        throw error;
      }
      if (replaced && replaced !== stored.key && !(await q.fileInUse(replaced)))
        await files.remove(replaced);
      await changed('upload', id, { version, size_bytes: stored.sizeBytes });
      return record(id);
    },

    /** Archives the policy: it leaves every list; versions and confirmations stay as records. */
    async remove(id: number, actorId: number): Promise<void> {
      const at = now();
      const found = await db.transaction(async (tx) => {
        const locked = await q.lockWithLatest(id, tx);
        if (!locked) return false;
        await q.updatePolicy(id, { deletedAt: at, updatedBy: actorId, updatedAt: at }, tx);
        return true;
      });
      if (!found) throw notFound();
      await changed('archive', id);
    },

    /** Any version's text as staff read it (drafts too), with short links to its PDF. */
    async version(versionId: number, userId: number): Promise<InternalPolicyVersion> {
      const row = await q.staffVersion(versionId);
      if (!row) throw new AppError('resource.not_found', M.versionNotFound);
      return toVersion(row, userId);
    },

    async readers(versionId: number, query: ReadersQuery): Promise<InternalPolicyReaders> {
      const offset = (query.page - 1) * query.per_page;
      const row = await readersOf(versionId, query, query.per_page, offset);
      return {
        data: row.people.map((p) => ({ ...p, confirmed_at: isoOrNull(p.confirmed_at) })),
        meta: { total: row.total, page: query.page, per_page: query.per_page },
        summary: { version: row.version, confirmed: row.confirmed, pending: row.pending },
      };
    },

    /** Who confirmed and who has not, as a CSV for pt-BR spreadsheets; audited (personal data). */
    async readersCsv(versionId: number, query: ReadersQuery) {
      const row = await readersOf(versionId, query, 50_000, 0);
      await audit({
        action: 'internal_policy.readers.export',
        targetType: 'internal_policy_version',
        targetId: versionId,
      });
      const csv = toCsv(
        ['Pessoa', 'E-mail', 'Perfil', 'Situação', 'Confirmada em (São Paulo)'],
        row.people.map((p) => [
          p.name,
          p.email,
          p.profile,
          p.confirmed_at ? 'Confirmada' : 'Pendente',
          p.confirmed_at
            ? (formatDateTimeSaoPaulo(iso(p.confirmed_at), 'DD/MM/YYYY HH:mm') ?? '')
            : '',
        ]),
        PT_BR_SPREADSHEET,
      );
      return { fileName: `confirmacoes-politica-v${row.version}-${versionId}.csv`, csv };
    },

    // ------------------------------------------------------------------ the hub
    async hubList(reader: Reader, query: HubQuery): Promise<MyInternalPolicyList> {
      const offset = (query.page - 1) * query.per_page;
      const row = await q.hubPage(
        reader.userId,
        reader.profileId,
        {
          search: query.search,
          category: query.category,
          status: query.status,
          required: query.required,
        },
        query.per_page,
        offset,
      );
      return {
        data: row.rows.map((r) => ({
          ...r,
          published_at: iso(r.published_at),
          confirmed_at: isoOrNull(r.confirmed_at),
        })),
        meta: { total: row.total, page: query.page, per_page: query.per_page },
        categories: row.categories,
      };
    },

    /** A policy as its reader sees it: the current version (or an older one asked for). */
    async hubView(reader: Reader, id: number, version?: number): Promise<MyInternalPolicy> {
      const row = await q.hubView(id, version, reader.userId, reader.profileId);
      if (!row)
        throw version === undefined
          ? notFound()
          : new AppError('resource.not_found', M.versionNotFound);
      return {
        id: row.policy_id,
        category: row.category,
        required_reading: row.required_reading,
        current_version: row.current_version,
        document: toVersion(row, reader.userId),
        is_current: row.version === row.current_version,
        confirmed_at: isoOrNull(row.confirmed_at),
        versions: row.versions.map((v) => ({
          version: v.version,
          published_at: iso(v.published_at),
          confirmed_at: isoOrNull(v.confirmed_at),
        })),
      };
    },

    /**
     * "Li e concordo": once per person per version (a repeat answers the first date), only for
     * the current version, audited in the same statement.
     */
    async confirm(
      reader: Reader,
      id: number,
      version: number,
    ): Promise<InternalPolicyConfirmation> {
      const at = now();
      const made = await q.confirm(
        id,
        version,
        reader.userId,
        reader.profileId,
        at,
        auditLine({
          action: 'internal_policy.confirm',
          targetType: 'internal_policy',
          details: { version },
        }),
      );
      if (made)
        return { policy_id: id, version, confirmed_at: iso(made.confirmed_at), created: true };
      const state = await q.confirmationState(id, reader.userId, reader.profileId);
      if (!state) throw notFound();
      if (state.current_version !== version) throw new AppError('conflict', M.notCurrent);
      return {
        policy_id: id,
        version,
        confirmed_at: iso(state.confirmed_at ?? at),
        created: false,
      };
    },

    async pending(reader: Reader): Promise<MyPendingInternalPolicies> {
      const rows = await q.pendingRequired(reader.userId, reader.profileId);
      return {
        count: rows.length,
        data: rows.map((r) => ({ ...r, published_at: iso(r.published_at) })),
      };
    },
  };
}
export type InternalPoliciesService = ReturnType<typeof internalPoliciesService>;
