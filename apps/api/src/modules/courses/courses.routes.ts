import {
  accessDeniedSchema,
  certificateSchema,
  courseDetailSchema,
  courseInputSchema,
  coursePlayerSchema,
  courseSummarySchema,
  idNameSchema,
  lessonInputSchema,
  lessonViewSchema,
  listQuerySchema,
  listResponseSchema,
  moduleInputSchema,
  myCourseSchema,
  progressInputSchema,
  progressSchema,
  publicCourseSchema,
  registerUserCoursesSchema,
  reorderSchema,
  userGrantSchema,
} from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Session } from '../../platform/access.ts';
import { errorResponses, slugParams, idParams } from '../../platform/route-schemas.ts';
import type { CoursesService, Viewer } from './courses.service.ts';
import type { LearningSelects } from './selects.ts';
import { requestBrand } from '../../platform/brand.ts';

const errors = { ...errorResponses(400, 404, 409), 403: accessDeniedSchema };
const STAFF = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ resource: 'Cursos', action }) as const;
const STUDENT = { resource: 'Cliente-Meus Cursos', action: 'read' } as const;
const USERS = (action: 'read' | 'update') => ({ resource: 'Usuários', action }) as const;

function viewer(request: { session: Session | null }): Viewer {
  const session = request.session!;
  return { userId: session.userId, canPreview: session.can('update', 'Cursos') };
}

function optionalViewer(request: { session: Session | null }): Viewer | null {
  return request.session ? viewer(request) : null;
}

export function coursesRoutes(
  service: CoursesService,
  selects: LearningSelects,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => requestBrand(request, brandTable);
  return (app) => {
    const tags = ['cursos'];

    // ------------------------------------------------------------ staff CRUD
    app.get(
      '/api/list-courses',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          summary: 'Lista cursos (busca, situação, paginação)',
          querystring: listQuerySchema
            .omit({ sort: true })
            .extend({ status: z.enum(['draft', 'published']).optional() })
            .strict(),
          response: { 200: listResponseSchema(courseSummarySchema) },
        },
      },
      (request) => service.list(request.query),
    );
    app.get(
      '/api/find-course/:id',
      {
        config: { access: STAFF('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.find(request.params.id),
    );
    app.post(
      '/api/create-course',
      {
        config: { access: STAFF('create') },
        schema: { tags, body: courseInputSchema, response: { 201: courseDetailSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );
    app.put(
      '/api/update-course/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: courseInputSchema,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.update(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-course/:id',
      {
        config: { access: STAFF('delete') },
        schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/api/create-course-module/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Cria um módulo no curso :id',
          params: idParams,
          body: moduleInputSchema,
          response: { 201: courseDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createModule(request.params.id, request.body)),
    );
    app.put(
      '/api/update-course-module/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: moduleInputSchema,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.updateModule(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-course-module/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.deleteModule(request.params.id),
    );
    app.put(
      '/api/reorder-course-modules/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Nova ordem dos módulos do curso :id',
          params: idParams,
          body: reorderSchema,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.reorderModules(request.params.id, request.body.ids),
    );
    app.post(
      '/api/create-lesson',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          body: lessonInputSchema,
          response: { 201: courseDetailSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createLesson(request.body)),
    );
    app.put(
      '/api/update-lesson/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          body: lessonInputSchema,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.updateLesson(request.params.id, request.body),
    );
    app.delete(
      '/api/delete-lesson/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          params: idParams,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.deleteLesson(request.params.id),
    );
    app.put(
      '/api/reorder-lessons/:id',
      {
        config: { access: STAFF('update') },
        schema: {
          tags,
          summary: 'Nova ordem das aulas do módulo :id',
          params: idParams,
          body: reorderSchema,
          response: { 200: courseDetailSchema, ...errors },
        },
      },
      (request) => service.reorderLessons(request.params.id, request.body.ids),
    );

    // ------------------------------------------------------------ selects (spec section 7)
    for (const [name, load] of Object.entries(selects)) {
      app.get(
        `/api/select-${name}`,
        {
          config: { access: STAFF('read') },
          schema: { tags: ['selects'], response: { 200: z.array(idNameSchema) } },
        },
        () => load(),
      );
    }

    // ------------------------------------------------------------ students
    app.get(
      '/api/public-course/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Página pública do curso (sem login; textos da marca da origem)',
          params: slugParams,
          response: { 200: publicCourseSchema, ...errors },
        },
      },
      (request) =>
        service.publicCourse(request.params.slug, brandOf(request), optionalViewer(request)),
    );
    app.get(
      '/api/my-courses',
      {
        config: { access: STUDENT },
        schema: { tags, summary: 'Meus Cursos', response: { 200: z.array(myCourseSchema) } },
      },
      (request) => service.myCourses(request.session!.userId),
    );
    app.get(
      '/api/course-player/:slug',
      {
        config: { access: STUDENT },
        schema: { tags, params: slugParams, response: { 200: coursePlayerSchema, ...errors } },
      },
      (request) => service.player(viewer(request), request.params.slug),
    );
    app.get(
      '/api/course-lesson/:id',
      {
        config: { access: STUDENT },
        schema: { tags, params: idParams, response: { 200: lessonViewSchema, ...errors } },
      },
      (request) => service.lesson(viewer(request), request.params.id),
    );
    app.put(
      '/api/lesson-progress/:id',
      {
        config: { access: STUDENT },
        schema: {
          tags,
          summary: 'Salva o ponto do vídeo (a cada poucos segundos e ao sair)',
          params: idParams,
          body: progressInputSchema,
          response: { 200: progressSchema, ...errors },
        },
      },
      (request) => service.saveProgress(viewer(request), request.params.id, request.body),
    );
    app.post(
      '/api/lesson-complete/:id',
      {
        config: { access: STUDENT },
        schema: { tags, params: idParams, response: { 200: progressSchema, ...errors } },
      },
      (request) =>
        service.saveProgress(viewer(request), request.params.id, {
          position_seconds: 0,
          complete: true,
        }),
    );
    app.post(
      '/api/course-certificate/:id',
      {
        config: { access: STUDENT },
        schema: {
          tags,
          summary: 'Emite (uma vez) o certificado de um curso concluído',
          params: idParams,
          response: { 200: certificateSchema, ...errors },
        },
      },
      (request) => service.issueCertificate(viewer(request), request.params.id),
    );
    app.get(
      '/api/verify-certificate/:code',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Verificação pública de um certificado',
          params: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{6,40}$/) }).strict(),
          response: { 200: certificateSchema, ...errors },
        },
      },
      (request) => service.verifyCertificate(request.params.code),
    );

    // ------------------------------------------------------------ grants (staff)
    app.post(
      '/api/register-user-courses',
      {
        config: { access: USERS('update') },
        schema: {
          tags,
          summary: 'Libera cursos para uma pessoa (cortesia da equipe, com fim opcional)',
          body: registerUserCoursesSchema,
          response: { 200: z.array(userGrantSchema), ...errors },
        },
      },
      (request) => service.registerUserCourses(request.session!.userId, request.body),
    );
    app.get(
      '/api/list-courses-by-user/:id',
      {
        config: { access: USERS('read') },
        schema: {
          tags,
          params: idParams,
          response: { 200: z.array(userGrantSchema), ...errors },
        },
      },
      (request) => service.coursesByUser(request.params.id),
    );
    return Promise.resolve();
  };
}
