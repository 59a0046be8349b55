import {
  CUSTOMER_PRODUCTS_SIGNATURE_TYPE,
  CUSTOMER_PROFILE_ID,
  EMAIL_TAKEN_MESSAGE,
  INT4_MAX,
  PHONE_INVALID_MESSAGE,
  isValidBrazilianPhone,
  nationalPhoneDigits,
  normalizeTaxId,
  onlyDigits,
  orderStatusName,
} from '@app/shared';
import type {
  Address,
  CustomerDetails,
  customerContactSchema,
  customerInputSchema,
  customerListItemSchema,
  customerProductSchema,
  customerSchema,
  orderListItemSchema,
  orderRefundSchema,
} from '@app/shared';
import type { z } from 'zod';
import { GRANT_KINDS, ORDER_STATUS } from '../../db/schema/index.ts';
import type { GrantKind } from '../../db/schema/index.ts';
import type { Session } from '../../platform/access.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { generateToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { grantView } from '../access/access.service.ts';
import type { AccessService, GrantRow } from '../access/access.service.ts';
import type { UsersQueries } from '../users/users.queries.ts';
import { contentKey, customersQueries } from './customers.queries.ts';
import type { CustomerSearch, OrderRow, UserRow } from './customers.queries.ts';
import { CUSTOMER_NOT_FOUND, checkText, fieldConflict, fieldError } from './errors.ts';

type CustomerListItem = z.infer<typeof customerListItemSchema>;
type Customer = z.infer<typeof customerSchema>;
type CustomerProduct = z.infer<typeof customerProductSchema>;
type OrderListItem = z.infer<typeof orderListItemSchema>;
type OrderRefund = z.infer<typeof orderRefundSchema>;
type CustomerInput = z.output<typeof customerInputSchema>;
type ContactInput = z.output<typeof customerContactSchema>;

/** Orders that brought money in (spec section 3: 2 paid; 5/6 refunded in full or in part). */
export const COUNTED_ORDER_STATUSES = [
  ORDER_STATUS.paid,
  ORDER_STATUS.refunded,
  ORDER_STATUS.partiallyRefunded,
];
/** What "Produtos" lists without `type`: contents. Signatures come with `type=3`. */
const CONTENT_KINDS = ['course', 'ebook', 'trail', 'research'] as const satisfies GrantKind[];
const LAST_ORDERS = 5;

interface Page {
  page: number;
  per_page: number;
}
interface Totals {
  orders_count: number;
  paid_cents: number;
  refunded_cents: number;
}
const NO_TOTALS: Totals = { orders_count: 0, paid_cents: 0, refunded_cents: 0 };

function escapeLike(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_');
}

/** Stored as users.email is: trimmed and lower-cased (the unique index compares exactly). */
function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Stored as users.identifier is: 0-9A-Z only; an empty field clears it. */
function canonicalTaxId(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  return normalizeTaxId(value);
}

/** Stored as the profile stores it: national digits; an empty field clears it. */
function canonicalPhone(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  if (!isValidBrazilianPhone(value)) throw fieldError('phone_number', PHONE_INVALID_MESSAGE);
  return nationalPhoneDigits(value);
}

type AddressRow = Awaited<ReturnType<UsersQueries['listAddresses']>>[number];
/**
 * The users module keeps its address mapper private (and that module is not ours to edit): this
 * is the same mapping, over the same query (`usersQueries.listAddresses`).
 */
function toAddress(row: AddressRow): Address {
  return {
    id: row.a.id,
    name: row.a.name,
    address: row.a.address,
    number: row.a.number,
    complement: row.a.complement,
    district: row.a.district,
    zip_code: row.a.zipCode,
    country: row.countryName,
    city_id: row.a.cityId,
    uf_id: row.a.stateId,
    name_city: row.cityName,
    name_uf: row.stateName,
  };
}

export function toOrderListItem(o: OrderRow, summary: string | null): OrderListItem {
  return {
    id: o.id,
    status: o.status,
    status_name: orderStatusName(o.status),
    brand: o.brand,
    user_id: o.userId,
    customer_name: o.customerName,
    customer_email: o.customerEmail,
    method: o.method,
    total_cents: o.totalCents,
    refunded_cents: o.refundedCents,
    products_summary: summary ?? '',
    paid_at: o.paidAt?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
  };
}

export interface CustomersDeps {
  db: Db;
  users: UsersQueries;
  access: AccessService;
  revokeUserSessions: (userId: number) => Promise<void>;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
}

