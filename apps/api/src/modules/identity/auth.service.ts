import {
  AUTH_CODE_SENT_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  CUSTOMER_PROFILE_ID,
  DEFAULT_CHAT_CONFIG,
  methodsOf,
  EMAIL_TAKEN_MESSAGE,
  FORGOT_PASSWORD_SENT_MESSAGE,
  GRANT_IMPORT_MESSAGES,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_CODE_INVALID_MESSAGE,
  LOGIN_CODE_LENGTH,
  RESET_LINK_INVALID_MESSAGE,
  RESET_PASSWORD_DONE_MESSAGE,
} from '@app/shared';
import type {
  MethodGrant,
  LoginResponse,
  SessionPayload,
  SignUpRequest,
  TrackingData,
  UserData,
} from '@app/shared';
import type { Session } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import {
  burnPasswordCheck,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../platform/auth/passwords.ts';
import { generateCode, generateToken, hashToken } from '../../platform/auth/tokens.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import type { FeedCache } from '../../platform/db/feed-cache.ts';
import type { IdentityQueries, PersonState } from './identity.queries.ts';
import type { SessionService } from './session.service.ts';
import type { PermissionCache } from './permission-cache.ts';

export interface RequestContext {
  ip: string;
  userAgent?: string;
  /** A configured brand origin the request came from (links in e-mails point there). */
  origin: string;
}

export interface AuthDeps {
  queries: IdentityQueries;
  sessions: SessionService;
  grants: PermissionCache;
  limiter: AuthLimiter;
  mail: MessageSender;
  sms: MessageSender;
  /** Written for every login success and failure (SECURITY.md 17). */
  /** E-mail domains whose people may sign in through the advisor flow. */
  advisorDomains: readonly string[];
  /** Length of the trial a customer who never had one is offered (0: trials are not offered). */
  trialDays?: number;
  audit: (entry: {
    action: string;
    onBehalfOfUserId?: number | null;
    actorUserId?: number | null;
    ip?: string;
    details?: Record<string, unknown>;
  }) => Promise<void>;
  now?: () => Date;
  /**
   * The live part of the session payload (`broadcasts`, `product_signatures`,
   * `delay_broadcast`), answered by the broadcasts module from the person's state (read here in
   * one statement) at `at`. Without it those fields are empty (identity's own tests).
   */
  /** The person's state kept per process (the change feed drops it); without it, read each time. */
  personStates?: FeedCache<number, PersonState>;
  liveSession?: (
    person: Promise<LivePerson>,
    at: Date,
  ) => Promise<Pick<SessionPayload, 'delay_broadcast' | 'broadcasts' | 'product_signatures'>>;
  /**
   * Access released ahead of the account (the grant-imports module, issue 17): the binds of its
   * address are applied at sign-up, and Liberta's sign-up takes an XP client code. Without it
   * (identity's own tests) a sign-up applies nothing.
   */
  releases?: AccountReleases;
}

export interface AccountReleases {
  codeAvailable(code: string): Promise<boolean>;
  /** Grants written, or null when the code was taken first. */
  redeemCode(userId: number, code: string): Promise<number | null>;
  applyToNewAccount(user: { id: number; email: string }): Promise<number>;
}

/** What the live part of the session payload needs to know of the person. */
export interface LivePerson extends Omit<PersonState, 'trialEndsAt'> {
  /** May read `Transmissões` (staff see every broadcast). */
  staff: boolean;
}

const RESET_TTL_MS = 60 * 60_000;
const CODE_TTL_MS = 10 * 60_000;

function badCredentials(): AppError {
  return new AppError('bad.request', INVALID_CREDENTIALS_MESSAGE);
}

/** The field-error body of ARCHITECTURE.md for one field. */
function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

export function authService(deps: AuthDeps) {
  const { queries, sessions, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  interface PayloadUser {
    id: number;
    name: string;
    nickname: string | null;
    identifier: string | null;
    email: string;
    avatarPath: string | null;
    profileId: number;
  }

  /** The `user` of a login or session answer, from the person, their profile and their methods. */
  function userPayload(
    user: PayloadUser,
    profile: { name: string; permissions: UserData['profile']['permissions'] },
    methodGrants: readonly MethodGrant[],
  ): UserData {
    return {
      id: user.id,
      name: user.name,
      nickname: user.nickname,
      identifier: user.identifier,
      email: user.email,
      avatar_url: user.avatarPath ? `/api/user-avatar/${user.avatarPath}` : null,
      profile: { profile_id: user.profileId, name: profile.name, permissions: profile.permissions },
      methods: methodsOf(methodGrants),
    };
  }

  /** The person's state, from the process's cache when there is one. */
  function personState(userId: number, at: Date): Promise<PersonState> {
    const read = () => queries.personState(userId, at);
    return deps.personStates ? deps.personStates.get(userId, read) : read();
  }

  /**
   * Spec section 4 ("Trial is shown only when show-trial is set and trial days greater than 0"):
   * a running trial shows its days left; a customer who never had one is offered `TRIAL_DAYS`
   * (the browser offers it after sign-up, `POST /api/user-trial-access` starts it); anyone else
   * (staff, a trial used up) sees none.
   */
  function trialFields(
    person: { endsAt: number | null; used: boolean; profileId: number },
    at: Date,
  ): { show_trial: boolean; trial_days: number } {
    if (person.endsAt !== null) {
      const days = Math.ceil((person.endsAt - at.getTime()) / 86_400_000);
      if (days > 0) return { show_trial: true, trial_days: days };
    }
    const offered = deps.trialDays ?? 0;
    if (!person.used && person.profileId === CUSTOMER_PROFILE_ID && offered > 0)
      return { show_trial: true, trial_days: offered };
    return { show_trial: false, trial_days: 0 };
  }

  async function loginResponse(user: PayloadUser, token: string): Promise<LoginResponse> {
    const at = now();
    const [{ entries: permissions, name }, state] = await Promise.all([
      deps.grants.get(user.profileId),
      personState(user.id, at),
    ]);
    return {
      access_token: token,
      user: userPayload(user, { name, permissions }, state.methodGrants),
      ...trialFields(
        { endsAt: state.trialEndsAt, used: state.trialUsed, profileId: user.profileId },
        at,
      ),
      method_user_product_id: [...state.methodGrants],
    };
  }

  return {
    async login(
      input: { email: string; password?: string; code?: string },
      context: RequestContext,
    ): Promise<LoginResponse> {
      // Limits first: no argon2 work for a caller who is over them.
      await limiter.attemptFromIp(context.ip, 'login');
      await limiter.assertNotLocked(input.email);
      const user = await queries.findActiveUserByEmail(input.email);
      let ok = false;
      if (input.password !== undefined) {
        if (user) ok = await verifyPassword(user.passwordHash, input.password);
        else await burnPasswordCheck(input.password);
      } else if (input.code !== undefined && user) {
        const code = await queries.latestLiveCode(user.id, now(), ['login', 'advisor']);
        if (code && code.attempts < limiter.limits.codeAttempts) {
          if (code.codeHash === hashToken(input.code)) ok = await queries.useCode(code.id, now());
          else await queries.countCodeAttempt(code.id);
        }
      }
      if (!user || !ok) {
        const locked = await limiter.recordFailure(input.email);
        await deps.audit({
          action: 'auth.login.failure',
          actorUserId: user?.id ?? null,
          ip: context.ip,
          details: {
            email: input.email,
            method: input.code !== undefined ? 'code' : 'password',
            locked,
          },
        });
        if (input.code !== undefined) throw new AppError('bad.request', LOGIN_CODE_INVALID_MESSAGE);
        throw badCredentials();
      }
      await limiter.clearFailures(input.email);
      const token = await sessions.open(user.id, user.profileId, context);
      await deps.audit({
        action: 'auth.login.success',
        actorUserId: user.id,
        ip: context.ip,
        details: { method: input.code !== undefined ? 'code' : 'password' },
      });
      return loginResponse(user, token);
    },

    async signUp(
      input: SignUpRequest,
      tracking: TrackingData | null,
      context: RequestContext,
    ): Promise<LoginResponse> {
      await limiter.attemptFromIp(context.ip, 'signup');
      if (await isCommonPassword(input.password))
        throw fieldError('password', COMMON_PASSWORD_MESSAGE);
      if (await queries.emailExists(input.email)) throw fieldError('email', EMAIL_TAKEN_MESSAGE);
      const { releases } = deps;
      if (input.xp_code !== undefined && releases && !(await releases.codeAvailable(input.xp_code)))
        throw fieldError('xp_code', GRANT_IMPORT_MESSAGES.codeUnavailable);
      const user = await queries.insertUser({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        profileId: CUSTOMER_PROFILE_ID,
        phoneNumber: input.phone_number,
        identifier: input.identifier,
        tracking: tracking ?? null,
      });
      // Before the answer, so its methods (and the next reads) already see the released access.
      let xpGrants: number | null = null;
      if (releases) {
        await releases.applyToNewAccount(user);
        if (input.xp_code !== undefined)
          xpGrants = await releases.redeemCode(user.id, input.xp_code);
      }
      const token = await sessions.open(user.id, user.profileId, context);
      await deps.audit({
        action: 'auth.signup',
        actorUserId: user.id,
        ip: context.ip,
        details: {
          tracked: tracking !== null,
          ...(input.xp_code !== undefined ? { xp_code_applied: xpGrants !== null } : {}),
        },
      });
      return loginResponse(user, token);
    },

    /**
     * `GET /api/user`: the person and their profile come with the session (the guard resolved
     * them); their own state is one statement; the broadcasts a snapshot (docs/adr/0007).
     */
    async sessionPayload(session: Session, token: string): Promise<SessionPayload> {
      const { user, profile } = session;
      const at = now();
      const state = personState(user.id, at);
      const staff = session.can('read', 'Transmissões');
      const [{ trialEndsAt, trialUsed, methodGrants }, live] = await Promise.all([
        state,
        deps.liveSession
          ? deps.liveSession(
              state.then((person) => ({ ...person, staff })),
              at,
            )
          : { delay_broadcast: 0, broadcasts: [], product_signatures: [] },
      ]);
      return {
        access_token: token,
        first_access: user.firstAccess === 1 ? 1 : 0,
        ...live,
        ...trialFields({ endsAt: trialEndsAt, used: trialUsed, profileId: user.profileId }, at),
        chat_config: { ...DEFAULT_CHAT_CONFIG },
        user: userPayload(
          user,
          { name: profile.name, permissions: [...profile.permissions] },
          methodGrants,
        ),
      };
    },

    async emailExists(email: string): Promise<boolean> {
      return queries.emailExists(email);
    },

    /** E-mail lookups are an enumeration oracle: they share the per-IP budget of logins. */
    async limitLookup(ip: string): Promise<void> {
      await limiter.attemptFromIp(ip, 'lookup');
    },

    async logout(sessionId: number): Promise<void> {
      await sessions.end(sessionId);
    },

    /** Same answer whether or not the account exists; a locked account can still reset. */
    async forgotPassword(email: string, context: RequestContext): Promise<{ message: string }> {
      await limiter.attemptFromIp(context.ip, 'reset');
      await limiter.countReset(email);
      const user = await queries.findActiveUserByEmail(email);
      if (user) {
        const token = generateToken();
        await queries.insertPasswordReset({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now().getTime() + RESET_TTL_MS),
        });
        const link = `${context.origin}/redefinir-senha?token=${token}`;
        await deps.mail.send({
          to: user.email,
          kind: 'password_reset',
          subject: 'Redefinição de senha',
          text: `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a sua senha. Para criar uma nova senha, abra o link abaixo (válido por 60 minutos):\n\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.`,
        });
        await deps.audit({
          action: 'auth.password_reset.requested',
          actorUserId: user.id,
          ip: context.ip,
        });
      }
      return { message: FORGOT_PASSWORD_SENT_MESSAGE };
    },

    async resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
      if (await isCommonPassword(input.password))
        throw fieldError('password', COMMON_PASSWORD_MESSAGE);
      const reset = await queries.consumePasswordReset(hashToken(input.token), now());
      if (!reset) throw new AppError('bad.request', RESET_LINK_INVALID_MESSAGE);
      const user = await queries.findActiveUserById(reset.userId);
      if (!user) throw new AppError('bad.request', RESET_LINK_INVALID_MESSAGE);
      await queries.setPassword(user.id, await hashPassword(input.password));
      // Every session of the account ends; the lock (if any) too: the owner proved the mailbox.
      await sessions.endAllOf(user.id);
      await limiter.clearFailures(user.email);
      await deps.audit({ action: 'auth.password_reset.done', actorUserId: user.id });
      return { message: RESET_PASSWORD_DONE_MESSAGE };
    },

    /**
     * Staff acting as a customer (spec section 6): a short-lived customer session that remembers
     * who opened it and why. The staff session stays valid for the return call.
     */
    async loginAsCustomer(
      staff: { userId: number },
      customerId: number,
      reason: string,
      context: RequestContext,
    ): Promise<LoginResponse> {
      const customer = await queries.findActiveUserById(customerId);
      if (!customer) throw new AppError('resource.not_found', 'Cliente não encontrado.');
      if (customer.profileId !== CUSTOMER_PROFILE_ID)
        throw new AppError('conflict', 'Só é possível acessar como cliente.');
      const token = await sessions.open(customer.id, customer.profileId, {
        ...context,
        impersonatorUserId: staff.userId,
        reason,
      });
      await deps.audit({
        action: 'staff.login_as_customer',
        actorUserId: staff.userId,
        onBehalfOfUserId: customer.id,
        ip: context.ip,
        details: { customer_id: customer.id, reason },
      });
      return loginResponse(customer, token);
    },

    /** The return call, made with the staff member's own token: closes every customer session they opened. */
    async returnToMain(
      staff: Session,
      token: string,
      context: RequestContext,
    ): Promise<LoginResponse> {
      await sessions.endImpersonations(staff.userId);
      await deps.audit({
        action: 'staff.login_as_customer.return',
        actorUserId: staff.userId,
        ip: context.ip,
      });
      return loginResponse(staff.user, token);
    },

    advisorDomains(): string[] {
      return [...deps.advisorDomains];
    },

    isAdvisorEmail(email: string): boolean {
      const domain = email.split('@')[1] ?? '';
      return deps.advisorDomains.includes(domain);
    },

    /** Advisor login: a one-time code by e-mail, only for the advisor domains. */
    async sendAdvisorCode(email: string, context: RequestContext): Promise<{ message: string }> {
      if (!this.isAdvisorEmail(email)) {
        throw fieldError('email', 'Use o seu e-mail corporativo de assessor.');
      }
      await limiter.attemptFromIp(context.ip, 'code');
      await limiter.countCode(email);
      const user = await queries.findActiveUserByEmail(email);
      if (user) {
        const code = generateCode(LOGIN_CODE_LENGTH);
        await queries.insertAuthCode({
          userId: user.id,
          channel: 'email',
          purpose: 'advisor',
          target: user.email,
          codeHash: hashToken(code),
          expiresAt: new Date(now().getTime() + CODE_TTL_MS),
        });
        await deps.mail.send({
          to: user.email,
          subject: 'Seu código de acesso de assessor',
          text: `Seu código de acesso é ${code}. Ele vale por 10 minutos.`,
          kind: 'advisor_code',
        });
      }
      return { message: AUTH_CODE_SENT_MESSAGE };
    },

    /** `send-zenvia-token`: a code by SMS to confirm a phone number of the signed-in person. */
    async sendPhoneCode(
      userId: number,
      phone: string,
      context: RequestContext,
    ): Promise<{ message: string }> {
      await limiter.attemptFromIp(context.ip, 'code');
      await limiter.countCode(`phone:${userId}`);
      const code = generateCode(LOGIN_CODE_LENGTH);
      await queries.insertAuthCode({
        userId,
        channel: 'sms',
        purpose: 'phone',
        target: phone,
        codeHash: hashToken(code),
        expiresAt: new Date(now().getTime() + CODE_TTL_MS),
      });
      await deps.sms.send({
        to: phone,
        text: `Seu código de confirmação é ${code}. Ele vale por 10 minutos.`,
        kind: 'phone_code',
      });
      return { message: 'Enviamos um código por SMS para o número informado.' };
    },

    /** `check-zenvia-token`: confirms the SMS code; the number becomes the person's verified phone. */
    async checkPhoneCode(
      userId: number,
      code: string,
    ): Promise<{ valid: boolean; phone_number: string | null }> {
      const live = await queries.latestLiveCode(userId, now(), ['phone']);
      if (!live || live.attempts >= limiter.limits.codeAttempts)
        return { valid: false, phone_number: null };
      if (live.codeHash !== hashToken(code)) {
        await queries.countCodeAttempt(live.id);
        return { valid: false, phone_number: null };
      }
      if (!(await queries.useCode(live.id, now())) || live.target === null)
        return { valid: false, phone_number: null };
      await queries.confirmPhone(userId, live.target, now());
      await sessions.userChanged(userId);
      await deps.audit({ action: 'user.phone.confirmed', actorUserId: userId });
      return { valid: true, phone_number: live.target };
    },

    async sendAuthCode(
      input: { email: string; channel: 'email' | 'sms' },
      context: RequestContext,
    ): Promise<{ message: string }> {
      await limiter.attemptFromIp(context.ip, 'code');
      await limiter.countCode(input.email);
      const user = await queries.findActiveUserByEmail(input.email);
      if (user) {
        const code = generateCode(LOGIN_CODE_LENGTH);
        const channel = input.channel === 'sms' && user.phoneNumber ? 'sms' : 'email';
        await queries.insertAuthCode({
          userId: user.id,
          channel,
          purpose: 'login',
          codeHash: hashToken(code),
          expiresAt: new Date(now().getTime() + CODE_TTL_MS),
        });
        const text = `Seu código de acesso é ${code}. Ele vale por 10 minutos. Se não foi você, ignore esta mensagem.`;
        if (channel === 'sms')
          await deps.sms.send({ to: user.phoneNumber!, text, kind: 'login_code' });
        else
          await deps.mail.send({
            to: user.email,
            subject: 'Seu código de acesso',
            text,
            kind: 'login_code',
          });
      }
      return { message: AUTH_CODE_SENT_MESSAGE };
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
