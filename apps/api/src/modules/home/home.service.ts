import { HOME_EVENT_DAYS, HOME_SECTION_SIZE, SUBJECT_NOT_FOUND_MESSAGE } from '@app/shared';
import type { LibertaHome, MyCourse, Subject } from '@app/shared';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { homeQueries } from './home.queries.ts';

const DAY_MS = 86_400_000;

export interface HomeDeps {
  db: Db;
  videos: Pick<VideosService, 'newest'>;
  /** "Meus Cursos" of the courses module (grants through the access module, with progress). */
  courses: { myCourses(userId: number): Promise<MyCourse[]> };
  now: () => Date;
}

/**
 * Liberta's start page and subject pages: published content only, newest first; each section
 * may be empty. A signed-in person also gets the courses they started and have not finished.
 */
export function homeService({ db, videos, courses: myCourses, now }: HomeDeps) {
  const q = homeQueries(db);

  async function featuredTrails() {
    const rows = await q.publishedTrails(HOME_SECTION_SIZE);
    if (rows.length === 0) return [];
    const steps = await q.stepCounts(rows.map((r) => r.id));
    const stepsOf = new Map(steps.map((s) => [s.trailId, s.n]));
    return rows.map((r) => ({ ...r, steps_count: stepsOf.get(r.id) ?? 0 }));
  }

  /** Events of the next days; day-only events of today still show until the day is over. */
  async function upcomingEvents(at: Date) {
    const rows = await q.upcomingEvents(
      at,
      new Date(at.getTime() + HOME_EVENT_DAYS * DAY_MS),
      DAY_MS,
      HOME_SECTION_SIZE,
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      starts_at: r.startsAt.toISOString(),
      has_time: r.hasTime,
      importance: r.importance,
      country: r.country,
    }));
  }

  async function newestPodcasts(at: Date) {
    const rows = await q.newestPodcasts(at, HOME_SECTION_SIZE);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      cover_url: r.coverUrl,
      cover_alt: r.coverAlt,
      duration_seconds: r.durationSeconds,
      published_at: r.publishedAt ? r.publishedAt.toISOString() : null,
    }));
  }

  async function inProgress(userId: number | null): Promise<MyCourse[]> {
    if (userId === null) return [];
    const mine = await myCourses.myCourses(userId);
    return mine
      .filter((c) => c.percent < 100 && (c.percent > 0 || c.last_activity_at !== null))
      .slice(0, HOME_SECTION_SIZE);
  }

  return {
    async libertaHome(userId: number | null): Promise<LibertaHome> {
      const at = now();
      const [continueWatching, featured, newestCourses, newestVideos, events, episodes] =
        await Promise.all([
          inProgress(userId),
          featuredTrails(),
          q.courseCards({}, HOME_SECTION_SIZE),
          videos.newest(HOME_SECTION_SIZE),
          upcomingEvents(at),
          newestPodcasts(at),
        ]);
      return {
        continue_watching: continueWatching,
        trails: featured,
        courses: newestCourses,
        videos: newestVideos,
        events,
        podcasts: episodes,
      };
    },

    /** `/assunto/:slug`: the category with that slug, its published courses and videos. */
    async subject(slug: string): Promise<Subject> {
      const category = await q.categoryBySlug(slug.toLowerCase());
      if (!category) throw new AppError('resource.not_found', SUBJECT_NOT_FOUND_MESSAGE);
      const [courseList, videoList] = await Promise.all([
        q.courseCards({ categoryId: category.id }, 60),
        videos.newest(60, category.id),
      ]);
      return {
        id: category.id,
        slug: category.slug,
        name: category.name,
        description: category.description,
        courses: courseList,
        videos: videoList,
      };
    },
  };
}
export type HomeService = ReturnType<typeof homeService>;
