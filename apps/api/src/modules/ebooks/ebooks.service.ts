import slugify from '@sindresorhus/slugify';
import { pdfFileMessage } from '@app/shared';
import type {
  EbookDetail,
  EbookSummary,
  MyEbook,
  PublicEbook,
  SignedUrl,
  ebookInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { FileStorage, UploadStream, UrlSigner } from '../../platform/storage/files.ts';
import { grantView } from '../access/access.service.ts';
import type { AccessService } from '../access/access.service.ts';
import { ebooksQueries } from './ebooks.queries.ts';
import type { EbookFilter, EbookRow } from './ebooks.queries.ts';

type EbookInput = z.output<typeof ebookInputSchema>;
export type BrandKey = 'brazilian' | 'global' | 'liberta';

export const EBOOK_NOT_FOUND = 'E-book não encontrado.';
export const EBOOK_NO_FILE = 'Este e-book ainda não tem arquivo para download.';
const SLUG_TAKEN = 'Já existe um e-book com este endereço.';

/** Who is asking: the person, and whether they may open any ebook (staff with `E-books`). */
export interface Viewer {
  userId: number;
  canPreview: boolean;
}

export interface Upload {
  stream: UploadStream;
  mimetype: string;
  filename: string;
}

export interface EbooksDeps {
  db: Db;
  access: AccessService;
  files: FileStorage;
  signer: UrlSigner;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
  /** The biggest PDF accepted (EBOOK_MAX_BYTES; tests shrink it). */
  maxFileBytes: number;
}

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A person's upload name, for staff screens only: no folders, no control characters. */
export function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'arquivo.pdf').slice(0, 200);
}

