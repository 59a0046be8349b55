import { VIDEO_NOT_FOUND_MESSAGE } from '@app/shared';
import type { LsPlay, Video, VideoCard, VideoPage, videoInputSchema } from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { categories, videos } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';

type VideoRow = typeof videos.$inferSelect;
type VideoInput = z.output<typeof videoInputSchema>;
type Status = 'draft' | 'published';
type Category = { id: number; name: string; slug: string };

export const RELATED_VIDEOS = 8;

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export interface VideosDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

/**
 * LS Play videos: staff CRUD, the client library grouped by category, and the page of one video.
 * A video is visible once published and its publication time has come; videos gate on nothing,
 * so published ones are open to everybody (Liberta's content pages show them to visitors too).
 */
export function videosService({ db, audit, now }: VideosDeps) {
  /** Published and due (live, not deleted). */
  const visible = (): SQL =>
    and(
      isNull(videos.deletedAt),
      eq(videos.status, 'published'),
      or(isNull(videos.publishedAt), lte(videos.publishedAt, now())),
    )!;

  async function categoriesById(ids: (number | null)[]): Promise<Map<number, Category>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(inArray(categories.id, wanted));
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function existing(id: number): Promise<VideoRow> {
    const [row] = await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), isNull(videos.deletedAt)));
    if (!row) throw new AppError('resource.not_found', VIDEO_NOT_FOUND_MESSAGE);
    return row;
  }

  async function toVideos(rows: VideoRow[]): Promise<Video[]> {
    const cats = await categoriesById(rows.map((r) => r.categoryId));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description_html: row.descriptionHtml,
      video_url: row.videoUrl,
      thumbnail_url: row.thumbnailUrl,
      category_id: row.categoryId,
      category: row.categoryId ? (cats.get(row.categoryId)?.name ?? null) : null,
      duration_seconds: row.durationSeconds,
      status: row.status,
      published_at: iso(row.publishedAt),
      updated_at: row.updatedAt.toISOString(),
    }));
  }
  const toVideo = async (row: VideoRow): Promise<Video> => (await toVideos([row]))[0]!;

  async function toCards(rows: VideoRow[]): Promise<VideoCard[]> {
    const cats = await categoriesById(rows.map((r) => r.categoryId));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      thumbnail_url: r.thumbnailUrl,
      duration_seconds: r.durationSeconds,
      published_at: iso(r.publishedAt),
      category: r.categoryId ? (cats.get(r.categoryId)?.name ?? null) : null,
    }));
  }

  async function checkCategory(categoryId: number | null | undefined): Promise<void> {
    if (!categoryId) return;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!row) throw fieldError('category_id', 'Categoria não encontrada.');
  }

  function values(input: VideoInput, current?: VideoRow) {
    const publishedAt = input.published_at
      ? new Date(input.published_at)
      : input.status === 'published'
        ? (current?.publishedAt ?? now())
        : (current?.publishedAt ?? null);
    return {
      title: input.title,
      descriptionHtml: cleanHtml(input.description_html),
      videoUrl: input.video_url,
      thumbnailUrl: input.thumbnail_url ?? null,
      categoryId: input.category_id ?? null,
      durationSeconds: input.duration_seconds,
      status: input.status,
      publishedAt,
    };
  }

  const newestFirst = [sql`${videos.publishedAt} desc nulls last`, desc(videos.id)] as const;

  return {
    // ---------------------------------------------------------------- staff
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      category_id?: number;
      status?: Status;
    }) {
      const conditions: SQL[] = [isNull(videos.deletedAt)];
      if (query.search) conditions.push(ilike(videos.title, `%${query.search}%`));
      if (query.category_id) conditions.push(eq(videos.categoryId, query.category_id));
      if (query.status) conditions.push(eq(videos.status, query.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(videos)
          .where(where)
          .orderBy(desc(videos.updatedAt), desc(videos.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(videos).where(where),
      ]);
      return {
        data: await toVideos(rows),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<Video> {
      return toVideo(await existing(id));
    },

    async create(input: VideoInput): Promise<Video> {
      await checkCategory(input.category_id);
      const [row] = await db.insert(videos).values(values(input)).returning();
      await audit({ action: 'video.create', targetType: 'video', targetId: row!.id });
      return toVideo(row!);
    },

    async update(id: number, input: VideoInput): Promise<Video> {
      const current = await existing(id);
      await checkCategory(input.category_id);
      const [row] = await db
        .update(videos)
        .set({ ...values(input, current), updatedAt: now() })
        .where(eq(videos.id, id))
        .returning();
      await audit({ action: 'video.update', targetType: 'video', targetId: id });
      return toVideo(row!);
    },

    /** Soft delete: trails and old links keep pointing at a row that no longer shows. */
    async remove(id: number): Promise<void> {
      await existing(id);
      await db
        .update(videos)
        .set({ deletedAt: now(), status: 'draft', updatedAt: now() })
        .where(eq(videos.id, id));
      await audit({ action: 'video.delete', targetType: 'video', targetId: id });
    },

    /** Every category, for the staff form's select. */
    async categoryOptions() {
      return db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.name));
    },

    // ---------------------------------------------------------------- people
    /** The library: published videos grouped by category (by name; uncategorised last). */
    async lsPlay(query: { search?: string }): Promise<LsPlay> {
      const conditions: SQL[] = [visible()];
      if (query.search) conditions.push(ilike(videos.title, `%${query.search}%`));
      const rows = await db
        .select()
        .from(videos)
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(500);
      const cats = await categoriesById(rows.map((r) => r.categoryId));
      const cards = await toCards(rows);
      const groups = new Map<number | null, { category: Category | null; videos: VideoCard[] }>();
      rows.forEach((row, index) => {
        const category = row.categoryId ? (cats.get(row.categoryId) ?? null) : null;
        const key = category?.id ?? null;
        const group = groups.get(key) ?? { category, videos: [] };
        group.videos.push(cards[index]!);
        groups.set(key, group);
      });
      return {
        total: rows.length,
        groups: [...groups.values()].sort((a, b) =>
          a.category === null
            ? 1
            : b.category === null
              ? -1
              : a.category.name.localeCompare(b.category.name, 'pt-BR'),
        ),
      };
    },

    /** One video's page: published ones for everybody, any live one for staff (`preview`). */
    async page(id: number, preview = false): Promise<VideoPage> {
      const [row] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), preview ? isNull(videos.deletedAt) : visible()));
      if (!row) throw new AppError('resource.not_found', VIDEO_NOT_FOUND_MESSAGE);
      const cats = await categoriesById([row.categoryId]);
      const related = await db
        .select()
        .from(videos)
        .where(
          and(
            visible(),
            ne(videos.id, row.id),
            ...(row.categoryId ? [eq(videos.categoryId, row.categoryId)] : []),
          ),
        )
        .orderBy(...newestFirst)
        .limit(RELATED_VIDEOS);
      return {
        id: row.id,
        title: row.title,
        description_html: row.descriptionHtml,
        video_url: row.videoUrl,
        thumbnail_url: row.thumbnailUrl,
        duration_seconds: row.durationSeconds,
        published_at: iso(row.publishedAt),
        category: row.categoryId ? (cats.get(row.categoryId) ?? null) : null,
        related: await toCards(related),
      };
    },

    /** The newest published videos (home rows, subject pages). */
    async newest(limit: number, categoryId?: number): Promise<VideoCard[]> {
      const rows = await db
        .select()
        .from(videos)
        .where(and(visible(), ...(categoryId ? [eq(videos.categoryId, categoryId)] : [])))
        .orderBy(...newestFirst)
        .limit(limit);
      return toCards(rows);
    },
  };
}
export type VideosService = ReturnType<typeof videosService>;
