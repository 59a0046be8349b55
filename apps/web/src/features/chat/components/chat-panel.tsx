import { Badge, Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { ChatMessage, ChatReplayMessage } from '@app/shared';
import { IconClockPause, IconHistory, IconLock, IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ChatPanelProps } from '../../../components/slots/slots.tsx';
import { readUserData } from '../../../lib/session/session.ts';
import { chatReplayQuery } from '../chat-api.ts';
import { replayVisible, sortReplay } from '../chat-store.ts';
import '../i18n/index.ts';
import { useChatRoom } from '../use-chat-room.ts';
import { ChatAnnouncer } from './chat-announcer.tsx';
import classes from './chat.module.css';
import { Composer } from './composer.tsx';
import { MessageList } from './message-list.tsx';
import type { ListRow } from './message-list.tsx';
import { latestRecommendationStatuses, newerStatusOf } from '../recommendation-cards.ts';
import { MessageRow, PendingRow } from './message-row.tsx';
import { useModeration } from './moderation-dialogs.tsx';

function Header({ title, live, slowMode }: { title: string; live: boolean; slowMode?: number }) {
  const { t } = useTranslation('chat');
  return (
    <div className={classes.header}>
      {live ? (
        <span className={classes.liveDot} aria-hidden />
      ) : (
        <IconHistory size={16} aria-hidden />
      )}
      <Title order={2} fz="sm" fw={700} style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
        {title}
      </Title>
      {slowMode ? (
        <Badge
          size="sm"
          variant="light"
          color="orange"
          leftSection={<IconClockPause size={12} aria-hidden />}
        >
          {t('slowModeOn', { seconds: slowMode })}
        </Badge>
      ) : null}
    </div>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" gap={6} c="dimmed">
      <IconMessages size={32} stroke={1.4} aria-hidden />
      <Text fz="sm" ta="center">
        {text}
      </Text>
    </Stack>
  );
}

function LiveChat({ chatId, staffView = false, title, height = '100%' }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const room = useChatRoom(chatId);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const moderator = staffView && room.moderator;
  const { onAction, dialogs } = useModeration(chatId, room.applyMessage, setReplyTo);
  const user = readUserData();
  const selfName = user?.nickname || user?.name.split(' ')[0] || t('message.you');

  const rows = useMemo<ListRow[]>(
    () => [
      ...room.state.messages
        // Deleted messages stay only for moderators (the server sends them to staff only).
        .filter((m) => m.deleted_at === null || moderator)
        .map((m) => ({ kind: 'message' as const, key: `m${m.id}`, message: m })),
      ...room.state.pending.map((p) => ({
        kind: 'pending' as const,
        key: `p${p.client_id}`,
        pending: p,
      })),
    ],
    [room.state, moderator],
  );

  const canReply = room.chatOpen;
  const statuses = useMemo(
    () => latestRecommendationStatuses(room.state.messages),
    [room.state.messages],
  );
  const renderRow = useCallback(
    (row: ListRow) =>
      row.kind === 'message' ? (
        <MessageRow
          message={row.message}
          moderator={moderator}
          canReply={canReply}
          staffView={staffView}
          selfId={room.selfId}
          onAction={onAction}
          currentStatus={newerStatusOf(row.message, statuses)}
        />
      ) : (
        <PendingRow
          pending={row.pending}
          name={selfName}
          onRetry={(id) => void room.retry(id)}
          onDiscard={room.discard}
        />
      ),
    [moderator, canReply, staffView, room, onAction, selfName, statuses],
  );

  const panelTitle = title ?? t('title');
  let body;
  if (room.history.isPending) {
    body = (
      <Stack flex={1} align="center" justify="center" gap={8}>
        <Loader size="sm" />
        <Text fz="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Stack>
    );
  } else if (room.history.isError) {
    body = (
      <Stack flex={1} align="center" justify="center" gap={8} p="md">
        <Text fz="sm" c="red" ta="center" role="alert">
          {t('loadError')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void room.history.refetch()}>
          {t('tryAgain')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <MessageList
        rows={rows}
        renderRow={renderRow}
        hasOlder={room.state.hasOlder}
        loadingOlder={room.loadingOlder}
        onLoadOlder={() => void room.loadOlder()}
        empty={<EmptyState text={t('empty')} />}
      />
    );
  }

  return (
    <section className={classes.panel} style={{ height }} aria-label={panelTitle}>
      <Header title={panelTitle} live slowMode={room.slowModeSeconds} />
      {body}
      <ChatAnnouncer items={room.announcements} />
      {room.history.isSuccess &&
        (room.chatOpen ? (
          <Composer
            chatId={chatId}
            staffView={staffView}
            slowModeSeconds={room.slowModeSeconds}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            send={room.send}
          />
        ) : (
          <div className={classes.note} role="status">
            <IconLock size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 6 }} />
            {t('closed')}
          </div>
        ))}
      {dialogs}
    </section>
  );
}

/** How many replay messages the video time reveals, polled ~4x/s (re-filters on seeks). */
export function useReplayCount(messages: ChatReplayMessage[], getVideoTime?: () => number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const tick = () => setCount(replayVisible(messages, getVideoTime?.() ?? 0).length);
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [messages, getVideoTime]);
  return count;
}

function ReplayChat({ broadcastId, getVideoTime, title, height = '100%' }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const replay = useQuery({
    ...chatReplayQuery(broadcastId ?? 0),
    enabled: broadcastId !== undefined,
  });
  const sorted = useMemo(() => sortReplay(replay.data?.messages ?? []), [replay.data]);
  const count = useReplayCount(sorted, getVideoTime);
  const rows = useMemo<ListRow[]>(
    () =>
      sorted
        .slice(0, count)
        .map((m) => ({ kind: 'message' as const, key: `m${m.id}`, message: m })),
    [sorted, count],
  );
  // The replay's cards say the status of the newest card shown so far.
  const statuses = useMemo(
    () =>
      latestRecommendationStatuses(rows.flatMap((r) => (r.kind === 'message' ? [r.message] : []))),
    [rows],
  );
  const renderRow = useCallback(
    (row: ListRow) =>
      row.kind === 'message' ? (
        <MessageRow
          message={row.message}
          moderator={false}
          canReply={false}
          staffView={false}
          selfId={null}
          currentStatus={newerStatusOf(row.message, statuses)}
        />
      ) : null,
    [statuses],
  );
  const panelTitle = title ?? t('replayTitle');
  return (
    <section className={classes.panel} style={{ height }} aria-label={panelTitle}>
      <Header title={panelTitle} live={false} />
      {replay.isPending && broadcastId !== undefined ? (
        <Stack flex={1} align="center" justify="center">
          <Loader size="sm" />
        </Stack>
      ) : replay.isError ? (
        <Stack flex={1} align="center" justify="center" p="md">
          <Text fz="sm" c="dimmed" ta="center" role="alert">
            {errorText(replay.error) ?? t('loadError')}
          </Text>
        </Stack>
      ) : (
        <MessageList
          rows={rows}
          renderRow={renderRow}
          empty={<EmptyState text={t('replayEmpty')} />}
        />
      )}
      <div className={classes.note}>
        <strong>{t('replayNote')}</strong> · {t('replayNoteHint')}
      </div>
    </section>
  );
}

function errorText(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** The live chat (or its replay) of one room; see `ChatPanelProps`. */
export function ChatPanel(props: ChatPanelProps) {
  return props.mode === 'replay' ? <ReplayChat {...props} /> : <LiveChat {...props} />;
}
