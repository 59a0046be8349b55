import type { Podcast, podcastInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { podcastsQueries } from './podcasts.queries.ts';
import type { PodcastRow, Status } from './podcasts.queries.ts';

type PodcastInput = z.output<typeof podcastInputSchema>;

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
    cover_alt: row.coverAlt,
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
  const q = podcastsQueries(db);

  async function existing(id: number): Promise<PodcastRow> {
    const row = await q.live(id);
    if (!row) throw new AppError('resource.not_found', NOT_FOUND);
    return row;
  }

  function page(
    { rows, total }: { rows: PodcastRow[]; total: number },
    query: { page: number; per_page: number },
  ): { data: Podcast[]; meta: { total: number; page: number; per_page: number } } {
    return {
      data: rows.map(toPodcast),
      meta: { total, page: query.page, per_page: query.per_page },
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
      return page(await q.visiblePage(query, now()), query);
    },

    async listAll(query: { page: number; per_page: number; search?: string; status?: Status }) {
      return page(await q.allPage(query), query);
    },

    /** One episode: published ones for everybody, any for staff (`staff`). */
    async find(id: number, staff: boolean): Promise<Podcast> {
      const row = staff ? await q.live(id) : await q.visible(id, now());
      if (!row) throw new AppError('resource.not_found', NOT_FOUND);
      return toPodcast(row);
    },

    async create(input: PodcastInput): Promise<Podcast> {
      const row = await q.insert(values(input));
      await audit({ action: 'podcast.create', targetType: 'podcast', targetId: row.id });
      return toPodcast(row);
    },

    async update(id: number, input: PodcastInput): Promise<Podcast> {
      const current = await existing(id);
      const row = await q.update(id, { ...values(input, current), updatedAt: now() });
      await audit({ action: 'podcast.update', targetType: 'podcast', targetId: id });
      return toPodcast(row!);
    },

    async remove(id: number): Promise<void> {
      await existing(id);
      await q.update(id, { deletedAt: now(), status: 'draft' });
      await audit({ action: 'podcast.delete', targetType: 'podcast', targetId: id });
    },

    select() {
      return q.options();
    },
  };
}
export type PodcastsService = ReturnType<typeof podcastsService>;
