import '@mantine/core/styles/Typography.css';
import { Badge, Group, Stack, Text, Title, Typography } from '@mantine/core';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { formatDateTimeSaoPaulo, formatDurationPtBr } from '@app/shared';
import type { VideoPage } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { VideoEmbed } from '../../../components/media/video-embed.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** The player, the title with its category, date and length, and the description. */
export function VideoDetails({ video, between }: { video: VideoPage; between?: ReactNode }) {
  const { t } = useTranslation('videos');
  return (
    <Stack gap="md">
      <VideoEmbed url={video.video_url} title={video.title} />
      {between}
      <Stack gap={6}>
        <Title order={1} size="h2">
          {video.title}
        </Title>
        <Group gap="xs">
          {video.category && <Badge variant="light">{video.category.name}</Badge>}
          {video.published_at && (
            <Text size="sm" c="dimmed">
              {t('media.player.publishedOn', { date: formatDateTimeSaoPaulo(video.published_at) })}
            </Text>
          )}
          {video.duration_seconds > 0 && (
            <Group gap={4}>
              <IconClock size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {formatDurationPtBr(video.duration_seconds)}
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
      {video.description_html && (
        <Typography>
          {/* Sanitised on the server before it is stored (cleanHtml). */}
          <div dangerouslySetInnerHTML={{ __html: video.description_html }} />
        </Typography>
      )}
    </Stack>
  );
}
