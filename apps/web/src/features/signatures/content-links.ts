import { QUALIFICATION_KINDS } from '@app/shared';
import type { BrandId, NamedContent } from '@app/shared';
import type { TFunction } from '../../i18n/react.tsx';

/**
 * Where an included content opens for someone who has it (null: no page of its own in this
 * brand). Ebook pages, trails and research are Liberta routes (spec section 2).
 */
export function memberLink(content: NamedContent, brand: BrandId): string | null {
  switch (content.kind) {
    case 'course':
      return content.slug ? `/cliente/cursos/${content.slug}` : null;
    case 'ebook':
      if (brand === 'liberta') return content.slug ? `/ebooks/${content.slug}` : null;
      return '/cliente/ebooks';
    case 'trail':
      return brand === 'liberta' ? `/minhas-trilhas/${content.target_id}` : null;
    case 'research':
      return brand === 'liberta' ? `/research/${content.target_id}` : null;
    case 'trade_method':
      return '/cliente/recomendacoes';
  }
}

/** Where a visitor learns about an included content (its public page), if it has one. */
export function publicLink(content: NamedContent, brand: BrandId): string | null {
  if (content.kind === 'course' && content.slug) return `/curso/${content.slug}`;
  if (content.kind === 'ebook' && content.slug && brand === 'liberta')
    return `/ebooks/${content.slug}`;
  return null;
}

/** "Cursos: 2 · E-books: 1": what a signature includes, counted by kind. */
export function includesSummary(contents: readonly NamedContent[], t: TFunction): string {
  return QUALIFICATION_KINDS.map((kind) => {
    const count = contents.filter((c) => c.kind === kind).length;
    return count === 0
      ? null
      : t('signatures.countOf', { kind: t(`signatures.kinds.${kind}`), count });
  })
    .filter((part): part is string => part !== null)
    .join(' · ');
}
