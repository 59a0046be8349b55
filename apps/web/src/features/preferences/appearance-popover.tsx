import {
  ActionIcon,
  Divider,
  Group,
  NativeSelect,
  Popover,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Skin } from '@app/shared';
import { isLocale, LANGUAGE_NAME, LOCALES } from '../../i18n/i18n.ts';
import { usePreferences } from './preferences-context.tsx';
import { SKINS, ZOOM_LEVELS } from './preferences.ts';
import type { Zoom } from './preferences.ts';
import './i18n/index.ts';

const SKIN_LABEL_KEY = {
  light: 'appearance.skins.light',
  dark: 'appearance.skins.dark',
  'semi-dark': 'appearance.skins.semiDark',
  bordered: 'appearance.skins.bordered',
} as const satisfies Record<Skin, string>;

function isSkin(value: string): value is Skin {
  return (SKINS as readonly string[]).includes(value);
}

/**
 * The header's "Aparência" popover: skin, zoom, language and layout switches. Loaded by
 * `AppearanceMenu` on the first click, and then open (`defaultOpened`).
 */
export function AppearancePopover({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('preferences');
  const { preferences, setPreference } = usePreferences();
  const [opened, setOpened] = useState(defaultOpened);

  return (
    <Popover
      defaultOpened={defaultOpened}
      onOpen={() => setOpened(true)}
      onClose={() => setOpened(false)}
      position="bottom-end"
      width={300}
      shadow="md"
      trapFocus
      returnFocus
      closeOnEscape
      withArrow
    >
      {/* Tooltip outside the target: Popover.Target forwards its handlers, Tooltip would not. */}
      <Tooltip label={t('appearance.button')} disabled={opened}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="md"
            aria-label={t('appearance.button')}
          >
            <IconPalette size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown aria-label={t('appearance.title')} role="dialog">
        <Stack gap="md">
          <Text fw={600} size="sm">
            {t('appearance.title')}
          </Text>
          <Radio.Group
            label={t('appearance.skin')}
            value={preferences.skin}
            onChange={(value) => {
              if (isSkin(value)) setPreference('skin', value);
            }}
          >
            <Group gap="sm" mt={6} grow>
              <Stack gap={8}>
                {SKINS.slice(0, 2).map((skin) => (
                  <Radio key={skin} value={skin} label={t(SKIN_LABEL_KEY[skin])} />
                ))}
              </Stack>
              <Stack gap={8}>
                {SKINS.slice(2).map((skin) => (
                  <Radio key={skin} value={skin} label={t(SKIN_LABEL_KEY[skin])} />
                ))}
              </Stack>
            </Group>
          </Radio.Group>
          <div>
            <Text size="sm" fw={500} mb={6} id="appearance-zoom-label">
              {t('appearance.zoom')}
            </Text>
            <SegmentedControl
              fullWidth
              size="xs"
              aria-labelledby="appearance-zoom-label"
              value={String(preferences.zoom)}
              onChange={(value) => {
                const zoom = ZOOM_LEVELS.find((level) => String(level) === value);
                if (zoom !== undefined) setPreference('zoom', zoom satisfies Zoom);
              }}
              data={ZOOM_LEVELS.map((level) => ({
                value: String(level),
                label: `${Math.round(level * 100)} %`,
              }))}
            />
          </div>
          <NativeSelect
            label={t('appearance.language')}
            value={preferences.locale}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isLocale(value)) setPreference('locale', value);
            }}
            data={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAME[locale] }))}
          />
          <Divider label={t('appearance.layout')} labelPosition="left" />
          <Switch
            label={t('appearance.floatingNavbar')}
            checked={preferences.floatingNavbar}
            onChange={(event) => setPreference('floatingNavbar', event.currentTarget.checked)}
          />
          <Switch
            label={t('appearance.fullWidth')}
            checked={preferences.fullWidth}
            onChange={(event) => setPreference('fullWidth', event.currentTarget.checked)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
