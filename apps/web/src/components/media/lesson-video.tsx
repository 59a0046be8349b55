import '@mantine/core/styles/Alert.css';
import { Alert, Box } from '@mantine/core';
import { parseVideoUrl } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { createPlayer } from './player/providers.ts';
import type { PlayerEvents, PlayerHandle } from './player/providers.ts';

interface LessonVideoProps {
  lessonId: number;
  videoUrl: string;
  title: string;
  startSeconds: number;
  onTime: (seconds: number, duration: number) => void;
  onPause: (seconds: number) => void;
  onEnded: () => void;
}

/** The provider's own player (YouTube, Vimeo or PandaVideo) in a 16:9 frame, started at a second. */
export function LessonVideo({
  lessonId,
  videoUrl,
  title,
  startSeconds,
  onTime,
  onPause,
  onEnded,
}: LessonVideoProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const events = useRef<PlayerEvents>({ onTime, onPause, onEnded, onReady: () => undefined });
  useEffect(() => {
    events.current = { onTime, onPause, onEnded, onReady: () => undefined };
  }, [onTime, onPause, onEnded]);

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
    createPlayer(
      element,
      video,
      { startSeconds, title },
      {
        onTime: (s, d) => events.current.onTime(s, d),
        onPause: (s) => events.current.onPause(s),
        onEnded: () => events.current.onEnded(),
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
      handle?.destroy();
    };
    // A new lesson builds a new player; the start second is read once per lesson.
  }, [lessonId, videoUrl]);

  return (
    <Box>
      <Box
        ref={host}
        data-testid="lesson-video"
        pos="relative"
        bg="black"
        style={{
          aspectRatio: '16 / 9',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      />
      {failed && (
        <Alert color="red" mt="sm" role="alert">
          {t('courses.videoFailed')}
        </Alert>
      )}
    </Box>
  );
}
