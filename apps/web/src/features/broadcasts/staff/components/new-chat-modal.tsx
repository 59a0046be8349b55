import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { chatRoomInputSchema } from '@app/shared';
import type { ChatRoom } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.tsx';
import { errorMessageOf } from '../../../../lib/api-client/query-client.ts';
import { chatApi, chatsSelectQuery } from '../live-admin-api.ts';
import '../i18n/index.ts';

/** "Novo chat" inside the broadcast form: creates a room and hands it back to be selected. */
export function NewChatModal({
  opened,
  onClose,
  onCreated,
  suggestedName,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (chat: ChatRoom) => void;
  suggestedName: string;
}) {
  const { t } = useTranslation('liveAdmin');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [slowMode, setSlowMode] = useState('0');
  const [recommendations, setRecommendations] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; slow?: string }>({});
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const parsed = chatRoomInputSchema.safeParse({
      name,
      slow_mode_seconds: slowMode === '' ? 0 : slowMode,
      recommendations,
      active: true,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues)
        if (issue.path[0] === 'name') next.name = issue.message;
        else if (issue.path[0] === 'slow_mode_seconds') next.slow = t('chat.slowModeHint');
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const chat = await chatApi.create(parsed.data);
      await queryClient.invalidateQueries({ queryKey: chatsSelectQuery.queryKey });
      queryClient.setQueryData(chatsSelectQuery.queryKey, (previous) =>
        previous?.some((c) => c.id === chat.id)
          ? previous
          : [...(previous ?? []), { id: chat.id, name: chat.name }],
      );
      notifications.show({ color: 'teal', message: t('chat.created', { name: chat.name }) });
      onCreated(chat);
      setName('');
      setSlowMode('0');
      setRecommendations(false);
      setErrors({});
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          // The modal sits inside the broadcast form's tree (portal): keep its submit here.
          event.preventDefault();
          event.stopPropagation();
          void create();
        }}
      >
        <Stack>
          <TextInput
            label={t('chat.name')}
            placeholder={suggestedName || t('chat.namePlaceholder')}
            required
            data-autofocus
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
            error={errors.name}
          />
          <TextInput
            label={t('chat.slowMode')}
            description={t('chat.slowModeHint')}
            type="number"
            min={0}
            max={3600}
            value={slowMode}
            onChange={(event) => setSlowMode(event.currentTarget.value)}
            error={errors.slow}
          />
          <Switch
            label={t('chat.recommendations')}
            checked={recommendations}
            onChange={(event) => setRecommendations(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('chat.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
