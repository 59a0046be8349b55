import { z } from 'zod';
import { cepSchema, phoneSchema, taxIdSchema } from '../validation/schemas.ts';
import { emailSchema, newPasswordSchema } from './auth.contract.ts';
import { NAME_REQUIRED_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from './messages.ts';

/** Users, profile and addresses (spec sections 3 and 7 "Users"). */

export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(120).optional(),
    sort: z.enum(['name', '-name', 'created_at', '-created_at', 'email', '-email']).default('name'),
  })
  .strict();

export const listMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const selectOptionSchema = z.object({ id: z.number().int(), name: z.string() });

export type ListMeta = z.infer<typeof listMetaSchema>;
/** One page of a list route (`{ data, meta }`, built by `listResponseSchema`). */
export interface ListPage<T> {
  data: T[];
  meta: ListMeta;
}
/** An id/name pair of a `select-…` route. */
export type SelectOption = z.infer<typeof selectOptionSchema>;
/** What a `toggle-active-…` route answers: the record and its new state. */
export const activeStateSchema = z.object({ id: z.number().int(), active: z.boolean() });
export type ActiveState = z.infer<typeof activeStateSchema>;

export const listUsersQuerySchema = listQuerySchema
  .extend({ profile_id: z.coerce.number().int().optional() })
  .strict();

export const userListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  identifier: z.string().nullable(),
  profile_id: z.number().int(),
  profile_name: z.string(),
  created_at: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const GENDER_VALUES = ['feminino', 'masculino', 'outro', 'prefiro_nao_informar'] as const;
/** How `select-gender` names each value (pt-BR). */
export const GENDER_NAMES: Record<(typeof GENDER_VALUES)[number], string> = {
  feminino: 'Feminino',
  masculino: 'Masculino',
  outro: 'Outro',
  prefiro_nao_informar: 'Prefiro não informar',
};
export const genderSchema = z.enum(GENDER_VALUES, { error: 'Selecione uma opção' });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida' });

/** Spec section 3 "User (admin list/find/create/update)". */
export const userDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  identifier: z.string().nullable(),
  phone_number: z.string().nullable(),
  gender: z.string().nullable(),
  birth_date: z.string().nullable(),
  ocupation: z.string().nullable(),
  profile_id: z.number().int(),
  avatar_url: z.string().nullable(),
  interests: z.array(z.string()),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const userFields = {
  name: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(2, { error: NAME_REQUIRED_MESSAGE })
    .max(120),
  nickname: z.string().trim().max(40).nullish(),
  email: emailSchema,
  identifier: taxIdSchema.nullish(),
  phone_number: phoneSchema.nullish(),
  gender: genderSchema.nullish(),
  birth_date: isoDate.nullish(),
  ocupation: z.string().trim().max(120).nullish(),
};

export const PROFILE_REQUIRED_MESSAGE = 'Selecione um perfil.';
const profileId = z.coerce
  .number({ error: PROFILE_REQUIRED_MESSAGE })
  .int({ error: PROFILE_REQUIRED_MESSAGE })
  .positive({ error: PROFILE_REQUIRED_MESSAGE });

/** Staff creating a user: the profile is chosen here (only staff with `Usuários:create` reach it). */
export const createUserSchema = z
  .object({ ...userFields, profile_id: profileId, password: newPasswordSchema })
  .strict();
export const updateUserSchema = z
  .object({ ...userFields, profile_id: profileId })
  .partial()
  .strict();

/** The person editing their own profile: no profile, no e-mail change here. */
export const updateOwnProfileSchema = z
  .object({
    name: userFields.name,
    nickname: userFields.nickname,
    phone_number: userFields.phone_number,
    identifier: userFields.identifier,
    gender: userFields.gender,
    birth_date: userFields.birth_date,
    ocupation: userFields.ocupation,
  })
  .partial()
  .strict();

export const updateInterestsSchema = z
  .object({ interests: z.array(z.string().trim().min(1).max(60)).max(30) })
  .strict();

