import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconBroadcastOff from '@tabler/icons-react/dist/esm/icons/IconBroadcastOff.mjs';
import IconCalendarOff from '@tabler/icons-react/dist/esm/icons/IconCalendarOff.mjs';
import IconClockPause from '@tabler/icons-react/dist/esm/icons/IconClockPause.mjs';
import IconMovieOff from '@tabler/icons-react/dist/esm/icons/IconMovieOff.mjs';
import type { BroadcastCard as Card_, LiveFeed, RequiredSignature } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { BroadcastCard } from './broadcast-card.tsx';
import { useNow } from './use-now.ts';

interface FeedViewProps {
  feed: LiveFeed;
  linkTo: (id: number) => string;
  /** `/cliente/lives` where the brand has it. */
  allLivesPath: string | null;
}

/** The three shelves of the feed: live now, upcoming and recordings. */
export function FeedView({ feed, linkTo, allLivesPath }: FeedViewProps) {
  const { t } = useTranslation('live');
  const now = useNow(1000);
  return (
    <Stack gap={40}>
      {feed.delay_broadcast > 0 && (
        <Alert color="yellow" variant="light" icon={<IconClockPause size={18} aria-hidden />}>
          {t('feed.delayNote', { count: feed.delay_broadcast })}
        </Alert>
      )}
      <Shelf
        id="ao-vivo"
        title={t('feed.liveNow')}
        items={feed.live}
        now={now}
        linkTo={linkTo}
        cols={{ base: 1, sm: 2 }}
        empty={
          <Empty
            icon={<IconBroadcastOff size={26} aria-hidden />}
            text={t('feed.emptyLive')}
            hint={t('feed.emptyLiveHint')}
          />
        }
      />
      <Shelf
        id="proximas"
        title={t('feed.next')}
        items={feed.next}
        now={now}
        linkTo={linkTo}
        empty={
          <Empty icon={<IconCalendarOff size={26} aria-hidden />} text={t('feed.emptyNext')} />
        }
      />
      <Shelf
        id="gravacoes"
        title={t('feed.recent')}
        items={feed.recent}
        now={now}
        linkTo={linkTo}
        empty={<Empty icon={<IconMovieOff size={26} aria-hidden />} text={t('feed.emptyRecent')} />}
        action={
          allLivesPath && feed.recent.length > 0 ? (
            <Button
              component={Link}
              to={`${allLivesPath}?status=ended`}
              variant="subtle"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('feed.allLives')}
            </Button>
          ) : null
        }
      />
    </Stack>
  );
}

function Shelf({
  id,
  title,
  items,
  now,
  linkTo,
  empty,
  action,
  cols = { base: 1, xs: 2, md: 3 },
}: {
  id: string;
  title: string;
  items: (Card_ & { required_signatures?: RequiredSignature[] })[];
  now: number;
  linkTo: (id: number) => string;
  empty: ReactNode;
  action?: ReactNode;
  cols?: Record<string, number>;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={`feed-${id}`} data-testid={`feed-${id}`}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id={`feed-${id}`}>
          {title}
        </Title>
        {action}
      </Group>
      {items.length === 0 ? (
        empty
      ) : (
        <SimpleGrid cols={cols} spacing="lg">
          {items.map((b) => (
            <BroadcastCard
              key={b.id}
              broadcast={b}
              to={linkTo(b.id)}
              now={now}
              lockedBy={b.can_watch ? undefined : (b.required_signatures ?? [])}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Empty({ icon, text, hint }: { icon: ReactNode; text: string; hint?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" style={{ borderStyle: 'dashed' }}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius={24} variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600}>{text}</Text>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export function CenteredLoader({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={label} />
    </Group>
  );
}
