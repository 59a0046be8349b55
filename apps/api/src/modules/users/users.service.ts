import { COMMON_PASSWORD_MESSAGE, CUSTOMER_PROFILE_ID, EMAIL_TAKEN_MESSAGE } from '@app/shared';
import type { Address, AddressInput, PermissionEntry, UserDetail, UserListItem } from '@app/shared';
import type { Session } from '../../platform/access.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { AvatarStorage } from '../../platform/storage/avatars.ts';
import type { UsersQueries } from './users.queries.ts';

type UserRow = NonNullable<Awaited<ReturnType<UsersQueries['findUser']>>>;

export interface UsersDeps {
  queries: UsersQueries;
  revokeUserSessions: (userId: number, exceptSessionId?: number) => Promise<void>;
  audit: (entry: AuditEntry) => Promise<void>;
  trialDays: number;
  avatars: AvatarStorage;
  /** Permission entries are cached per profile; an edit drops the cached copy in every process. */
  onPermissionsChanged: (profileId: number) => Promise<void>;
  now?: () => Date;
}

function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

export function toUserDetail(user: UserRow): UserDetail {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    nickname: user.nickname,
    identifier: user.identifier,
    phone_number: user.phoneNumber,
    gender: user.gender,
    birth_date: user.birthDate,
    ocupation: user.ocupation,
    profile_id: user.profileId,
    avatar_url: user.avatarPath ? `/api/user-avatar/${user.avatarPath}` : null,
    interests: user.interests,
    created_at: user.createdAt.toISOString(),
    deleted_at: user.deletedAt?.toISOString() ?? null,
  };
}

type AddressRow = NonNullable<Awaited<ReturnType<UsersQueries['findAddress']>>>;
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

/** Users see and change their own data; staff with the `Usuários` resource see and change anyone's. */
function assertSelfOrStaff(session: Session, userId: number, action: 'read' | 'update'): void {
  if (session.userId !== userId && !session.can(action, 'Usuários'))
    throw new AppError('auth.forbidden');
}