export const staffNewPasswordSchema = z.object({ new_password: newPasswordSchema }).strict();

export const changePasswordSchema = z
  .object({
    current_password: z.string().min(1, { error: 'Informe a senha atual.' }),
    new_password: newPasswordSchema,
    new_password_confirmation: z.string(),
  })
  .strict()
  .refine((v) => v.new_password === v.new_password_confirmation, {
    path: ['new_password_confirmation'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });

/** Spec section 3 "Address". */
export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  address: z.string(),
  number: z.string(),
  complement: z.string().nullable(),
  district: z.string(),
  zip_code: z.string(),
  country: z.string(),
  city_id: z.number().int(),
  uf_id: z.number().int(),
  name_city: z.string(),
  name_uf: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressInputSchema = z
  .object({
    name: z.string().trim().max(40).nullish(),
    address: z
      .string({ error: 'Informe o endereço.' })
      .trim()
      .min(2, { error: 'Informe o endereço.' })
      .max(200),
    number: z
      .string({ error: 'Informe o número.' })
      .trim()
      .min(1, { error: 'Informe o número.' })
      .max(20),
    complement: z.string().trim().max(120).nullish(),
    district: z
      .string({ error: 'Informe o bairro.' })
      .trim()
      .min(1, { error: 'Informe o bairro.' })
      .max(120),
    zip_code: cepSchema,
    city_id: z.coerce
      .number({ error: 'Selecione a cidade.' })
      .int()
      .positive({ error: 'Selecione a cidade.' }),
    uf_id: z.coerce
      .number({ error: 'Selecione o estado.' })
      .int()
      .positive({ error: 'Selecione o estado.' }),
  })
  .strict();
export type AddressInput = z.output<typeof addressInputSchema>;

/** `select-uf-id`, `select-uf`, `select-state/:id`: a state with its two-letter code. */
export const ufOptionSchema = selectOptionSchema.extend({ uf: z.string() });
export type UfOption = z.infer<typeof ufOptionSchema>;

/** `consult-zip-code`: the address a CEP names (`neighbourhood` repeats `district`). */
export const zipCodeAddressSchema = z.object({
  zip_code: z.string(),
  street: z.string(),
  district: z.string(),
  neighbourhood: z.string(),
  city_id: z.number().int(),
  uf_id: z.number().int(),
  city: z.string(),
  uf: z.string(),
});
export type ZipCodeAddress = z.infer<typeof zipCodeAddressSchema>;

/** `login-as-customer`: staff must say why (kept in the audit log). */
export const loginAsCustomerQuerySchema = z
  .object({
    reason: z
      .string({ error: 'Informe o motivo do acesso.' })
      .trim()
      .min(5, { error: 'Informe o motivo do acesso (mínimo de 5 caracteres).' })
      .max(300),
  })
  .strict();

export const auditLogItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  on_behalf_of_user_id: z.number().int().nullable(),
  on_behalf_of_name: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

/** `list-outbox-messages`: an e-mail or SMS the platform sent (or only stored). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body_text: z.string(),
  kind: z.string(),
  provider: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `list-profiles`: the access profiles, customers' among them. */
export const profileListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_customer: z.boolean(),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;

/** The profiles-and-permissions editor saves the changed entries of one profile (spec section 3 flags). */
export const profilePermissionsUpdateSchema = z
  .object({
    entries: z
      .array(
        z
          .object({
            permission_id: z.number().int(),
            create: z.union([z.literal(0), z.literal(1)]),
            read: z.union([z.literal(0), z.literal(1)]),
            update: z.union([z.literal(0), z.literal(1)]),
            delete: z.union([z.literal(0), z.literal(1)]),
            manage: z.union([z.literal(0), z.literal(1)]),
            menu: z.union([z.literal(0), z.literal(1)]),
          })
          .strict(),
      )
      .max(500),
  })
  .strict();
export type ProfilePermissionsUpdate = z.infer<typeof profilePermissionsUpdateSchema>;
