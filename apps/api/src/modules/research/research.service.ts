import { pdfFileMessage } from '@app/shared';
import type {
  RequiredSignature,
  ResearchAdmin,
  ResearchListItem,
  ResearchView,
  SignedUrl,
  researchInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { FileStorage, UploadStream, UrlSigner } from '../../platform/storage/files.ts';
import type { AccessService } from '../access/access.service.ts';
import { displayFileName } from '../ebooks/ebooks.service.ts';
import { researchQueries } from './research.queries.ts';
import type { ReportRow } from './research.queries.ts';

type ResearchInput = z.output<typeof researchInputSchema>;

export const REPORT_NOT_FOUND = 'Relatório não encontrado.';
export const REPORT_NO_FILE = 'Este relatório não tem PDF.';
const CONTENT_REQUIRED = 'Escreva o relatório ou envie um PDF antes de publicar.';

/** Who is reading: the person, and whether they may open any report (staff with `Research`). */
export interface Viewer {
  userId: number;
  canPreview: boolean;
}

export interface Upload {
  stream: UploadStream;
  mimetype: string;
  filename: string;
}

export interface ResearchDeps {
  db: Db;
  access: AccessService;
  files: FileStorage;
  signer: UrlSigner;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
  /** The biggest PDF accepted (RESEARCH_MAX_BYTES; tests shrink it). */
  maxFileBytes: number;
}

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export function researchService({
  db,
  access,
  files,
  signer,
  audit,
  now,
  maxFileBytes,
}: ResearchDeps) {
  const q = researchQueries(db);

  async function existing(id: number): Promise<ReportRow> {
    return found(await q.live(id));
  }

  /** A row read or just written, unless missing or deleted. */
  function found(row: ReportRow | undefined): ReportRow {
    if (!row || row.deletedAt) throw new AppError('resource.not_found', REPORT_NOT_FOUND);
    return row;
  }

  /** Every signature type whose qualification includes each report, active or not. */
  async function qualification(ids: number[]) {
    const out = new Map<number, (RequiredSignature & { active: boolean })[]>();
    if (ids.length === 0) return out;
    const rows = await q.qualification(ids);
    for (const { reportId, ...signature } of rows) {
      const list = out.get(reportId) ?? [];
      list.push(signature);
      out.set(reportId, list);
    }
    return out;
  }

  /**
   * May this person read the report now? Staff preview; a report no signature includes is open
   * to every customer; otherwise an active grant (the report's own or a signature's).
   */
  async function mayRead(viewer: Viewer, reportId: number): Promise<boolean> {
    if (viewer.canPreview) return true;
    if (!(await q.gated(reportId))) return true;
    return access.has(viewer.userId, 'research', reportId);
  }

  async function authorNames(rows: ReportRow[]) {
    const ids = [...new Set(rows.map((r) => r.authorId).filter((v): v is number => v !== null))];
    if (ids.length === 0) return new Map<number, string>();
    const names = await q.userNames(ids);
    return new Map(names.map((u) => [u.id, u.name]));
  }

  const fileOf = (row: ReportRow) =>
    row.fileKey
      ? { file_name: row.fileName ?? 'relatorio.pdf', size_bytes: row.fileSizeBytes ?? 0 }
      : null;

  async function toAdmin(rows: ReportRow[]): Promise<ResearchAdmin[]> {
    const [names, gates] = await Promise.all([
      authorNames(rows),
      qualification(rows.map((r) => r.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      body_html: row.bodyHtml,
      assets: row.assets,
      status: row.status,
      published_at: iso(row.publishedAt),
      author: row.authorId ? (names.get(row.authorId) ?? null) : null,
      file: fileOf(row),
      signatures: (gates.get(row.id) ?? []).map((s) => s.name),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async function adminOf(row: ReportRow): Promise<ResearchAdmin> {
    const [report] = await toAdmin([row]);
    return report!;
  }

  function values(input: ResearchInput, current: ReportRow | null) {
    const body = cleanHtml(input.body_html);
    const publishedAt = input.published_at
      ? new Date(input.published_at)
      : input.status === 'published'
        ? (current?.publishedAt ?? now())
        : (current?.publishedAt ?? null);
    return {
      title: input.title,
      summary: input.summary ?? null,
      bodyHtml: body && body.trim() !== '' ? body : null,
      assets: input.assets,
      status: input.status,
      publishedAt,
    };
  }

  function mustHaveContent(row: {
    status: string;
    bodyHtml: string | null;
    fileKey: string | null;
  }) {
    if (row.status === 'published' && !row.bodyHtml && !row.fileKey)
      throw fieldError('body_html', CONTENT_REQUIRED);
  }

  return {
    // ---------------------------------------------------------------- staff
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      status?: 'draft' | 'published';
    }) {
      const { rows, total } = await q.staffPage(query);
      return {
        data: await toAdmin(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<ResearchAdmin> {
      return adminOf(await existing(id));
    },

    async create(authorId: number, input: ResearchInput): Promise<ResearchAdmin> {
      const row = values(input, null);
      mustHaveContent({ ...row, fileKey: null });
      const created = await q.insert({ ...row, authorId });
      await audit({ action: 'research.create', targetType: 'research', targetId: created.id });
      return adminOf(created);
    },

    async update(id: number, input: ResearchInput): Promise<ResearchAdmin> {
      const current = await existing(id);
      const row = values(input, current);
      mustHaveContent({ ...row, fileKey: current.fileKey });
      const updated = await q.update(id, { ...row, updatedAt: now() });
      await audit({ action: 'research.update', targetType: 'research', targetId: id });
      return adminOf(found(updated));
    },

    async uploadFile(id: number, upload: Upload | null): Promise<ResearchAdmin> {
      const rules = {
        maxBytes: maxFileBytes,
        message: pdfFileMessage(maxFileBytes),
        field: 'file',
      };
      const current = await existing(id).catch((error: unknown) => {
        upload?.stream.resume();
        throw error;
      });
      if (!upload) throw fieldError('file', rules.message);
      const stored = await files.savePdf(upload.stream, upload.mimetype, rules);
      const updated = await q.update(id, {
        fileKey: stored.key,
        fileName: displayFileName(upload.filename),
        fileSizeBytes: stored.sizeBytes,
        updatedAt: now(),
      });
      if (current.fileKey && current.fileKey !== stored.key) await files.remove(current.fileKey);
      await audit({
        action: 'research.upload',
        targetType: 'research',
        targetId: id,
        details: { size_bytes: stored.sizeBytes },
      });
      return adminOf(found(updated));
    },

    /** Soft delete: the report leaves every list; its PDF is kept with the row. */
    async remove(id: number): Promise<void> {
      await existing(id);
      await q.update(id, { deletedAt: now() });
      await audit({ action: 'research.delete', targetType: 'research', targetId: id });
    },

    // ---------------------------------------------------------------- readers
    /**
     * Published reports, newest first. Without a session (Liberta visitors) every report shows
     * as a visitor would see it: open ones unlocked, gated ones locked with their signatures.
     */
    async published(
      viewer: Viewer | null,
      query: { page: number; per_page: number; search?: string },
    ) {
      const { rows, total } = await q.publishedPage(query, now());
      const [names, gates, reachable] = await Promise.all([
        authorNames(rows),
        qualification(rows.map((r) => r.id)),
        viewer && !viewer.canPreview
          ? access.targets(viewer.userId, 'research')
          : Promise.resolve(new Map<number, unknown>()),
      ]);
      const data: ResearchListItem[] = rows.map((row) => {
        const signatures = gates.get(row.id) ?? [];
        const locked =
          signatures.length > 0 && !(viewer?.canPreview ?? false) && !reachable.has(row.id);
        const required = signatures.filter((s) => s.active).map(({ active: _active, ...s }) => s);
        return {
          id: row.id,
          title: row.title,
          summary: row.summary,
          assets: row.assets,
          author: row.authorId ? (names.get(row.authorId) ?? null) : null,
          published_at: iso(row.publishedAt)!,
          has_body: row.bodyHtml !== null,
          has_file: row.fileKey !== null,
          locked,
          ...(locked ? { required_signatures: required } : {}),
        };
      });
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },

    async readable(viewer: Viewer, id: number): Promise<ReportRow> {
      const row = viewer.canPreview ? await q.live(id) : await q.visible(id, now());
      if (!row) throw new AppError('resource.not_found', REPORT_NOT_FOUND);
      if (!(await mayRead(viewer, row.id))) throw await access.denied('research', row.id);
      return row;
    },

    async view(viewer: Viewer, id: number): Promise<ResearchView> {
      const row = await this.readable(viewer, id);
      const names = await authorNames([row]);
      const link = (disposition: 'inline' | 'attachment') =>
        signer.sign({ key: row.fileKey!, userId: viewer.userId, disposition });
      const inline = row.fileKey ? link('inline') : null;
      return {
        id: row.id,
        title: row.title,
        summary: row.summary,
        assets: row.assets,
        author: row.authorId ? (names.get(row.authorId) ?? null) : null,
        published_at: iso(row.publishedAt),
        body_html: row.bodyHtml,
        file:
          row.fileKey && inline
            ? {
                file_name: row.fileName ?? 'relatorio.pdf',
                size_bytes: row.fileSizeBytes ?? 0,
                view_url: inline.url,
                download_url: link('attachment').url,
                expires_at: inline.expires_at,
              }
            : null,
      };
    },

    async download(
      viewer: Viewer,
      id: number,
      disposition: 'attachment' | 'inline' = 'attachment',
    ): Promise<SignedUrl> {
      const row = await this.readable(viewer, id);
      if (!row.fileKey) throw new AppError('resource.not_found', REPORT_NO_FILE);
      await audit({ action: 'research.download', targetType: 'research', targetId: row.id });
      return signer.sign({ key: row.fileKey, userId: viewer.userId, disposition });
    },
  };
}
export type ResearchService = ReturnType<typeof researchService>;
