import { COVER_SIZES, coverAnswerSchema } from '@app/shared';
import type { BrandOriginRule, Resource } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { COVER_TYPE_MESSAGE } from '../../platform/storage/covers.ts';
import { COVER_KINDS, COVER_MOTIFS, coverArt } from './cover-art.ts';
import type { CoverKind, CoverMotif } from './cover-art.ts';
import type { CoversService } from './covers.service.ts';
import { requestBrand } from '../../platform/brand.ts';

/** Who may change each kind's cover: whoever may edit that content. */
const RESOURCE: Record<CoverKind, Resource> = {
  course: 'Cursos',
  ebook: 'E-books',
  trail: 'Trilhas',
  product: 'Liberta Store Cadastro',
  program: 'Playlist',
  podcast: 'Podcasts',
  advisor: 'Assessores',
  investment: 'Páginas de investimentos',
};

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();
const errors = {
  400: z.object({ error: z.unknown() }),
  404: z.object({ error: z.unknown() }),
};

/** The file and the `alt` field of a multipart cover upload. */
async function coverUpload(
  request: FastifyRequest,
): Promise<{ file: { bytes: Buffer; mimetype: string }; alt: string | undefined }> {
  if (!request.isMultipart())
    throw new AppError('bad.request', COVER_TYPE_MESSAGE, {
      error: { image: [COVER_TYPE_MESSAGE] },
    });
  let file: { bytes: Buffer; mimetype: string } | undefined;
  let alt: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image')
        throw new AppError('bad.request', 'Arquivo inesperado.', {
          error: { [part.fieldname]: ['Campo não permitido.'] },
        });
      file = { bytes: await part.toBuffer(), mimetype: part.mimetype };
    } else if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value;
  }
  if (!file)
    throw new AppError('bad.request', COVER_TYPE_MESSAGE, {
      error: { image: [COVER_TYPE_MESSAGE] },
    });
  return { file, alt };
}

export function coversRoutes(
  service: CoversService,
  brandTable: readonly BrandOriginRule[],
): FastifyPluginAsyncZod {
  const brandOf = (request: FastifyRequest) => requestBrand(request, brandTable);
  return (app) => {
    const tags = ['capas'];
    for (const kind of COVER_KINDS) {
      app.post(
        `/api/update-${kind}-cover/:id`,
        {
          config: { access: { resource: RESOURCE[kind], action: 'update' } },
          schema: {
            tags,
            summary: `Envia a capa (multipart: \`image\` JPEG/PNG/WebP até 5 MB e \`alt\`, o texto alternativo), recortada em ${COVER_SIZES[kind].width} × ${COVER_SIZES[kind].height}`,
            consumes: ['multipart/form-data'],
            params: idParams,
            response: { 200: coverAnswerSchema, ...errors },
          },
        },
        async (request) => {
          const { file, alt } = await coverUpload(request);
          return service.upload(kind, request.params.id, file, alt);
        },
      );
      app.put(
        `/api/remove-${kind}-cover/:id`,
        {
          config: { access: { resource: RESOURCE[kind], action: 'update' } },
          schema: { tags, params: idParams, response: { 200: coverAnswerSchema, ...errors } },
        },
        (request) => service.remove(kind, request.params.id),
      );
    }
    // Public by design: covers show on public pages; names are 128-bit random.
    app.get(
      '/api/cover/:file',
      {
        config: { access: 'public' },
        schema: { tags, params: z.object({ file: z.string().max(80) }).strict() },
      },
      async (request, reply) => {
        const bytes = await service.read(request.params.file);
        if (!bytes) throw new AppError('resource.not_found', 'Imagem não encontrada.');
        return reply
          .type('image/webp')
          .header('content-disposition', 'inline; filename="capa.webp"')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes);
      },
    );
    // The demo's title cards, drawn in the colours of the brand that asks (cover-art.ts).
    app.get(
      '/api/cover-art/:kind/:motif',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Capa ilustrada (SVG) com o motivo, o tipo e o título, nas cores da marca',
          params: z
            .object({
              kind: z.enum(COVER_KINDS),
              motif: z
                .string()
                .max(20)
                .regex(/^[a-z]+\.svg$/)
                .refine((m) => (COVER_MOTIFS as readonly string[]).includes(m.slice(0, -4)), {
                  message: 'Motivo desconhecido.',
                }),
            })
            .strict(),
          querystring: z.object({ title: z.string().trim().min(1).max(120) }).strict(),
        },
      },
      (request, reply) => {
        const svg = coverArt(
          {
            kind: request.params.kind,
            motif: request.params.motif.slice(0, -4) as CoverMotif,
            title: request.query.title,
          },
          brandOf(request),
        );
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header('vary', 'Origin, Host')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );
    return Promise.resolve();
  };
}
