import '@mantine/core/styles/Image.css';
import { Box, Image } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';

/** A trail's cover, or a gradient with the path icon when staff gave none. */
export function TrailCover({
  url,
  alt,
  title,
  height = 140,
  fill = false,
}: {
  url: string | null;
  /** Staff's alt text of the cover; without it the title says what the picture is of. */
  alt?: string | null;
  title: string;
  height?: number;
  /** Grow to the height of the container (at least `height`). */
  fill?: boolean;
}) {
  const { t } = useTranslation();
  if (url)
    return (
      <Image
        src={url}
        alt={alt ?? t('covers.of', { title })}
        h={fill ? '100%' : height}
        mih={height}
        fit="cover"
      />
    );
  return (
    <Box
      h={fill ? '100%' : height}
      mih={height}
      aria-hidden
      style={{
        display: 'grid',
        placeItems: 'center',
        background:
          'radial-gradient(circle at 78% 18%, rgba(255, 255, 255, 0.28), transparent 45%), linear-gradient(135deg, var(--mantine-primary-color-filled), var(--mantine-color-dark-7))',
      }}
    >
      <IconRoute size={height / 2.6} stroke={1.4} color="white" style={{ opacity: 0.9 }} />
    </Box>
  );
}
