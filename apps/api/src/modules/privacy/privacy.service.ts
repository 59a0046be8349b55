import { PRIVACY_MESSAGES } from '@app/shared';
import type {
  BrandId,
  CookieConsentRecord,
  PrivacyPolicy,
  PublicPrivacyPolicy,
  cookieConsentInputSchema,
  privacyPolicyInputSchema,
  privacyPolicyListQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { privacyQueries } from './privacy.queries.ts';
import type { PolicyRow, PolicyWithNames } from './privacy.queries.ts';

type PolicyInput = z.output<typeof privacyPolicyInputSchema>;
type ListQuery = z.output<typeof privacyPolicyListQuerySchema>;
type ConsentInput = z.output<typeof cookieConsentInputSchema>;

export interface PrivacyDeps {
  db: Db;
  now: () => Date;
  audit: (entry: AuditEntry) => Promise<void>;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

export function toPrivacyPolicy(row: PolicyWithNames): PrivacyPolicy {
  return {
    id: row.id,
    brand: row.brand,
    version: row.version,
    description: row.description,
    active: row.active,
    published_at: row.publishedAt ? iso(row.publishedAt) : null,
    replaces_id: row.replacesId,
    created_by: person(row.createdBy, row.createdByName),
    updated_by: person(row.updatedBy, row.updatedByName),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const notFound = () => new AppError('resource.not_found', PRIVACY_MESSAGES.notFound);

/** The stored HTML: sanitised, and refused when nothing readable is left (a lone `<script>`). */
function cleanDescription(html: string): string {
  const clean = cleanHtml(html);
  if (clean === null)
    throw new AppError('bad.request', undefined, {
      error: { description: [PRIVACY_MESSAGES.description] },
    });
  return clean;
}

/**
 * Política de Privacidade: one active version per brand; published versions are frozen (an edit
 * makes the next version) and kept, because the consent log cites them.
 */
export function privacyService({ db, now, audit }: PrivacyDeps) {
  const q = privacyQueries(db);
  const changed = (action: string, row: PolicyRow) =>
    audit({
      action: `privacy_policy.${action}`,
      targetType: 'privacy_policy',
      targetId: row.id,
      details: { brand: row.brand, version: row.version },
    });
  const answer = async (row: PolicyRow) => {
    const full = await q.find(row.id);
    if (!full) throw notFound();
    return toPrivacyPolicy(full);
  };

  return {
    async list(query: ListQuery) {
      const offset = (query.page - 1) * query.per_page;
      const filter = { brand: query.brand, search: query.search };
      const { rows, total } = await q.page(filter, query.per_page, offset);
      return {
        data: rows.map(toPrivacyPolicy),
        meta: {
          total: total ?? (offset === 0 ? 0 : await q.count(filter)),
          page: query.page,
          per_page: query.per_page,
        },
      };
    },

    async find(id: number) {
      const row = await q.find(id);
      if (!row) throw notFound();
      return toPrivacyPolicy(row);
    },

    async create(input: PolicyInput, actorId: number) {
      const description = cleanDescription(input.description);
      const at = now();
      const row = await db.transaction(async (tx) => {
        if (input.active) await q.deactivateOthers(input.brand, null, tx);
        return q.insert(
          {
            brand: input.brand,
            description,
            active: input.active,
            publishedAt: input.active ? at : null,
            replacesId: null,
            createdBy: actorId,
            updatedBy: actorId,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
      });
      await changed('create', row);
      return answer(row);
    },

    /**
     * A draft is edited in place. A published version is frozen: a new text makes the next
     * version (active in its place when the edited one was, or when asked); the same text only
     * changes the active flag.
     */
    async update(id: number, input: PolicyInput, actorId: number) {
      const description = cleanDescription(input.description);
      const at = now();
      const { row, action } = await db.transaction(async (tx) => {
        const current = await q.lock(id, tx);
        if (!current) throw notFound();
        if (current.brand !== input.brand)
          throw new AppError('bad.request', undefined, {
            error: {
              brand: ['A marca de uma política não muda; crie uma política para a outra marca.'],
            },
          });
        const activate = input.active && !current.active;
        if (current.publishedAt === null || current.description === description) {
          if (activate) await q.deactivateOthers(current.brand, current.id, tx);
          const saved = await q.update(
            current.id,
            {
              description,
              active: input.active,
              publishedAt: current.publishedAt ?? (input.active ? at : null),
              updatedBy: actorId,
              updatedAt: at,
            },
            tx,
          );
          return { row: saved!, action: 'update' };
        }
        const active = input.active || current.active;
        if (active) await q.deactivateOthers(current.brand, null, tx);
        const next = await q.insert(
          {
            brand: current.brand,
            description,
            active,
            publishedAt: active ? at : null,
            replacesId: current.id,
            createdBy: actorId,
            updatedBy: actorId,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        return { row: next, action: 'new_version' };
      });
      await changed(action, row);
      return answer(row);
    },

    /** Activating deactivates the brand's other version; the first activation publishes. */
    async toggleActive(id: number, actorId: number) {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const current = await q.lock(id, tx);
        if (!current) throw notFound();
        if (!current.active) await q.deactivateOthers(current.brand, current.id, tx);
        const saved = await q.update(
          current.id,
          {
            active: !current.active,
            publishedAt: current.publishedAt ?? (current.active ? null : at),
            updatedBy: actorId,
            updatedAt: at,
          },
          tx,
        );
        return saved!;
      });
      await changed(row.active ? 'activate' : 'deactivate', row);
      return answer(row);
    },

    async remove(id: number) {
      const row = await q.find(id);
      if (!row) throw notFound();
      if (!(await q.removeDraft(id)))
        throw new AppError('conflict', PRIVACY_MESSAGES.publishedDelete);
      await changed('delete', row);
    },

    /** The public page and the modal: the active version of the request's brand. */
    async activeOf(brand: BrandId): Promise<PublicPrivacyPolicy> {
      const row = await q.active(brand);
      if (!row) throw new AppError('resource.not_found', PRIVACY_MESSAGES.noneActive);
      return {
        id: row.id,
        version: row.version,
        description: row.description,
        updated_at: iso(row.updatedAt),
      };
    },

    async recordConsent(
      brand: BrandId,
      input: ConsentInput,
      userId: number | null,
    ): Promise<CookieConsentRecord> {
      const row = await q.insertConsent({
        brand,
        anonymousId: input.anonymous_id,
        userId,
        decision: input.decision,
        statistics: input.statistics,
        preferences: input.preferences,
        marketing: input.marketing,
        bannerVersion: input.banner_version,
        decidedAt: now(),
      });
      return { id: row.id, policy_version: row.policyVersion, decided_at: iso(row.decidedAt) };
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
