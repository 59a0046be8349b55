import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Badge, Box, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPlayerPlayFilled from '@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs';
import type { BroadcastCard as Card_, RequiredSignature } from '@app/shared';
import { openSubscribePrompt } from '../../../lib/session/subscribe-prompt.ts';
import { useTranslation } from '../../../i18n/react.tsx';
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
  lockedBy,
}: {
  broadcast: Card_;
  to: string;
  now: number;
  /**
   * A live the person may not watch: the card is not a link; it names the signatures that would
   * open it and opens the subscribe prompt.
   */
  lockedBy?: RequiredSignature[];
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

  const locked = lockedBy !== undefined;
  const linkProps = locked
    ? {
        component: 'article' as const,
        'aria-label': t('card.locked', { title: b.title }),
        'data-locked': true,
      }
    : // The link's name is what it shows (programme, title, time): a separate label would hide it.
      { component: Link, to };
  return (
    <Card
      {...(linkProps as { component: typeof Link; to: string })}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      data-live={b.status === 'live' || undefined}
      data-testid={`broadcast-card-${b.id}`}
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
            {!locked && icon}
          </Box>
        )}
        <Box className={classes.thumbBadge}>
          <StatusBadge status={b.status} />
        </Box>
        {locked && (
          <Box className={classes.lockOverlay} aria-hidden>
            <IconLock size={36} stroke={1.6} />
          </Box>
        )}
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
        {lockedBy && <LockedPrompt title={b.title} signatures={lockedBy} />}
      </Stack>
    </Card>
  );
}

/** What would open a locked live, and the way to it: the subscribe prompt of spec section 3. */
function LockedPrompt({ title, signatures }: { title: string; signatures: RequiredSignature[] }) {
  const { t, i18n } = useTranslation('live');
  const [first] = signatures;
  const names = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    signatures.map((s) => s.name),
  );
  return (
    <Stack gap="xs" mt="xs" data-testid="locked-live-prompt">
      <Text size="sm" fw={500}>
        {first ? t('card.lockedText', { names }) : t('card.lockedNoSignature')}
      </Text>
      {first ? (
        <Button
          size="compact-md"
          leftSection={<IconLock size={14} aria-hidden />}
          aria-label={`${t('card.subscribe')}: ${first.name} (${title})`}
          onClick={() =>
            openSubscribePrompt({
              signatureName: first.name,
              signatureTypeId: first.id,
              signatureSlug: first.slug,
              availableInStore: first.available_in_store,
            })
          }
        >
          {t('card.subscribe')}
        </Button>
      ) : (
        <Button component={Link} to="/assinaturas" size="compact-md" variant="light">
          {t('card.subscribe')}
        </Button>
      )}
    </Stack>
  );
}
