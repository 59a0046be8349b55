import { Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../i18n/index.ts';

/**
 * A list row's "active" switch: flips the record at once (`toggle-active-…`), says so in a toast
 * and refreshes the lists. Without the permission to change the record, only its state shows.
 */
export function ActiveToggle({
  active,
  name,
  toggle,
  lists,
  canChange,
  compact = false,
}: {
  active: boolean;
  /** What the record is called (the switch's name, the toast). */
  name: string;
  toggle: () => Promise<{ active: boolean }>;
  lists: readonly QueryKey[];
  canChange: boolean;
  /** The switch alone (narrow screens): its state is its name's. */
  compact?: boolean;
}) {
  const { t } = useTranslation('recommendations');
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: toggle,
    onSuccess: async (saved) => {
      await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifications.show({
        color: 'teal',
        message: t(
          saved.active ? 'recommendations.common.activated' : 'recommendations.common.deactivated',
          { name },
        ),
      });
    },
  });
  const label = active ? t('recommendations.common.active') : t('recommendations.common.inactive');
  if (!canChange)
    return (
      <Badge variant="light" color={active ? 'teal' : 'gray'}>
        {label}
      </Badge>
    );
  return (
    <Switch
      checked={active}
      disabled={flip.isPending}
      onChange={() => flip.mutate()}
      label={compact ? undefined : label}
      aria-label={t('recommendations.common.activeOf', { name })}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