export function customersService({
  db,
  users: userQueries,
  access,
  revokeUserSessions,
  audit,
  now,
}: CustomersDeps) {
  const q = customersQueries(db);

  /** A customer (profile 3); deleted ones only where history is read. */
  async function customerRow(id: number, includeDeleted = false): Promise<UserRow> {
    const row = id <= INT4_MAX ? await userQueries.findUser(id) : undefined;
    if (
      !row ||
      row.profileId !== CUSTOMER_PROFILE_ID ||
      (!includeDeleted && row.deletedAt !== null)
    )
      throw new AppError('resource.not_found', CUSTOMER_NOT_FOUND);
    return row;
  }

  /**
   * The person whose history a sub-list reads: any account, deleted or not, since staff also
   * buy and receive courtesies (type "Colaborador") and the order screens link here.
   */
  async function anyUser(id: number): Promise<UserRow> {
    const row = id <= INT4_MAX ? await userQueries.findUser(id) : undefined;
    if (!row) throw new AppError('resource.not_found', CUSTOMER_NOT_FOUND);
    return row;
  }

  async function totalsOf(ids: number[]): Promise<Map<number, Totals>> {
    if (ids.length === 0) return new Map();
    const rows = await q.totals(ids, COUNTED_ORDER_STATUSES);
    return new Map(
      rows.map((r) => [
        r.userId,
        { orders_count: r.ordersCount, paid_cents: r.paid, refunded_cents: r.refunded },
      ]),
    );
  }

  /** Who is in a trial now (the chat badge and the customer screen show it). */
  async function inTrial(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    return new Set(await q.inTrial(ids, now()));
  }

  function toListItem(u: UserRow, totals: Totals): CustomerListItem {
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      identifier: u.identifier,
      phone_number: u.phoneNumber,
      orders_count: totals.orders_count,
      paid_cents: totals.paid_cents,
      created_at: u.createdAt.toISOString(),
    };
  }

  async function toCustomer(u: UserRow): Promise<Customer & { refunded_cents: number }> {
    const [totals, trial] = await Promise.all([totalsOf([u.id]), inTrial([u.id])]);
    const t = totals.get(u.id) ?? NO_TOTALS;
    return {
      ...toListItem(u, t),
      nickname: u.nickname,
      birth_date: u.birthDate,
      gender: u.gender,
      trial: trial.has(u.id),
      deleted_at: u.deletedAt?.toISOString() ?? null,
      refunded_cents: t.refunded_cents,
    };
  }

  /** A person's grants of some kinds, through the access module, named, newest first. */
  async function productsOf(userId: number, kinds: readonly GrantKind[]) {
    const grants: GrantRow[] = (await Promise.all(kinds.map((k) => access.list(userId, k))))
      .flat()
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
    const names = await q.contentNames(grants);
    const at = now();
    return grants.map((g): CustomerProduct => {
      const { note: _note, ...view } = grantView(
        g,
        names.get(contentKey(g.kind, g.target_id)) ?? `#${g.target_id}`,
        at,
      );
      return { ...view, kind: g.kind };
    });
  }

  /**
   * A taken e-mail is a 409 naming the field. A duplicate that races past this check is refused by
   * `users_email_unique` and answered the same way by platform/errors.ts's central mapping.
   */
  async function emailFree(email: string, exceptId?: number): Promise<void> {
    if (await userQueries.emailTakenByOther(email, exceptId))
      throw fieldConflict('email', EMAIL_TAKEN_MESSAGE);
  }

  async function ordersPage(userId: number, query: Page) {
    const { rows, total } = await q.orders(
      userId,
      now(),
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return {
      rows: rows.map((r) => toOrderListItem({ ...r.o, status: r.status }, r.summary)),
      total,
    };
  }

  return {
    async list(query: Page & { search?: string; sort: string }) {
      // NUL cannot reach PostgreSQL (a 500); nobody searches for it either.
      const search = query.search?.replaceAll('\u0000', '');
      const matching: Pick<CustomerSearch, 'term' | 'taxId' | 'phone'> = {};
      if (search) {
        matching.term = `%${escapeLike(search)}%`;
        // A CPF/CNPJ is searched without its mask ("529.982" finds 52998224725); only 0-9A-Z
        // are left, so nothing needs escaping.
        const taxId = normalizeTaxId(search);
        if (/\d/.test(search) && taxId.length >= 3) matching.taxId = taxId;
        const phone = onlyDigits(search);
        if (phone.length >= 4) matching.phone = phone;
      }
      const { rows, total } = await q.list(CUSTOMER_PROFILE_ID, {
        ...matching,
        sort: {
          column: query.sort.replace('-', '') as CustomerSearch['sort']['column'],
          descending: query.sort.startsWith('-'),
        },
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      const totals = await totalsOf(rows.map((r) => r.id));
      return {
        data: rows.map((r) => toListItem(r, totals.get(r.id) ?? NO_TOTALS)),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /** Deleted customers are found too (with `deleted_at`): their orders still link here. */
    async find(id: number): Promise<Customer> {
      const { refunded_cents: _refunded, ...customer } = await toCustomer(
        await customerRow(id, true),
      );
      return customer;
    },

    /**
     * The customer screen and the checkout read this: the person themself (any profile: staff
     * buy too) or staff with `Clientes` read. Someone else's id is 403 before any lookup, so it
     * does not tell whether the account exists.
     */
    async details(session: Session, id: number): Promise<CustomerDetails> {
      const self = session.userId === id;
      if (!self && !session.can('read', 'Clientes')) throw new AppError('auth.forbidden');
      const user = self ? await anyUser(id) : await customerRow(id, true);
      const at = now();
      const [customer, addressRows, products, last, courtesyCount] = await Promise.all([
        toCustomer(user),
        userQueries.listAddresses(id),
        productsOf(id, GRANT_KINDS),
        ordersPage(id, { page: 1, per_page: LAST_ORDERS }),
        q.activeCourtesies(id, at),
      ]);
      const active = products.filter((p) => p.status === 'active');
      const summary = Object.fromEntries(GRANT_KINDS.map((k) => [k, 0])) as Record<
        GrantKind,
        number
      >;
      for (const p of active) summary[p.kind as GrantKind] += 1;
      return {
        ...customer,
        addresses: addressRows.map(toAddress),
        access_summary: summary,
        active_products: active,
        last_orders: last.rows,
        active_courtesies: courtesyCount,
      };
    },

    /**
     * Staff register a customer (phone sales, support): a profile-3 account with a random
     * password nobody knows and no message sent; the person gets in later with "esqueci minha
     * senha" or a login code.
     */
    async create(input: CustomerInput): Promise<Customer> {
      const email = canonicalEmail(input.email);
      const phone = canonicalPhone(input.phone_number);
      await emailFree(email);
      const passwordHash = await hashPassword(generateToken());
      const user = await userQueries.insertUser({
        name: checkText('name', input.name),
        email,
        passwordHash,
        profileId: CUSTOMER_PROFILE_ID,
        identifier: canonicalTaxId(input.identifier) ?? null,
        phoneNumber: phone ?? null,
        birthDate: input.birth_date ?? null,
      });
      await audit({ action: 'customer.create', targetType: 'user', targetId: user.id });
      return this.find(user.id);
    },

    async update(id: number, input: CustomerInput): Promise<Customer> {
      await customerRow(id);
      const email = canonicalEmail(input.email);
      const phone = canonicalPhone(input.phone_number);
      await emailFree(email, id);
      await userQueries.updateUser(id, {
        name: checkText('name', input.name),
        email,
        identifier: canonicalTaxId(input.identifier),
        phoneNumber: phone,
        birthDate: input.birth_date,
      });
      await audit({
        action: 'customer.update',
        targetType: 'user',
        targetId: id,
        details: { fields: Object.keys(input) },
      });
      return this.find(id);
    },

    /**
     * Soft delete, as users are deleted: orders, grants and chat keep pointing at the row; every
     * open session ends at once so the account stops working now.
     */
    async remove(id: number): Promise<void> {
      await customerRow(id);
      await userQueries.updateUser(id, { deletedAt: now() });
      await revokeUserSessions(id);
      await audit({ action: 'customer.delete', targetType: 'user', targetId: id });
    },

    /**
     * Support fixing how to reach someone. The previous e-mail goes to the audit log: the e-mail
     * is the login, so a change is what an account takeover looks like afterwards.
     */
    async updateContact(id: number, input: ContactInput): Promise<Customer> {
      if (input.email === undefined && input.phone_number === undefined)
        throw new AppError('bad.request', 'Informe o e-mail ou o telefone.');
      const before = await customerRow(id);
      const email = input.email === undefined ? undefined : canonicalEmail(input.email);
      const phone = canonicalPhone(input.phone_number);
      if (email !== undefined) await emailFree(email, id);
      await userQueries.updateUser(id, { email, phoneNumber: phone });
      const emailChanged = email !== undefined && email !== before.email;
      await audit({
        action: 'customer.contact.update',
        targetType: 'user',
        targetId: id,
        details: {
          fields: Object.keys(input),
          ...(emailChanged ? { previous_email: before.email } : {}),
        },
      });
      return this.find(id);
    },

    async orders(id: number, query: Page) {
      await anyUser(id);
      const { rows, total } = await ordersPage(id, query);
      return { data: rows, meta: { total, page: query.page, per_page: query.per_page } };
    },

    /** Contents (courses, e-books, trails, research), or signatures with `type=3`. */
    async products(id: number, query: Page & { type?: number }) {
      await anyUser(id);
      const kinds =
        query.type === CUSTOMER_PRODUCTS_SIGNATURE_TYPE ? (['signature'] as const) : CONTENT_KINDS;
      const all = await productsOf(id, kinds);
      const start = (query.page - 1) * query.per_page;
      return {
        data: all.slice(start, start + query.per_page),
        meta: { total: all.length, page: query.page, per_page: query.per_page },
      };
    },

    async refunds(id: number, query: Page) {
      await anyUser(id);
      const { rows, total } = await q.refunds(
        id,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      const data: OrderRefund[] = rows.map(({ r, createdByName }) => ({
        id: r.id,
        order_id: r.orderId,
        type: r.type,
        amount_cents: r.amountCents,
        reason: r.reason,
        provider_status: r.providerStatus,
        created_by_name: createdByName,
        created_at: r.createdAt.toISOString(),
      }));
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },

    /** For the courtesies module: the person must exist before their list is read. */
    anyUser,
  };
}
export type CustomersService = ReturnType<typeof customersService>;
