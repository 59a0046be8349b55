import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { grantImports, productItems, users } from '../../db/schema/index.ts';
import type { GrantImportKind, GrantKind } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the XP releases and e-mail binds (grants go through the access module). */

export type GrantImportValues = Omit<
  typeof grantImports.$inferInsert,
  'id' | 'appliedAt' | 'appliedUserId'
>;
export type GrantImportRecord = typeof grantImports.$inferSelect;

/** A release with the names the staff list shows. */
export interface GrantImportListRow {
  id: number;
  kind: GrantImportKind;
  code: string | null;
  email: string | null;
  product_id: number | null;
  product_name: string | null;
  signature_type_id: number | null;
  signature_type_name: string | null;
  courses: { id: number; name: string }[] | null;
  days: number | null;
  ends_at: Date | string | null;
  note: string | null;
  applied_at: Date | string | null;
  applied_user_id: number | null;
  applied_user_name: string | null;
  applied_user_email: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  total?: number;
}

/** What a CSV names, resolved: an id or a slug of a product, signature type or course. */
export interface ReferenceRow {
  kind: 'product' | 'signature' | 'course';
  ref: string;
  id: number;
  name: string;
}

/** A list of texts as one parameter (drizzle would spread a JS array into several). */
const textList = (values: readonly string[]) => sql`${JSON.stringify(values)}::json`;

/** Namespace of the per-address advisory lock that orders a bind's import and a sign-up. */
const EMAIL_LOCK = 0x0e3a_b14d;

const columns = sql`g.id, g.kind, g.code, g.email, g.product_id, p.name as product_name,
  g.signature_type_id, s.name as signature_type_name,
  (select json_agg(json_build_object('id', c.id, 'name', c.title) order by c.title)
     from courses c where c.id = any(g.course_ids)) as courses,
  g.days, g.ends_at, g.note, g.applied_at, g.applied_user_id, u.name as applied_user_name,
  u.email as applied_user_email, cb.name as created_by_name, g.created_at`;
const joins = sql`from grant_imports g
  left join products p on p.id = g.product_id
  left join signature_types s on s.id = g.signature_type_id
  left join users u on u.id = g.applied_user_id
  left join users cb on cb.id = g.created_by`;

/** `status` at `at`: applied; pending with an end date passed (expired); pending. */
function statusIs(status: 'pending' | 'applied' | 'expired', at: string): SQL {
  if (status === 'applied') return sql`g.applied_at is not null`;
  if (status === 'expired')
    return sql`g.applied_at is null and g.ends_at is not null and g.ends_at <= ${at}::timestamptz`;
  return sql`g.applied_at is null and (g.ends_at is null or g.ends_at > ${at}::timestamptz)`;
}

