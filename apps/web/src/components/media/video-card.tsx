import { Card, Stack, Text } from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { VideoCard as VideoCardData } from '@app/shared';
import { Link } from 'react-router';
import { VideoThumb } from './video-thumb.tsx';
import classes from './video-card.module.css';

/** A video in a grid or a row: the whole card is the link to its page. */
export function VideoCard({
  video,
  to,
  showCategory = false,
}: {
  video: VideoCardData;
  to: string;
  showCategory?: boolean;
}) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      data-testid={`video-card-${video.id}`}
    >
      <VideoThumb
        id={video.id}
        url={video.thumbnail_url}
        durationSeconds={video.duration_seconds}
      />
      <Stack gap={4} p="sm" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2} lh={1.3}>
          {video.title}
        </Text>
        <Text size="xs" c="dimmed">
          {[showCategory ? video.category : null, formatDateTimeSaoPaulo(video.published_at)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
