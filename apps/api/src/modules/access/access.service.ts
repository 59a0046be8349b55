import type { GrantKind, GrantSource } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { accessQueries } from './access.queries.ts';
import type { GrantValues } from './access.queries.ts';

export const NO_ACCESS_MESSAGE = 'Você não tem acesso a este conteúdo.';

/** A signature that would open a content (the subscribe prompt names it). */
export interface RequiredSignature {
  id: number;
  name: string;
  slug: string;
  available_in_store: boolean;
}

/** A product of the store that sells a content. */
export interface StoreOffer {
  id: number;
  name: string;
  slug: string;
  price_cents: number;
}

/** Everything that would open a content: signatures including it, products selling it. */
export interface ContentOffers {
  signatures: RequiredSignature[];
  products: StoreOffer[];
}

export interface ActiveAccess {
  /** When the earliest active grant started (release rules count days from here). */
  startsAt: Date;
  /** When access ends (the latest end among active grants; null: lifetime). */
  endsAt: Date | null;
  source: GrantSource;
}

/** A grant to write: the stored values, where who made it, its source row and a note may be left out. */
export type NewGrant = Omit<GrantValues, 'sourceId' | 'createdBy' | 'note'> &
  Partial<Pick<GrantValues, 'sourceId' | 'createdBy' | 'note'>>;

export interface GrantRow {
  id: number;
  kind: GrantKind;
  target_id: number;
  starts_at: Date;
  ends_at: Date | null;
  source: GrantSource;
  source_id: number | null;
  revoked_at: Date | null;
  note: string | null;
  created_at: Date;
}

/** A grant's state at `at`: what the staff lists show. */
export function grantStatus(
  grant: Pick<GrantRow, 'starts_at' | 'ends_at' | 'revoked_at'>,
  at: Date,
): 'active' | 'scheduled' | 'expired' | 'revoked' {
  if (grant.revoked_at !== null && grant.revoked_at <= at) return 'revoked';
  if (grant.starts_at > at) return 'scheduled';
  if (grant.ends_at !== null && grant.ends_at <= at) return 'expired';
  return 'active';
}

/** A grant as staff lists show it (`list-courses-by-user`, `list-user-signature`). */
export function grantView(
  g: Pick<
    GrantRow,
    'id' | 'target_id' | 'starts_at' | 'ends_at' | 'source' | 'revoked_at' | 'note'
  >,
  name: string,
  at: Date,
) {
  return {
    id: g.id,
    target_id: g.target_id,
    name,
    starts_at: g.starts_at.toISOString(),
    ends_at: g.ends_at ? g.ends_at.toISOString() : null,
    source: g.source,
    status: grantStatus(g, at),
    note: g.note,
  };
}

/**
 * The one place that answers "may this person see this content now?" (issue 4). A grant works
 * while `starts_at <= now < ends_at` (no end: lifetime) and it is not revoked; a signature grant
 * also opens every content its type's qualification includes (`signature_type_contents`).
 */
