import slugify from '@sindresorhus/slugify';
import { trailPercent } from '@app/shared';
import type {
  MyTrail,
  MyTrailDetail,
  TrailDetail,
  TrailItemKind,
  TrailStep,
  TrailSummary,
  completeTrailItemSchema,
  trailInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import type { AccessService, RequiredSignature } from '../access/access.service.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import { trailsQueries } from './trails.queries.ts';
import type { Content, Status, TrailItemRow, TrailRow } from './trails.queries.ts';

type TrailInput = z.output<typeof trailInputSchema>;
type CompleteInput = z.output<typeof completeTrailItemSchema>;

const TRAIL_NOT_FOUND = 'Trilha não encontrada.';
const CONTENT_NOT_FOUND = 'Conteúdo não encontrado.';

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

/** Kinds whose access is a grant (directly or through a signature). */
const GRANTED_KINDS = ['course', 'ebook', 'research'] as const;
type GrantedKind = (typeof GRANTED_KINDS)[number];
const isGranted = (kind: TrailItemKind): kind is GrantedKind =>
  (GRANTED_KINDS as readonly string[]).includes(kind);

/**
 * Who follows the trail. `preview` marks kinds this person may open without a grant (staff who
 * edit that content); `trails` lets staff open draft trails.
 */
export interface TrailViewer {
  userId: number;
  preview: Partial<Record<TrailItemKind, boolean>>;
  trails: boolean;
}

/** Where a step opens in the app (course steps without access go to the sales page). */
function linkOf(kind: TrailItemKind, content: Content, locked: boolean): string {
  switch (kind) {
    case 'course':
      return locked ? `/curso/${content.slug}` : `/cliente/cursos/${content.slug}`;
    case 'ebook':
      return `/ebooks/${content.slug}`;
    case 'research':
      return `/research/${content.id}`;
    case 'podcast':
      return `/podcasts/${content.id}`;
    case 'video':
      return `/conteudo/video/${content.id}`;
  }
}

export interface TrailsDeps {
  db: Db;
  access: AccessService;
  /** Course percents come from the courses module (its "Meus Cursos" computation). */
  courses: Pick<CoursesService, 'myCourses'>;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

export function trailsService({ db, access, courses: coursesModule, audit, now }: TrailsDeps) {
  const q = trailsQueries(db);

  /** Live (not deleted) contents of one kind by id; drafts too unless `publishedOnly`. */
  async function contentsOf(
    kind: TrailItemKind,
    ids: number[],
    publishedOnly: boolean,
  ): Promise<Map<number, Content>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await q.contents(kind, wanted);
    return new Map(
      rows.filter((r) => !publishedOnly || r.status === 'published').map((r) => [r.id, r]),
    );
  }

  type Item = TrailItemRow;

  async function itemsOf(trailIds: number[]): Promise<Item[]> {
    if (trailIds.length === 0) return [];
    return q.items(trailIds);
  }

  /** Every content the items point at, by kind. */
  async function contentsFor(items: Item[], publishedOnly: boolean) {
    const byKind = new Map<TrailItemKind, Map<number, Content>>();
    for (const kind of new Set(items.map((i) => i.kind)))
      byKind.set(
        kind,
        await contentsOf(
          kind,
          items.filter((i) => i.kind === kind).map((i) => i.targetId),
          publishedOnly,
        ),
      );
    return (kind: TrailItemKind, id: number) => byKind.get(kind)?.get(id);
  }

  async function existingTrail(id: number): Promise<TrailRow> {
    return found(await q.live(id));
  }

  /** A row read or just written, unless missing or deleted. */
  function found(row: TrailRow | undefined): TrailRow {
    if (!row || row.deletedAt) throw new AppError('resource.not_found', TRAIL_NOT_FOUND);
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

  /** Each step must point at a content that exists (drafts are fine while staff build). */
  async function checkItems(items: TrailInput['items']) {
    const lookup = await contentsFor(
      items.map((item, order) => ({ ...item, trailId: 0, targetId: item.target_id, order })),
      false,
    );
    items.forEach((item, index) => {
      if (!lookup(item.kind, item.target_id))
        throw fieldError(`items.${index}.target_id`, CONTENT_NOT_FOUND);
    });
    return lookup;
  }

  function trailValues(input: TrailInput) {
    return {
      title: input.title,
      descriptionHtml: cleanHtml(input.description_html),
      coverUrl: input.cover_url ?? null,
      status: input.status,
    };
  }

  async function toSummaries(rows: TrailRow[]): Promise<TrailSummary[]> {
    const ids = rows.map((r) => r.id);
    const counts = ids.length === 0 ? [] : await q.itemCounts(ids);
    const byTrail = new Map(counts.map((c) => [c.trailId, c.n]));
    return rows.map((r) => summaryOf(r, byTrail.get(r.id) ?? 0));
  }

  function summaryOf(r: TrailRow, itemsCount: number): TrailSummary {
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      cover_url: r.coverUrl,
      cover_alt: r.coverAlt,
      status: r.status,
      items_count: itemsCount,
      updated_at: r.updatedAt.toISOString(),
    };
  }

  /** What the viewer may open now, per kind that needs a grant (one query per kind). */
  async function reachable(viewer: TrailViewer | null, kinds: Set<TrailItemKind>) {
    const open = new Map<GrantedKind, Set<number>>();
    if (!viewer) return open;
    for (const kind of GRANTED_KINDS)
      if (kinds.has(kind) && !viewer.preview[kind])
        open.set(kind, new Set((await access.targets(viewer.userId, kind)).keys()));
    return open;
  }

  /**
   * The steps of each trail as the viewer sees them: published contents only, each with its
   * percent (a course's from its lessons, others 0/100 from completions) and lock.
   */
  async function stepsFor(
    viewer: TrailViewer | null,
    trailIds: number[],
    withSignatures: boolean,
  ): Promise<Map<number, TrailStep[]>> {
    const items = await itemsOf(trailIds);
    const lookup = await contentsFor(items, true);
    const kinds = new Set(items.map((i) => i.kind));
    const open = await reachable(viewer, kinds);
    const coursePercent = new Map<number, number>();
    const done = new Set<string>();
    if (viewer) {
      if (kinds.has('course'))
        for (const c of await coursesModule.myCourses(viewer.userId))
          coursePercent.set(c.id, c.percent);
      const completions = await q.completions(viewer.userId);
      for (const c of completions) done.add(`${c.kind}:${c.targetId}`);
    }
    const signatures = new Map<string, RequiredSignature[]>();
    const result = new Map<number, TrailStep[]>(trailIds.map((id) => [id, []]));
    for (const item of items) {
      const content = lookup(item.kind, item.targetId);
      if (!content) continue;
      let locked: boolean;
      if (isGranted(item.kind))
        locked = !viewer?.preview[item.kind] && !open.get(item.kind)?.has(content.id);
      else locked = item.kind === 'video' && viewer === null;
      const percent =
        viewer === null
          ? 0
          : item.kind === 'course'
            ? (coursePercent.get(content.id) ?? 0)
            : done.has(`${item.kind}:${content.id}`)
              ? 100
              : 0;
      let required: RequiredSignature[] = [];
      if (withSignatures && locked && isGranted(item.kind)) {
        const key = `${item.kind}:${content.id}`;
        if (!signatures.has(key))
          signatures.set(key, await access.signaturesCovering(item.kind, content.id));
        required = signatures.get(key)!;
      }
      result.get(item.trailId)!.push({
        kind: item.kind,
        target_id: content.id,
        title: content.title,
        cover_url: content.cover,
        percent,
        completed: percent >= 100,
        locked,
        link: linkOf(item.kind, content, locked),
        required_signatures: required,
      });
    }
    return result;
  }

  type Lookup = Awaited<ReturnType<typeof contentsFor>>;

  function detailOf(
    trail: TrailRow,
    summary: TrailSummary,
    items: Pick<Item, 'kind' | 'targetId' | 'order'>[],
    lookup: Lookup,
  ): TrailDetail {
    return {
      ...summary,
      description_html: trail.descriptionHtml,
      items: items.map((item) => {
        const content = lookup(item.kind, item.targetId);
        return {
          kind: item.kind,
          target_id: item.targetId,
          title: content?.title ?? null,
          status: content?.status ?? null,
          order: item.order,
        };
      }),
    };
  }

  /** The detail of a trail just written with these steps (nothing read again). */
  function writtenDetail(trail: TrailRow, steps: TrailInput['items'], lookup: Lookup) {
    const items = steps.map((s, order) => ({ kind: s.kind, targetId: s.target_id, order }));
    return detailOf(trail, summaryOf(trail, items.length), items, lookup);
  }

  function toMyTrail(trail: TrailRow, steps: TrailStep[]): MyTrail {
    return {
      id: trail.id,
      slug: trail.slug,
      title: trail.title,
      description_html: trail.descriptionHtml,
      cover_url: trail.coverUrl,
      cover_alt: trail.coverAlt,
      steps_count: steps.length,
      completed_steps: steps.filter((s) => s.completed).length,
      percent: trailPercent(steps.map((s) => s.percent)),
    };
  }

  /** Content a person may mark done: published, and open to them. */
  async function completable(userId: number, kind: CompleteInput['kind'], targetId: number) {
    const content = (await contentsOf(kind, [targetId], true)).get(targetId);
    if (!content) throw new AppError('resource.not_found', CONTENT_NOT_FOUND);
    if (isGranted(kind) && !(await access.has(userId, kind, targetId)))
      throw await access.denied(kind, targetId);
    return content;
  }

  return {
    // ---------------------------------------------------------------- staff
    async list(query: { page: number; per_page: number; search?: string; status?: Status }) {
      const { rows, total } = await q.page(query);
      return {
        data: await toSummaries(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<TrailDetail> {
      const trail = await existingTrail(id);
      const [[summary], items] = await Promise.all([toSummaries([trail]), itemsOf([id])]);
      return detailOf(trail, summary!, items, await contentsFor(items, false));
    },

    async create(input: TrailInput): Promise<TrailDetail> {
      if (input.slug && (await uniqueSlug(input.slug)) !== input.slug)
        throw fieldError('slug', 'Já existe uma trilha com este endereço.');
      const lookup = await checkItems(input.items);
      const slug =
        input.slug ?? (await uniqueSlug(slugify(input.title, { locale: 'pt' }) || 'trilha'));
      const row = await db.transaction(async (tx) => {
        const created = await q.insert({ ...trailValues(input), slug }, tx);
        await q.replaceItems(created.id, input.items, tx);
        return created;
      });
      await audit({ action: 'trail.create', targetType: 'trail', targetId: row.id });
      return writtenDetail(row, input.items, lookup);
    },

    async update(id: number, input: TrailInput): Promise<TrailDetail> {
      const current = await existingTrail(id);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug)
        throw fieldError('slug', 'Já existe uma trilha com este endereço.');
      const lookup = await checkItems(input.items);
      const row = await db.transaction(async (tx) => {
        const updated = await q.update(id, { ...trailValues(input), slug, updatedAt: now() }, tx);
        await q.replaceItems(id, input.items, tx);
        return updated;
      });
      await audit({ action: 'trail.update', targetType: 'trail', targetId: id });
      return writtenDetail(found(row), input.items, lookup);
    },

    /** Soft delete: the slug stays taken so old links never point at another trail. */
    async remove(id: number): Promise<void> {
      await existingTrail(id);
      await q.update(id, { deletedAt: now(), status: 'draft' });
      await audit({ action: 'trail.delete', targetType: 'trail', targetId: id });
    },

    select() {
      return q.options();
    },

    /** Contents of a kind staff may put in a trail (drafts marked), for the item picker. */
    async contentOptions(kind: TrailItemKind) {
      const rows = await q.contentOptions(kind);
      return rows
        .map((r) => ({ id: r.id, name: r.status === 'draft' ? `${r.title} (rascunho)` : r.title }))
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
    },

    // ---------------------------------------------------------------- people (and visitors)
    async myTrails(viewer: TrailViewer | null): Promise<MyTrail[]> {
      const rows = await q.published();
      const steps = await stepsFor(
        viewer,
        rows.map((r) => r.id),
        false,
      );
      return rows.map((r) => toMyTrail(r, steps.get(r.id) ?? []));
    },

    async myTrail(viewer: TrailViewer | null, id: number): Promise<MyTrailDetail> {
      const trail = await existingTrail(id);
      if (trail.status !== 'published' && !viewer?.trails)
        throw new AppError('resource.not_found', TRAIL_NOT_FOUND);
      const steps = (await stepsFor(viewer, [id], true)).get(id) ?? [];
      const next = steps.findIndex((s) => !s.completed);
      return { ...toMyTrail(trail, steps), steps, next_step: next === -1 ? null : next };
    },

    /** Marks (or unmarks) a non-course content as finished by this person. */
    async complete(userId: number, input: CompleteInput) {
      await completable(userId, input.kind, input.target_id);
      if (input.completed) await q.markDone(userId, input.kind, input.target_id, now());
      else await q.unmarkDone(userId, input.kind, input.target_id);
      return { kind: input.kind, target_id: input.target_id, completed: input.completed };
    },
  };
}
export type TrailsService = ReturnType<typeof trailsService>;
