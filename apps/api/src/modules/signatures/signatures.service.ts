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
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { grantStatus, grantView } from '../access/access.service.ts';
import type { AccessService, GrantRow } from '../access/access.service.ts';
import { signaturesQueries } from './signatures.queries.ts';
import type { SignatureTypeRow } from './signatures.queries.ts';

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
  trade_method: 'Método',
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
  const q = signaturesQueries(db);

  async function existing(id: number): Promise<SignatureTypeRow> {
    const row = await q.type(id);
    if (!row) throw new AppError('resource.not_found', SIGNATURE_NOT_FOUND);
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

  /** Each type's periods: the default period first, then shortest to lifetime. */
  async function periodsOf(rows: SignatureTypeRow[]): Promise<Map<number, SignaturePeriod[]>> {
    const out = new Map<number, SignaturePeriod[]>(rows.map((r) => [r.id, []]));
    if (rows.length === 0) return out;
    const found = await q.periodsOf(rows.map((r) => r.id));
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
    const kinds = QUALIFICATION_KINDS.filter((kind) => ids(kind).length > 0);
    const found = await Promise.all(kinds.map((kind) => q.contents(kind, ids(kind))));
    for (const [n, kind] of kinds.entries())
      for (const r of found[n]!)
        info.set(key(kind, r.id), {
          name: r.name,
          slug: r.slug,
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
    const rows = await q.qualification(typeIds);
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
    const rows = await q.holders(typeIds, now());
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
    const found = await q.existingPeriodIds(ids);
    if (found.length !== new Set(ids).size)
      throw fieldError('periods', 'Período de acesso não encontrado.');
  }

  /** Writes the type's periods and (when given) its contents, in the caller's transaction. */
  async function writeChildren(tx: Db, typeId: number, input: SignatureTypeInput) {
    await q.replacePeriods(
      typeId,
      input.periods.map((p) => ({ accessPeriodId: p.access_period_id, priceCents: p.price_cents })),
      tx,
    );
    if (input.contents) await replaceContents(tx, typeId, input.contents);
  }

  function replaceContents(tx: Db, typeId: number, contents: QualificationContent[]) {
    return q.replaceContents(
      typeId,
      contents.map((c) => ({ kind: c.kind, targetId: c.target_id })),
      tx,
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
    const rows = await q.typesByIds([...new Set(ids)]);
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
      const { rows, total } = await q.list({
        ...(query.search ? { search: query.search } : {}),
        ...(query.active ? { active: query.active === 'true' } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        data: await summaries(rows),
        meta: { total, page: query.page, per_page: query.per_page },
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
        const created = await q.insertType({ ...typeValues(input), slug }, tx);
        await writeChildren(tx, created, input);
        return created;
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
        await q.updateType(id, { ...typeValues(input), slug }, tx);
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
      if ((await q.grantsEver(id)) > 0) {
        await q.updateType(id, { active: false, availableInStore: false });
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
      await q.deleteType(id);
      await audit({ action: 'signature_type.delete', targetType: 'signature_type', targetId: id });
      return { result: 'deleted', message: 'Tipo de assinatura excluído.' };
    },

    // ---------------------------------------------------------------- selects
    async selectTypes() {
      return q.activeTypeNames();
    },

    async selectTypesAccess() {
      const rows = await q.activeTypes();
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
      return q.allPeriods();
    },

    async selectCoursesOf(id: number) {
      await existing(id);
      return ((await contentsOf([id], 'staff')).get(id) ?? [])
        .filter((c) => c.kind === 'course')
        .map((c) => ({ id: c.target_id, name: c.name }));
    },

    /** Everything a type may include, for the contents picker (drafts marked). */
    async contentOptions(): Promise<QualificationOption[]> {
      const [c, e, t, r, m] = await Promise.all(
        QUALIFICATION_KINDS.map((kind) => q.contents(kind)),
      );
      const tag = (kind: QualificationKind, rows: { id: number; name: string; status: string }[]) =>
        rows
          .map((row) => ({
            kind,
            id: row.id,
            name: row.name,
            published: row.status === 'published',
          }))
          .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
      return [
        ...tag('course', c!),
        ...tag('ebook', e!),
        ...tag('trail', t!),
        ...tag('research', r!),
        ...tag('trade_method', m!),
      ];
    },

    // ---------------------------------------------------------------- public
    async publicList(): Promise<PublicSignatureType[]> {
      return toPublic(await q.storeTypes());
    },

    /** One active type's public data, by slug or id (sold in the store or not: the page says). */
    async publicFind(by: { slug: string } | { id: number }): Promise<PublicSignatureType> {
      const row = await q.activeType(by);
      if (!row) throw new AppError('resource.not_found', 'Assinatura não encontrada.');
      return (await toPublic([row]))[0]!;
    },

    // ---------------------------------------------------------------- qualification
    async listQualification(query: { page: number; per_page: number; search?: string }) {
      const { rows, total } = await q.listBySearch({
        ...(query.search ? { search: query.search } : {}),
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const contents = await contentsOf(
        rows.map((r) => r.id),
        'staff',
      );
      return {
        data: rows.map((r) => qualificationOf(r, contents.get(r.id) ?? [])),
        meta: { total, page: query.page, per_page: query.per_page },
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
      if (!(await q.userExists(userId)))
        throw new AppError('resource.not_found', 'Usuário não encontrado.');
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
      if (!(await q.liveUserExists(input.user_id)))
        throw fieldError('user_id', 'Usuário não encontrado.');
      const user = { id: input.user_id };
      const type = await q.type(input.signature_type_id);
      if (!type) throw fieldError('signature_type_id', SIGNATURE_NOT_FOUND);
      if (!type.active) throw fieldError('signature_type_id', 'Esta assinatura está desativada.');
      const period = await q.typePeriod(type.id, input.access_period_id);
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
