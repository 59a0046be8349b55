import '@mantine/core/styles/Alert.css';
import { Alert, Box } from '@mantine/core';
import { parseVideoUrl } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { createPlayer } from '../../../components/media/player/providers.ts';
import type { PlayerHandle } from '../../../components/media/player/providers.ts';

export interface LivePlayerProps {
  /** A new key builds a new player; the start second is read once per key. */
  playerKey: string;
  videoUrl: string;
  title: string;
  startSeconds: number;
  /** The player's position (updated about twice a second), e.g. for the chat replay. */
  timeRef?: RefObject<number>;
  /** Called about twice a second with the position and whether it is advancing (playing). */
  onProgress?: (seconds: number, playing: boolean) => void;
  testId?: string;
  rounded?: boolean;
}

const POLL_MS = 500;

/**
 * The provider's own player (YouTube, Vimeo or PandaVideo, the course player's adapters) in a 16:9
 * frame. It samples the position itself, so every provider reports time and playing the same way:
 * a position that advanced since the last sample means the video plays.
 */
export function LivePlayer({
  playerKey,
  videoUrl,
  title,
  startSeconds,
  timeRef,
  onProgress,
  testId = 'live-player',
  rounded = true,
}: LivePlayerProps) {
  const { t } = useTranslation('live');
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const progress = useRef(onProgress);
  useEffect(() => {
    progress.current = onProgress;
  }, [onProgress]);

  useEffect(() => {
    const element = host.current;
    const video = parseVideoUrl(videoUrl);
    if (!element || !video) {
      setFailed(true);
      return;
    }
    setFailed(false);
    let cancelled = false;
    let handle: PlayerHandle | undefined;
    let last = startSeconds;
    let still = 0;
    let playing = false;
    if (timeRef) timeRef.current = startSeconds;
    const timer = setInterval(() => {
      if (!handle) return;
      void handle
        .currentTime()
        .then((seconds) => {
          if (cancelled || !Number.isFinite(seconds)) return;
          const advanced = seconds > last + 0.05;
          still = advanced ? 0 : still + 1;
          last = seconds;
          if (timeRef) timeRef.current = seconds;
          // One still sample may be a buffering hiccup; two mean paused.
          if (advanced) playing = true;
          else if (still >= 2) playing = false;
          progress.current?.(seconds, playing);
        })
        .catch(() => undefined);
    }, POLL_MS);
    createPlayer(
      element,
      video,
      { startSeconds, title },
      {
        onTime: () => undefined,
        onPause: () => undefined,
        onEnded: () => undefined,
        onReady: () => undefined,
      },
    )
      .then((created) => {
        if (cancelled) created.destroy();
        else handle = created;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      clearInterval(timer);
      handle?.destroy();
    };
    // The start second and title are read once per player.
  }, [playerKey, videoUrl]);

  return (
    <Box>
      <Box
        ref={host}
        data-testid={testId}
        pos="relative"
        bg="black"
        style={{
          aspectRatio: '16 / 9',
          borderRadius: rounded ? 'var(--mantine-radius-md)' : undefined,
          overflow: 'hidden',
        }}
      />
      {failed && (
        <Alert color="red" mt="sm" role="alert">
          {t('page.videoFailed')}
        </Alert>
      )}
    </Box>
  );
}
