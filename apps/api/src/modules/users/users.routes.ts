import {
  addressInputSchema,
  addressSchema,
  auditLogItemSchema,
  BRAND_IDS,
  BRANDS,
  changePasswordSchema,
  createUserSchema,
  GENDER_NAMES,
  GENDER_VALUES,
  listQuerySchema,
  listResponseSchema,
  listUsersQuerySchema,
  messageResponseSchema,
  permissionEntrySchema,
  profileListItemSchema,
  profilePermissionsUpdateSchema,
  selectOptionSchema,
  selectValueOptionSchema,
  staffNewPasswordSchema,
  trackingFromHeaders,
  trialAccessSchema,
  updateInterestsSchema,
  updateOwnProfileSchema,
  updateUserSchema,
  userDetailSchema,
  userListItemSchema,
  valueOptions,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import type { UsersService } from './users.service.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { AVATAR_TYPE_MESSAGE } from '../../platform/storage/avatars.ts';

const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Usuários', action }) as const;
const SELF = { resource: 'Auth', action: 'read' } as const;
const errors = errorResponses(400, 403, 404, 409);

const trialSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  days: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
});

declare module 'fastify' {
  interface FastifyRequest {
    uploadedImage?: { bytes: Buffer; mimetype: string };
  }
}

/**
 * Spec section 7 sends create-user/update-user as multipart (fields + an optional `image`): the
 * text fields become the body the zod schema validates (empty ones are "not given"), the image is
 * kept aside for the avatar storage.
 */
async function multipartToBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image')
        throw new AppError('bad.request', 'Arquivo inesperado.', {
          error: { [part.fieldname]: ['Campo não permitido.'] },
        });
      request.uploadedImage = { bytes: await part.toBuffer(), mimetype: part.mimetype };
    } else if (typeof part.value === 'string' && part.value.trim() !== '') {
      body[part.fieldname] = part.value;
    }
  }
  request.body = body;
}