export function ebooksService({ db, access, files, signer, audit, now, maxFileBytes }: EbooksDeps) {
  const q = ebooksQueries(db);

  async function existing(id: number): Promise<EbookRow> {
    const row = await q.live(id);
    if (!row) throw new AppError('resource.not_found', EBOOK_NOT_FOUND);
    return row;
  }

  /** A row just written, as `existing` would answer it. */
  function found(row: EbookRow | undefined): EbookRow {
    if (!row || row.deletedAt) throw new AppError('resource.not_found', EBOOK_NOT_FOUND);
    return row;
  }

  async function uniqueSlug(wanted: string, exceptId?: number): Promise<string> {
    const taken = async (slug: string) => {
      const owner = await q.slugOwner(slug);
      return owner !== undefined && owner !== exceptId;
    };
    let slug = wanted;
    for (let n = 2; await taken(slug); n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  const fileOf = (row: EbookRow) =>
    row.fileKey
      ? { file_name: row.fileName ?? 'arquivo.pdf', size_bytes: row.fileSizeBytes ?? 0 }
      : null;

  function toSummary(row: EbookRow): EbookSummary {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      author: row.author,
      cover_url: row.coverUrl,
      cover_alt: row.coverAlt,
      pages: row.pages,
      price_cents: row.priceCents,
      status: row.status,
      file: fileOf(row),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  function toDetail(row: EbookRow): EbookDetail {
    return {
      ...toSummary(row),
      description_html: row.descriptionHtml,
      category_id: row.categoryId,
      access_period_id: row.accessPeriodId,
      max_installments: row.maxInstallments,
      ad_texts: row.adTexts ?? null,
    };
  }

  function values(input: EbookInput) {
    return {
      title: input.title,
      subtitle: input.subtitle ?? null,
      descriptionHtml: cleanHtml(input.description_html),
      coverUrl: input.cover_url ?? null,
      author: input.author ?? null,
      pages: input.pages ?? null,
      categoryId: input.category_id ?? null,
      accessPeriodId: input.access_period_id ?? null,
      priceCents: input.price_cents,
      maxInstallments: input.max_installments,
      adTexts: input.ad_texts
        ? Object.fromEntries(
            Object.entries(input.ad_texts).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
            ),
          )
        : null,
      status: input.status,
    };
  }

  async function checkReferences(input: EbookInput) {
    if (input.category_id) {
      if (!(await q.categoryExists(input.category_id)))
        throw fieldError('category_id', 'Categoria não encontrada.');
    }
    if (input.access_period_id) {
      if (!(await q.accessPeriodExists(input.access_period_id)))
        throw fieldError('access_period_id', 'Período de acesso não encontrado.');
    }
  }

  /** Ebook access for a viewer: staff preview, or an active grant (direct or by signature). */
  async function accessOf(viewer: Viewer | null, ebookId: number) {
    if (!viewer) return null;
    if (viewer.canPreview) return { startsAt: null, endsAt: null };
    return access.find(viewer.userId, 'ebook', ebookId);
  }

  /** The person's ebook grants, each with the ebook's title. */
  async function grantsOf(userId: number) {
    const grants = await access.list(userId, 'ebook');
    const titles = grants.length
      ? await q.titles([...new Set(grants.map((g) => g.target_id))])
      : [];
    const names = new Map(titles.map((t) => [t.id, t.title]));
    return grants.map((g) => grantView(g, names.get(g.target_id) ?? `#${g.target_id}`, now()));
  }

  return {
    // ---------------------------------------------------------------- staff
    async list(query: EbookFilter) {
      const { rows, total } = await q.page(query);
      return {
        data: rows.map(toSummary),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<EbookDetail> {
      return toDetail(await existing(id));
    },

    async create(input: EbookInput): Promise<EbookDetail> {
      await checkReferences(input);
      if (input.slug && (await uniqueSlug(input.slug)) !== input.slug)
        throw fieldError('slug', SLUG_TAKEN);
      const slug =
        input.slug ?? (await uniqueSlug(slugify(input.title, { locale: 'pt' }) || 'e-book'));
      const row = await q.insert({ ...values(input), slug });
      await audit({ action: 'ebook.create', targetType: 'ebook', targetId: row.id });
      return toDetail(row);
    },

    async update(id: number, input: EbookInput): Promise<EbookDetail> {
      const current = await existing(id);
      await checkReferences(input);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug) throw fieldError('slug', SLUG_TAKEN);
      const row = await q.update(id, { ...values(input), slug, updatedAt: now() });
      await audit({ action: 'ebook.update', targetType: 'ebook', targetId: id });
      return toDetail(found(row));
    },

    /** Stores the PDF (replacing the previous one, whose bytes are then deleted). */
    async uploadFile(id: number, upload: Upload | null): Promise<EbookDetail> {
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
      const row = await q.update(id, {
        fileKey: stored.key,
        fileName: displayFileName(upload.filename),
        fileSizeBytes: stored.sizeBytes,
        updatedAt: now(),
      });
      if (current.fileKey && current.fileKey !== stored.key) await files.remove(current.fileKey);
      await audit({
        action: 'ebook.upload',
        targetType: 'ebook',
        targetId: id,
        details: { size_bytes: stored.sizeBytes },
      });
      return toDetail(found(row));
    },

    /** Soft delete: grants and orders keep pointing at it; the PDF stays for them. */
    async remove(id: number): Promise<void> {
      await existing(id);
      await q.update(id, { deletedAt: now(), status: 'draft' });
      await audit({ action: 'ebook.delete', targetType: 'ebook', targetId: id });
    },

    select() {
      return q.options();
    },

    // ---------------------------------------------------------------- readers
    async publicEbook(slug: string, brand: BrandKey, viewer: Viewer | null): Promise<PublicEbook> {
      const row = await q.publishedBySlug(slug);
      if (!row) throw new AppError('resource.not_found', EBOOK_NOT_FOUND);
      const { ebook } = row;
      return {
        id: ebook.id,
        slug: ebook.slug,
        title: ebook.title,
        subtitle: ebook.subtitle,
        description_html: ebook.descriptionHtml,
        cover_url: ebook.coverUrl,
        cover_alt: ebook.coverAlt,
        author: ebook.author,
        pages: ebook.pages,
        category: row.category ?? null,
        ad_text: ebook.adTexts?.[brand] ?? null,
        price_cents: ebook.priceCents,
        max_installments: ebook.maxInstallments,
        access_period: row.period ?? null,
        has_file: ebook.fileKey !== null,
        has_access: (await accessOf(viewer, ebook.id)) !== null,
      };
    },

    /** "Meus E-books": what the person may read now, with when access ends. */
    async myEbooks(userId: number): Promise<MyEbook[]> {
      const reachable = await access.targets(userId, 'ebook');
      const ids = [...reachable.keys()];
      if (ids.length === 0) return [];
      const rows = await q.publishedIn(ids);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        subtitle: row.subtitle,
        author: row.author,
        cover_url: row.coverUrl,
        cover_alt: row.coverAlt,
        pages: row.pages,
        has_file: row.fileKey !== null,
        access_ends_at: iso(reachable.get(row.id)?.endsAt),
      }));
    },

    /** A 5-minute link to the PDF, only for someone who may read the ebook now. */
    async download(
      viewer: Viewer,
      id: number,
      disposition: 'attachment' | 'inline' = 'attachment',
    ): Promise<SignedUrl> {
      const row = await q.live(id);
      if (!row || (row.status !== 'published' && !viewer.canPreview))
        throw new AppError('resource.not_found', EBOOK_NOT_FOUND);
      if ((await accessOf(viewer, row.id)) === null) throw await access.denied('ebook', row.id);
      if (!row.fileKey) throw new AppError('resource.not_found', EBOOK_NO_FILE);
      await audit({ action: 'ebook.download', targetType: 'ebook', targetId: row.id });
      return signer.sign({ key: row.fileKey, userId: viewer.userId, disposition });
    },

    // ---------------------------------------------------------------- grants (staff)
    async registerUserEbooks(
      actorId: number,
      input: {
        user_id: number;
        ebook_ids: number[];
        ends_at?: string | null;
        note?: string | null;
      },
    ) {
      if (!(await q.userExists(input.user_id, true)))
        throw fieldError('user_id', 'Usuário não encontrado.');
      const ids = [...new Set(input.ebook_ids)];
      const found = await q.liveIdsIn(ids);
      if (found.length !== ids.length) throw fieldError('ebook_ids', EBOOK_NOT_FOUND);
      const at = now();
      const endsAt = input.ends_at ? new Date(input.ends_at) : null;
      if (endsAt && endsAt <= at) throw fieldError('ends_at', 'A data final deve ser futura.');
      for (const ebookId of ids)
        await access.grant({
          userId: input.user_id,
          kind: 'ebook',
          targetId: ebookId,
          startsAt: at,
          endsAt,
          source: 'staff',
          createdBy: actorId,
          note: input.note ?? null,
        });
      await audit({
        action: 'ebooks.grant',
        targetType: 'user',
        targetId: input.user_id,
        details: { ebook_ids: ids, ends_at: iso(endsAt) },
      });
      return grantsOf(input.user_id);
    },

    async ebooksByUser(userId: number) {
      if (!(await q.userExists(userId, false)))
        throw new AppError('resource.not_found', 'Usuário não encontrado.');
      return grantsOf(userId);
    },
  };
}
export type EbooksService = ReturnType<typeof ebooksService>;
