import { Button, Group, Text } from '@mantine/core';
import IconThumbDown from '@tabler/icons-react/dist/esm/icons/IconThumbDown.mjs';
import IconThumbUp from '@tabler/icons-react/dist/esm/icons/IconThumbUp.mjs';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { recordFeedback } from '../api/help-api.ts';
import { rememberVote, rememberedVote, voterId } from './voter.ts';
import '../i18n/index.ts';

/**
 * "Isto foi útil?" under an answer: Sim / Não, one vote per person (or browser) and question;
 * choosing the other answer later changes the vote. The thanks are announced to screen readers.
 */
export function QuestionFeedback({ questionId }: { questionId: number }) {
  const { t } = useTranslation('help');
  const labelId = useId();
  const [vote, setVote] = useState<boolean | null>(() => rememberedVote(questionId));
  const send = useMutation({
    mutationFn: (helpful: boolean) => recordFeedback(questionId, helpful, voterId()),
    onSuccess: (saved) => {
      rememberVote(questionId, saved.helpful);
      setVote(saved.helpful);
    },
  });
  const choice = (helpful: boolean) => (
    <Button
      size="compact-sm"
      variant={vote === helpful ? 'filled' : 'light'}
      color={helpful ? 'teal' : 'gray'}
      leftSection={
        helpful ? <IconThumbUp size={16} aria-hidden /> : <IconThumbDown size={16} aria-hidden />
      }
      aria-pressed={vote === helpful}
      loading={send.isPending && send.variables === helpful}
      disabled={send.isPending}
      onClick={() => send.mutate(helpful)}
    >
      {helpful ? t('help.centre.yes') : t('help.centre.no')}
    </Button>
  );
  return (
    <Group gap="xs" mt="md" role="group" aria-labelledby={labelId} data-testid="help-feedback">
      <Text size="sm" c="dimmed" id={labelId}>
        {t('help.centre.wasHelpful')}
      </Text>
      {choice(true)}
      {choice(false)}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {vote === null ? '' : vote ? t('help.centre.thanksYes') : t('help.centre.thanksNo')}
      </Text>
    </Group>
  );
}
