import { ActionIcon, Flex } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import type { HelpMoveInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

type Direction = HelpMoveInput['direction'];

const refresh = (queryClient: ReturnType<typeof useQueryClient>, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** Up and down one place (the API renumbers the neighbours); the first can't go up, etc. */
export function MoveButtons({
  name,
  first,
  last,
  move,
  lists,
  vertical = false,
}: {
  name: string;
  first: boolean;
  last: boolean;
  move: (direction: Direction) => Promise<void>;
  lists: readonly QueryKey[];
  /** One above the other (a phone's narrow column). */
  vertical?: boolean;
}) {
  const { t } = useTranslation('help');
  const queryClient = useQueryClient();
  const moving = useMutation({
    mutationFn: move,
    onSuccess: async () => {
      await refresh(queryClient, lists);
      notifications.show({ color: 'teal', message: t('help.common.moved') });
    },
  });
  return (
    <Flex gap={0} direction={vertical ? 'column' : 'row'} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={first || moving.isPending}
        onClick={() => moving.mutate('up')}
        aria-label={t('help.common.moveUp', { name })}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={last || moving.isPending}
        onClick={() => moving.mutate('down')}
        aria-label={t('help.common.moveDown', { name })}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </Flex>
  );
}