export function accessService(db: Db, now: () => Date = () => new Date()) {
  const queries = accessQueries(db);
  const stamp = (value: Date | string) => new Date(value);
  const maybeStamp = (value: Date | string | null) => (value === null ? null : new Date(value));

  return {
    now,

    /** Active access to one content, directly or through a signature; null when none. */
    async find(
      userId: number,
      kind: GrantKind,
      targetId: number,
      at: Date = now(),
    ): Promise<ActiveAccess | null> {
      const row = await queries.find(userId, kind, targetId, at);
      return row
        ? { startsAt: stamp(row.starts_at), endsAt: maybeStamp(row.ends_at), source: row.source }
        : null;
    },

    async has(userId: number, kind: GrantKind, targetId: number, at: Date = now()) {
      return (await this.find(userId, kind, targetId, at)) !== null;
    },

    /** Every content of a kind the person may see now, with when access started and ends. */
    async targets(
      userId: number,
      kind: GrantKind,
      at: Date = now(),
    ): Promise<Map<number, { startsAt: Date; endsAt: Date | null }>> {
      const rows = await queries.targets(userId, kind, at);
      return new Map(
        rows.map((r) => [
          r.target_id,
          { startsAt: stamp(r.starts_at), endsAt: maybeStamp(r.ends_at) },
        ]),
      );
    },

    grant(grant: NewGrant): Promise<number> {
      return queries.insert({
        ...grant,
        sourceId: grant.sourceId ?? null,
        createdBy: grant.createdBy ?? null,
        note: grant.note ?? null,
      });
    },

    /** A refund or a cancelled courtesy ends every grant it gave, from `at` on. */
    revokeSource(source: GrantSource, sourceId: number, at: Date = now()): Promise<number> {
      return queries.revokeSource(source, sourceId, at);
    },

    revoke(grantId: number, at: Date = now()): Promise<boolean> {
      return queries.revoke(grantId, at);
    },

    /**
     * The signature types whose qualification includes this content, for the subscribe prompt
     * (only active ones; those sold in the store first).
     */
    signaturesCovering(kind: GrantKind, targetId: number): Promise<RequiredSignature[]> {
      return queries.signaturesCovering(kind, targetId);
    },

    /** The prompt's signatures of several contents of one kind (one statement), by content. */
    async signaturesCoveringEach(
      kind: GrantKind,
      targetIds: readonly number[],
    ): Promise<Map<number, RequiredSignature[]>> {
      const unique = [...new Set(targetIds)];
      const byTarget = new Map<number, RequiredSignature[]>(unique.map((id) => [id, []]));
      if (unique.length === 0) return byTarget;
      for (const { target_id: targetId, ...signature } of await queries.signaturesCoveringEach(
        kind,
        unique,
      ))
        byTarget.get(targetId)?.push(signature);
      return byTarget;
    },

    /**
     * What would open each of several contents (one statement): the signatures including it and
     * the products the brand's store sells with it, for a prompt that names both.
     */
    async offersCoveringEach(
      kind: GrantKind,
      targetIds: readonly number[],
      brand: string,
    ): Promise<Map<number, ContentOffers>> {
      const unique = [...new Set(targetIds)];
      const byTarget = new Map<number, ContentOffers>(
        unique.map((id) => [id, { signatures: [], products: [] }]),
      );
      if (unique.length === 0) return byTarget;
      for (const row of await queries.offersCoveringEach(kind, unique, brand)) {
        const offers = byTarget.get(row.target_id);
        const { id, name, slug } = row;
        if (row.offer === 'signature')
          offers?.signatures.push({ id, name, slug, available_in_store: row.available_in_store });
        else offers?.products.push({ id, name, slug, price_cents: row.price_cents ?? 0 });
      }
      return byTarget;
    },

    /**
     * The 403 for content the person may not see. When signatures include it, the body names
     * them (`required_signatures`) so the browser opens the subscribe prompt (spec section 3).
     */
    async denied(kind: GrantKind, targetId: number): Promise<AppError> {
      const required = await this.signaturesCovering(kind, targetId);
      return new AppError('auth.forbidden', NO_ACCESS_MESSAGE, {
        error: NO_ACCESS_MESSAGE,
        ...(required.length > 0 ? { required_signatures: required } : {}),
      });
    },

    /** All of a person's grants of one kind, newest first, for staff screens. */
    async list(userId: number, kind: GrantKind): Promise<GrantRow[]> {
      const rows = await queries.list(userId, kind);
      // Raw rows carry timestamps as Dates, JSON-aggregated ones as text: one shape for callers.
      return rows.map((r) => ({
        ...r,
        starts_at: stamp(r.starts_at),
        ends_at: maybeStamp(r.ends_at),
        revoked_at: maybeStamp(r.revoked_at),
        created_at: stamp(r.created_at),
      }));
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
