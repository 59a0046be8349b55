import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { ChatMessage } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { chatApi, chatKeys } from '../chat-api.ts';
import type { MessageAction } from './message-row.tsx';

type Dialog = { kind: 'delete' | 'hideAll' | 'mute'; message: ChatMessage } | null;

const DURATIONS = [
  { value: '15', key: 'mute.d15' },
  { value: '60', key: 'mute.d60' },
  { value: '1440', key: 'mute.d1440' },
  { value: 'forever', key: 'mute.forever' },
] as const;

/**
 * The moderators' actions on a message: quick ones at once (hide, unhide), destructive ones
 * after a confirmation, muting through a dialog (reason and duration); a toast after each.
 */
export function useModeration(
  chatId: number,
  applyMessage: (m: ChatMessage) => void,
  onReply: (m: ChatMessage) => void,
) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<string>('15');

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      const message = await work();
      notifications.show({ color: 'teal', message });
      setDialog(null);
      void queryClient.invalidateQueries({ queryKey: ['chat-moderation-log', chatId] });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('moderation.title'),
        message: errorMessageOf(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const onAction = (action: MessageAction, message: ChatMessage) => {
    switch (action) {
      case 'reply':
        onReply(message);
        return;
      case 'hide':
        void run(async () => {
          applyMessage(await chatApi.hide(message.id));
          return t('actions.hidden');
        });
        return;
      case 'unhide':
        void run(async () => {
          applyMessage(await chatApi.unhide(message.id));
          return t('actions.unhidden');
        });
        return;
      case 'delete':
      case 'hideAll':
        setDialog({ kind: action, message });
        return;
      case 'mute':
        setReason('');
        setDuration('15');
        setDialog({ kind: 'mute', message });
        return;
    }
  };

  const confirm = () => {
    if (!dialog) return;
    const { message } = dialog;
    if (dialog.kind === 'delete') {
      void run(async () => {
        await chatApi.remove(message.id);
        applyMessage({ ...message, deleted_at: new Date().toISOString() });
        return t('actions.deleted');
      });
    } else if (dialog.kind === 'hideAll') {
      void run(async () => {
        const { hidden } = await chatApi.hideUserMessages(chatId, message.user_id);
        return t('actions.hiddenAll', { count: hidden });
      });
    } else {
      void run(async () => {
        await chatApi.mute(chatId, {
          user_id: message.user_id,
          reason: reason.trim() || null,
          duration_minutes: duration === 'forever' ? null : Number(duration),
        });
        void queryClient.invalidateQueries({ queryKey: chatKeys.muted(chatId) });
        return t('actions.muted', { name: message.user_chat });
      });
    }
  };

  const name = dialog?.message.user_chat ?? '';
  const dialogs = (
    <Modal
      opened={dialog !== null}
      onClose={() => setDialog(null)}
      centered
      title={
        dialog?.kind === 'mute'
          ? t('mute.title', { name })
          : dialog?.kind === 'hideAll'
            ? t('actions.hideAllTitle')
            : t('actions.deleteTitle')
      }
    >
      <Stack>
        {dialog?.kind === 'mute' ? (
          <>
            <Text fz="sm" c="dimmed">
              {t('mute.text')}
            </Text>
            <TextInput
              label={t('mute.reason')}
              placeholder={t('mute.reasonPlaceholder')}
              value={reason}
              maxLength={300}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
            <Radio.Group label={t('mute.duration')} value={duration} onChange={setDuration}>
              <Group mt={6} gap="md">
                {DURATIONS.map((d) => (
                  <Radio key={d.value} value={d.value} label={t(d.key)} />
                ))}
              </Group>
            </Radio.Group>
          </>
        ) : (
          <Text>
            {dialog?.kind === 'hideAll'
              ? t('actions.hideAllText', { name })
              : t('actions.deleteText', { name })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDialog(null)}>
            {t('actions.cancel')}
          </Button>
          <Button
            color={dialog?.kind === 'mute' ? 'orange' : 'red'}
            loading={busy}
            onClick={confirm}
          >
            {dialog?.kind === 'mute'
              ? t('mute.submit')
              : dialog?.kind === 'delete'
                ? t('actions.delete')
                : t('actions.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { onAction, dialogs };
}
