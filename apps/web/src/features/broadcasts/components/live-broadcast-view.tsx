import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  Typography,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconClockPause from '@tabler/icons-react/dist/esm/icons/IconClockPause.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconMessages from '@tabler/icons-react/dist/esm/icons/IconMessages.mjs';
import IconMessageOff from '@tabler/icons-react/dist/esm/icons/IconMessageOff.mjs';
import type { ClientBroadcast } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { promptFromAccessDenied } from '../../../lib/session/subscribe-prompt.ts';
import { useSlot } from '../../../components/slots/slots.tsx';
import { enterLivePage, leaveLivePage, reportLivePlayback } from '../floating/floating-store.ts';
import { clientBroadcastQuery, clientBroadcastsQuery } from '../live-api.ts';
import { formatDateTime, formatTime } from '../live-format.ts';
import { BroadcastCard } from './broadcast-card.tsx';
import { CenteredLoader } from './feed-view.tsx';
import classes from './live.module.css';
import { LivePlayer } from './live-player.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useCountdownText } from './use-countdown-text.ts';
import { useNow } from './use-now.ts';

export interface LiveBroadcastViewProps {
  broadcastId: number;
  /** `/cliente/lives/:programId/:cardId`: the programme whose other episodes are listed. */
  programId: number | null;
  startSeconds: number;
  /** Where the back link goes (the list of this brand) and its label. */
  back: { to: string; label: string } | null;
  /** Where another episode opens. */
  episodePath: (id: number) => string;
  /** Liberta: the chat alone (`/conteudo/video/:id/chat`), offered on phones. */
  chatPath?: string | null;
  /** Where the subscribe prompt sends someone who closes it. */
  closePath: string;
}

/**
 * The live page: the provider's player (or the countdown before it starts), the chat beside it
 * (below on phones) in 'live' mode, or the chat replay in sync with the recording once it ended.
 */
export function LiveBroadcastView(props: LiveBroadcastViewProps) {
  const { t } = useTranslation('live');
  const query = useQuery(clientBroadcastQuery(props.broadcastId));
  const error = query.error;
  useEffect(() => {
    if (error) promptFromAccessDenied(error, { redirectAfterClose: props.closePath });
  }, [error, props.closePath]);

  if (query.isPending) return <CenteredLoader label={t('page.back')} />;
  if (query.isError) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 401)
      return (
        <PageState
          icon={<IconLogin size={36} />}
          title={t('page.loginTitle')}
          text={t('page.loginText')}
          action={{ to: '/login', label: t('page.login') }}
        />
      );
    if (status === 403)
      return (
        <PageState
          icon={<IconLock size={36} />}
          title={t('page.forbiddenTitle')}
          text={t('page.forbiddenText')}
          action={{ to: '/assinaturas', label: t('page.plans') }}
          testId="live-forbidden"
        />
      );
    return (
      <PageState
        icon={<IconBroadcast size={36} />}
        title={t('page.notFoundTitle')}
        text={t('page.notFoundText')}
        action={props.back ?? undefined}
        testId="live-not-found"
      />
    );
  }
  return <Loaded {...props} broadcast={query.data} />;
}