export function usersService(deps: UsersDeps) {
  const { queries } = deps;
  const now = deps.now ?? (() => new Date());

  async function existingUser(id: number): Promise<UserRow> {
    const user = await queries.findUser(id);
    if (!user || user.deletedAt !== null)
      throw new AppError('resource.not_found', 'Usuário não encontrado.');
    return user;
  }

  async function ownedAddress(session: Session, id: number): Promise<AddressRow> {
    const row = await queries.findAddress(id);
    // Someone else's address is "not found", not "forbidden": its existence is not leaked.
    if (!row || (row.a.userId !== session.userId && !session.can('read', 'Usuários'))) {
      throw new AppError('resource.not_found', 'Endereço não encontrado.');
    }
    return row;
  }

  async function placeOf(input: AddressInput) {
    const place = await queries.cityInState(input.city_id, input.uf_id);
    if (!place) throw fieldError('city_id', 'A cidade não pertence ao estado escolhido.');
    return place;
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      profile_id?: number;
      sort: string;
    }) {
      const { rows, total } = await queries.listUsers(query);
      const data: UserListItem[] = rows.map(({ user, profileName }) => ({
        id: user.id,
        name: user.name,
        nickname: user.nickname,
        email: user.email,
        identifier: user.identifier,
        profile_id: user.profileId,
        profile_name: profileName,
        created_at: user.createdAt.toISOString(),
      }));
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },

    async find(id: number): Promise<UserDetail> {
      return toUserDetail(await existingUser(id));
    },

    async create(input: {
      name: string;
      email: string;
      password: string;
      profile_id: number;
      nickname?: string | null;
      identifier?: string | null;
      phone_number?: string | null;
      gender?: string | null;
      birth_date?: string | null;
      ocupation?: string | null;
    }): Promise<UserDetail> {
      if (await isCommonPassword(input.password))
        throw fieldError('password', COMMON_PASSWORD_MESSAGE);
      if (await queries.emailTakenByOther(input.email))
        throw fieldError('email', EMAIL_TAKEN_MESSAGE);
      if (!(await queries.profileExists(input.profile_id)))
        throw fieldError('profile_id', 'Perfil inexistente.');
      const user = await queries.insertUser({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        profileId: input.profile_id,
        nickname: input.nickname ?? null,
        identifier: input.identifier ?? null,
        phoneNumber: input.phone_number ?? null,
        gender: input.gender ?? null,
        birthDate: input.birth_date ?? null,
        ocupation: input.ocupation ?? null,
      });
      await deps.audit({
        action: 'user.create',
        targetType: 'user',
        targetId: user.id,
        details: { profile_id: user.profileId },
      });
      return toUserDetail(user);
    },

    async update(
      id: number,
      input: Partial<{
        name: string;
        email: string;
        profile_id: number;
        nickname: string | null;
        identifier: string | null;
        phone_number: string | null;
        gender: string | null;
        birth_date: string | null;
        ocupation: string | null;
      }>,
    ): Promise<UserDetail> {
      const before = await existingUser(id);
      if (input.email !== undefined && (await queries.emailTakenByOther(input.email, id)))
        throw fieldError('email', EMAIL_TAKEN_MESSAGE);
      if (input.profile_id !== undefined && !(await queries.profileExists(input.profile_id)))
        throw fieldError('profile_id', 'Perfil inexistente.');
      const user = await queries.updateUser(id, {
        name: input.name,
        email: input.email,
        profileId: input.profile_id,
        nickname: input.nickname,
        identifier: input.identifier,
        phoneNumber: input.phone_number,
        gender: input.gender,
        birthDate: input.birth_date,
        ocupation: input.ocupation,
      });
      const changed = Object.keys(input);
      await deps.audit({
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        details: { fields: changed },
      });
      // A profile change takes effect now: the person signs in again with the new permissions.
      if (input.profile_id !== undefined && input.profile_id !== before.profileId)
        await deps.revokeUserSessions(id);
      return toUserDetail(user!);
    },

    async remove(session: Session, id: number): Promise<void> {
      if (session.userId === id)
        throw new AppError('conflict', 'Você não pode excluir o próprio usuário.');
      await existingUser(id);
      await queries.updateUser(id, { deletedAt: now() });
      await deps.revokeUserSessions(id);
      await deps.audit({ action: 'user.delete', targetType: 'user', targetId: id });
    },

    async revokeSessions(id: number): Promise<{ message: string }> {
      await existingUser(id);
      await deps.revokeUserSessions(id);
      await deps.audit({ action: 'user.sessions.revoked', targetType: 'user', targetId: id });
      return { message: 'Sessões encerradas.' };
    },

    async setPasswordByStaff(id: number, password: string): Promise<{ message: string }> {
      if (await isCommonPassword(password))
        throw fieldError('new_password', COMMON_PASSWORD_MESSAGE);
      await existingUser(id);
      await queries.updateUser(id, { passwordHash: await hashPassword(password) });
      await deps.revokeUserSessions(id);
      await deps.audit({ action: 'user.password.set_by_staff', targetType: 'user', targetId: id });
      return { message: 'Senha alterada. As sessões abertas dessa pessoa foram encerradas.' };
    },

    async changeOwnPassword(
      session: Session,
      id: number,
      input: { current_password: string; new_password: string },
    ): Promise<{ message: string }> {
      if (session.userId !== id) throw new AppError('auth.forbidden');
      const user = await existingUser(id);
      if (!(await verifyPassword(user.passwordHash, input.current_password)))
        throw fieldError('current_password', 'Senha atual incorreta.');
      if (await isCommonPassword(input.new_password))
        throw fieldError('new_password', COMMON_PASSWORD_MESSAGE);
      await queries.updateUser(id, { passwordHash: await hashPassword(input.new_password) });
      // Other devices are signed out; this one keeps working.
      await deps.revokeUserSessions(id, session.sessionId);
      await deps.audit({ action: 'user.password.changed', targetType: 'user', targetId: id });
      return { message: 'Senha alterada com sucesso.' };
    },

    async findProfile(session: Session, id: number): Promise<UserDetail> {
      assertSelfOrStaff(session, id, 'read');
      return toUserDetail(await existingUser(id));
    },

    async updateProfile(
      session: Session,
      id: number,
      input: Partial<{
        name: string;
        nickname: string | null;
        phone_number: string | null;
        identifier: string | null;
        gender: string | null;
        birth_date: string | null;
        ocupation: string | null;
      }>,
    ): Promise<UserDetail> {
      assertSelfOrStaff(session, id, 'update');
      await existingUser(id);
      const user = await queries.updateUser(id, {
        name: input.name,
        nickname: input.nickname,
        phoneNumber: input.phone_number,
        identifier: input.identifier,
        gender: input.gender,
        birthDate: input.birth_date,
        ocupation: input.ocupation,
        firstAccess: 0,
      });
      if (session.userId !== id)
        await deps.audit({
          action: 'user.profile.update',
          targetType: 'user',
          targetId: id,
          details: { fields: Object.keys(input) },
        });
      return toUserDetail(user!);
    },

    async updateInterests(session: Session, id: number, interests: string[]): Promise<UserDetail> {
      assertSelfOrStaff(session, id, 'update');
      await existingUser(id);
      const user = await queries.updateUser(id, { interests: [...new Set(interests)] });
      return toUserDetail(user!);
    },

    async setAvatar(
      session: Session,
      id: number,
      file: { bytes: Buffer; mimetype: string },
    ): Promise<UserDetail> {
      assertSelfOrStaff(session, id, 'update');
      const user = await existingUser(id);
      const name = await deps.avatars.save(file.bytes, file.mimetype);
      const updated = await queries.updateUser(id, { avatarPath: name });
      await deps.avatars.remove(user.avatarPath);
      return toUserDetail(updated!);
    },

    async removeAvatar(session: Session, id: number): Promise<UserDetail> {
      assertSelfOrStaff(session, id, 'update');
      const user = await existingUser(id);
      const updated = await queries.updateUser(id, { avatarPath: null });
      await deps.avatars.remove(user.avatarPath);
      return toUserDetail(updated!);
    },

    readAvatar(name: string): Promise<Buffer | null> {
      return deps.avatars.read(name);
    },

    async landingCheck(session: Session, id: number) {
      assertSelfOrStaff(session, id, 'read');
      const user = await existingUser(id);
      const missing = [
        user.phoneNumber ? null : 'phone_number',
        user.identifier ? null : 'identifier',
      ].filter((field): field is string => field !== null);
      return {
        id: user.id,
        first_access: user.firstAccess === 1,
        profile_complete: missing.length === 0,
        missing,
        trial_used: await queries.userHadTrial(user.id),
      };
    },

    async addresses(session: Session): Promise<Address[]> {
      return (await queries.listAddresses(session.userId)).map(toAddress);
    },

    async addressDetails(session: Session, id: number): Promise<Address> {
      return toAddress(await ownedAddress(session, id));
    },

    async createAddress(session: Session, input: AddressInput): Promise<Address> {
      const place = await placeOf(input);
      const row = await queries.insertAddress({
        userId: session.userId,
        name: input.name ?? null,
        address: input.address,
        number: input.number,
        complement: input.complement ?? null,
        district: input.district,
        zipCode: input.zip_code,
        cityId: input.city_id,
        stateId: input.uf_id,
        countryId: place.countryId,
      });
      return toAddress({ a: row, ...place });
    },

    async updateAddress(session: Session, id: number, input: AddressInput): Promise<Address> {
      const row = await ownedAddress(session, id);
      if (row.a.userId !== session.userId) assertSelfOrStaff(session, row.a.userId, 'update');
      const place = await placeOf(input);
      const updated = await queries.updateAddress(id, {
        name: input.name ?? null,
        address: input.address,
        number: input.number,
        complement: input.complement ?? null,
        district: input.district,
        zipCode: input.zip_code,
        cityId: input.city_id,
        stateId: input.uf_id,
        countryId: place.countryId,
      });
      if (!updated) throw new AppError('resource.not_found', 'Endereço não encontrado.');
      return toAddress({ a: updated, ...place });
    },

    async deleteAddress(session: Session, id: number): Promise<void> {
      const row = await ownedAddress(session, id);
      if (row.a.userId !== session.userId) assertSelfOrStaff(session, row.a.userId, 'update');
      await queries.deleteAddress(id);
    },

    async selectProfiles() {
      return queries.selectProfiles();
    },

    async auditLog(query: { page: number; per_page: number; search?: string; user_id?: number }) {
      const { rows, total } = await queries.listAudit(query);
      return {
        data: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    /**
     * One trial per person; the days come from configuration, or from the landing page whose
     * lead form started it (`days`).
     */
    async startTrial(
      session: Pick<Session, 'userId'>,
      tracking: Record<string, string> | null,
      days: number = deps.trialDays,
    ) {
      if (await queries.userHadTrial(session.userId))
        throw new AppError('conflict', 'Você já utilizou o seu período de teste.');
      const startsAt = now();
      const trial = await queries.insertTrial({
        userId: session.userId,
        days,
        startsAt,
        endsAt: new Date(startsAt.getTime() + days * 86_400_000),
        tracking,
      });
      await deps.audit({
        action: 'trial.start',
        targetType: 'user',
        targetId: session.userId,
        details: { days: trial.days },
      });
      return { trial_days: trial.days, show_trial: true, ends_at: trial.endsAt.toISOString() };
    },

    async trials(query: { page: number; per_page: number; userId?: number }) {
      const { rows, total } = await queries.listTrials(query);
      return {
        data: rows.map(({ t, name, email }) => ({
          id: t.id,
          user_id: t.userId,
          name,
          email,
          days: t.days,
          starts_at: t.startsAt.toISOString(),
          ends_at: t.endsAt.toISOString(),
          active: t.endsAt > now(),
        })),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async profiles() {
      return (await queries.listProfiles()).map((p) => ({
        id: p.id,
        name: p.name,
        is_customer: p.id === CUSTOMER_PROFILE_ID,
      }));
    },

    async profilePermissions(profileId: number): Promise<PermissionEntry[]> {
      if (!(await queries.profileExists(profileId)))
        throw new AppError('resource.not_found', 'Perfil não encontrado.');
      const bit = (v: number | undefined): 0 | 1 => (v === 1 ? 1 : 0);
      return (await queries.profilePermissionRows(profileId)).map(({ p, pp }) => ({
        create: bit(pp?.create),
        read: bit(pp?.read),
        update: bit(pp?.update),
        delete: bit(pp?.delete),
        manage: bit(pp?.manage),
        menu: bit(pp?.menu),
        permission_id: p.id,
        profile_id: profileId,
        permission: {
          id: p.id,
          name: p.name,
          parent_id: p.parentId,
          has_children: p.hasChildren,
          order: p.order,
          base_profile_id: p.baseProfileId,
        },
      }));
    },

    async updateProfilePermissions(
      session: Session,
      profileId: number,
      entries: {
        permission_id: number;
        create: 0 | 1;
        read: 0 | 1;
        update: 0 | 1;
        delete: 0 | 1;
        manage: 0 | 1;
        menu: 0 | 1;
      }[],
    ) {
      const current = await this.profilePermissions(profileId);
      const known = new Set(current.map((e) => e.permission_id));
      for (const entry of entries) {
        if (!known.has(entry.permission_id))
          throw fieldError('entries', `Permissão ${entry.permission_id} inexistente.`);
      }
      // Nobody can lock every administrator out of the permission editor by editing their own profile.
      const editor = current.find((e) => e.permission.name === 'Perfis e Permissões');
      const editorChange = entries.find((e) => e.permission_id === editor?.permission_id);
      if (
        profileId === session.profileId &&
        editorChange &&
        (editorChange.read === 0 || editorChange.update === 0)
      ) {
        throw new AppError(
          'conflict',
          'Você não pode remover do seu próprio perfil o acesso a perfis e permissões.',
        );
      }
      for (const entry of entries)
        await queries.upsertProfilePermission({
          profileId,
          permissionId: entry.permission_id,
          ...entry,
        });
      await deps.onPermissionsChanged(profileId);
      await deps.audit({
        action: 'profile.permissions.update',
        targetType: 'profile',
        targetId: profileId,
        details: { changed: entries.length },
      });
      // The table as it now is, from what was read and written (no second read).
      const written = new Map(entries.map((e) => [e.permission_id, e]));
      return current.map((entry) => {
        const change = written.get(entry.permission_id);
        if (!change) return entry;
        const { create, read, update, delete: remove, manage, menu } = change;
        return { ...entry, create, read, update, delete: remove, manage, menu };
      });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
