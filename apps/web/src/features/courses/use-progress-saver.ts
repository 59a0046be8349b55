import type { Progress } from '@app/shared';
import { useCallback, useEffect, useRef } from 'react';
import { saveLessonProgress } from './courses-api.ts';

/** How often the position is saved while the video plays. */
export const SAVE_EVERY_MS = 5000;

/**
 * Keeps the server's resume point within a few seconds of the video: every SAVE_EVERY_MS while
 * it moves, at once on pause, and with a keep-alive request when the person leaves (tab hidden,
 * page closed, another route), so they resume to the second on any device.
 */
export function useProgressSaver(lessonId: number | null, onSaved: (progress: Progress) => void) {
  const latest = useRef<{ position: number; duration: number } | null>(null);
  const sent = useRef<number | null>(null);
  const savedCallback = useRef(onSaved);
  useEffect(() => {
    savedCallback.current = onSaved;
  }, [onSaved]);

  const flush = useCallback(
    async (keepalive = false) => {
      const now = latest.current;
      if (lessonId === null || now === null) return;
      const position = Math.floor(now.position);
      if (sent.current !== null && position === sent.current) return;
      sent.current = position;
      try {
        const progress = await saveLessonProgress(
          lessonId,
          {
            position_seconds: position,
            ...(now.duration > 0 ? { duration_seconds: Math.round(now.duration) } : {}),
          },
          keepalive,
        );
        savedCallback.current(progress);
      } catch {
        // The next tick tries again from the newest position.
        sent.current = null;
      }
    },
    [lessonId],
  );

  useEffect(() => {
    latest.current = null;
    sent.current = null;
    const timer = setInterval(() => void flush(), SAVE_EVERY_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    const onPageHide = () => void flush(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void flush(true);
    };
  }, [flush]);

  const report = useCallback((position: number, duration: number) => {
    latest.current = { position, duration };
  }, []);

  return { report, flush };
}
