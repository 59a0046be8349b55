import { z } from 'zod';
import { phoneSchema, taxIdSchema } from '../validation/schemas.ts';
import { xpCodeSchema } from '../grant-imports/xp-code.ts';
import {
  EMAIL_INVALID_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  LOGIN_CODE_INVALID_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  LOGIN_CODE_LENGTH,
} from './messages.ts';

/**
 * Accounts and sessions (spec sections 3, 4, 7 "Auth"): written once for the Fastify routes and
 * the React forms. Messages are pt-BR because the forms show them under the fields.
 */

/** NIST 800-63B: accept long passphrases; the cap only bounds the hashing cost. */

/** One generic answer for every bad-credential case, so an attacker cannot tell which part was wrong. */

export const emailSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: EMAIL_INVALID_MESSAGE })
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }));

/** A new password: length only, no composition rules (SECURITY.md 4); the server also refuses common ones. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE });

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: PASSWORD_REQUIRED_MESSAGE })
      .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
      .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG_MESSAGE }),
  })
  .strict();
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** `POST api/ls-brazil-send-auth-code`: a one-time code by e-mail (or SMS to the stored phone). */
export const sendAuthCodeRequestSchema = z
  .object({ email: emailSchema, channel: z.enum(['email', 'sms']).default('email') })
  .strict();

/** `POST /api/login` also accepts a one-time code instead of the password. */
export const codeLoginRequestSchema = z
  .object({
    email: emailSchema,
    code: z
      .string({ error: LOGIN_CODE_INVALID_MESSAGE })
      .trim()
      .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), { error: LOGIN_CODE_INVALID_MESSAGE }),
  })
  .strict();
export type CodeLoginRequest = z.output<typeof codeLoginRequestSchema>;

/** `GET /api/check-email/?email=`: whether an account already uses the address. */
export const checkEmailQuerySchema = z.object({ email: emailSchema }).strict();
export const checkEmailResponseSchema = z.object({ exists: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

/** Answers that only confirm an action, with the pt-BR text to show. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const signUpRequestSchema = z
  .object({
    name: z
      .string({ error: NAME_REQUIRED_MESSAGE })
      .trim()
      .min(2, { error: NAME_REQUIRED_MESSAGE })
      .max(120),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: PASSWORDS_DIFFER_MESSAGE }),
    phone_number: phoneSchema,
    identifier: taxIdSchema,
    accept_terms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
    /** Liberta: a broker's client code whose released access the new account gets (issue 17). */
    xp_code: xpCodeSchema.optional(),
  })
  .strict()
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });
export type SignUpRequest = z.output<typeof signUpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema }).strict();

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(16).max(256),
    password: newPasswordSchema,
    password_confirmation: z.string({ error: PASSWORDS_DIFFER_MESSAGE }),
  })
  .strict()
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** Spec section 9: a permission entry's flags are 1 or 0. */
const flag = z.union([z.literal(0), z.literal(1)]);

export const permissionEntrySchema = z.object({
  create: flag,
  read: flag,
  update: flag,
  delete: flag,
  manage: flag,
  menu: flag,
  permission_id: z.number().int(),
  profile_id: z.number().int(),
  permission: z.object({
    id: z.number().int(),
    name: z.string(),
    parent_id: z.number().int().nullable(),
    has_children: z.boolean(),
    order: z.number().int(),
    base_profile_id: z.number().int().nullable(),
  }),
});

/** Spec section 3 "User data" as the session delivers it. */
const tradeMethodNameSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Spec section 3: an entry of the login's `method_user_product_id` — a grant that opens trade
 * methods (the method's own, or a signature including methods), with the methods it opens.
 */
export const methodGrantSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['trade_method', 'signature']),
  ends_at: z.string().nullable(),
  trade_methods: z.array(tradeMethodNameSchema),
});
export type MethodGrant = z.infer<typeof methodGrantSchema>;

/** The user data's `methods`: the flat list of the entries' trade methods, each once. */
export function methodsOf(entries: readonly MethodGrant[]): { id: number; name: string }[] {
  const seen = new Map<number, { id: number; name: string }>();
  for (const entry of entries)
    for (const method of entry.trade_methods)
      if (!seen.has(method.id)) seen.set(method.id, { id: method.id, name: method.name });
  return [...seen.values()];
}

export const userDataSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  identifier: z.string().nullable(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  profile: z.object({
    profile_id: z.number().int(),
    name: z.string(),
    permissions: z.array(permissionEntrySchema),
  }),
  methods: z.array(tradeMethodNameSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Spec section 3 "Login response". */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  user: userDataSchema,
  trial_days: z.number().int().nonnegative(),
  show_trial: z.boolean(),
  method_user_product_id: z.array(methodGrantSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/user-trial-access`: the trial started, its length and when it ends. */
export const trialAccessSchema = z.object({
  trial_days: z.number().int(),
  show_trial: z.boolean(),
  ends_at: z.string(),
});
export type TrialAccess = z.infer<typeof trialAccessSchema>;

/** Spec section 9: chat limits when the server gives none. */
export const DEFAULT_CHAT_CONFIG = { analyst_message_size: 100, client_message_size: 20 } as const;

/** Spec section 3 "Session payload" (`GET /api/user`), with the user data and its permissions. */
export const sessionPayloadSchema = z.object({
  access_token: z.string(),
  first_access: flag,
  delay_broadcast: z.number().int().nonnegative(),
  broadcasts: z.array(z.object({ id: z.number().int(), title: z.string() })),
  product_signatures: z.array(z.object({ id: z.number().int(), name: z.string() })),
  show_trial: z.boolean(),
  trial_days: z.number().int().nonnegative(),
  chat_config: z.object({
    analyst_message_size: z.number().int().positive(),
    client_message_size: z.number().int().positive(),
  }),
  user: userDataSchema,
});
export type SessionPayload = z.infer<typeof sessionPayloadSchema>;

/** Spec section 4: trial is shown only when show-trial is set and trial days are greater than 0. */
export function shouldShowTrial(
  showTrial: boolean | null | undefined,
  trialDays: number | null | undefined,
): boolean {
  return showTrial === true && typeof trialDays === 'number' && trialDays > 0;
}
