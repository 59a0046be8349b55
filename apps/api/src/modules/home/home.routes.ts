import { libertaHomeSchema, subjectSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, slugParams } from '../../platform/route-schemas.ts';
import type { HomeService } from './home.service.ts';

export function homeRoutes(service: HomeService): FastifyPluginAsyncZod {
  return (app) => {
    const tags = ['início'];
    app.get(
      '/api/liberta-home',
      {
        // Cliente-Home and Home - Trilhas are open to visitors (spec section 2, Liberta).
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'Início da Liberta: trilhas, cursos, vídeos, eventos dos próximos 7 dias, podcasts ' +
            'e, com login, os cursos em andamento',
          response: { 200: libertaHomeSchema },
        },
      },
      (request) => service.libertaHome(request.session?.userId ?? null),
    );
    app.get(
      '/api/public-subject/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Página de assunto: a categoria, seus cursos e vídeos publicados',
          params: slugParams,
          response: { 200: subjectSchema, ...errorResponses(404) },
        },
      },
      (request) => service.subject(request.params.slug),
    );
    return Promise.resolve();
  };
}
