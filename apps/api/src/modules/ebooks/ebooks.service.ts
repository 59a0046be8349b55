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
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { accessPeriods, categories, ebooks, users } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { FileStorage, UploadStream, UrlSigner } from '../../platform/storage/files.ts';
import { grantView } from '../access/access.service.ts';
import type { AccessService } from '../access/access.service.ts';

type EbookRow = typeof ebooks.$inferSelect;
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
  async function existing(id: number): Promise<EbookRow> {
    const [row] = await db
      .select()
      .from(ebooks)
      .where(and(eq(ebooks.id, id), isNull(ebooks.deletedAt)));
    if (!row) throw new AppError('resource.not_found', EBOOK_NOT_FOUND);
    return row;
  }

  async function uniqueSlug(wanted: string, exceptId?: number): Promise<string> {
    const taken = async (slug: string) => {
      const [row] = await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.slug, slug));
      return row !== undefined && row.id !== exceptId;
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
      pages: row.pages,
      price_cents: row.priceCents,
      status: row.status,
      file: fileOf(row),
      updated_at: row.updatedAt.toISOString(),
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
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.category_id));
      if (!row) throw fieldError('category_id', 'Categoria não encontrada.');
    }
    if (input.access_period_id) {
      const [row] = await db
        .select({ id: accessPeriods.id })
        .from(accessPeriods)
        .where(eq(accessPeriods.id, input.access_period_id));
      if (!row) throw fieldError('access_period_id', 'Período de acesso não encontrado.');
    }
  }

  /** Ebook access for a viewer: staff preview, or an active grant (direct or by signature). */
  async function accessOf(viewer: Viewer | null, ebookId: number) {
    if (!viewer) return null;
    if (viewer.canPreview) return { startsAt: null, endsAt: null };
    return access.find(viewer.userId, 'ebook', ebookId);
  }

  return {
    // ---------------------------------------------------------------- staff
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      status?: 'draft' | 'published';
    }) {
      const conditions: SQL[] = [isNull(ebooks.deletedAt)];
      if (query.search) {
        const term = `%${query.search}%`;
        conditions.push(
          or(ilike(ebooks.title, term), ilike(ebooks.slug, term), ilike(ebooks.author, term))!,
        );
      }
      if (query.status) conditions.push(eq(ebooks.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(ebooks)
          .where(where)
          .orderBy(desc(ebooks.updatedAt), desc(ebooks.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(ebooks).where(where),
      ]);
      return {
        data: rows.map(toSummary),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<EbookDetail> {
      const row = await existing(id);
      return {
        ...toSummary(row),
        description_html: row.descriptionHtml,
        category_id: row.categoryId,
        access_period_id: row.accessPeriodId,
        max_installments: row.maxInstallments,
        ad_texts: row.adTexts ?? null,
      };
    },

    async create(input: EbookInput): Promise<EbookDetail> {
      await checkReferences(input);
      if (input.slug && (await uniqueSlug(input.slug)) !== input.slug)
        throw fieldError('slug', SLUG_TAKEN);
      const slug =
        input.slug ?? (await uniqueSlug(slugify(input.title, { locale: 'pt' }) || 'e-book'));
      const [row] = await db
        .insert(ebooks)
        .values({ ...values(input), slug })
        .returning({ id: ebooks.id });
      await audit({ action: 'ebook.create', targetType: 'ebook', targetId: row!.id });
      return this.find(row!.id);
    },

    async update(id: number, input: EbookInput): Promise<EbookDetail> {
      const current = await existing(id);
      await checkReferences(input);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug) throw fieldError('slug', SLUG_TAKEN);
      await db
        .update(ebooks)
        .set({ ...values(input), slug, updatedAt: now() })
        .where(eq(ebooks.id, id));
      await audit({ action: 'ebook.update', targetType: 'ebook', targetId: id });
      return this.find(id);
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
      await db
        .update(ebooks)
        .set({
          fileKey: stored.key,
          fileName: displayFileName(upload.filename),
          fileSizeBytes: stored.sizeBytes,
          updatedAt: now(),
        })
        .where(eq(ebooks.id, id));
      if (current.fileKey && current.fileKey !== stored.key) await files.remove(current.fileKey);
      await audit({
        action: 'ebook.upload',
        targetType: 'ebook',
        targetId: id,
        details: { size_bytes: stored.sizeBytes },
      });
      return this.find(id);
    },

    /** Soft delete: grants and orders keep pointing at it; the PDF stays for them. */
    async remove(id: number): Promise<void> {
      await existing(id);
      await db.update(ebooks).set({ deletedAt: now(), status: 'draft' }).where(eq(ebooks.id, id));
      await audit({ action: 'ebook.delete', targetType: 'ebook', targetId: id });
    },

    async select() {
      const rows = await db
        .select({ id: ebooks.id, name: ebooks.title })
        .from(ebooks)
        .where(isNull(ebooks.deletedAt))
        .orderBy(asc(ebooks.title));
      return rows;
    },

    // ---------------------------------------------------------------- readers
    async publicEbook(slug: string, brand: BrandKey, viewer: Viewer | null): Promise<PublicEbook> {
      const [row] = await db
        .select({ ebook: ebooks, category: categories.name, period: accessPeriods.name })
        .from(ebooks)
        .leftJoin(categories, eq(categories.id, ebooks.categoryId))
        .leftJoin(accessPeriods, eq(accessPeriods.id, ebooks.accessPeriodId))
        .where(
          and(eq(ebooks.slug, slug), isNull(ebooks.deletedAt), eq(ebooks.status, 'published')),
        );
      if (!row) throw new AppError('resource.not_found', EBOOK_NOT_FOUND);
      const { ebook } = row;
      return {
        id: ebook.id,
        slug: ebook.slug,
        title: ebook.title,
        subtitle: ebook.subtitle,
        description_html: ebook.descriptionHtml,
        cover_url: ebook.coverUrl,
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
      const rows = await db
        .select()
        .from(ebooks)
        .where(
          and(inArray(ebooks.id, ids), isNull(ebooks.deletedAt), eq(ebooks.status, 'published')),
        )
        .orderBy(asc(ebooks.title));
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        subtitle: row.subtitle,
        author: row.author,
        cover_url: row.coverUrl,
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
      const [row] = await db
        .select()
        .from(ebooks)
        .where(and(eq(ebooks.id, id), isNull(ebooks.deletedAt)));
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
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.user_id), isNull(users.deletedAt)));
      if (!user) throw fieldError('user_id', 'Usuário não encontrado.');
      const ids = [...new Set(input.ebook_ids)];
      const found = await db
        .select({ id: ebooks.id })
        .from(ebooks)
        .where(and(inArray(ebooks.id, ids), isNull(ebooks.deletedAt)));
      if (found.length !== ids.length) throw fieldError('ebook_ids', EBOOK_NOT_FOUND);
      const at = now();
      const endsAt = input.ends_at ? new Date(input.ends_at) : null;
      if (endsAt && endsAt <= at) throw fieldError('ends_at', 'A data final deve ser futura.');
      for (const ebookId of ids)
        await access.grant({
          userId: user.id,
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
        targetId: user.id,
        details: { ebook_ids: ids, ends_at: iso(endsAt) },
      });
      return this.ebooksByUser(user.id);
    },

    async ebooksByUser(userId: number) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('resource.not_found', 'Usuário não encontrado.');
      const grants = await access.list(userId, 'ebook');
      const titles = grants.length
        ? await db
            .select({ id: ebooks.id, title: ebooks.title })
            .from(ebooks)
            .where(inArray(ebooks.id, [...new Set(grants.map((g) => g.target_id))]))
        : [];
      const names = new Map(titles.map((t) => [t.id, t.title]));
      return grants.map((g) => grantView(g, names.get(g.target_id) ?? `#${g.target_id}`, now()));
    },
  };
}
export type EbooksService = ReturnType<typeof ebooksService>;
