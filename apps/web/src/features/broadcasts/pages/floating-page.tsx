import '../i18n/index.ts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import IconArrowBackUp from '@tabler/icons-react/dist/esm/icons/IconArrowBackUp.mjs';
import IconPictureInPicture from '@tabler/icons-react/dist/esm/icons/IconPictureInPicture.mjs';
import { useCallback, useState } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { LivePlayer } from '../components/live-player.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { getFloating, livePath, setFloating } from '../floating/floating-store.ts';

/**
 * `/flutuante` (blank layout): the floating player popped out into its own window. It plays the
 * stored broadcast from the stored second and keeps the second up to date.
 */
export function FloatingPage() {
  const { t } = useTranslation('live');
  const [initial] = useState(getFloating);
  const [seconds, setSeconds] = useState(initial.currentTime);
  const onProgress = useCallback((time: number) => {
    setSeconds(time);
    setFloating({ currentTime: time });
  }, []);
  const broadcast = initial.broadcast;
  if (!broadcast)
    return (
      <PageState
        icon={<IconPictureInPicture size={36} />}
        title={t('floating.emptyTitle')}
        text={t('floating.emptyText')}
        action={{ to: '/feed', label: t('floating.toFeed') }}
        testId="floating-empty"
      />
    );
  const back = livePath(broadcast.id, seconds);
  // In a pop-up, the link takes the window that opened it back to the live page.
  const onBack = (event: MouseEvent) => {
    const opener = window.opener as Window | null;
    if (!opener || opener.closed) return;
    event.preventDefault();
    opener.location.assign(back);
    window.close();
  };
  return (
    <Stack gap="sm" maw={960} mx="auto" data-testid="floating-page">
      <Group gap="xs" wrap="nowrap">
        {broadcast.status === 'live' && <StatusBadge status="live" />}
        <Title order={1} size="h4" lineClamp={1}>
          {broadcast.title}
        </Title>
      </Group>
      {broadcast.program && (
        <Text size="sm" c="dimmed">
          {broadcast.program}
        </Text>
      )}
      <LivePlayer
        playerKey={`popout-${broadcast.id}`}
        videoUrl={broadcast.video_url}
        title={broadcast.title}
        startSeconds={initial.currentTime}
        onProgress={onProgress}
        testId="floating-page-player"
      />
      <Anchor component={Link} to={back} onClick={onBack} fw={600} data-testid="floating-page-back">
        <Group gap={4} component="span">
          <IconArrowBackUp size={16} aria-hidden />
          {t('floating.back')}
        </Group>
      </Anchor>
    </Stack>
  );
}
