import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  buildNpsAnswers,
  NPS_MODAL_MAX_WIDTH,
  NPS_OPEN_ANSWER_MAX_LENGTH,
  NPS_RATING_MAX,
  NPS_RATING_MIN,
  NPS_SAVE_ERROR_MESSAGE,
  NPS_SAVED_MESSAGE,
} from '@app/shared';
import type { NpsAnswerInput, NpsPendingQuestion } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { readSessionToken } from '../../../lib/session/session.ts';
import { NPS_KEYS, answerSurvey, pendingQuery } from '../api/nps-api.ts';
import classes from './nps-survey.module.css';
import '../i18n/index.ts';

const SCORES = Array.from(
  { length: NPS_RATING_MAX - NPS_RATING_MIN + 1 },
  (_, index) => NPS_RATING_MIN + index,
);
const DISMISSED_KEY = 'nps-survey-dismissed';

/** This sign-in's mark (a new login is a new token): dismissing holds until the next login. */
function sessionMark(): string {
  return (readSessionToken() ?? '').slice(-16);
}
function dismissedNow(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === sessionMark();
  } catch {
    return false;
  }
}
function rememberDismissed(): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, sessionMark());
  } catch {
    // No storage (private mode): it opens again on the next page load.
  }
}

/** Buttons 1..10, one pressed: Tab reaches each, Enter or Space picks (again: unpicks). */
function ScoreButtons({
  labelId,
  value,
  onChange,
  invalid,
}: {
  labelId: string;
  value: number | null;
  onChange: (value: number | null) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('nps');
  return (
    <Stack gap={4}>
      <div role="group" aria-labelledby={labelId} className={classes.scores}>
        {SCORES.map((score) => (
          <UnstyledButton
            key={score}
            className={classes.score}
            data-selected={value === score || undefined}
            data-invalid={invalid || undefined}
            aria-pressed={value === score}
            aria-label={t('nps.survey.scoreOf', { score })}
            onClick={() => onChange(value === score ? null : score)}
          >
            {score}
          </UnstyledButton>
        ))}
      </div>
      <Group justify="space-between" aria-hidden>
        <Text size="xs" c="dimmed">
          {t('nps.survey.low')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('nps.survey.high')}
        </Text>
      </Group>
    </Stack>
  );
}

function Question({
  question,
  value,
  onChange,
  error,
}: {
  question: NpsPendingQuestion;
  value: NpsAnswerInput;
  onChange: (value: NpsAnswerInput) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('nps');
  const labelId = useId();
  if (question.open_question) {
    const text = typeof value === 'string' ? value : '';
    return (
      <Textarea
        label={question.question}
        placeholder={t('nps.survey.placeholder')}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={NPS_OPEN_ANSWER_MAX_LENGTH}
        autosize
        minRows={3}
        error={error}
        description={t('nps.survey.counter', {
          count: text.length,
          max: NPS_OPEN_ANSWER_MAX_LENGTH,
        })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );
  }
  return (
    <Stack gap={6}>
      <Text id={labelId} fw={500} size="sm">
        {question.question}
        <Text span c="dimmed" size="xs" display="block">
          {t('nps.survey.scale')}
        </Text>
      </Text>
      <ScoreButtons
        labelId={labelId}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
        invalid={error !== undefined}
      />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The customer's NPS survey (spec sections 2, 5, 8 and 9): opens by itself when the signed-in
 * person has unanswered questions; scores 1 to 10 and open answers up to 400 characters; blank
 * answers are dropped and none at all is 'Responda ao menos uma pergunta.'; saved → 'Pesquisa
 * salva com sucesso', failed → 'Erro ao salvar.' (a success-style toast, as the spec says).
 * Dismissed, it stays closed until the next login.
 */
export function NpsSurvey() {
  const { t } = useTranslation('nps');
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(dismissedNow);
  const pending = useQuery({ ...pendingQuery(), enabled: !dismissed, meta: { silent: true } });
  const [answers, setAnswers] = useState<Record<number, NpsAnswerInput>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const questions = pending.data ?? [];
  const save = useMutation({
    mutationFn: answerSurvey,
    meta: { silent: true },
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: NPS_SAVED_MESSAGE });
      setClosed(true);
      await queryClient.invalidateQueries({ queryKey: NPS_KEYS.pending });
    },
    onError: () => {
      notifications.show({ color: 'teal', message: NPS_SAVE_ERROR_MESSAGE });
      setClosed(true);
    },
  });
  const opened = !dismissed && !closed && questions.length > 0;

  const submit = () => {
    const built = buildNpsAnswers(questions, answers);
    if (!built.ok) {
      setErrors(built.fieldErrors);
      setMessage(Object.keys(built.fieldErrors).length === 0 ? built.message : null);
      return;
    }
    setErrors({});
    setMessage(null);
    save.mutate(built.answers);
  };
  const dismiss = () => {
    rememberDismissed();
    setDismissed(true);
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      title={t('nps.survey.title')}
      size="100%"
      centered
      closeOnClickOutside={false}
      styles={{ content: { maxWidth: NPS_MODAL_MAX_WIDTH } }}
      data-testid="nps-survey"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('nps.survey.intro')}
          </Text>
          {questions.map((question) => (
            <Question
              key={question.nps_question_users_id}
              question={question}
              value={answers[question.nps_question_users_id]}
              error={errors[question.nps_question_users_id]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question.nps_question_users_id]: value }));
                setMessage(null);
              }}
            />
          ))}
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss} disabled={save.isPending}>
              {t('nps.survey.later')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('nps.survey.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
