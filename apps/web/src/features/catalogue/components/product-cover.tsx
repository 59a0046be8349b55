import type { ProductKind } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
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
  alt,
  className,
}: {
  name: string;
  kind: ProductKind;
  url: string | null;
  /** Staff's alt text of the cover; without it the name says what the picture is of. */
  alt?: string | null;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const cls = `${classes.cover} ${className ?? ''}`;
  if (url)
    return (
      <div className={cls}>
        <img
          src={url}
          alt={alt ?? t('covers.of', { title: name })}
          loading="lazy"
          className={classes.coverImage}
        />
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
