import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ColorSwatch.css';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  ColorSwatch,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { BRANDS, BRAND_ID_VALUES } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import {
  COLOR_KEYS,
  colorInputOf,
  storeColorRecords,
  storeColorsAdminQuery,
} from '../api/colors-api.ts';
import type { StoreColor } from '../api/colors-api.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const RESOURCE = 'Liberta Store Cores';

function PaletteCard({
  color,
  onActivate,
  onDelete,
}: {
  color: StoreColor;
  onActivate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const ability = useAbility();
  const canEdit = ability.can('update', RESOURCE);
  return (
    <Card
      withBorder
      radius="lg"
      padding={0}
      data-testid="palette-card"
      data-active={color.active || undefined}
      style={color.active ? { borderColor: color.primary_color, borderWidth: 2 } : undefined}
    >
      <div
        style={{
          background: color.background_color,
          color: color.text_color,
          padding: '18px 18px 14px',
          borderBottom: `4px solid ${color.primary_color}`,
        }}
        aria-hidden
      >
        <Text fw={800} size="lg" c="inherit">
          Aa
        </Text>
        <Group gap={6} mt={8}>
          <span
            style={{
              background: color.primary_color,
              borderRadius: 6,
              width: 56,
              height: 22,
              display: 'inline-block',
            }}
          />
          <span
            style={{
              background: color.secondary_color,
              borderRadius: 999,
              width: 36,
              height: 22,
              display: 'inline-block',
            }}
          />
        </Group>
      </div>
      <Stack gap="xs" p="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {canEdit ? (
            <Anchor component={Link} to={`/cores/${color.id}`} fw={600} truncate>
              {color.name}
            </Anchor>
          ) : (
            <Text fw={600} truncate>
              {color.name}
            </Text>
          )}
          {color.active && (
            <Badge
              color="teal"
              variant="light"
              tt="none"
              leftSection={<IconCheck size={12} aria-hidden />}
            >
              {t('catalogueAdmin.colors.activeBadge')}
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          {(
            [
              ['primary', color.primary_color],
              ['secondary', color.secondary_color],
              ['background', color.background_color],
              ['text', color.text_color],
            ] as const
          ).map(([name, value]) => (
            <Tooltip key={name} label={`${t(`catalogueAdmin.colors.${name}`)}: ${value}`}>
              <ColorSwatch
                color={value}
                size={20}
                aria-label={`${t(`catalogueAdmin.colors.${name}`)}: ${value}`}
              />
            </Tooltip>
          ))}
        </Group>
        {canEdit && (
          <Group gap="xs" justify="space-between" mt={4}>
            {color.active ? (
              <Text size="xs" c="dimmed">
                {t('catalogueAdmin.colors.inUse')}
              </Text>
            ) : (
              <Button size="compact-sm" variant="light" onClick={onActivate}>
                {t('catalogueAdmin.colors.activate')}
              </Button>
            )}
            {ability.can('delete', RESOURCE) && (
              <Tooltip label={t('catalogueAdmin.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('catalogueAdmin.colors.deleteNamed', { name: color.name })}
                  onClick={onDelete}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Staff `/cores`: each brand's store palettes; the active one colours that brand's store. */
export function StoreColorsPage() {
  const { t } = useTranslation('catalogue');
  const ability = useAbility();
  const queryClient = useQueryClient();
  const colors = useQuery(storeColorsAdminQuery);
  const [removing, setRemoving] = useState<StoreColor | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: COLOR_KEYS.list });
    await queryClient.invalidateQueries({ queryKey: ['store-colors'] });
  };
  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: error instanceof ApiError ? error.message : String(error),
    });
  const activate = async (color: StoreColor) => {
    try {
      await storeColorRecords.save(color.id, { ...colorInputOf(color), active: true });
      notifications.show({
        color: 'teal',
        message: t('catalogueAdmin.colors.activated', {
          name: color.name,
          brand: BRANDS[color.brand].name,
        }),
      });
      await refresh();
    } catch (error) {
      fail(error);
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await storeColorRecords.remove(removing.id);
      notifications.show({ color: 'teal', message: t('catalogueAdmin.colors.deleted') });
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('catalogueAdmin.colors.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('catalogueAdmin.colors.intro')}
          </Text>
        </Stack>
        {ability.can('create', RESOURCE) && (
          <Button
            component={Link}
            to="/cores/cadastro"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('catalogueAdmin.colors.new')}
          </Button>
        )}
      </Group>
      {colors.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : colors.isError ? (
        <Alert color="red">{t('admin.loadError')}</Alert>
      ) : (
        BRAND_ID_VALUES.map((brand) => {
          const palettes = colors.data.data.filter((c) => c.brand === brand);
          return (
            <Card
              key={brand}
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby={`brand-${brand}`}
            >
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h4" id={`brand-${brand}`}>
                    {BRANDS[brand].name}
                  </Title>
                  {!palettes.some((p) => p.active) && (
                    <Group gap={6}>
                      <ColorSwatch color={BRANDS[brand].theme.primary} size={16} />
                      <ColorSwatch color={BRANDS[brand].theme.accent} size={16} />
                      <Text size="sm" c="dimmed">
                        {t('catalogueAdmin.colors.brandTheme')}
                      </Text>
                    </Group>
                  )}
                </Group>
                {palettes.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('catalogueAdmin.colors.none')}
                  </Text>
                ) : (
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                    {palettes.map((color) => (
                      <PaletteCard
                        key={color.id}
                        color={color}
                        onActivate={() => void activate(color)}
                        onDelete={() => setRemoving(color)}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            </Card>
          );
        })
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('catalogueAdmin.colors.deleteTitle')}
        confirmLabel={t('catalogueAdmin.confirmDelete')}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        {removing?.active
          ? t('catalogueAdmin.colors.deleteActiveText', { name: removing.name })
          : t('catalogueAdmin.colors.deleteText', { name: removing?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
