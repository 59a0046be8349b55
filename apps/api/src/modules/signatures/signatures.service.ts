import slugify from '@sindresorhus/slugify';
import { QUALIFICATION_KINDS, monthlyCents } from '@app/shared';
import type {
  ContentQualification,
  MySignature,
  NamedContent,
  PublicSignatureType,
  QualificationContent,
  QualificationKind,
  QualificationOption,
  SignatureDeleteResult,
  SignaturePeriod,
  SignatureTypeDetail,
  SignatureTypeSummary,
  registerUserSignatureSchema,
  signatureTypeInputSchema,
} from '@app/shared';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  accessGrants,
  accessPeriods,
  courses,
  ebooks,
  researchReports,
  signatureTypeAccessPeriods,
  signatureTypeContents,
  signatureTypes,
  trails,
  users,
} from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { grantStatus, grantView } from '../access/access.service.ts';
import type { AccessService, GrantRow } from '../access/access.service.ts';

type SignatureTypeRow = typeof signatureTypes.$inferSelect;
type SignatureTypeInput = z.output<typeof signatureTypeInputSchema>;
type RegisterInput = z.output<typeof registerUserSignatureSchema>;

export const SIGNATURE_NOT_FOUND = 'Tipo de assinatura não encontrado.';
const DAY_MS = 86_400_000;

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

const KIND_LABEL: Record<QualificationKind, string> = {
  course: 'Curso',
  ebook: 'E-book',
  trail: 'Trilha',
  research: 'Research',
};

interface ContentInfo {
  name: string;
  slug: string | null;
  published: boolean;
}

const key = (kind: string, id: number) => `${kind}:${id}`;

