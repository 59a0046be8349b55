import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import {
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { ChatHistory, ModerationLogEntry } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { IconMicrophone } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  chatApi,
  chatHistoryQuery,
  chatKeys,
  moderationLogQuery,
  mutedUsersQuery,
} from '../chat-api.ts';
import type { ModerationPanelProps } from '../../../components/slots/slots.tsx';
import '../i18n/index.ts';
import { chatTime } from './message-row.tsx';

const SLOW_MODE_OPTIONS = [0, 5, 10, 30, 60];

function MutedUsers({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const muted = useQuery(mutedUsersQuery(chatId));
  const unmute = useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => chatApi.unmute(chatId, id),
    onSuccess: (_data, { name }) => {
      notifications.show({ color: 'teal', message: t('moderation.unmuted', { name }) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.muted(chatId) });
      void queryClient.invalidateQueries({ queryKey: ['chat-moderation-log', chatId] });
    },
  });
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        {t('moderation.muted')}
      </Title>
      {muted.isPending ? (
        <Loader size="xs" />
      ) : (muted.data ?? []).length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('moderation.mutedEmpty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {muted.data?.map((m) => (
            <Group component="li" key={m.id} justify="space-between" wrap="nowrap" gap={6}>
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} truncate>
                  {m.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {t('moderation.mutedSince', { time: chatTime(m.muted_at) })} ·{' '}
                  {m.expires_at
                    ? t('moderation.mutedUntil', {
                        time: formatDateTimeSaoPaulo(m.expires_at, 'DD/MM HH:mm') ?? '',
                      })
                    : t('moderation.mutedForever')}{' '}
                  · {t('moderation.by', { name: m.muted_by })}
                </Text>
                {m.reason && (
                  <Text fz="xs" fs="italic" truncate>
                    {m.reason}
                  </Text>
                )}
              </div>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconMicrophone size={14} aria-hidden />}
                aria-label={t('moderation.unmuteLabel', { name: m.name })}
                loading={unmute.isPending && unmute.variables.id === m.id}
                onClick={() => unmute.mutate({ id: m.id, name: m.name })}
              >
                {t('moderation.unmute')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SlowMode({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const history = useQuery(chatHistoryQuery(chatId));
  const current = history.data?.slow_mode_seconds ?? 0;
  const save = useMutation({
    mutationFn: (seconds: number) => chatApi.slowMode(chatId, seconds),
    onSuccess: ({ slow_mode_seconds }) => {
      queryClient.setQueryData<ChatHistory>(chatKeys.history(chatId), (d) =>
        d ? { ...d, slow_mode_seconds } : d,
      );
      notifications.show({ color: 'teal', message: t('moderation.slowSaved') });
      void queryClient.invalidateQueries({ queryKey: ['chat-moderation-log', chatId] });
    },
  });
  const options = SLOW_MODE_OPTIONS.includes(current)
    ? SLOW_MODE_OPTIONS
    : [...SLOW_MODE_OPTIONS, current];
  return (
    <Select
      label={t('moderation.slowMode')}
      description={t('moderation.slowModeHint')}
      size="sm"
      allowDeselect={false}
      value={String(current)}
      disabled={!history.data || save.isPending}
      onChange={(v) => v !== null && save.mutate(Number(v))}
      data={options.map((s) => ({
        value: String(s),
        label: s === 0 ? t('moderation.slowOff') : t('moderation.slowSeconds', { seconds: s }),
      }))}
    />
  );
}

function logLine(entry: ModerationLogEntry, t: (key: string) => string): string {
  const action = t(`moderation.logActions.${entry.action}`);
  const raw = entry.details?.['to'] ?? entry.details?.['seconds'];
  const seconds = typeof raw === 'number' ? raw : undefined;
  const target = entry.target_user ? ` ${entry.target_user}` : '';
  return `${entry.moderator} ${action}${target}${entry.action === 'slow_mode' && seconds !== undefined ? ` (${String(seconds)} s)` : ''}`;
}

function ModerationLog({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const [page, setPage] = useState(1);
  const log = useQuery(moderationLogQuery(chatId, page));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.meta.total / log.data.meta.per_page)) : 1;
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        {t('moderation.log')}
      </Title>
      {log.isPending ? (
        <Loader size="xs" />
      ) : (log.data?.data ?? []).length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('moderation.logEmpty')}
        </Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {log.data?.data.map((entry) => (
            <Text component="li" key={entry.id} fz="xs">
              <Text span c="dimmed" fz="xs" mr={6}>
                {formatDateTimeSaoPaulo(entry.created_at, 'DD/MM HH:mm')}
              </Text>
              {logLine(entry, t)}
            </Text>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center>
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}

/** Staff side panel: muted users (unmute), slow mode control, moderation log. */
export function ModerationPanel({ chatId }: ModerationPanelProps) {
  const { t } = useTranslation('chat');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('moderation.title')}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {t('moderation.title')}
        </Title>
        <SlowMode chatId={chatId} />
        <Divider />
        <MutedUsers chatId={chatId} />
        <Divider />
        <ModerationLog chatId={chatId} />
      </Stack>
    </Paper>
  );
}
