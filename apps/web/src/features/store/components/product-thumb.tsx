import IconChartCandle from '@tabler/icons-react/dist/esm/icons/IconChartCandle.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconPackage from '@tabler/icons-react/dist/esm/icons/IconPackage.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import type { ProductKind } from '@app/shared';
import classes from '../cart.module.css';

const ICONS = {
  course: IconSchool,
  ebook: IconBook,
  signature: IconCrown,
  bundle: IconPackage,
  trade_method: IconChartCandle,
} as const;

/** A product's cover, or its kind's icon on the brand gradient when staff gave no cover. */
export function ProductThumb({ kind, coverUrl }: { kind: ProductKind; coverUrl: string | null }) {
  const Icon = ICONS[kind];
  return (
    <div className={classes.thumb} aria-hidden>
      {coverUrl ? <img src={coverUrl} alt="" loading="lazy" /> : <Icon size={28} stroke={1.5} />}
    </div>
  );
}
