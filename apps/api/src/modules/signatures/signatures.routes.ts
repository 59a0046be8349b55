import {
  accessPeriodOptionSchema,
  contentQualificationInputSchema,
  contentQualificationSchema,
  idNameSchema,
  listQuerySchema,
  listResponseSchema,
  mySignatureSchema,
  publicSignatureTypeSchema,
  qualificationOptionSchema,
  registerUserSignatureSchema,
  signatureAccessPeriodOptionSchema,
  signatureDeleteResultSchema,
  signatureTypeAccessOptionSchema,
  signatureTypeDetailSchema,
  signatureTypeInputSchema,
  signatureTypeSummarySchema,
  signatureTypesQuerySchema,
  userGrantSchema,
  userSignaturesQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, slugParams, idParams } from '../../platform/route-schemas.ts';
import type { SignaturesService } from './signatures.service.ts';

const errors = errorResponses(400, 403, 404, 409);

const TYPES = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Tipos de Assinatura', action }) as const;
const STORE = (action: 'read') => ({ resource: 'Liberta Store Cadastro', action }) as const;
const QUALIFICATION = (action: 'read' | 'update') =>
  ({ resource: 'Qualificacao', action }) as const;
const USERS = (action: 'read' | 'update') => ({ resource: 'Usuários', action }) as const;
/** Any signed-in person (customers included): their own signatures. */
const SIGNED_IN = { resource: 'Auth', action: 'read' } as const;

