import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/NumberInput.css';
import {
  ActionIcon,
  Alert,
  Badge,
  CloseButton,
  FileButton,
  Group,
  NumberInput,
  Progress,
  SegmentedControl,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { CHAT_FILE_MIME_TYPES, CHAT_MESSAGE_MAX_LENGTH, slowModeMessage } from '@app/shared';
import type { ChatFile, ChatMessage, ChatMessageInput } from '@app/shared';
import { IconArrowBackUp, IconClockPause, IconPaperclip, IconSend2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { uploadChatFile } from '../chat-api.ts';
import {
  COUNTER_FROM,
  fileProblem,
  INVALID_PRICE,
  recommendationFromDraft,
  textProblem,
} from '../composer-rules.ts';
import type { RecommendationDraft } from '../composer-rules.ts';
import type { SendResult } from '../use-chat-room.ts';
import classes from './chat.module.css';

interface Upload {
  key: string;
  name: string;
  progress: number;
  file: ChatFile | null;
  controller: AbortController;
}

interface Props {
  chatId: number;
  staffView: boolean;
  slowModeSeconds: number;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  send: (input: ChatMessageInput) => Promise<SendResult>;
}

const emptyDraft: RecommendationDraft = {
  ticker: '',
  operation: 'compra',
  entry: '',
  stop: '',
  target: '',
};

function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    start: (seconds: number) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
}

/** The message box: Enter sends, Shift+Enter breaks the line; attachments, reply, slow mode. */
export function Composer({
  chatId,
  staffView,
  slowModeSeconds,
  replyTo,
  onCancelReply,
  send,
}: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [type, setType] = useState<1 | 3 | 5>(1);
  const [draft, setDraft] = useState<RecommendationDraft>(emptyDraft);
  const [draftErrors, setDraftErrors] = useState<
    Partial<Record<keyof RecommendationDraft, string>>
  >({});
  const countdown = useCountdown();
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (replyTo) textRef.current?.focus();
  }, [replyTo]);

  const uploading = uploads.some((u) => u.file === null);
  const length = text.trim().length;
  const waiting = countdown.left > 0;

  const addFiles = (files: File[]) => {
    setError(null);
    let count = uploads.length;
    for (const file of files) {
      const problem = fileProblem(file, count);
      if (problem) {
        setError(problem);
        continue;
      }
      count += 1;
      const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
      const controller = new AbortController();
      setUploads((list) => [
        ...list,
        { key, name: file.name, progress: 0, file: null, controller },
      ]);
      uploadChatFile(
        chatId,
        file,
        (fraction) =>
          setUploads((list) => list.map((u) => (u.key === key ? { ...u, progress: fraction } : u))),
        controller.signal,
      )
        .then((uploaded) =>
          setUploads((list) =>
            list.map((u) => (u.key === key ? { ...u, progress: 1, file: uploaded } : u)),
          ),
        )
        .catch((e: unknown) => {
          setUploads((list) => list.filter((u) => u.key !== key));
          if (!(e instanceof DOMException && e.name === 'AbortError')) setError(errorMessageOf(e));
        });
    }
  };

  const removeUpload = (key: string) => {
    setUploads((list) => {
      list.find((u) => u.key === key)?.controller.abort();
      return list.filter((u) => u.key !== key);
    });
  };

  const submit = async () => {
    if (waiting || uploading) return;
    const fileIds = uploads.flatMap((u) => (u.file ? [u.file.id] : []));
    const problem = textProblem(text, fileIds.length, type);
    if (problem) {
      setError(problem);
      return;
    }
    let payload: ChatMessageInput['payload'] = null;
    if (type === 5) {
      const parsed = recommendationFromDraft(draft);
      if (!parsed.ok) {
        setDraftErrors(parsed.errors);
        return;
      }
      payload = parsed.payload;
    }
    setError(null);
    setDraftErrors({});
    const sent = text;
    const input: ChatMessageInput = {
      message: text.trim(),
      type,
      origin: staffView ? 2 : 1,
      reply_to_id: replyTo?.id ?? null,
      file_ids: fileIds,
      payload,
    };
    // Optimistic: the box empties at once; the pending row shows in the list.
    setText('');
    setUploads([]);
    onCancelReply();
    if (type === 5) setDraft(emptyDraft);
    const result = await send(input);
    if (result.ok) {
      if (!result.message.user.staff && slowModeSeconds > 0) countdown.start(slowModeSeconds);
      return;
    }
    setText((current) => (current === '' ? sent : current));
    if (result.retryAfter !== null) {
      countdown.start(result.retryAfter);
      setError(slowModeMessage(result.retryAfter));
    } else {
      setError(result.error);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const draftError = (field: keyof RecommendationDraft) => {
    const e = draftErrors[field];
    return e === INVALID_PRICE ? t(INVALID_PRICE) : e;
  };

  return (
    <div className={classes.composer}>
      {staffView && (
        <SegmentedControl
          size="xs"
          value={String(type)}
          onChange={(v) => setType(Number(v) as 1 | 3 | 5)}
          aria-label={t('composer.type')}
          data={[
            { value: '1', label: t('composer.typeText') },
            { value: '3', label: t('composer.typeHighlight') },
            { value: '5', label: t('composer.typeRecommendation') },
          ]}
        />
      )}
      {type === 5 && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
            gap: 6,
          }}
        >
          <TextInput
            size="xs"
            label={t('composer.ticker')}
            placeholder="PETR4"
            value={draft.ticker}
            onChange={(e) => setDraft({ ...draft, ticker: e.currentTarget.value.toUpperCase() })}
            error={draftError('ticker')}
            maxLength={12}
          />
          <div>
            <Text fz="xs" fw={500} mb={2} id={`chat-${chatId}-op`}>
              {t('composer.operation')}
            </Text>
            <SegmentedControl
              size="xs"
              fullWidth
              aria-labelledby={`chat-${chatId}-op`}
              value={draft.operation}
              color={draft.operation === 'compra' ? 'teal' : 'red'}
              onChange={(v) =>
                setDraft({ ...draft, operation: v === 'venda' ? 'venda' : 'compra' })
              }
              data={[
                { value: 'compra', label: t('composer.buy') },
                { value: 'venda', label: t('composer.sell') },
              ]}
            />
          </div>
          {(['entry', 'stop', 'target'] as const).map((field) => (
            <NumberInput
              key={field}
              size="xs"
              label={t(`composer.${field}`)}
              value={draft[field]}
              onChange={(v) => setDraft({ ...draft, [field]: v })}
              decimalScale={2}
              fixedDecimalScale
              decimalSeparator=","
              thousandSeparator="."
              min={0}
              hideControls
              required={field === 'entry'}
              error={draftError(field)}
            />
          ))}
        </div>
      )}
      {replyTo && (
        <Group gap={6} wrap="nowrap">
          <Badge
            variant="light"
            radius="sm"
            size="lg"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            style={{ textTransform: 'none', minWidth: 0, flex: 1 }}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {t('composer.replyTo', { name: replyTo.user_chat })}: {replyTo.message}
          </Badge>
          <CloseButton size="sm" aria-label={t('composer.cancelReply')} onClick={onCancelReply} />
        </Group>
      )}
      {uploads.length > 0 && (
        <Group gap={6}>
          {uploads.map((u) => (
            <Badge
              key={u.key}
              variant="outline"
              radius="sm"
              size="lg"
              style={{ textTransform: 'none', maxWidth: 220 }}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('composer.removeFile', { name: u.name })}
                  onClick={() => removeUpload(u.key)}
                />
              }
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{u.name}</span>
              {u.file === null && (
                <Progress
                  value={Math.round(u.progress * 100)}
                  size="xs"
                  mt={2}
                  aria-label={t('composer.uploading', {
                    name: u.name,
                    percent: Math.round(u.progress * 100),
                  })}
                />
              )}
            </Badge>
          ))}
        </Group>
      )}
      {error && (
        <Alert
          color={waiting ? 'orange' : 'red'}
          p={6}
          fz="xs"
          role="alert"
          icon={waiting ? <IconClockPause size={16} /> : undefined}
        >
          {waiting ? t('composer.slowWait', { seconds: countdown.left }) : error}
        </Alert>
      )}
      <Group gap={6} align="flex-end" wrap="nowrap">
        <FileButton onChange={addFiles} accept={CHAT_FILE_MIME_TYPES.join(',')} multiple>
          {(props) => (
            <Tooltip label={t('composer.attach')}>
              <ActionIcon
                {...props}
                variant="subtle"
                color="gray"
                size={36}
                aria-label={t('composer.attach')}
              >
                <IconPaperclip size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={textRef}
          style={{ flex: 1 }}
          aria-label={t('composer.label')}
          placeholder={
            type === 5
              ? t('composer.comment')
              : replyTo
                ? t('composer.placeholderReply')
                : t('composer.placeholder')
          }
          autosize
          minRows={1}
          maxRows={5}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error && !waiting) setError(null);
          }}
          onKeyDown={onKeyDown}
          error={length > CHAT_MESSAGE_MAX_LENGTH}
          radius="md"
        />
        <ActionIcon
          size={36}
          radius="md"
          variant="filled"
          onClick={() => void submit()}
          disabled={
            waiting ||
            uploading ||
            (length === 0 && uploads.length === 0 && type !== 5) ||
            length > CHAT_MESSAGE_MAX_LENGTH
          }
          aria-label={
            waiting ? t('composer.slowWait', { seconds: countdown.left }) : t('composer.send')
          }
        >
          {waiting ? (
            <Text fz="xs" fw={700} c="inherit">
              {countdown.left}
            </Text>
          ) : (
            <IconSend2 size={18} />
          )}
        </ActionIcon>
      </Group>
      {length >= COUNTER_FROM && (
        <Text
          fz="xs"
          c={length > CHAT_MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}
          ta="right"
          aria-live="polite"
        >
          {t('composer.counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </Text>
      )}
    </div>
  );
}
