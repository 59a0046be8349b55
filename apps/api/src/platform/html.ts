import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html (with htmlparser2 and postcss), required when staff first save rich text rather
 * than with the app: most processes only read it (~15 MB of RSS).
 */
let loaded: typeof sanitizeHtml | undefined;
export function sanitizer(): typeof sanitizeHtml {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return loaded;
}

/**
 * Rich text staff write (course descriptions, lesson bodies): kept to an allowlist of tags and
 * attributes, links forced to open safely, so stored HTML is safe to render (SECURITY.md: no
 * stored XSS). Empty rich text (spec section 5) becomes null.
 */
export function cleanHtml(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const sanitize = sanitizer();
  const clean = sanitize(value, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'pre',
      'img',
      'span',
      'hr',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    },
  }).trim();
  return clean === '' || clean === '<p></p>' ? null : clean;
}