function Loaded({
  broadcast: b,
  programId,
  startSeconds,
  back,
  episodePath,
  chatPath,
}: LiveBroadcastViewProps & { broadcast: ClientBroadcast }) {
  const ChatPanel = useSlot('ChatPanel');
  const { t, i18n } = useTranslation('live');
  const locale = i18n.language;
  const isMobile = useMediaQuery('(max-width: 62em)') ?? false;
  const timeRef = useRef(startSeconds);
  const getVideoTime = useCallback(() => timeRef.current, []);

  // The card hands over to this page; leaving while it plays hands back to the card.
  const floatingBroadcast = {
    id: b.id,
    title: b.title,
    video_url: b.video_url,
    program: b.program,
    status: b.status,
  };
  const identity = useRef(floatingBroadcast);
  identity.current = floatingBroadcast;
  useEffect(() => {
    enterLivePage();
    // A full navigation (typed address, reload, another tab's link) does not unmount React.
    const onPageHide = () => leaveLivePage();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      leaveLivePage();
    };
  }, [b.id]);
  const onProgress = useCallback(
    (seconds: number, playing: boolean) => reportLivePlayback(identity.current, seconds, playing),
    [],
  );

  const replay = b.status === 'ended' && b.replay_available && b.chat_id !== null;
  const chatHeight = isMobile ? 520 : 'min(680px, calc(100dvh - 150px))';

  return (
    <Stack gap="lg">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" c="dimmed" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {b.status === 'scheduled' ? (
              <Poster broadcast={b} />
            ) : (
              <LivePlayer
                playerKey={`broadcast-${b.id}-${b.status}`}
                videoUrl={b.video_url}
                title={b.title}
                startSeconds={startSeconds}
                timeRef={timeRef}
                onProgress={onProgress}
              />
            )}
            <Stack gap={8}>
              <Group gap="xs">
                <StatusBadge status={b.status} size="md" />
                {b.program && (
                  <Text size="sm" fw={700} tt="uppercase" c="brand">
                    {b.program}
                  </Text>
                )}
                {b.category && (
                  <Badge variant="light" color="gray" radius="sm">
                    {b.category}
                  </Badge>
                )}
                {b.delay_broadcast > 0 && (
                  <Tooltip
                    label={t('page.delayHint', { count: b.delay_broadcast })}
                    multiline
                    w={260}
                  >
                    <Badge
                      variant="light"
                      color="yellow"
                      radius="sm"
                      leftSection={<IconClockPause size={12} aria-hidden />}
                      data-testid="live-delay"
                      tabIndex={0}
                      aria-label={t('page.delayHint', { count: b.delay_broadcast })}
                    >
                      {t('page.delay', { count: b.delay_broadcast })}
                    </Badge>
                  </Tooltip>
                )}
              </Group>
              <Title order={1} size="h2" lh={1.2}>
                {b.title}
              </Title>
              <Text size="sm" c="dimmed">
                {b.status === 'live'
                  ? t('page.startedAt', {
                      time: formatTime(b.started_at ?? b.scheduled_start_at, locale),
                    })
                  : b.status === 'ended'
                    ? t('page.endedAt', {
                        date: formatDateTime(b.ended_at ?? b.scheduled_end_at, locale),
                      })
                    : t('page.scheduledFor', {
                        date: formatDateTime(b.scheduled_start_at, locale),
                      })}
              </Text>
            </Stack>
            {b.description_html && (
              <Typography className={classes.description}>
                {/* Sanitised on the server before it is stored. */}
                <div dangerouslySetInnerHTML={{ __html: b.description_html }} />
              </Typography>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box className={isMobile ? undefined : classes.chatColumn}>
            {b.chat_id === null ? (
              <Card withBorder radius="lg" padding="lg">
                <Group gap="sm" wrap="nowrap">
                  <IconMessageOff size={22} aria-hidden />
                  <Text c="dimmed">{t('page.noChat')}</Text>
                </Group>
              </Card>
            ) : (
              <Stack gap="xs">
                <ChatPanel
                  key={`${b.chat_id}-${replay ? 'replay' : 'live'}`}
                  chatId={b.chat_id}
                  mode={replay ? 'replay' : 'live'}
                  broadcastId={b.id}
                  getVideoTime={replay ? getVideoTime : undefined}
                  title={replay ? t('page.replay') : t('page.chat')}
                  height={chatHeight}
                />
                {chatPath && isMobile && (
                  <Button
                    component={Link}
                    to={chatPath}
                    variant="subtle"
                    leftSection={<IconMessages size={16} aria-hidden />}
                  >
                    {t('page.openChat')}
                  </Button>
                )}
              </Stack>
            )}
          </Box>
        </Grid.Col>
      </Grid>
      {programId !== null && (
        <Episodes
          programId={programId}
          currentId={b.id}
          episodePath={episodePath}
          program={b.program}
          listPath={back?.to ?? null}
        />
      )}
    </Stack>
  );
}

function Poster({ broadcast: b }: { broadcast: ClientBroadcast }) {
  const { t } = useTranslation('live');
  const now = useNow(1000);
  const left = useCountdownText(b.scheduled_start_at, now);
  return (
    <Box className={classes.poster} data-testid="live-poster">
      {b.thumbnail_url && <img src={b.thumbnail_url} alt="" className={classes.posterImage} />}
      <Stack className={classes.posterBody} gap="xs" align="center">
        <IconBroadcast size={48} stroke={1.3} aria-hidden />
        <Title order={2} size="h3" c="white">
          {t('page.waitingTitle')}
        </Title>
        <Text c="gray.3" aria-live="polite">
          {left ? t('page.waitingText', { value: left }) : t('page.waitingSoon')}
        </Text>
      </Stack>
    </Box>
  );
}

function Episodes({
  programId,
  currentId,
  episodePath,
  program,
  listPath,
}: {
  programId: number;
  currentId: number;
  episodePath: (id: number) => string;
  program: string | null;
  listPath: string | null;
}) {
  const { t } = useTranslation('live');
  const now = useNow(30_000);
  const list = useQuery(
    clientBroadcastsQuery({ page: 1, search: '', status: null, programId, perPage: 7 }),
  );
  const others = (list.data?.data ?? []).filter((e) => e.id !== currentId).slice(0, 6);
  if (others.length === 0) return null;
  const all = listPath
    ? `${listPath}?program_id=${programId}${program ? `&programa=${encodeURIComponent(program)}` : ''}`
    : null;
  return (
    <Stack gap="md" component="section" aria-labelledby="live-episodes">
      <Divider />
      <Group justify="space-between">
        <Title order={2} size="h3" id="live-episodes">
          {t('page.episodes')}
        </Title>
        {all && (
          <Anchor component={Link} to={all} size="sm">
            {t('page.allEpisodes')}
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {others.map((e) => (
          <BroadcastCard key={e.id} broadcast={e} to={episodePath(e.id)} now={now} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