export interface SignaturesDeps {
  db: Db;
  access: AccessService;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

export function signaturesService({ db, access, audit, now }: SignaturesDeps) {
  async function existing(id: number): Promise<SignatureTypeRow> {
    const [row] = await db.select().from(signatureTypes).where(eq(signatureTypes.id, id));
    if (!row) throw new AppError('resource.not_found', SIGNATURE_NOT_FOUND);
    return row;
  }

  async function uniqueSlug(wanted: string, exceptId?: number): Promise<string> {
    const taken = async (slug: string) => {
      const [row] = await db
        .select({ id: signatureTypes.id })
        .from(signatureTypes)
        .where(eq(signatureTypes.slug, slug));
      return row !== undefined && row.id !== exceptId;
    };
    let slug = wanted;
    for (let n = 2; await taken(slug); n += 1) slug = `${wanted}-${n}`;
    return slug;
  }

  /** Each type's periods: the default period first, then shortest to lifetime. */
  async function periodsOf(rows: SignatureTypeRow[]): Promise<Map<number, SignaturePeriod[]>> {
    const out = new Map<number, SignaturePeriod[]>(rows.map((r) => [r.id, []]));
    if (rows.length === 0) return out;
    const found = await db
      .select({
        typeId: signatureTypeAccessPeriods.signatureTypeId,
        periodId: accessPeriods.id,
        name: accessPeriods.name,
        days: accessPeriods.days,
        price: signatureTypeAccessPeriods.priceCents,
      })
      .from(signatureTypeAccessPeriods)
      .innerJoin(accessPeriods, eq(accessPeriods.id, signatureTypeAccessPeriods.accessPeriodId))
      .where(
        inArray(
          signatureTypeAccessPeriods.signatureTypeId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id));
    const defaults = new Map(rows.map((r) => [r.id, r.accessPeriodId]));
    for (const p of found) {
      const period: SignaturePeriod = {
        access_period_id: p.periodId,
        name: p.name,
        days: p.days,
        price_cents: p.price,
        monthly_cents: monthlyCents(p.price, p.days),
      };
      const list = out.get(p.typeId)!;
      if (defaults.get(p.typeId) === p.periodId) list.unshift(period);
      else list.push(period);
    }
    return out;
  }

  /** Names (and public slugs) of contents, by `kind:id`; deleted contents are absent. */
  async function contentInfo(items: { kind: string; target_id: number }[]) {
    const info = new Map<string, ContentInfo>();
    const ids = (kind: QualificationKind) => [
      ...new Set(items.filter((i) => i.kind === kind).map((i) => i.target_id)),
    ];
    const courseIds = ids('course');
    if (courseIds.length > 0)
      for (const r of await db
        .select({ id: courses.id, name: courses.title, slug: courses.slug, status: courses.status })
        .from(courses)
        .where(and(inArray(courses.id, courseIds), isNull(courses.deletedAt))))
        info.set(key('course', r.id), {
          name: r.name,
          slug: r.slug,
          published: r.status === 'published',
        });
    const ebookIds = ids('ebook');
    if (ebookIds.length > 0)
      for (const r of await db
        .select({ id: ebooks.id, name: ebooks.title, slug: ebooks.slug, status: ebooks.status })
        .from(ebooks)
        .where(and(inArray(ebooks.id, ebookIds), isNull(ebooks.deletedAt))))
        info.set(key('ebook', r.id), {
          name: r.name,
          slug: r.slug,
          published: r.status === 'published',
        });
    const trailIds = ids('trail');
    if (trailIds.length > 0)
      for (const r of await db
        .select({ id: trails.id, name: trails.title, slug: trails.slug, status: trails.status })
        .from(trails)
        .where(and(inArray(trails.id, trailIds), isNull(trails.deletedAt))))
        info.set(key('trail', r.id), {
          name: r.name,
          slug: r.slug,
          published: r.status === 'published',
        });
    const researchIds = ids('research');
    if (researchIds.length > 0)
      for (const r of await db
        .select({
          id: researchReports.id,
          name: researchReports.title,
          status: researchReports.status,
        })
        .from(researchReports)
        .where(and(inArray(researchReports.id, researchIds), isNull(researchReports.deletedAt))))
        info.set(key('research', r.id), {
          name: r.name,
          slug: null,
          published: r.status === 'published',
        });
    return info;
  }

  /**
   * What each type includes, named. Staff see drafts too; visitors and customers only published
   * contents. Kinds this module does not manage (broadcasts, from the live issue) are left out.
   */
  async function contentsOf(
    typeIds: number[],
    audience: 'staff' | 'public',
  ): Promise<Map<number, NamedContent[]>> {
    const out = new Map<number, NamedContent[]>(typeIds.map((id) => [id, []]));
    if (typeIds.length === 0) return out;
    const rows = await db
      .select()
      .from(signatureTypeContents)
      .where(
        and(
          inArray(signatureTypeContents.signatureTypeId, typeIds),
          inArray(signatureTypeContents.kind, [...QUALIFICATION_KINDS]),
        ),
      );
    const info = await contentInfo(rows.map((r) => ({ kind: r.kind, target_id: r.targetId })));
    const order = (kind: string) => QUALIFICATION_KINDS.indexOf(kind as QualificationKind);
    for (const r of rows) {
      const found = info.get(key(r.kind, r.targetId));
      if (!found || (audience === 'public' && !found.published)) continue;
      out.get(r.signatureTypeId)!.push({
        kind: r.kind as QualificationKind,
        target_id: r.targetId,
        name: found.name,
        slug: found.slug,
      });
    }
    for (const list of out.values())
      list.sort((a, b) => order(a.kind) - order(b.kind) || a.name.localeCompare(b.name, 'pt-BR'));
    return out;
  }

  /** People holding each type now (an active grant). */
  async function holders(typeIds: number[]): Promise<Map<number, number>> {
    if (typeIds.length === 0) return new Map();
    const at = now();
    const rows = await db
      .select({
        typeId: accessGrants.targetId,
        n: sql<number>`count(distinct ${accessGrants.userId})::int`,
      })
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.kind, 'signature'),
          inArray(accessGrants.targetId, typeIds),
          isNull(accessGrants.revokedAt),
          sql`${accessGrants.startsAt} <= ${at.toISOString()}::timestamptz`,
          sql`(${accessGrants.endsAt} is null or ${accessGrants.endsAt} > ${at.toISOString()}::timestamptz)`,
        ),
      )
      .groupBy(accessGrants.targetId);
    return new Map(rows.map((r) => [r.typeId, Number(r.n)]));
  }

  async function summaries(rows: SignatureTypeRow[]): Promise<SignatureTypeSummary[]> {
    const ids = rows.map((r) => r.id);
    const [periods, contents, held] = await Promise.all([
      periodsOf(rows),
      contentsOf(ids, 'staff'),
      holders(ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      subtitle: r.subtitle,
      price_cents: r.priceCents,
      periods_count: periods.get(r.id)?.length ?? 0,
      contents_count: contents.get(r.id)?.length ?? 0,
      holders_count: held.get(r.id) ?? 0,
      sort_order: r.sortOrder,
      available_in_store: r.availableInStore,
      active: r.active,
    }));
  }

  async function toPublic(rows: SignatureTypeRow[]): Promise<PublicSignatureType[]> {
    const [periods, contents] = await Promise.all([
      periodsOf(rows),
      contentsOf(
        rows.map((r) => r.id),
        'public',
      ),
    ]);
    return rows.map((r) => {
      const list = periods.get(r.id) ?? [];
      const monthly = list.map((p) => p.monthly_cents).filter((m): m is number => m !== null);
      return {
        id: r.id,
        name: r.name,
        slug: r.slug,
        subtitle: r.subtitle,
        description_html: r.descriptionHtml,
        benefits: r.benefits,
        available_in_store: r.availableInStore,
        periods: list,
        from_monthly_cents: monthly.length > 0 ? Math.min(...monthly) : null,
        from_price_cents: list.length > 0 ? Math.min(...list.map((p) => p.price_cents)) : null,
        contents: contents.get(r.id) ?? [],
      };
    });
  }

  /** Every target must exist (and not be deleted); the error names the first one missing. */
  async function checkContents(contents: QualificationContent[]): Promise<void> {
    const info = await contentInfo(contents);
    const missing = contents.find((c) => !info.has(key(c.kind, c.target_id)));
    if (missing)
      throw fieldError(
        'contents',
        `Conteúdo não encontrado: ${KIND_LABEL[missing.kind]} #${missing.target_id}.`,
      );
  }

  async function checkPeriods(input: SignatureTypeInput): Promise<void> {
    const ids = input.periods.map((p) => p.access_period_id);
    if (ids.length === 0) return;
    const found = await db
      .select({ id: accessPeriods.id })
      .from(accessPeriods)
      .where(inArray(accessPeriods.id, ids));
    if (found.length !== new Set(ids).size)
      throw fieldError('periods', 'Período de acesso não encontrado.');
  }

  /** Writes the type's periods and (when given) its contents, in the caller's transaction. */
  async function writeChildren(
    tx: Pick<Db, 'insert' | 'delete'>,
    typeId: number,
    input: SignatureTypeInput,
  ) {
    await tx
      .delete(signatureTypeAccessPeriods)
      .where(eq(signatureTypeAccessPeriods.signatureTypeId, typeId));
    if (input.periods.length > 0)
      await tx.insert(signatureTypeAccessPeriods).values(
        input.periods.map((p) => ({
          signatureTypeId: typeId,
          accessPeriodId: p.access_period_id,
          priceCents: p.price_cents,
        })),
      );
    if (input.contents) await replaceContents(tx, typeId, input.contents);
  }

  async function replaceContents(
    tx: Pick<Db, 'insert' | 'delete'>,
    typeId: number,
    contents: QualificationContent[],
  ) {
    await tx
      .delete(signatureTypeContents)
      .where(
        and(
          eq(signatureTypeContents.signatureTypeId, typeId),
          inArray(signatureTypeContents.kind, [...QUALIFICATION_KINDS]),
        ),
      );
    if (contents.length > 0)
      await tx
        .insert(signatureTypeContents)
        .values(
          contents.map((c) => ({ signatureTypeId: typeId, kind: c.kind, targetId: c.target_id })),
        );
  }

  function typeValues(input: SignatureTypeInput) {
    const defaultPeriod = input.access_period_id ?? input.periods[0]?.access_period_id ?? null;
    const price = input.periods.find((p) => p.access_period_id === defaultPeriod)?.price_cents ?? 0;
    return {
      name: input.name,
      subtitle: input.subtitle ?? null,
      descriptionHtml: cleanHtml(input.description_html),
      benefits: input.benefits,
      priceCents: price,
      accessPeriodId: defaultPeriod,
      sortOrder: input.sort_order,
      availableInStore: input.available_in_store,
      active: input.active,
    };
  }

  async function userSignatureGrants(userId: number): Promise<GrantRow[]> {
    return access.list(userId, 'signature');
  }

  async function typeNames(ids: number[]) {
    if (ids.length === 0) return new Map<number, SignatureTypeRow>();
    const rows = await db
      .select()
      .from(signatureTypes)
      .where(inArray(signatureTypes.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  const STATUS_ORDER = { active: 0, scheduled: 1, expired: 2, revoked: 3 } as const;

  return {
    // ---------------------------------------------------------------- staff CRUD
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      active?: 'true' | 'false';
    }) {
      const conditions: SQL[] = [];
      if (query.search) {
        const term = `%${query.search}%`;
        conditions.push(or(ilike(signatureTypes.name, term), ilike(signatureTypes.slug, term))!);
      }
      if (query.active) conditions.push(eq(signatureTypes.active, query.active === 'true'));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(signatureTypes)
          .where(where)
          .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name), asc(signatureTypes.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(signatureTypes).where(where),
      ]);
      return {
        data: await summaries(rows),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async find(id: number): Promise<SignatureTypeDetail> {
      const row = await existing(id);
      const [summary] = await summaries([row]);
      const periods = (await periodsOf([row])).get(id) ?? [];
      const contents = (await contentsOf([id], 'staff')).get(id) ?? [];
      return {
        ...summary!,
        description_html: row.descriptionHtml,
        benefits: row.benefits,
        access_period_id: row.accessPeriodId,
        periods,
        contents,
        created_at: row.createdAt.toISOString(),
      };
    },

    async create(input: SignatureTypeInput): Promise<SignatureTypeDetail> {
      if (input.slug && (await uniqueSlug(input.slug)) !== input.slug)
        throw fieldError('slug', 'Já existe uma assinatura com este endereço.');
      const slug =
        input.slug ?? (await uniqueSlug(slugify(input.name, { locale: 'pt' }) || 'assinatura'));
      await checkPeriods(input);
      if (input.contents) await checkContents(input.contents);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(signatureTypes)
          .values({ ...typeValues(input), slug })
          .returning({ id: signatureTypes.id });
        await writeChildren(tx, row!.id, input);
        return row!.id;
      });
      await audit({ action: 'signature_type.create', targetType: 'signature_type', targetId: id });
      return this.find(id);
    },

    async update(id: number, input: SignatureTypeInput): Promise<SignatureTypeDetail> {
      const current = await existing(id);
      const slug = input.slug ?? current.slug;
      if ((await uniqueSlug(slug, id)) !== slug)
        throw fieldError('slug', 'Já existe uma assinatura com este endereço.');
      await checkPeriods(input);
      if (input.contents) await checkContents(input.contents);
      await db.transaction(async (tx) => {
        await tx
          .update(signatureTypes)
          .set({ ...typeValues(input), slug })
          .where(eq(signatureTypes.id, id));
        await writeChildren(tx, id, input);
      });
      await audit({ action: 'signature_type.update', targetType: 'signature_type', targetId: id });
      return this.find(id);
    },

    /**
     * A type someone has held (any grant, even expired) is only deactivated: grants, orders and
     * "Minhas Assinaturas" keep naming it. A type nobody ever held is deleted.
     */
    async remove(id: number): Promise<SignatureDeleteResult> {
      await existing(id);
      const [held] = await db
        .select({ n: count() })
        .from(accessGrants)
        .where(and(eq(accessGrants.kind, 'signature'), eq(accessGrants.targetId, id)));
      if ((held?.n ?? 0) > 0) {
        await db
          .update(signatureTypes)
          .set({ active: false, availableInStore: false })
          .where(eq(signatureTypes.id, id));
        await audit({
          action: 'signature_type.deactivate',
          targetType: 'signature_type',
          targetId: id,
        });
        return {
          result: 'deactivated',
          message:
            'Há pessoas com esta assinatura: ela foi desativada e saiu da loja, mas não foi excluída.',
        };
      }
      await db.delete(signatureTypes).where(eq(signatureTypes.id, id));
      await audit({ action: 'signature_type.delete', targetType: 'signature_type', targetId: id });
      return { result: 'deleted', message: 'Tipo de assinatura excluído.' };
    },

    // ---------------------------------------------------------------- selects
    async selectTypes() {
      return db
        .select({ id: signatureTypes.id, name: signatureTypes.name })
        .from(signatureTypes)
        .where(eq(signatureTypes.active, true))
        .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name));
    },

    async selectTypesAccess() {
      const rows = await db
        .select()
        .from(signatureTypes)
        .where(eq(signatureTypes.active, true))
        .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name));
      const periods = await periodsOf(rows);
      return rows.flatMap((r) =>
        (periods.get(r.id) ?? []).map((p) => ({
          id: `${r.id}:${p.access_period_id}`,
          name: `${r.name} — ${p.name}`,
          signature_type_id: r.id,
          access_period_id: p.access_period_id,
          price_cents: p.price_cents,
        })),
      );
    },

    async selectAccessPeriods(id: number) {
      const row = await existing(id);
      return ((await periodsOf([row])).get(id) ?? []).map((p) => ({
        id: p.access_period_id,
        name: p.name,
        days: p.days,
        price_cents: p.price_cents,
      }));
    },

    /** Every access period a type may be sold with (days null: lifetime). */
    async selectPeriods() {
      return db
        .select({ id: accessPeriods.id, name: accessPeriods.name, days: accessPeriods.days })
        .from(accessPeriods)
        .orderBy(sql`${accessPeriods.days} asc nulls last`, asc(accessPeriods.id));
    },

    async selectCoursesOf(id: number) {
      await existing(id);
      return ((await contentsOf([id], 'staff')).get(id) ?? [])
        .filter((c) => c.kind === 'course')
        .map((c) => ({ id: c.target_id, name: c.name }));
    },

    /** Everything a type may include, for the contents picker (drafts marked). */
    async contentOptions(): Promise<QualificationOption[]> {
      const [c, e, t, r] = await Promise.all([
        db
          .select({ id: courses.id, name: courses.title, status: courses.status })
          .from(courses)
          .where(isNull(courses.deletedAt)),
        db
          .select({ id: ebooks.id, name: ebooks.title, status: ebooks.status })
          .from(ebooks)
          .where(isNull(ebooks.deletedAt)),
        db
          .select({ id: trails.id, name: trails.title, status: trails.status })
          .from(trails)
          .where(isNull(trails.deletedAt)),
        db
          .select({
            id: researchReports.id,
            name: researchReports.title,
            status: researchReports.status,
          })
          .from(researchReports)
          .where(isNull(researchReports.deletedAt)),
      ]);
      const tag = (kind: QualificationKind, rows: { id: number; name: string; status: string }[]) =>
        rows
          .map((row) => ({
            kind,
            id: row.id,
            name: row.name,
            published: row.status === 'published',
          }))
          .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
      return [...tag('course', c), ...tag('ebook', e), ...tag('trail', t), ...tag('research', r)];
    },

    // ---------------------------------------------------------------- public
    async publicList(): Promise<PublicSignatureType[]> {
      const rows = await db
        .select()
        .from(signatureTypes)
        .where(and(eq(signatureTypes.active, true), eq(signatureTypes.availableInStore, true)))
        .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name), asc(signatureTypes.id));
      return toPublic(rows);
    },

    /** One active type's public data, by slug or id (sold in the store or not: the page says). */
    async publicFind(by: { slug: string } | { id: number }): Promise<PublicSignatureType> {
      const [row] = await db
        .select()
        .from(signatureTypes)
        .where(
          and(
            'slug' in by ? eq(signatureTypes.slug, by.slug) : eq(signatureTypes.id, by.id),
            eq(signatureTypes.active, true),
          ),
        );
      if (!row) throw new AppError('resource.not_found', 'Assinatura não encontrada.');
      return (await toPublic([row]))[0]!;
    },

    // ---------------------------------------------------------------- qualification
    async listQualification(query: { page: number; per_page: number; search?: string }) {
      const where = query.search
        ? or(
            ilike(signatureTypes.name, `%${query.search}%`),
            ilike(signatureTypes.slug, `%${query.search}%`),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(signatureTypes)
          .where(where)
          .orderBy(asc(signatureTypes.sortOrder), asc(signatureTypes.name), asc(signatureTypes.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(signatureTypes).where(where),
      ]);
      const contents = await contentsOf(
        rows.map((r) => r.id),
        'staff',
      );
      return {
        data: rows.map((r) => qualificationOf(r, contents.get(r.id) ?? [])),
        meta: { total: total?.n ?? 0, page: query.page, per_page: query.per_page },
      };
    },

    async findQualification(id: number): Promise<ContentQualification> {
      const row = await existing(id);
      return qualificationOf(row, (await contentsOf([id], 'staff')).get(id) ?? []);
    },

    async updateQualification(
      id: number,
      contents: QualificationContent[],
    ): Promise<ContentQualification> {
      await existing(id);
      await checkContents(contents);
      await db.transaction((tx) => replaceContents(tx, id, contents));
      await audit({
        action: 'signature_type.qualification',
        targetType: 'signature_type',
        targetId: id,
        details: { contents: contents.map((c) => key(c.kind, c.target_id)) },
      });
      return this.findQualification(id);
    },

    // ---------------------------------------------------------------- people
    async mySignatures(userId: number): Promise<MySignature[]> {
      const grants = await userSignatureGrants(userId);
      const types = await typeNames(grants.map((g) => g.target_id));
      const contents = await contentsOf([...types.keys()], 'public');
      const at = now();
      return grants
        .filter((g) => types.has(g.target_id))
        .map((g) => {
          const type = types.get(g.target_id)!;
          return {
            grant_id: g.id,
            signature_type_id: type.id,
            name: type.name,
            slug: type.slug,
            subtitle: type.subtitle,
            benefits: type.benefits,
            status: grantStatus(g, at),
            starts_at: g.starts_at.toISOString(),
            ends_at: g.ends_at ? g.ends_at.toISOString() : null,
            source: g.source,
            available_in_store: type.active && type.availableInStore,
            contents: contents.get(type.id) ?? [],
          };
        })
        .sort(
          (a, b) =>
            STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
            (b.ends_at ?? '9999').localeCompare(a.ends_at ?? '9999'),
        );
    },

    async userSignatures(
      userId: number,
      query: { page: number; per_page: number; status?: keyof typeof STATUS_ORDER },
    ) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('resource.not_found', 'Usuário não encontrado.');
      const grants = await userSignatureGrants(userId);
      const types = await typeNames(grants.map((g) => g.target_id));
      const at = now();
      const views = grants
        .map((g) => grantView(g, types.get(g.target_id)?.name ?? `#${g.target_id}`, at))
        .filter((v) => !query.status || v.status === query.status);
      const start = (query.page - 1) * query.per_page;
      return {
        data: views.slice(start, start + query.per_page),
        meta: { total: views.length, page: query.page, per_page: query.per_page },
      };
    },

    /**
     * Staff grants a signature for one of its periods: it starts now (or when the person's
     * current grant of the same type ends, so a renewal adds time) and ends after the period's
     * days; a lifetime period has no end.
     */
    async registerUserSignature(actorId: number, input: RegisterInput) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.user_id), isNull(users.deletedAt)));
      if (!user) throw fieldError('user_id', 'Usuário não encontrado.');
      const [type] = await db
        .select()
        .from(signatureTypes)
        .where(eq(signatureTypes.id, input.signature_type_id));
      if (!type) throw fieldError('signature_type_id', SIGNATURE_NOT_FOUND);
      if (!type.active) throw fieldError('signature_type_id', 'Esta assinatura está desativada.');
      const [period] = await db
        .select({ id: accessPeriods.id, name: accessPeriods.name, days: accessPeriods.days })
        .from(signatureTypeAccessPeriods)
        .innerJoin(accessPeriods, eq(accessPeriods.id, signatureTypeAccessPeriods.accessPeriodId))
        .where(
          and(
            eq(signatureTypeAccessPeriods.signatureTypeId, type.id),
            eq(signatureTypeAccessPeriods.accessPeriodId, input.access_period_id),
          ),
        );
      if (!period)
        throw fieldError('access_period_id', 'Este período não é vendido com esta assinatura.');

      const at = now();
      const current = (await userSignatureGrants(user.id)).filter(
        (g) =>
          g.target_id === type.id &&
          g.revoked_at === null &&
          (g.ends_at === null || g.ends_at > at),
      );
      if (current.some((g) => g.ends_at === null))
        throw new AppError('conflict', 'Esta pessoa já tem esta assinatura sem data de término.');
      const startsAt = new Date(
        Math.max(at.getTime(), ...current.map((g) => g.ends_at!.getTime())),
      );
      const endsAt =
        period.days === null ? null : new Date(startsAt.getTime() + period.days * DAY_MS);
      const grantId = await access.grant({
        userId: user.id,
        kind: 'signature',
        targetId: type.id,
        startsAt,
        endsAt,
        source: 'staff',
        createdBy: actorId,
        note: input.note ?? null,
      });
      await audit({
        action: 'signature.grant',
        targetType: 'user',
        targetId: user.id,
        details: {
          signature_type_id: type.id,
          access_period_id: period.id,
          grant_id: grantId,
          starts_at: startsAt.toISOString(),
          ends_at: endsAt ? endsAt.toISOString() : null,
        },
      });
      const [created] = (await userSignatureGrants(user.id)).filter((g) => g.id === grantId);
      return grantView(created!, type.name, at);
    },
  };
}
export type SignaturesService = ReturnType<typeof signaturesService>;

function qualificationOf(row: SignatureTypeRow, contents: NamedContent[]): ContentQualification {
  const counts = Object.fromEntries(QUALIFICATION_KINDS.map((k) => [k, 0])) as Record<
    QualificationKind,
    number
  >;
  for (const c of contents) counts[c.kind] += 1;
  return { id: row.id, name: row.name, slug: row.slug, active: row.active, contents, counts };
}
