import { VIDEO_NOT_FOUND_MESSAGE } from '@app/shared';
import type { LsPlay, Video, VideoCard, VideoPage, videoInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { videosQueries } from './videos.queries.ts';
import type { Category, Status, VideoRow } from './videos.queries.ts';

type VideoInput = z.output<typeof videoInputSchema>;

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
  const q = videosQueries(db);

  async function categoriesById(ids: (number | null)[]): Promise<Map<number, Category>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await q.categories(wanted);
    return new Map(rows.map((r) => [r.id, r]));
  }

  async function existing(id: number): Promise<VideoRow> {
    const row = await q.live(id);
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

  async function toCards(rows: VideoRow[], known?: Map<number, Category>): Promise<VideoCard[]> {
    const cats = known ?? (await categoriesById(rows.map((r) => r.categoryId)));
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
    if (!(await q.categoryExists(categoryId)))
      throw fieldError('category_id', 'Categoria não encontrada.');
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

  return {
    // ---------------------------------------------------------------- staff
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      category_id?: number;
      status?: Status;
    }) {
      const { rows, total } = await q.page(query);
      return {
        data: await toVideos(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<Video> {
      return toVideo(await existing(id));
    },

    async create(input: VideoInput): Promise<Video> {
      await checkCategory(input.category_id);
      const row = await q.insert(values(input));
      await audit({ action: 'video.create', targetType: 'video', targetId: row.id });
      return toVideo(row);
    },

    async update(id: number, input: VideoInput): Promise<Video> {
      const current = await existing(id);
      await checkCategory(input.category_id);
      const row = await q.update(id, { ...values(input, current), updatedAt: now() });
      await audit({ action: 'video.update', targetType: 'video', targetId: id });
      return toVideo(row!);
    },

    /** Soft delete: trails and old links keep pointing at a row that no longer shows. */
    async remove(id: number): Promise<void> {
      await existing(id);
      await q.update(id, { deletedAt: now(), status: 'draft', updatedAt: now() });
      await audit({ action: 'video.delete', targetType: 'video', targetId: id });
    },

    /** Every category, for the staff form's select. */
    categoryOptions() {
      return q.categoryOptions();
    },

    // ---------------------------------------------------------------- people
    /** The library: published videos grouped by category (by name; uncategorised last). */
    async lsPlay(query: { search?: string }): Promise<LsPlay> {
      const rows = await q.newest({ now: now(), limit: 500, search: query.search });
      const cats = await categoriesById(rows.map((r) => r.categoryId));
      const cards = await toCards(rows, cats);
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
      const row = preview ? await q.live(id) : await q.visible(id, now());
      if (!row) throw new AppError('resource.not_found', VIDEO_NOT_FOUND_MESSAGE);
      const cats = await categoriesById([row.categoryId]);
      const related = await q.newest({
        now: now(),
        limit: RELATED_VIDEOS,
        exceptId: row.id,
        categoryId: row.categoryId ?? undefined,
      });
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
      const rows = await q.newest({ now: now(), limit, categoryId });
      return toCards(rows);
    },
  };
}
export type VideosService = ReturnType<typeof videosService>;
