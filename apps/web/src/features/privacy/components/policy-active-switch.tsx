import { Badge, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PrivacyPolicy } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POLICY_KEYS, togglePolicy } from '../privacy-api.ts';
import '../i18n/index.ts';

/**
 * A version's "active" switch: activating it deactivates the brand's other version (the API
 * does both in one transaction); the lists and the public policy are refreshed, and a toast says
 * what happened. Without the permission to change it, only its state shows.
 */
export function PolicyActiveSwitch({
  policy,
  name,
  canChange,
}: {
  policy: PrivacyPolicy;
  name: string;
  canChange: boolean;
}) {
  const { t } = useTranslation('privacy');
  const queryClient = useQueryClient();
  const flip = useMutation({
    mutationFn: () => togglePolicy(policy.id),
    onSuccess: async (saved) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: POLICY_KEYS.list }),
        queryClient.invalidateQueries({ queryKey: POLICY_KEYS.active }),
      ]);
      notifications.show({
        color: 'teal',
        message: t(saved.active ? 'privacy.admin.activated' : 'privacy.admin.deactivated', {
          name,
        }),
      });
    },
  });
  const label = policy.active ? t('privacy.admin.active') : t('privacy.admin.inactive');
  if (!canChange)
    return (
      <Badge variant="light" color={policy.active ? 'teal' : 'gray'}>
        {label}
      </Badge>
    );
  return (
    <Switch
      checked={policy.active}
      disabled={flip.isPending}
      onChange={() => flip.mutate()}
      label={label}
      aria-label={t('privacy.admin.activeOf', { name })}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
