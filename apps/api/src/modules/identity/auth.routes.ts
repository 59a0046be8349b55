import {
  checkEmailQuerySchema,
  emailSchema,
  phoneSchema,
  checkEmailResponseSchema,
  codeLoginRequestSchema,
  forgotPasswordRequestSchema,
  isConfiguredOrigin,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  sendAuthCodeRequestSchema,
  sessionPayloadSchema,
  signUpRequestSchema,
  trackingFromHeaders,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import { bearerToken } from './session.service.ts';

const AUTH = { resource: 'Auth', action: 'read' } as const;

export function authRoutes(deps: {
  auth: AuthService;
  brandTable: readonly BrandOriginRule[];
  fallbackOrigin: string;
}): FastifyPluginAsyncZod {
  const { auth } = deps;

  function context(request: FastifyRequest): RequestContext {
    const origin = request.headers.origin;
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      // Links in e-mails only ever point at a configured brand origin (no link poisoning).
      origin:
        typeof origin === 'string' && isConfiguredOrigin(origin, deps.brandTable)
          ? origin
          : deps.fallbackOrigin,
    };
  }

  return (app) => {
    app.post(
      '/api/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Entra com e-mail e senha, ou com um código de acesso',
          body: z.union([loginRequestSchema, codeLoginRequestSchema]),
          response: { 200: loginResponseSchema, ...errorResponses(400, 429) },
        },
      },
      (request) => auth.login(request.body, context(request)),
    );

    app.post(
      '/api/logout',
      {
        config: { access: AUTH },
        schema: {
          tags: ['autenticação'],
          summary: 'Encerra a sessão atual (revoga o token)',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await auth.logout(request.session!.sessionId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/user',
      {
        config: { access: AUTH },
        schema: {
          tags: ['autenticação'],
          summary: 'Dados da sessão e do usuário (atualização ao carregar)',
          response: { 200: sessionPayloadSchema },
        },
      },
      (request) => {
        const token = bearerToken(request);
        if (!token || !request.session) throw new AppError('auth.required');
        return auth.sessionPayload(request.session, token);
      },
    );

    app.post(
      '/api/ls-brazil-create-user',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Cadastro de cliente (cabeçalhos utm-* opcionais)',
          body: signUpRequestSchema,
          response: { 201: loginResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const result = await auth.signUp(
          request.body,
          trackingFromHeaders(request.headers),
          context(request),
        );
        return reply.status(201).send(result);
      },
    );

    app.get(
      '/api/check-email',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Diz se um e-mail já tem conta',
          querystring: checkEmailQuerySchema,
          response: { 200: checkEmailResponseSchema },
        },
      },
      async (request) => {
        await auth.limitLookup(request.ip);
        return { exists: await auth.emailExists(request.query.email) };
      },
    );

    app.post(
      '/api/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Envia por e-mail um link para redefinir a senha',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(429) },
        },
      },
      (request) => auth.forgotPassword(request.body.email, context(request)),
    );

    app.post(
      '/api/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Define uma nova senha com o link recebido',
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400) },
        },
      },
      (request) => auth.resetPassword(request.body),
    );

    // Spec section 7 makes this a GET; it changes state, which is safe here only because it needs the
    // staff bearer token in the Authorization header (no cookie, so no cross-site request can send it).
    app.get(
      '/api/login-as-customer/:id',
      {
        config: { access: { resource: 'Clientes', action: 'update' } },
        schema: {
          tags: ['autenticação'],
          summary:
            'A equipe acessa como cliente (motivo obrigatório); returnMain=1 volta ao usuário principal',
          params: idParams,
          querystring: z
            .object({
              reason: z
                .string()
                .trim()
                .min(5, { error: 'Informe o motivo do acesso (mínimo de 5 caracteres).' })
                .max(300)
                .optional(),
              returnMain: z.enum(['1', 'true']).optional(),
            })
            .strict(),
          response: { 200: loginResponseSchema, ...errorResponses(400, 403, 404, 409) },
        },
      },
      (request) => {
        const staff = request.session!;
        if (request.query.returnMain !== undefined)
          return auth.returnToMain(staff, bearerToken(request)!, context(request));
        if (staff.impersonatorUserId !== null)
          throw new AppError('conflict', 'Volte ao seu usuário antes de acessar outro cliente.');
        if (request.query.reason === undefined) {
          throw new AppError('bad.request', 'Informe o motivo do acesso.', {
            error: { reason: ['Informe o motivo do acesso.'] },
          });
        }
        return auth.loginAsCustomer(
          staff,
          request.params.id,
          request.query.reason,
          context(request),
        );
      },
    );

    app.get(
      '/api/get-unrestricted-domains',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Domínios de e-mail do acesso de assessores',
          response: { 200: z.object({ domains: z.array(z.string()) }) },
        },
      },
      () => ({ domains: auth.advisorDomains() }),
    );
    app.get(
      '/api/login-advisor',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Diz se o e-mail pode usar o acesso de assessor',
          querystring: z.object({ email: emailSchema }).strict(),
          response: { 200: z.object({ allowed: z.boolean() }) },
        },
      },
      (request) => ({ allowed: auth.isAdvisorEmail(request.query.email) }),
    );
    app.post(
      '/api/login-advisor',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Envia o código de acesso de assessor (depois: POST /api/login com o código)',
          body: z.object({ email: emailSchema }).strict(),
          response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
        },
      },
      (request) => auth.sendAdvisorCode(request.body.email, context(request)),
    );
    app.post(
      '/api/send-zenvia-token',
      {
        config: { access: AUTH },
        schema: {
          tags: ['autenticação'],
          summary: 'Envia por SMS um código para confirmar o telefone',
          body: z.object({ phone_number: phoneSchema }).strict(),
          response: { 200: messageResponseSchema, ...errorResponses(429) },
        },
      },
      (request) =>
        auth.sendPhoneCode(request.session!.userId, request.body.phone_number, context(request)),
    );
    app.get(
      '/api/check-zenvia-token',
      {
        config: { access: AUTH },
        schema: {
          tags: ['autenticação'],
          summary: 'Confere o código recebido por SMS e confirma o telefone',
          querystring: z
            .object({
              code: z
                .string()
                .trim()
                .regex(/^\d{6}$/, { error: 'Código inválido ou expirado.' }),
            })
            .strict(),
          response: { 200: z.object({ valid: z.boolean(), phone_number: z.string().nullable() }) },
        },
      },
      (request) => auth.checkPhoneCode(request.session!.userId, request.query.code),
    );

    app.post(
      '/api/ls-brazil-send-auth-code',
      {
        config: { access: 'public' },
        schema: {
          tags: ['autenticação'],
          summary: 'Envia um código de acesso de uso único',
          body: sendAuthCodeRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(429) },
        },
      },
      (request) => auth.sendAuthCode(request.body, context(request)),
    );
    return Promise.resolve();
  };
}
