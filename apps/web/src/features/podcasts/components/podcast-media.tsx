import '@mantine/core/styles/AspectRatio.css';
import { AspectRatio, Button, Group, Stack } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconVideo from '@tabler/icons-react/dist/esm/icons/IconVideo.mjs';
import { isDirectAudioUrl, parseVideoUrl, videoEmbedUrl } from '@app/shared';
import type { Podcast } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import '../i18n/index.ts';

/**
 * How an episode plays: `<audio controls>` for an audio file, a link out for an episode page
 * (Spotify, Deezer…), and the video — embedded on the episode page, a link in lists.
 */
export function PodcastMedia({ podcast, embedVideo }: { podcast: Podcast; embedVideo: boolean }) {
  const { t } = useTranslation('podcasts');
  const video = parseVideoUrl(podcast.video_url);
  const embed = video ? videoEmbedUrl(video) : undefined;
  const direct = isDirectAudioUrl(podcast.audio_url);
  return (
    <Stack gap="sm">
      {embedVideo && embed && (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={embed}
            title={t('podcasts.videoOf', { title: podcast.title })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            style={{ border: 0, borderRadius: 12 }}
          />
        </AspectRatio>
      )}
      {direct && (
        <audio
          controls
          preload="none"
          src={podcast.audio_url ?? undefined}
          aria-label={t('podcasts.listenTo', { title: podcast.title })}
          style={{ width: '100%' }}
        />
      )}
      <Group gap="xs">
        {podcast.audio_url && !direct && (
          <Button
            component="a"
            href={podcast.audio_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t('podcasts.listenExternal')}
          </Button>
        )}
        {video && !embedVideo && (
          <Button
            component={Link}
            to={`/podcasts/${podcast.id}`}
            size="xs"
            variant="light"
            leftSection={<IconVideo size={14} aria-hidden />}
          >
            {t('podcasts.watchVideo')}
          </Button>
        )}
        {video && embedVideo && !embed && podcast.video_url && (
          <Button
            component="a"
            href={podcast.video_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            variant="light"
            rightSection={<IconExternalLink size={14} aria-hidden />}
          >
            {t('podcasts.watchVideo')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
