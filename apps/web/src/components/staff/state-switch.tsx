import { Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useTextsOf } from '../../i18n/use-texts-of.ts';

/** The words of a row's switch, keys under its prefix. */
export type StateSwitchWord = 'active' | 'inactive' | 'activeOf' | 'activated' | 'deactivated';

/**
 * A list row's on/off switch (a record's "active", a page's "published"): flips the record at
 * once (`toggle`), refreshes the lists (`lists`) and says so in a toast. Without the right to
 * change it, only its state shows, as a badge. Its words are the keys `active`, `inactive`
 * (the state), `activeOf` (the switch's name, with the record's `name`), `activated` and
 * `deactivated` (the toasts) under `prefix`, or the keys in `keys`.
 */
export function StateSwitch({
  prefix,
  keys,
  on,
  name,
  toggle,
  lists,
  canChange,
  compact = false,
}: {
  prefix: string;
  keys?: Partial<Record<StateSwitchWord, string>>;
  on: boolean;
  /** What the record is called (the switch's name, the toast). */
  name: string;
  toggle: () => Promise<{ active: boolean }>;
  lists: readonly QueryKey[];
  canChange: boolean;
  /** The switch alone (narrow screens): its state is its name's. */
  compact?: boolean;
}) {
  const { t } = useTextsOf(prefix);
  const section = prefix.slice(prefix.indexOf(':') + 1);
  const word = (which: StateSwitchWord) => t(keys?.[which] ?? `${section}.${which}`, { name });
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: toggle,
    onSuccess: async (saved) => {
      await Promise.all(lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifications.show({
        color: 'teal',
        message: word(saved.active ? 'activated' : 'deactivated'),
      });
    },
  });
  const label = word(on ? 'active' : 'inactive');
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
      label={compact ? undefined : label}
      aria-label={word('activeOf')}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
