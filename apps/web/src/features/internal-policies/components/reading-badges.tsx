import { Badge, Group } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

/** "Leitura obrigatória" and "Pendente" / "Confirmada" of one policy for the person reading it. */
export function ReadingBadges({
  required,
  confirmedAt,
}: {
  required: boolean;
  confirmedAt: string | null;
}) {
  const { t } = useTranslation('internalPolicies');
  return (
    <Group gap={6} wrap="wrap">
      {required && (
        <Badge
          color="orange"
          variant="light"
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
        >
          {t('internalPolicies.common.required')}
        </Badge>
      )}
      {confirmedAt ? (
        <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          {t('internalPolicies.common.confirmed')}
        </Badge>
      ) : (
        <Badge color="yellow" variant="filled" leftSection={<IconClock size={12} aria-hidden />}>
          {t('internalPolicies.common.pending')}
        </Badge>
      )}
    </Group>
  );
}