/** Signature types, the content qualification, the public pricing pages and grants (issue 4). */
export function signaturesRoutes(service: SignaturesService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['assinaturas'];

    // ------------------------------------------------------------ staff CRUD
    app.get(
      '/api/list-signature-types',
      {
        config: { access: TYPES('read') },
        schema: {
          tags,
          summary: 'Tipos de Assinatura (busca, situação, paginação)',
          querystring: signatureTypesQuerySchema,
          response: { 200: listResponseSchema(signatureTypeSummarySchema), ...errors },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-signature-type/:id',
      {
        config: { access: TYPES('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: signatureTypeDetailSchema, ...errors },
        },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-signature-type',
      {
        config: { access: TYPES('create') },
        schema: {
          tags,
          body: signatureTypeInputSchema,
          response: { 201: signatureTypeDetailSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-signature-type/:id',
      {
        config: { access: TYPES('update') },
        schema: {
          tags,
          summary: 'Atualiza o tipo com seus períodos e preços, benefícios e (opcional) conteúdos',
          params: idParams,
          body: signatureTypeInputSchema,
          response: { 200: signatureTypeDetailSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-signature-type/:id',
      {
        config: { access: TYPES('delete') },
        schema: {
          tags,
          summary: 'Exclui o tipo, ou só o desativa quando alguém já o teve',
          params: idParams,
          response: { 200: signatureDeleteResultSchema, ...errors },
        },
      },
      (request) => service.remove(request.params.id),
    );

    // ------------------------------------------------------------ selects (spec section 7)
    app.get(
      '/api/select-signature-types',
      {
        config: { access: TYPES('read') },
        schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
      },
      () => service.selectTypes(),
    );
    // The product form's pickers for staff who run the store without editing signatures.
    app.get(
      '/api/select-product-signature-types',
      {
        config: { access: STORE('read') },
        schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
      },
      () => service.selectTypes(),
    );
    app.get(
      '/api/select-product-periods',
      {
        config: { access: STORE('read') },
        schema: {
          tags: ['selects'],
          summary: 'Períodos de acesso com que um produto pode ser vendido',
          response: { 200: z.array(accessPeriodOptionSchema) },
        },
      },
      () => service.selectPeriods(),
    );
    app.get(
      '/api/select-signature-types-access',
      {
        config: { access: TYPES('read') },
        schema: {
          tags: ['selects'],
          summary: 'Cada tipo com cada período ("LS Premium — 1 ano")',
          response: { 200: z.array(signatureTypeAccessOptionSchema) },
        },
      },
      () => service.selectTypesAccess(),
    );
    app.get(
      '/api/select-signature-access-period/:id',
      {
        config: { access: TYPES('read') },
        schema: {
          tags: ['selects'],
          summary: 'Períodos de acesso do tipo :id com o preço',
          params: idParams,
          response: { 200: z.array(signatureAccessPeriodOptionSchema), ...errors },
        },
      },
      (request) => service.selectAccessPeriods(request.params.id),
    );
    app.get(
      '/api/select-signature-periods',
      {
        config: { access: TYPES('read') },
        schema: {
          tags: ['selects'],
          summary: 'Períodos de acesso com que um tipo pode ser vendido',
          response: { 200: z.array(accessPeriodOptionSchema) },
        },
      },
      () => service.selectPeriods(),
    );
    app.get(
      '/api/select-course-by-qualification-signature/:id',
      {
        config: { access: TYPES('read') },
        schema: {
          tags: ['selects'],
          summary: 'Cursos que o tipo :id inclui',
          params: idParams,
          response: { 200: z.array(idNameSchema), ...errors },
        },
      },
      (request) => service.selectCoursesOf(request.params.id),
    );
    // The contents picker: the type form (Tipos de Assinatura) and the qualification screen
    // (Qualificacao) are used by different teams, so each has its own door.
    for (const [url, access] of [
      ['/api/select-signature-contents', TYPES('read')],
      ['/api/select-qualification-contents', QUALIFICATION('read')],
      // The store's product form (what a product releases) is a third team's screen.
      ['/api/select-product-contents', STORE('read')],
    ] as const)
      app.get(
        url,
        {
          config: { access },
          schema: {
            tags: ['selects'],
            summary: 'Cursos, e-books, trilhas e research que uma assinatura pode incluir',
            response: { 200: z.array(qualificationOptionSchema) },
          },
        },
        () => service.contentOptions(),
      );

    // ------------------------------------------------------------ public
    app.get(
      '/api/public-signature-types',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Assinaturas à venda (página /assinaturas)',
          response: { 200: z.array(publicSignatureTypeSchema) },
        },
      },
      () => service.publicList(),
    );
    app.get(
      '/api/public-signature-type/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: slugParams,
          response: { 200: publicSignatureTypeSchema, ...errors },
        },
      },
      (request) => service.publicFind({ slug: request.params.slug }),
    );
    app.get(
      '/api/liberta-find-signature-type/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Dados públicos de um tipo de assinatura',
          params: idParams,
          response: { 200: publicSignatureTypeSchema, ...errors },
        },
      },
      (request) => service.publicFind({ id: request.params.id }),
    );

    // ------------------------------------------------------------ qualification
    app.get(
      '/api/list-content-qualification',
      {
        config: { access: QUALIFICATION('read') },
        schema: {
          tags,
          summary: 'O que cada tipo de assinatura inclui',
          querystring: listQuerySchema.omit({ sort: true }).strict(),
          response: { 200: listResponseSchema(contentQualificationSchema), ...errors },
        },
      },
      (request) => service.listQualification(request.query),
    );
    app.get(
      '/api/find-content-qualification/:id',
      {
        config: { access: QUALIFICATION('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: contentQualificationSchema, ...errors },
        },
      },
      (request) => service.findQualification(request.params.id),
    );
    app.put(
      '/api/update-content-qualification/:id',
      {
        config: { access: QUALIFICATION('update') },
        schema: {
          tags,
          summary: 'Substitui os conteúdos que o tipo :id inclui',
          params: idParams,
          body: contentQualificationInputSchema,
          response: { 200: contentQualificationSchema, ...errors },
        },
      },
      (request) => service.updateQualification(request.params.id, request.body.contents),
    );

    // ------------------------------------------------------------ people
    app.get(
      '/api/my-signatures',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Minhas Assinaturas',
          response: { 200: z.array(mySignatureSchema) },
        },
      },
      (request) => service.mySignatures(request.session!.userId),
    );
    app.get(
      '/api/list-user-signature/:id',
      {
        config: { access: USERS('read') },
        schema: {
          tags,
          summary: 'Assinaturas de uma pessoa, com situação',
          params: idParams,
          querystring: userSignaturesQuerySchema,
          response: { 200: listResponseSchema(userGrantSchema), ...errors },
        },
      },
      (request) => service.userSignatures(request.params.id, request.query),
    );
    app.post(
      '/api/register-user-signature',
      {
        config: { access: USERS('update') },
        schema: {
          tags,
          summary: 'Libera uma assinatura para uma pessoa por um dos seus períodos',
          body: registerUserSignatureSchema,
          response: { 201: userGrantSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.registerUserSignature(request.session!.userId, request.body)),
    );
    return Promise.resolve();
  };
}
