import {
  GRANT_IMPORT_MESSAGES,
  emailBindInputSchema,
  grantImportCsvSchema,
  grantImportListQuerySchema,
  grantImportListSchema,
  grantImportOptionsSchema,
  grantImportPreviewSchema,
  grantImportResultSchema,
  grantImportSchema,
  redeemXpCodeInputSchema,
  redeemXpCodeResultSchema,
  xpCodeSchema,
  xpReleaseCheckQuerySchema,
  xpReleaseCheckSchema,
  xpReleaseInputSchema,
} from '@app/shared';
import type { Resource } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GrantImportKind } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { GrantImportsService } from './grant-imports.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/** The paths and resource of each kind: `xp-release(s)` and `email-bind(s)`. */
const KINDS: Record<
  GrantImportKind,
  {
    one: string;
    many: string;
    resource: Resource;
    tag: string;
    input: typeof xpReleaseInputSchema | typeof emailBindInputSchema;
  }
> = {
  xp: {
    one: 'xp-release',
    many: 'xp-releases',
    resource: 'Liberação de cliente XP',
    tag: 'liberação de cliente XP',
    input: xpReleaseInputSchema,
  },
  email_bind: {
    one: 'email-bind',
    many: 'email-binds',
    resource: 'Email binds',
    tag: 'e-mail binds',
    input: emailBindInputSchema,
  },
};

/**
 * XP client releases (`/liberacao-cliente-xp`) and e-mail binds (`/email/bind`), each under its
 * own resource, with the same calls; plus the public check of a code and the signed-in
 * person's redeem.
 */
export function grantImportsRoutes(
  service: GrantImportsService,
  limiter: Pick<AuthLimiter, 'attemptFromIp'>,
): FastifyPluginAsyncZod {
  return (app) => {
    for (const kind of ['xp', 'email_bind'] as const) {
      const { one, many, resource, tag, input } = KINDS[kind];
      const guard = (action: 'read' | 'create' | 'update' | 'delete') =>
        ({ resource, action }) as const;
      const tags = [tag];
      app.get(
        `/api/list-${many}`,
        {
          config: { access: guard('read') },
          schema: {
            tags,
            summary: 'Liberações com busca e situação (pendente, aplicada, expirada)',
            querystring: grantImportListQuerySchema,
            response: { 200: grantImportListSchema, ...errors },
          },
        },
        (request) => service.list(kind, request.query),
      );
      app.get(
        `/api/find-${one}/:id`,
        {
          config: { access: guard('read') },
          schema: { tags, params: idParams, response: { 200: grantImportSchema, ...errors } },
        },
        (request) => service.find(kind, request.params.id),
      );
      app.get(
        `/api/select-${one}-options`,
        {
          config: { access: guard('read') },
          schema: {
            tags: ['selects'],
            summary: 'Produtos, assinaturas e cursos que uma liberação pode abrir',
            response: { 200: grantImportOptionsSchema, ...errors },
          },
        },
        () => service.options(),
      );
      app.post(
        `/api/create-${one}`,
        {
          config: { access: guard('create') },
          schema: { tags, body: input, response: { 201: grantImportSchema, ...errors } },
        },
        async (request, reply) =>
          reply.status(201).send(await service.create(kind, request.session!.userId, request.body)),
      );
      app.put(
        `/api/update-${one}/:id`,
        {
          config: { access: guard('update') },
          schema: {
            tags,
            summary: 'Altera uma liberação ainda pendente (aplicada: 409)',
            params: idParams,
            body: input,
            response: { 200: grantImportSchema, ...errors },
          },
        },
        (request) => service.update(kind, request.params.id, request.session!.userId, request.body),
      );
      app.delete(
        `/api/delete-${one}/:id`,
        {
          config: { access: guard('delete') },
          schema: {
            tags,
            summary: 'Exclui uma liberação pendente (aplicada: 409)',
            params: idParams,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          await service.remove(kind, request.params.id);
          return reply.status(204).send(null);
        },
      );
      app.post(
        `/api/preview-${many}`,
        {
          config: { access: guard('create') },
          schema: {
            tags,
            summary: 'Confere um CSV linha a linha sem gravar nada',
            body: grantImportCsvSchema,
            response: { 200: grantImportPreviewSchema, ...errorResponses(400, 401, 403, 413) },
          },
        },
        (request) => service.preview(kind, request.body.csv),
      );
      app.post(
        `/api/import-${many}`,
        {
          config: { access: guard('create') },
          schema: {
            tags,
            summary: 'Importa as linhas válidas de um CSV (as já importadas ficam de fora)',
            body: grantImportCsvSchema,
            response: { 200: grantImportResultSchema, ...errorResponses(400, 401, 403, 413) },
          },
        },
        (request) => service.importCsv(kind, request.session!.userId, request.body.csv),
      );
    }

    // Spec: `GET /api/check-xpcode` (issue 17: the XP client release). It is asked before an
    // account exists (the sign-up form), so it is public and rate-limited like the other lookups,
    // and answers only whether the code may be used. (The phone's SMS code is `check-zenvia-token`.)
    app.get(
      '/api/check-xpcode',
      {
        config: { access: 'public' },
        schema: {
          tags: ['liberação de cliente XP'],
          summary: 'Diz se um código de cliente XP tem liberação disponível (sem dizer de quem)',
          querystring: xpReleaseCheckQuerySchema,
          response: { 200: xpReleaseCheckSchema, ...errorResponses(429) },
        },
      },
      async (request) => {
        await limiter.attemptFromIp(request.ip, 'lookup');
        const code = xpCodeSchema.safeParse(request.query.code);
        return { available: code.success && (await service.codeAvailable(code.data)) };
      },
    );
    app.post(
      '/api/redeem-xp-code',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: ['liberação de cliente XP'],
          summary: 'A pessoa conectada usa um código de cliente XP (Perfil)',
          body: redeemXpCodeInputSchema,
          response: { 200: redeemXpCodeResultSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (request) => {
        await limiter.attemptFromIp(request.ip, 'lookup');
        const grants = await service.redeemCode(request.session!.userId, request.body.xp_code);
        if (grants === null)
          throw new AppError('bad.request', GRANT_IMPORT_MESSAGES.codeUnavailable, {
            error: { xp_code: [GRANT_IMPORT_MESSAGES.codeUnavailable] },
          });
        return { message: GRANT_IMPORT_MESSAGES.codeRedeemed, grants };
      },
    );
    return Promise.resolve();
  };
}
