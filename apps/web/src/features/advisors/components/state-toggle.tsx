import { Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../i18n/index.ts';

/**
 * A list row's switch (an advisor's "active", a page's "published"): flips the record at once,
 * says so in a toast and refreshes the lists. Without the right to change it, only its state.
 */
export function StateToggle({
  on,
  name,
  labels,
  toggle,
  lists,
  canChange,
}: {
  on: boolean;
  name: string;
  labels: { on: string; off: string; switch: string };
  toggle: () => Promise<{ active: boolean }>;
  lists: readonly QueryKey[];
  canChange: boolean;
}) {
  const { t } = useTranslation('advisors');
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: toggle,
    onSuccess: async (saved) => {
      await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifications.show({
        color: 'teal',
        message: t(saved.active ? 'advisors.common.activated' : 'advisors.common.deactivated', {
          name,
        }),
      });
    },
  });
  const label = on ? labels.on : labels.off;
  if (!canChange)
    return (
      <Badge variant="light" color={on ? 'teal' : 'gray'}>
        {label}
      </Badge>
    );
  return (
    <Switch
      checked={on}
      disabled={flip.isPending}
      onChange={() => flip.mutate()}
      label={label}
      aria-label={labels.switch}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