function session(request: { session: Session | null }): Session {
  // The access guard has already answered 401 when there is none.
  return request.session!;
}

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['usuários'];
    // Staff administration of users.
    app.get(
      '/api/list-user',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista usuários (busca, filtro por perfil, paginação)',
          querystring: listUsersQuerySchema,
          response: { 200: listResponseSchema(userListItemSchema) },
        },
      },
      (request) => users.list(request.query),
    );
    app.get(
      '/api/find-user/:id',
      {
        config: { access: STAFF('read') },
        schema: { tags, params: idParams, response: { 200: userDetailSchema, ...errors } },
      },
      (request) => users.find(request.params.id),
    );
    app.post(
      '/api/create-user',
      {
        config: { access: STAFF('create') },
        preValidation: multipartToBody,
        schema: {
          tags,
          summary: 'Cria um usuário (JSON, ou multipart com `image` opcional)',
          body: createUserSchema,
          response: { 201: userDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        let user = await users.create(request.body);
        if (request.uploadedImage)
          user = await users.setAvatar(session(request), user.id, request.uploadedImage);
        return reply.status(201).send(user);
      },
    );
    app.post(
      '/api/update-user/:id',
      {
        config: { access: STAFF('update') },
        preValidation: multipartToBody,
        schema: {
          tags,
          summary: 'Atualiza um usuário (JSON, ou multipart com `image` opcional)',
          params: idParams,
          body: updateUserSchema,
          response: { 200: userDetailSchema, ...errors },
        },
      },
      async (request) => {
        const user = await users.update(request.params.id, request.body);
        return request.uploadedImage
          ? users.setAvatar(session(request), user.id, request.uploadedImage)
          : user;
      },
    );
    app.delete(
      '/api/delete-user/:id',
      {
        config: { access: STAFF('delete') },
        schema: {
          tags,
          summary: 'Exclui (desativa) um usuário, mantendo o histórico',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await users.remove(session(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/user-new-password/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'A equipe define uma nova senha (encerra as sessões da pessoa)',
          params: idParams,
          body: staffNewPasswordSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      (request) => users.setPasswordByStaff(request.params.id, request.body.new_password),
    );
    app.put(
      '/api/revoke-user-sessions/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Encerra todas as sessões de uma pessoa',
          params: idParams,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      (request) => users.revokeSessions(request.params.id),
    );
    app.get(
      '/api/select-user-profile',
      {
        config: { access: STAFF('read') },
        schema: { tags, response: { 200: z.array(selectOptionSchema) } },
      },
      () => users.selectProfiles(),
    );
    // The profiles a new profile may start from (its permissions copied): every profile.
    app.get(
      '/api/select-base-profile',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Perfis que servem de base para outro',
          response: { 200: z.array(selectOptionSchema) },
        },
      },
      () => users.selectProfiles(),
    );
    // The companies (brands) the platform is sold under, and the genders a person may declare.
    const companies = valueOptions(
      BRAND_IDS,
      Object.fromEntries(BRAND_IDS.map((id) => [id, BRANDS[id].name])) as Record<
        (typeof BRAND_IDS)[number],
        string
      >,
    );
    app.get(
      '/api/select-company',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Empresas (marcas) da plataforma',
          response: { 200: z.array(selectValueOptionSchema) },
        },
      },
      () => companies,
    );
    const genders = valueOptions(GENDER_VALUES, GENDER_NAMES);
    app.get(
      '/api/select-gender',
      {
        config: { access: SELF },
        schema: { tags, summary: 'Gêneros', response: { 200: z.array(selectValueOptionSchema) } },
      },
      () => genders,
    );

    // The person and their own data (staff with `Usuários` may act on anyone's).
    app.put(
      '/api/user-change-password/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          params: idParams,
          body: changePasswordSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      (request) => users.changeOwnPassword(session(request), request.params.id, request.body),
    );
    app.get(
      '/api/find-user-profile/:id',
      {
        config: { access: SELF },
        schema: { tags, params: idParams, response: { 200: userDetailSchema, ...errors } },
      },
      (request) => users.findProfile(session(request), request.params.id),
    );
    app.post(
      '/api/update-user-profile/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          params: idParams,
          body: updateOwnProfileSchema,
          response: { 200: userDetailSchema, ...errors },
        },
      },
      (request) => users.updateProfile(session(request), request.params.id, request.body),
    );
    app.put(
      '/api/update-user-profile-interest/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          params: idParams,
          body: updateInterestsSchema,
          response: { 200: userDetailSchema, ...errors },
        },
      },
      (request) =>
        users.updateInterests(session(request), request.params.id, request.body.interests),
    );

    // Landing pages complete a person's data (name, phone, CPF…) before a trial or a purchase.
    app.post(
      '/api/update-user-data/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          summary: 'Completa os dados da pessoa (páginas de lançamento)',
          params: idParams,
          body: updateOwnProfileSchema,
          response: { 200: userDetailSchema, ...errors },
        },
      },
      (request) => users.updateProfile(session(request), request.params.id, request.body),
    );
    app.get(
      '/api/lp-check-user/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          summary: 'O que falta para a pessoa seguir numa página de lançamento',
          params: idParams,
          response: {
            200: z.object({
              id: z.number().int(),
              first_access: z.boolean(),
              profile_complete: z.boolean(),
              missing: z.array(z.string()),
              trial_used: z.boolean(),
            }),
            ...errors,
          },
        },
      },
      (request) => users.landingCheck(session(request), request.params.id),
    );

    // Multipart: the body is one file field `image`, checked and re-encoded by the avatar storage.
    app.post(
      '/api/update-user-profile-image/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: userDetailSchema, ...errors },
        },
      },
      async (request) => {
        const file = await request.file();
        if (!file)
          throw new AppError('bad.request', AVATAR_TYPE_MESSAGE, {
            error: { image: [AVATAR_TYPE_MESSAGE] },
          });
        const bytes = await file.toBuffer();
        return users.setAvatar(session(request), request.params.id, {
          bytes,
          mimetype: file.mimetype,
        });
      },
    );
    app.put(
      '/api/remove-user-profile-image/:id',
      {
        config: { access: SELF },
        schema: { tags, params: idParams, response: { 200: userDetailSchema, ...errors } },
      },
      (request) => users.removeAvatar(session(request), request.params.id),
    );
    // Public by design: avatars appear next to chat messages; names are 128-bit random.
    app.get(
      '/api/user-avatar/:file',
      {
        config: { access: 'public' },
        schema: { tags, params: z.object({ file: z.string().max(80) }).strict() },
      },
      async (request, reply) => {
        const bytes = await users.readAvatar(request.params.file);
        if (!bytes) throw new AppError('resource.not_found', 'Imagem não encontrada.');
        return reply
          .type('image/webp')
          .header('content-disposition', 'inline; filename="avatar.webp"')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );

    app.get(
      '/api/select-user-addresses',
      { config: { access: SELF }, schema: { tags, response: { 200: z.array(addressSchema) } } },
      (request) => users.addresses(session(request)),
    );
    app.get(
      '/api/find-user-address-details/:id',
      {
        config: { access: SELF },
        schema: { tags, params: idParams, response: { 200: addressSchema, ...errors } },
      },
      (request) => users.addressDetails(session(request), request.params.id),
    );
    app.post(
      '/api/create-user-address',
      {
        config: { access: SELF },
        schema: { tags, body: addressInputSchema, response: { 201: addressSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await users.createAddress(session(request), request.body)),
    );
    app.put(
      '/api/update-user-address/:id',
      {
        config: { access: SELF },
        schema: {
          tags,
          params: idParams,
          body: addressInputSchema,
          response: { 200: addressSchema, ...errors },
        },
      },
      (request) => users.updateAddress(session(request), request.params.id, request.body),
    );
    app.delete(
      '/api/delete-user-address/:id',
      {
        config: { access: SELF },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await users.deleteAddress(session(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    // Trial access (utm-* headers kept only when source, medium and campaign are all present).
    app.post(
      '/api/user-trial-access',
      {
        config: { access: SELF },
        schema: {
          tags: ['trial'],
          summary: 'Inicia o período de teste da pessoa',
          response: {
            201: trialAccessSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const tracking = trackingFromHeaders(request.headers) as Record<string, string> | null;
        return reply.status(201).send(await users.startTrial(session(request), tracking));
      },
    );
    app.get(
      '/api/list-trial',
      {
        config: { access: { resource: 'Clientes', action: 'read' } },
        schema: {
          tags: ['trial'],
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(trialSchema) },
        },
      },
      (request) => users.trials(request.query),
    );
    app.get(
      '/api/list-user-trial',
      {
        config: { access: SELF },
        schema: {
          tags: ['trial'],
          querystring: listQuerySchema,
          response: { 200: listResponseSchema(trialSchema) },
        },
      },
      (request) => users.trials({ ...request.query, userId: session(request).userId }),
    );

    // Audit log and profiles.
    app.get(
      '/api/list-audit-logs',
      {
        config: { access: { resource: 'Auditoria', action: 'read' } },
        schema: {
          tags: ['auditoria'],
          querystring: listQuerySchema
            .extend({ user_id: z.coerce.number().int().optional() })
            .strict(),
          response: { 200: listResponseSchema(auditLogItemSchema) },
        },
      },
      (request) => users.auditLog(request.query),
    );
    app.get(
      '/api/list-profiles',
      {
        config: { access: { resource: 'Perfis e Permissões', action: 'read' } },
        schema: {
          tags: ['perfis'],
          response: { 200: z.array(profileListItemSchema) },
        },
      },
      () => users.profiles(),
    );
    app.get(
      '/api/find-profile-permissions/:id',
      {
        config: { access: { resource: 'Perfis e Permissões', action: 'read' } },
        schema: {
          tags: ['perfis'],
          params: idParams,
          response: { 200: z.array(permissionEntrySchema), ...errors },
        },
      },
      (request) => users.profilePermissions(request.params.id),
    );
    app.put(
      '/api/update-profile-permissions/:id',
      {
        config: { access: { resource: 'Perfis e Permissões', action: 'update' } },
        schema: {
          tags: ['perfis'],
          params: idParams,
          body: profilePermissionsUpdateSchema,
          response: { 200: z.array(permissionEntrySchema), ...errors },
        },
      },
      (request) =>
        users.updateProfilePermissions(session(request), request.params.id, request.body.entries),
    );
    return Promise.resolve();
  };
}
