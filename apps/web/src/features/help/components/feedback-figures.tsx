import '@mantine/core/styles/Progress.css';
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { HelpFeedbackCounts } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

/** A question's "Isto foi útil?" votes for staff: yes/no counts and the helpful rate. */
export function FeedbackFigures({ feedback }: { feedback: HelpFeedbackCounts }) {
  const { t } = useTranslation('help');
  if (feedback.rate === null)
    return (
      <Text size="sm" c="dimmed">
        {t('help.list.noVotes')}
      </Text>
    );
  const color = feedback.rate >= 70 ? 'teal' : feedback.rate >= 40 ? 'yellow' : 'red';
  return (
    <Stack gap={4} miw={120} data-testid="help-feedback-figures">
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600} c={color}>
          {t('help.list.rate', { rate: feedback.rate })}
        </Text>
      </Group>
      <Progress value={feedback.rate} color={color} size="sm" aria-hidden />
      <Text size="xs" c="dimmed">
        {t('help.list.feedbackOf', {
          helpful: feedback.helpful,
          notHelpful: feedback.not_helpful,
        })}
      </Text>
    </Stack>
  );
}
