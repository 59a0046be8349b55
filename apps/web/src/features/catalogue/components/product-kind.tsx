import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import IconChartCandle from '@tabler/icons-react/dist/esm/icons/IconChartCandle.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconPackages from '@tabler/icons-react/dist/esm/icons/IconPackages.mjs';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import type { Icon } from '@tabler/icons-react';
import type { ITEM_KIND_VALUES, ProductKind } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

type ItemKind = (typeof ITEM_KIND_VALUES)[number];

export const PRODUCT_KIND_ICON: Record<ProductKind, Icon> = {
  course: IconSchool,
  ebook: IconBook,
  signature: IconCrown,
  bundle: IconPackages,
  trade_method: IconChartCandle,
};

export const ITEM_KIND_ICON: Record<ItemKind, Icon> = {
  course: IconSchool,
  ebook: IconBook,
  signature: IconCrown,
  trail: IconRoute,
  research: IconFileAnalytics,
  broadcast: IconBroadcast,
  trade_method: IconChartCandle,
};

/** "Curso", "E-book", "Assinatura", "Combo" with the kind's icon. */
export function ProductKindBadge({
  kind,
  ...props
}: { kind: ProductKind } & Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation('catalogue');
  const KindIcon = PRODUCT_KIND_ICON[kind];
  return (
    <Badge
      leftSection={<KindIcon size={13} stroke={2} aria-hidden />}
      tt="none"
      data-kind={kind}
      {...props}
    >
      {t(`store.kinds.${kind}`)}
    </Badge>
  );
}