export function grantImportsQueries(db: Db) {
  return {
    /** One page of a kind's releases, newest first, with the total (one statement). */
    list: (
      filter: {
        kind: GrantImportKind;
        search?: string;
        status?: 'pending' | 'applied' | 'expired';
        at: Date;
        limit: number;
        offset: number;
      },
      tx: Db = db,
    ) => {
      const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : null;
      return queryRows<GrantImportListRow>(
        tx,
        sql`select ${columns}, count(*) over ()::int as total ${joins}
            where g.kind = ${filter.kind}
              ${like === null ? sql`` : sql`and (g.key ilike ${like} or u.name ilike ${like} or u.email ilike ${like} or g.note ilike ${like})`}
              ${filter.status ? sql`and ${statusIs(filter.status, filter.at.toISOString())}` : sql``}
            order by g.created_at desc, g.id desc
            limit ${filter.limit} offset ${filter.offset}`,
      );
    },

    find: async (kind: GrantImportKind, id: number, tx: Db = db) =>
      (
        await queryRows<GrantImportListRow>(
          tx,
          sql`select ${columns} ${joins} where g.id = ${id} and g.kind = ${kind}`,
        )
      )[0],

    /** The choices of the staff form: live products, active signature types, courses. */
    options: (tx: Db = db) =>
      queryRows<{ kind: 'product' | 'signature' | 'course'; id: number; name: string }>(
        tx,
        sql`select 'product' as kind, id, name from products where active and deleted_at is null
            union all
            select 'signature', id, name from signature_types where active
            union all
            select 'course', id, title from courses where deleted_at is null
            order by 1, 3`,
      ),

    /** The products, signature types and courses that ids or slugs name (one statement). */
    references: (
      refs: { products: string[]; signatures: string[]; courses: string[] },
      tx: Db = db,
    ) =>
      queryRows<ReferenceRow>(
        tx,
        sql`select 'product' as kind, r.ref, p.id, p.name
              from json_array_elements_text(${textList(refs.products)}) r(ref)
              join products p on (p.id::text = r.ref or p.slug = r.ref)
               and p.active and p.deleted_at is null
            union all
            select 'signature', r.ref, s.id, s.name
              from json_array_elements_text(${textList(refs.signatures)}) r(ref)
              join signature_types s on (s.id::text = r.ref or s.slug = r.ref) and s.active
            union all
            select 'course', r.ref, c.id, c.title
              from json_array_elements_text(${textList(refs.courses)}) r(ref)
              join courses c on (c.id::text = r.ref or c.slug = r.ref) and c.deleted_at is null`,
      ),

    /** Which of these keys a kind already holds. */
    async existingKeys(kind: GrantImportKind, keys: string[], tx: Db = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await queryRows<{ key: string }>(
        tx,
        sql`select key from grant_imports
            where kind = ${kind} and key in (select json_array_elements_text(${textList(keys)}))`,
      );
      return new Set(rows.map((r) => r.key));
    },

    /** Writes releases; a key already there is left as it is (importing twice makes one row). */
    insertMany: (rows: GrantImportValues[], tx: Db = db) =>
      rows.length === 0
        ? Promise.resolve([] as GrantImportRecord[])
        : tx
            .insert(grantImports)
            .values(rows)
            .onConflictDoNothing({ target: [grantImports.kind, grantImports.key] })
            .returning(),

    async update(
      kind: GrantImportKind,
      id: number,
      values: Partial<GrantImportValues>,
      tx: Db = db,
    ): Promise<GrantImportRecord | undefined> {
      const [row] = await tx
        .update(grantImports)
        .set(values)
        .where(
          and(eq(grantImports.id, id), eq(grantImports.kind, kind), isNull(grantImports.appliedAt)),
        )
        .returning();
      return row;
    },

    /** Deletes a release still pending; answers the row, or undefined (missing or applied). */
    async deletePending(kind: GrantImportKind, id: number, tx: Db = db) {
      const [row] = await tx
        .delete(grantImports)
        .where(
          and(eq(grantImports.id, id), eq(grantImports.kind, kind), isNull(grantImports.appliedAt)),
        )
        .returning();
      return row;
    },

    async exists(kind: GrantImportKind, id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: grantImports.id })
        .from(grantImports)
        .where(and(eq(grantImports.id, id), eq(grantImports.kind, kind)));
      return rows.length > 0;
    },

    /** An XP code that may still be applied at `at` (pending, not past its end). */
    async pendingCode(code: string, at: Date, tx: Db = db) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select id from grant_imports
            where kind = 'xp' and key = ${code} and applied_at is null
              and (ends_at is null or ends_at > ${at.toISOString()}::timestamptz)`,
      );
      return row;
    },

    /** The binds of an address that may still be applied at `at`. */
    pendingBindIds: (email: string, at: Date, tx: Db = db) =>
      queryRows<{ id: number }>(
        tx,
        sql`select id from grant_imports
            where kind = 'email_bind' and email = ${email} and applied_at is null
              and (ends_at is null or ends_at > ${at.toISOString()}::timestamptz)
            order by id`,
      ),

    /**
     * Makes a release the person's: only while it is still pending and not past its end, so of
     * two sign-ups with one code (or an import racing a sign-up) exactly one wins.
     */
    async claim(id: number, userId: number, at: Date, tx: Db = db) {
      const [row] = await queryRows<{
        id: number;
        kind: GrantImportKind;
        product_id: number | null;
        signature_type_id: number | null;
        course_ids: number[];
        days: number | null;
        ends_at: Date | string | null;
        note: string | null;
      }>(
        tx,
        sql`update grant_imports set applied_at = ${at.toISOString()}::timestamptz,
                   applied_user_id = ${userId}
            where id = ${id} and applied_at is null
              and (ends_at is null or ends_at > ${at.toISOString()}::timestamptz)
            returning id, kind, product_id, signature_type_id, course_ids, days, ends_at, note`,
      );
      return row;
    },

    productItems: (productId: number, tx: Db = db) =>
      tx
        .select({ kind: productItems.kind, targetId: productItems.targetId })
        .from(productItems)
        .where(eq(productItems.productId, productId)) as Promise<
        { kind: GrantKind; targetId: number }[]
      >,

    /** The live account of an address, if any. */
    async userIdByEmail(email: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)));
      return row?.id;
    },

    /** Serialises the binds of one address: an import and that address's sign-up take turns. */
    async lockEmail(email: string, tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`);
    },
  };
}
export type GrantImportsQueries = ReturnType<typeof grantImportsQueries>;
