import type { Podcast, podcastInputSchema } from '@app/shared';
import { and, asc, count, desc, eq, ilike, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { podcasts } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';

type PodcastRow = typeof podcasts.$inferSelect;
type PodcastInput = z.output<typeof podcastInputSchema>;
type Status = 'draft' | 'published';

const NOT_FOUND = 'Episódio não encontrado.';

export interface PodcastsDeps {
  db: Db;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

function toPodcast(row: PodcastRow): Podcast {
  return {
    id: row.id,
    title: row.title,
    description_html: row.descriptionHtml,
    cover_url: row.coverUrl,
    audio_url: row.audioUrl,
    video_url: row.videoUrl,
    duration_seconds: row.durationSeconds,
    status: row.status,
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Podcast episodes (Liberta `/podcasts`). Visitors see published episodes whose publication
 * time has come; staff with `Podcasts` also see drafts and scheduled ones.
 */
export function podcastsService({ db, audit, now }: PodcastsDeps) {
  const live = () => isNull(podcasts.deletedAt);
  const visible = () =>
    and(
      live(),
      eq(podcasts.status, 'published'),
      lte(podcasts.publishedAt, sql`${now().toISOString()}::timestamptz`),
    );

  async function existing(id: number): Promise<PodcastRow> {
    const [row] = await db
      .select()
      .from(podcasts)
      .where(and(eq(podcasts.id, id), live()));
    if (!row) throw new AppError('resource.not_found', NOT_FOUND);
    return row;
  }

  async function page(
    where: SQL | undefined,
    query: { page: number; per_page: number },
  ): Promise<{ data: Podcast[]; meta: { total: number; page: number; per_page: number } }> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(podcasts)
        .where(where)
        .orderBy(sql`${podcasts.publishedAt} desc nulls first`, desc(podcasts.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ n: count() }).from(podcasts).where(where),
    ]);
    return {
      data: rows.map(toPodcast),
      meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
    };
  }

  function values(input: PodcastInput, current?: PodcastRow) {
    const publishedAt = input.published_at
      ? new Date(input.published_at)
      : input.status === 'published'
        ? (current?.publishedAt ?? now())
        : (current?.publishedAt ?? null);
    return {
      title: input.title,
      descriptionHtml: cleanHtml(input.description_html),
      coverUrl: input.cover_url ?? null,
      audioUrl: input.audio_url ?? null,
      videoUrl: input.video_url ?? null,
      durationSeconds: input.duration_seconds,
      status: input.status,
      publishedAt,
    };
  }

  return {
    async listPublished(query: { page: number; per_page: number; search?: string }) {
      const search = query.search ? ilike(podcasts.title, `%${query.search}%`) : undefined;
      return page(and(visible(), search), query);
    },

    async listAll(query: { page: number; per_page: number; search?: string; status?: Status }) {
      const conditions: (SQL | undefined)[] = [live()];
      if (query.search) conditions.push(ilike(podcasts.title, `%${query.search}%`));
      if (query.status) conditions.push(eq(podcasts.status, query.status));
      return page(and(...conditions), query);
    },

    /** One episode: published ones for everybody, any for staff (`staff`). */
    async find(id: number, staff: boolean): Promise<Podcast> {
      const [row] = await db
        .select()
        .from(podcasts)
        .where(and(eq(podcasts.id, id), staff ? live() : visible()));
      if (!row) throw new AppError('resource.not_found', NOT_FOUND);
      return toPodcast(row);
    },

    async create(input: PodcastInput): Promise<Podcast> {
      const [row] = await db.insert(podcasts).values(values(input)).returning();
      await audit({ action: 'podcast.create', targetType: 'podcast', targetId: row!.id });
      return toPodcast(row!);
    },

    async update(id: number, input: PodcastInput): Promise<Podcast> {
      const current = await existing(id);
      const [row] = await db
        .update(podcasts)
        .set({ ...values(input, current), updatedAt: now() })
        .where(eq(podcasts.id, id))
        .returning();
      await audit({ action: 'podcast.update', targetType: 'podcast', targetId: id });
      return toPodcast(row!);
    },

    async remove(id: number): Promise<void> {
      await existing(id);
      await db
        .update(podcasts)
        .set({ deletedAt: now(), status: 'draft' })
        .where(eq(podcasts.id, id));
      await audit({ action: 'podcast.delete', targetType: 'podcast', targetId: id });
    },

    async select() {
      return db
        .select({ id: podcasts.id, name: podcasts.title })
        .from(podcasts)
        .where(live())
        .orderBy(asc(podcasts.title), asc(podcasts.id));
    },
  };
}
export type PodcastsService = ReturnType<typeof podcastsService>;
