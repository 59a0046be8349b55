import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '../../i18n/react.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { PixCountdown } from './components/pix-countdown.tsx';
import {
  COUNTDOWN_DEFAULT_SECONDS,
  formatCountdown,
  secondsUntil,
  useCountdown,
} from './use-countdown.ts';
import type { CountdownOptions } from './use-countdown.ts';

describe('formatCountdown', () => {
  it('shows mm:ss, and h:mm:ss from one hour up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(29 * 60 + 5)).toBe('29:05');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(COUNTDOWN_DEFAULT_SECONDS)).toBe('24:00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('derives the seconds left from the expiry date, never below zero', () => {
    expect(secondsUntil('2026-11-23T12:30:00.000Z', now)).toBe(1800);
    expect(secondsUntil('2026-11-23T12:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-11-23T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('não é data', now)).toBe(0);
  });
  it('uses the spec default (86400 s) without a date', () => {
    expect(secondsUntil(null, now)).toBe(86_400);
  });
});

function Probe({ expiresAt, options }: { expiresAt: string | null; options?: CountdownOptions }) {
  const seconds = useCountdown(expiresAt, options);
  return <PixCountdown seconds={seconds} />;
}

function renderProbe(expiresAt: string | null, options?: CountdownOptions) {
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <Probe expiresAt={expiresAt} options={options} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks each second and calls back once at zero', () => {
    const onZero = vi.fn();
    renderProbe('2026-11-23T12:00:03.000Z', { onZero });
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:03');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('00:02');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(timer).toHaveTextContent('00:00');
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('calls back every 300 seconds while it runs', () => {
    const onInterval = vi.fn();
    renderProbe('2026-11-23T12:30:00.000Z', { onInterval });
    act(() => {
      vi.advanceTimersByTime(299_000);
    });
    expect(onInterval).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onInterval).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    expect(onInterval).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
  });

  it('follows the clock, not its own ticks: a tab that slept shows the right time', () => {
    renderProbe('2026-11-23T12:10:00.000Z');
    vi.setSystemTime(new Date('2026-11-23T12:09:00.000Z'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
  });

  it('is already at zero for a code that expired', () => {
    const onZero = vi.fn();
    renderProbe('2026-11-23T11:00:00.000Z', { onZero });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});
