import type { ProductKind } from '@app/shared';
import { PRODUCT_KIND_ICON } from './product-kind.tsx';
import classes from '../store.module.css';

/**
 * The product's cover, or — when staff gave none — the store colours with the kind's icon and the
 * product's initials, so a card never looks like a missing image.
 */
export function ProductCover({
  name,
  kind,
  url,
  className,
}: {
  name: string;
  kind: ProductKind;
  url: string | null;
  className?: string | undefined;
}) {
  const cls = `${classes.cover} ${className ?? ''}`;
  if (url)
    return (
      <div className={cls}>
        <img src={url} alt="" loading="lazy" className={classes.coverImage} />
      </div>
    );
  const KindIcon = PRODUCT_KIND_ICON[kind];
  const initials = name
    .split(/[\s—–-]+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <div className={`${cls} ${classes.coverFallback}`} aria-hidden data-kind={kind}>
      <KindIcon className={classes.coverIcon} stroke={1.2} />
      <span className={classes.coverInitials}>{initials}</span>
    </div>
  );
}
