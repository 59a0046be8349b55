import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import type { BroadcastCard as Card_ } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatTime, isSameSaoPauloDay } from '../live-format.ts';
import classes from './live.module.css';
import { StatusBadge } from './status-badge.tsx';
import { useCountdownText } from './use-countdown-text.ts';

const GRADIENTS = [
  'linear-gradient(135deg, var(--mantine-primary-color-filled), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-red-8), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-indigo-7), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-teal-8), var(--mantine-color-dark-7))',
  'linear-gradient(135deg, var(--mantine-color-grape-8), var(--mantine-color-dark-7))',
];

/** A broadcast in the feed and the lists: thumbnail with its status, title, programme and time. */
export function BroadcastCard({
  broadcast: b,
  to,
  now,
}: {
  broadcast: Card_;
  to: string;
  now: number;
}) {
  const { t, i18n } = useTranslation('live');
  const locale = i18n.language;
  const countdownText = useCountdownText(b.scheduled_start_at, now);
  const today = isSameSaoPauloDay(b.scheduled_start_at, new Date(now));
  let when: string;
  if (b.status === 'live')
    when = t('card.liveSince', { time: formatTime(b.started_at ?? b.scheduled_start_at, locale) });
  else if (b.status === 'ended')
    when = t('card.endedAt', { day: formatDay(b.ended_at ?? b.scheduled_end_at, locale) });
  else
    when = t('card.startsAt', {
      day: formatDay(b.scheduled_start_at, locale),
      time: formatTime(b.scheduled_start_at, locale),
    });
  const icon =
    b.status === 'live' ? (
      <IconBroadcast size={40} stroke={1.4} aria-hidden />
    ) : b.status === 'scheduled' ? (
      <IconCalendarEvent size={40} stroke={1.4} aria-hidden />
    ) : (
      <IconPlayerPlayFilled size={34} aria-hidden />
    );

  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      data-live={b.status === 'live' || undefined}
      data-testid={`broadcast-card-${b.id}`}
      aria-label={t('card.watch', { title: b.title })}
    >
      <AspectRatio ratio={16 / 9} className={classes.thumb}>
        {b.thumbnail_url ? (
          <Image src={b.thumbnail_url} alt="" fit="cover" />
        ) : (
          <Box
            aria-hidden
            className={classes.placeholder}
            style={{ background: GRADIENTS[b.id % GRADIENTS.length] }}
          >
            {icon}
          </Box>
        )}
        <Box className={classes.thumbBadge}>
          <StatusBadge status={b.status} />
        </Box>
        {b.status === 'scheduled' && today && countdownText && (
          <Badge className={classes.thumbTime} color="dark" variant="filled" radius="sm">
            {t('card.startsIn', { value: countdownText })}
          </Badge>
        )}
      </AspectRatio>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        {b.program && (
          <Text size="xs" fw={700} tt="uppercase" c="brand" lineClamp={1}>
            {b.program}
          </Text>
        )}
        <Text fw={600} lineClamp={2} lh={1.3}>
          {b.title}
        </Text>
        <Group gap={6} mt="auto" wrap="nowrap">
          <Text
            size="sm"
            c={b.status === 'live' ? 'red' : 'dimmed'}
            fw={b.status === 'live' ? 600 : 400}
          >
            {b.status === 'scheduled' && today && !countdownText ? t('card.startingNow') : when}
          </Text>
          {!b.can_watch && (
            <Badge
              ml="auto"
              size="xs"
              variant="light"
              color="yellow"
              leftSection={<IconLock size={10} aria-hidden />}
            >
              {t('card.noWatch')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
