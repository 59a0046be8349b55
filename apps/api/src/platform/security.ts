import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { isConfiguredOrigin } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';

/** Video providers the product embeds (spec section 5): the only frames the CSP allows. */
export const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://*.tv.pandavideo.com.br',
];

export async function registerSecurity(
  app: FastifyInstance,
  brandTable: readonly BrandOriginRule[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The YouTube IFrame Player API is a script YouTube serves (the lesson player needs it to
        // read and set the video time); nothing else outside our origin runs.
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        // Mantine writes its CSS variables into a <style> tag at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // 'self': research PDFs shown in the page through their signed /api/files/ links.
        frameSrc: [...FRAME_SOURCES, "'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    // Only configured brand origins; anything else gets no CORS headers (never reflected).
    origin: (origin, callback) => {
      callback(null, origin !== undefined && isConfiguredOrigin(origin, brandTable));
    },
    credentials: false,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}
