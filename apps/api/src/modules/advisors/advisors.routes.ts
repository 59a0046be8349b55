import {
  activeStateSchema,
  advisorInputSchema,
  advisorListQuerySchema,
  advisorListSchema,
  advisorOptionsSchema,
  advisorSchema,
  investmentPageInputSchema,
  investmentPageListQuerySchema,
  investmentPageListSchema,
  investmentPageSchema,
  publishedStateSchema,
  selectOptionSchema,
  SITE_CACHE_CONTROL,
  siteAdvisorListSchema,
  siteAdvisorSchema,
  siteInvestmentPageListSchema,
  siteInvestmentPageSchema,
} from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParams, slugParams } from '../../platform/route-schemas.ts';
import type { AdvisorsService, SiteAnswer } from './advisors.service.ts';

const errors = errorResponses(400, 403, 404, 409);
const ADVISORS = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Assessores', action }) as const;
const PAGES = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Páginas de investimentos', action }) as const;

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A site answer: its validator, the cache rules, and 304 when the client has it already. */
function sendSite(request: FastifyRequest, reply: FastifyReply, answer: SiteAnswer) {
  reply.header('etag', answer.etag).header('cache-control', SITE_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const notModified = { 304: z.null().describe('O cliente já tem esta versão (If-None-Match).') };

export function advisorsRoutes(service: AdvisorsService): FastifyPluginAsyncZod {
  return (app) => {
    const site = ['site-liberta'];
    const tags = ['assessores'];
    const pageTags = ['páginas de investimentos'];

    // --- The marketing site (no session; cacheable) ---------------------------------------
    app.get(
      '/api/list-site-advisors',
      {
        config: { access: 'public' },
        schema: {
          tags: site,
          summary: 'Assessores ativos, na ordem do site (ETag forte; 304 com If-None-Match)',
          response: { 200: siteAdvisorListSchema, ...notModified },
        },
      },
      async (request, reply) => sendSite(request, reply, await service.siteAdvisors()),
    );
    app.get(
      '/api/find-site-advisor/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: site,
          summary: 'Um assessor ativo (ETag forte; 304 com If-None-Match)',
          params: idParams,
          response: { 200: siteAdvisorSchema, ...notModified, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) =>
        sendSite(request, reply, await service.siteAdvisor(request.params.id)),
    );
    app.get(
      '/api/list-site-investment-pages',
      {
        config: { access: 'public' },
        schema: {
          tags: site,
          summary: 'Páginas de investimentos publicadas, na ordem do site (ETag forte)',
          response: { 200: siteInvestmentPageListSchema, ...notModified },
        },
      },
      async (request, reply) => sendSite(request, reply, await service.sitePages()),
    );
    app.get(
      '/api/find-site-investment-page/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags: site,
          summary: 'Uma página publicada, com o conteúdo e os assessores (ETag forte)',
          params: slugParams,
          response: { 200: siteInvestmentPageSchema, ...notModified, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) =>
        sendSite(request, reply, await service.sitePage(request.params.slug)),
    );

    // --- Advisors (staff) -----------------------------------------------------------------
    app.get(
      '/api/list-advisors',
      {
        config: { access: ADVISORS('read') },
        schema: {
          tags,
          summary: 'Assessores (busca por nome, cidade ou especialidade; situação; paginação)',
          querystring: advisorListQuerySchema,
          response: { 200: advisorListSchema, ...errors },
        },
      },
      (request) => service.listAdvisors(request.query),
    );
    app.get(
      '/api/find-advisor/:id',
      {
        config: { access: ADVISORS('read') },
        schema: { tags, params: idParams, response: { 200: advisorSchema, ...errors } },
      },
      (request) => service.findAdvisor(request.params.id),
    );
    app.post(
      '/api/create-advisor',
      {
        config: { access: ADVISORS('create') },
        schema: { tags, body: advisorInputSchema, response: { 201: advisorSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createAdvisor(request.body)),
    );
    app.put(
      '/api/update-advisor/:id',
      {
        config: { access: ADVISORS('update') },
        schema: {
          tags,
          params: idParams,
          body: advisorInputSchema,
          response: { 200: advisorSchema, ...errors },
        },
      },
      (request) => service.updateAdvisor(request.params.id, request.body),
    );
    app.put(
      '/api/toggle-active-advisor/:id',
      {
        config: { access: ADVISORS('update') },
        schema: {
          tags,
          params: idParams,
          response: { 200: activeStateSchema, ...errors },
        },
      },
      (request) => service.toggleAdvisor(request.params.id),
    );
    app.delete(
      '/api/delete-advisor/:id',
      {
        config: { access: ADVISORS('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteAdvisor(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/select-advisors',
      {
        config: { access: PAGES('read') },
        schema: {
          tags: ['selects'],
          summary: 'Assessores para escolher numa página de investimentos',
          response: {
            200: advisorOptionsSchema,
          },
        },
      },
      () => service.advisorOptions(),
    );

    app.get(
      '/api/select-advisor-users',
      {
        config: { access: ADVISORS('read') },
        schema: {
          tags: ['selects'],
          summary: 'Contas da equipe que podem ser ligadas a um assessor',
          response: { 200: z.array(selectOptionSchema) },
        },
      },
      () => service.staffUserOptions(),
    );

    // --- Investment pages (staff) ---------------------------------------------------------
    app.get(
      '/api/list-investment-pages',
      {
        config: { access: PAGES('read') },
        schema: {
          tags: pageTags,
          querystring: investmentPageListQuerySchema,
          response: { 200: investmentPageListSchema, ...errors },
        },
      },
      (request) => service.listPages(request.query),
    );
    app.get(
      '/api/find-investment-page/:id',
      {
        config: { access: PAGES('read') },
        schema: {
          tags: pageTags,
          params: idParams,
          response: { 200: investmentPageSchema, ...errors },
        },
      },
      (request) => service.findPage(request.params.id),
    );
    app.post(
      '/api/create-investment-page',
      {
        config: { access: PAGES('create') },
        schema: {
          tags: pageTags,
          body: investmentPageInputSchema,
          response: { 201: investmentPageSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createPage(request.body)),
    );
    app.put(
      '/api/update-investment-page/:id',
      {
        config: { access: PAGES('update') },
        schema: {
          tags: pageTags,
          params: idParams,
          body: investmentPageInputSchema,
          response: { 200: investmentPageSchema, ...errors },
        },
      },
      (request) => service.updatePage(request.params.id, request.body),
    );
    app.put(
      '/api/toggle-published-investment-page/:id',
      {
        config: { access: PAGES('update') },
        schema: {
          tags: pageTags,
          params: idParams,
          response: { 200: publishedStateSchema, ...errors },
        },
      },
      (request) => service.togglePage(request.params.id),
    );
    app.delete(
      '/api/delete-investment-page/:id',
      {
        config: { access: PAGES('delete') },
        schema: { tags: pageTags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deletePage(request.params.id);
        return reply.status(204).send(null);
      },
    );
    return Promise.resolve();
  };
}
