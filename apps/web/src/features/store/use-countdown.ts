import { useEffect, useRef, useState } from 'react';

/** Spec section 9: the countdown's default length, its tick and its periodic callback. */
export const COUNTDOWN_DEFAULT_SECONDS = 86_400;
export const COUNTDOWN_INTERVAL_SECONDS = 300;

/** Whole seconds from `now` until `expiresAt` (never negative); the default without a date. */
export function secondsUntil(expiresAt: string | null, now: number): number {
  if (expiresAt === null) return COUNTDOWN_DEFAULT_SECONDS;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** `mm:ss`; `h:mm:ss` from one hour up. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}

export interface CountdownOptions {
  /** Called once when the countdown reaches zero. */
  onZero?: () => void;
  /** Called every COUNTDOWN_INTERVAL_SECONDS while it runs (spec section 9). */
  onInterval?: () => void;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * The seconds left until `expiresAt`, ticking each second. It is derived from the date at every
 * tick (not decremented), so a tab that slept shows the right time when it wakes.
 */
export function useCountdown(expiresAt: string | null, options: CountdownOptions = {}): number {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const clock = () => (latest.current.now ?? Date.now)();
  const [remaining, setRemaining] = useState(() => secondsUntil(expiresAt, clock()));

  useEffect(() => {
    const now = latest.current.now ?? Date.now;
    // Without a date the default length counts down from the moment the countdown appeared.
    const end = expiresAt === null ? now() + COUNTDOWN_DEFAULT_SECONDS * 1000 : null;
    const left = () =>
      end === null ? secondsUntil(expiresAt, now()) : Math.max(0, Math.ceil((end - now()) / 1000));
    let ticks = 0;
    let fired = false;
    const update = () => {
      const value = left();
      setRemaining(value);
      if (value === 0 && !fired) {
        fired = true;
        latest.current.onZero?.();
      }
      return value;
    };
    if (update() === 0) return;
    const timer = setInterval(() => {
      ticks += 1;
      const value = update();
      if (value > 0 && ticks % COUNTDOWN_INTERVAL_SECONDS === 0) latest.current.onInterval?.();
      if (value === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);

  return remaining;
}
