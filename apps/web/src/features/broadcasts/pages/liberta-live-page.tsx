import '../i18n/index.ts';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconDeviceTv from '@tabler/icons-react/dist/esm/icons/IconDeviceTv.mjs';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconMessageOff from '@tabler/icons-react/dist/esm/icons/IconMessageOff.mjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSlot } from '../../../components/slots/slots.tsx';
import { CenteredLoader, FeedView } from '../components/feed-view.tsx';
import classes from '../components/live.module.css';
import { LiveBroadcastView } from '../components/live-broadcast-view.tsx';
import { clientBroadcastQuery, feedQuery } from '../live-api.ts';
import { parseCurrentTime } from '../live-format.ts';

const CHANNELS: Record<string, 'tvLiberta' | 'marketLive'> = {
  'tv-liberta': 'tvLiberta',
  'mercado-ao-vivo': 'marketLive',
};

const numericId = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * Liberta `/conteudo/video/:id/live`: `:id` is a broadcast (the live page in Liberta's skin), or a
 * channel (`tv-liberta`, `mercado-ao-vivo`, the menu's TV Liberta) that shows what is live now,
 * or the schedule and recordings while nothing is on air.
 */
export function LibertaLivePage() {
  const { id: param = '' } = useParams();
  const [params] = useSearchParams();
  const id = numericId(param);
  if (id === null) return <ChannelPage slug={param} />;
  return (
    <LiveBroadcastView
      key={id}
      broadcastId={id}
      programId={null}
      startSeconds={parseCurrentTime(params.get('current_time'))}
      back={null}
      episodePath={(episode) => `/conteudo/video/${episode}/live`}
      chatPath={`/conteudo/video/${id}/chat`}
      closePath="/home"
    />
  );
}

function SignIn() {
  const { t } = useTranslation('live');
  return (
    <PageState
      icon={<IconLogin size={36} />}
      title={t('page.loginTitle')}
      text={t('page.loginText')}
      action={{ to: '/login', label: t('page.login') }}
    />
  );
}

function ChannelPage({ slug }: { slug: string }) {
  const { t } = useTranslation('live');
  const { loggedIn } = useSession();
  const feed = useQuery({ ...feedQuery(), enabled: loggedIn });
  const name = t(`channel.${CHANNELS[slug] ?? 'tvLiberta'}`);
  if (!loggedIn) return <SignIn />;
  if (feed.isPending) return <CenteredLoader label={name} />;
  if (feed.isError)
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        title={t('feed.loadError')}
        text={feed.error.message}
      />
    );
  const [onAir] = feed.data.live;
  if (onAir)
    return (
      <LiveBroadcastView
        key={onAir.id}
        broadcastId={onAir.id}
        programId={null}
        startSeconds={0}
        back={null}
        episodePath={(episode) => `/conteudo/video/${episode}/live`}
        chatPath={`/conteudo/video/${slug}/chat`}
        closePath="/home"
      />
    );
  return (
    <Stack gap="xl">
      <Box className={classes.hero} p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="md" wrap="nowrap">
          <IconDeviceTv size={44} stroke={1.4} aria-hidden />
          <Stack gap={4}>
            <Title order={1} c="white">
              {name}
            </Title>
            <Text c="gray.2">{t('channel.subtitle')}</Text>
          </Stack>
        </Group>
      </Box>
      <FeedView
        feed={feed.data}
        linkTo={(id) => `/conteudo/video/${id}/live`}
        allLivesPath={null}
      />
    </Stack>
  );
}

/** Liberta `/conteudo/video/:id/chat`: the chat alone, the whole height (phones). */
export function LibertaChatPage() {
  const ChatPanel = useSlot('ChatPanel');
  const { t } = useTranslation('live');
  const { id: param = '' } = useParams();
  const { loggedIn } = useSession();
  const id = numericId(param);
  const feed = useQuery({ ...feedQuery(), enabled: loggedIn && id === null });
  const broadcastId = id ?? feed.data?.live[0]?.id ?? null;
  const broadcast = useQuery({
    ...clientBroadcastQuery(broadcastId ?? 0),
    enabled: loggedIn && broadcastId !== null,
  });
  if (!loggedIn) return <SignIn />;
  if (id === null && feed.isPending) return <CenteredLoader label={t('page.chat')} />;
  if (broadcastId === null)
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        title={t('channel.offAir')}
        text={t('channel.offAirText')}
        action={{ to: `/conteudo/video/${param}/live`, label: t('chatOnly.backToVideo') }}
      />
    );
  if (broadcast.isPending) return <CenteredLoader label={t('page.chat')} />;
  if (broadcast.isError)
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        title={t('page.notFoundTitle')}
        text={t('page.notFoundText')}
        action={{ to: '/home', label: t('channel.tvLiberta') }}
      />
    );
  const b = broadcast.data;
  const replay = b.status === 'ended' && b.replay_available;
  return (
    <Stack gap="sm" data-testid="live-chat-only">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={1} size="h4" lineClamp={1} style={{ flex: 1, minWidth: 0 }}>
          {t('chatOnly.title', { title: b.title })}
        </Title>
        <Button
          component={Link}
          to={`/conteudo/video/${param}/live`}
          variant="subtle"
          size="compact-sm"
          style={{ flexShrink: 0 }}
          leftSection={<IconArrowLeft size={14} aria-hidden />}
        >
          {t('chatOnly.backToVideo')}
        </Button>
      </Group>
      {b.chat_id === null ? (
        <Group gap="sm">
          <IconMessageOff size={22} aria-hidden />
          <Text c="dimmed">{t('page.noChat')}</Text>
        </Group>
      ) : (
        <ChatPanel
          chatId={b.chat_id}
          mode={replay ? 'replay' : 'live'}
          broadcastId={b.id}
          // Without a player the replay shows the whole conversation.
          getVideoTime={replay ? () => Number.MAX_SAFE_INTEGER : undefined}
          title={replay ? t('page.replay') : t('page.chat')}
          height="calc(100dvh - 190px)"
        />
      )}
    </Stack>
  );
}
