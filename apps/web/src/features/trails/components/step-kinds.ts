import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import type { Icon } from '@tabler/icons-react';
import { TRAIL_ITEM_KIND_VALUES } from '@app/shared';
import type { TrailItemKind } from '@app/shared';

/** The icon and colour of each kind of step (labels are `trails.kinds.<kind>`). */
export const STEP_KINDS: Record<TrailItemKind, { icon: Icon; color: string }> = {
  course: { icon: IconSchool, color: 'brand' },
  ebook: { icon: IconBook, color: 'grape' },
  research: { icon: IconFileAnalytics, color: 'cyan' },
  podcast: { icon: IconMicrophone, color: 'orange' },
  video: { icon: IconPlayerPlay, color: 'red' },
};

export const KIND_ORDER: readonly TrailItemKind[] = TRAIL_ITEM_KIND_VALUES;
