import { sanitizer } from '../../platform/html.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The readable text of cleaned HTML (what the search reads): tags dropped, entities decoded. */
export function textOfHtml(html: string): string {
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, ' $&');
  return sanitizer()(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
