import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import IconPlayerStop from '@tabler/icons-react/dist/esm/icons/IconPlayerStop.mjs';
import { endBroadcastSchema } from '@app/shared';
import type { Broadcast } from '@app/shared';
import { useAbility } from '../../../../lib/session/ability-context.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.tsx';
import { errorMessageOf } from '../../../../lib/api-client/query-client.ts';
import { broadcastApi, broadcastQuery } from '../live-admin-api.ts';
import '../i18n/index.ts';

/**
 * "Iniciar" (scheduled → live) and "Encerrar" (live → ended, with an optional recording link),
 * each after a confirmation. Shown to staff who may update broadcasts; nothing once it ended.
 */
export function BroadcastControls({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('liveAdmin');
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'start' | 'end' | null>(null);
  const [busy, setBusy] = useState(false);
  const [recording, setRecording] = useState(broadcast.recording_url ?? '');
  const [recordingError, setRecordingError] = useState<string | null>(null);
  if (!ability.can('update', 'Transmissões') || broadcast.status === 'ended') return null;

  const run = async () => {
    let recordingUrl: string | null = null;
    if (asking === 'end') {
      const parsed = endBroadcastSchema.safeParse({ recording_url: recording.trim() || null });
      if (!parsed.success) {
        setRecordingError(parsed.error.issues[0]?.message ?? null);
        return;
      }
      recordingUrl = parsed.data.recording_url ?? null;
    }
    setBusy(true);
    try {
      const saved =
        asking === 'start'
          ? await broadcastApi.start(broadcast.id)
          : await broadcastApi.end(broadcast.id, recordingUrl);
      queryClient.setQueryData(broadcastQuery(saved.id).queryKey, saved);
      await Promise.all(
        ['list-broadcasts', 'list-live-broadcasts', 'find-playlist'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      notifications.show({
        color: 'teal',
        message: asking === 'start' ? t('control.started') : t('control.ended'),
      });
      setAsking(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {broadcast.status === 'scheduled' ? (
        <Button
          color="red"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => setAsking('start')}
        >
          {t('control.start')}
        </Button>
      ) : (
        <Button
          color="dark"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          onClick={() => {
            setRecordingError(null);
            setAsking('end');
          }}
        >
          {t('control.end')}
        </Button>
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'start' ? t('control.startTitle') : t('control.endTitle')}
        centered
      >
        <Stack>
          <Text>
            {asking === 'start'
              ? t('control.startText', { title: broadcast.title })
              : t('control.endText', { title: broadcast.title })}
          </Text>
          {asking === 'end' && (
            <TextInput
              label={t('control.recordingUrl')}
              description={t('control.recordingUrlHint')}
              placeholder="https://youtube.com/watch?v=…"
              type="url"
              value={recording}
              onChange={(event) => {
                setRecording(event.currentTarget.value);
                setRecordingError(null);
              }}
              error={recordingError}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color={asking === 'start' ? 'red' : 'dark'}
              loading={busy}
              onClick={() => void run()}
            >
              {asking === 'start' ? t('control.start') : t('control.end')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
