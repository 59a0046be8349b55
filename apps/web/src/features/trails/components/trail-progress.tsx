import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

/** The trail's progress as a bar with its figure, named for screen readers. */
export function TrailProgress({
  percent,
  done,
  total,
  size = 'md',
}: {
  percent: number;
  done: number;
  total: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('trails');
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={700} data-testid="trail-percent">
          {t('trails.percentDone', { percent })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('trails.stepsDone', { done, total })}
        </Text>
      </Group>
      <Progress
        value={percent}
        size={size}
        radius="xl"
        color={percent >= 100 ? 'teal' : undefined}
        aria-label={t('trails.progressLabel', { percent })}
      />
    </div>
  );
}
