import { saoPauloDay, saoPauloTime, minutesOfTime } from '@app/shared';
import type { StaffAgendaEvent, StaffAgendaKind } from '@app/shared';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { hourRange, layoutDay } from '../agenda-view.ts';
import classes from './agenda-grid.module.css';
import '../i18n/index.ts';

/** Pixels per hour of the grid. */
const HOUR = 56;
const px = (minutes: number) => (minutes * HOUR) / 60;

export const KIND_COLORS: Record<StaffAgendaKind, string> = {
  meeting: 'var(--mantine-color-blue-6)',
  personal: 'var(--mantine-color-grape-6)',
  customer: 'var(--mantine-color-teal-6)',
};

/** `seg., 23/11` in the reader's language. */
export function dayHeading(day: string, language: string, weekday: 'short' | 'long' = 'short') {
  const date = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(language, {
    weekday,
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The agenda's time grid: a column per day (one in the day view, seven in the week view), the
 * hours down the side, each event a link to its page, placed by its São Paulo hours; overlapping
 * events share the width. Each event's accessible name says its title and hours.
 */
export function AgendaGrid({
  days,
  events,
  viewerId,
  now = new Date(),
}: {
  days: readonly string[];
  events: readonly StaffAgendaEvent[];
  viewerId: number | undefined;
  now?: Date;
}) {
  const { t, i18n } = useTranslation('staffAgenda');
  const shown = events.filter((e) => days.includes(e.day));
  const { first, last } = hourRange(shown);
  const height = px((last - first) * 60);
  const today = saoPauloDay(now);
  const nowTop = px(minutesOfTime(saoPauloTime(now)) - first * 60);
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  return (
    <div
      className={classes.grid}
      style={{ '--days': days.length, '--hour': `${HOUR}px` } as CSSProperties}
    >
      <div className={classes.corner} aria-hidden />
      {days.map((day) => (
        <div key={day} className={`${classes.head} ${day === today ? classes.headToday : ''}`}>
          {dayHeading(day, i18n.language, days.length === 1 ? 'long' : 'short')}
        </div>
      ))}
      <div className={classes.gutter} style={{ height }} aria-hidden>
        {hours.map((hour, i) =>
          i === 0 ? null : (
            <span key={hour} className={classes.hourLabel} style={{ top: px(i * 60) }}>
              {String(hour).padStart(2, '0')}:00
            </span>
          ),
        )}
      </div>
      {days.map((day) => (
        <section
          key={day}
          className={classes.column}
          style={{ height }}
          aria-label={t('staffAgenda.view.hours', { day: dayHeading(day, i18n.language, 'long') })}
        >
          {day === today && nowTop > 0 && nowTop < height && (
            <div className={classes.now} style={{ top: nowTop }} aria-hidden />
          )}
          {layoutDay(shown, day, first).map(({ event, top, height: tall, lane, lanes }) => {
            const label = t('staffAgenda.view.eventLabel', {
              title: event.title,
              start: event.start_time,
              end: event.end_time,
            });
            const time = t('staffAgenda.view.eventTime', {
              start: event.start_time,
              end: event.end_time,
            });
            const extra = event.cancelled_at
              ? t('staffAgenda.view.cancelled')
              : event.owner.id !== viewerId
                ? t('staffAgenda.view.invited', { name: event.owner.name })
                : event.customer
                  ? t('staffAgenda.view.withCustomer', { name: event.customer.name })
                  : t(`staffAgenda.kinds.${event.kind}`);
            return (
              <Link
                key={event.id}
                to={`/agenda-colaborador/${event.id}`}
                className={`${classes.event} ${event.cancelled_at ? classes.cancelled : ''}`}
                title={`${label}. ${extra}`}
                style={
                  {
                    top: px(top),
                    height: Math.max(px(tall) - 2, 18),
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                    '--kind-color': KIND_COLORS[event.kind],
                  } as CSSProperties
                }
              >
                {/* The accessible name is the visible text, completed for screen readers. */}
                <span className={classes.eventTitle}>
                  {event.title}
                  <VisuallyHidden component="span">,</VisuallyHidden>
                </span>
                <span className={tall >= 40 ? undefined : classes.hidden}>
                  {time}
                  <VisuallyHidden component="span">. {extra}</VisuallyHidden>
                </span>
              </Link>
            );
          })}
        </section>
      ))}
    </div>
  );
}
