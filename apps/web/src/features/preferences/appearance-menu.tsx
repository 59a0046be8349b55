import { ActionIcon } from '@mantine/core';
import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';

const AppearancePopover = lazy(async () => ({
  default: (await import('./appearance-popover.tsx')).AppearancePopover,
}));

/**
 * The header's "Aparência" button. The popover (skin, zoom, language, layout: Popover, radios,
 * segmented control, switches and floating-ui) loads on the first click and opens; until then the
 * button is all a page's first load carries.
 */
export function AppearanceMenu() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const button = (
    <LazyTooltip label={t('appearance.button')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        radius="md"
        aria-label={t('appearance.button')}
        onClick={() => setAsked(true)}
      >
        <IconPalette size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </LazyTooltip>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <AppearancePopover defaultOpened />
    </Suspense>
  );
}
