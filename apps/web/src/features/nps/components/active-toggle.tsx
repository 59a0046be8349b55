import { Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NPS_KEYS, toggleQuestion } from '../api/nps-api.ts';
import '../i18n/index.ts';

/** A question row's "active" switch: flips it at once, says so and refreshes the lists. */
export function QuestionActiveToggle({
  id,
  active,
  name,
  canChange,
  compact,
}: {
  id: number;
  active: boolean;
  name: string;
  canChange: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation('nps');
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: () => toggleQuestion(id),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: NPS_KEYS.questions });
      notifications.show({
        color: 'teal',
        message: t(saved.active ? 'nps.common.activated' : 'nps.common.deactivated'),
      });
    },
  });
  const label = active ? t('nps.common.active') : t('nps.common.inactive');
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
      aria-label={t('nps.common.activeOf', { name })}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
