import '@mantine/core/styles/AspectRatio.css';
import { Alert, Anchor, AspectRatio } from '@mantine/core';
import { parseVideoUrl, videoEmbedUrl } from '@app/shared';
import { useTranslation } from '../../i18n/react.tsx';
import '../../i18n/shared/index.ts';

/** The provider's own player (YouTube, Vimeo, PandaVideo) in a 16:9 iframe. */
export function VideoEmbed({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const parsed = parseVideoUrl(url);
  const src = parsed ? videoEmbedUrl(parsed) : undefined;
  if (!src)
    return (
      <Alert color="yellow" title={t('media.player.unavailableTitle')}>
        {t('media.player.unavailableText')}{' '}
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {t('media.player.openOriginal')}
        </Anchor>
      </Alert>
    );
  return (
    <AspectRatio
      ratio={16 / 9}
      data-testid="video-player"
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', background: '#000' }}
    >
      <iframe
        src={src}
        title={t('media.player.frameTitle', { title })}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, display: 'block', width: '100%', height: '100%' }}
      />
    </AspectRatio>
  );
}
