import { Box } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';

/** An episode's cover, or a gradient with a microphone when staff gave none. */
export function PodcastCover({
  url,
  alt,
  title,
  size = 96,
}: {
  url: string | null;
  /** Staff's alt text of the cover; without it the title says what the picture is of. */
  alt?: string | null;
  title: string;
  size?: number;
}) {
  const { t } = useTranslation();
  if (url)
    return (
      <img
        src={url}
        alt={alt ?? t('covers.of', { title })}
        width={size}
        height={size}
        style={{ borderRadius: 12, objectFit: 'cover', flexShrink: 0 }}
      />
    );
  return (
    <Box
      w={size}
      h={size}
      aria-hidden
      style={{
        flexShrink: 0,
        borderRadius: 12,
        display: 'grid',
        placeItems: 'center',
        background:
          'linear-gradient(135deg, var(--mantine-color-orange-7), var(--mantine-primary-color-filled))',
      }}
    >
      <IconMicrophone size={size / 2.4} stroke={1.5} color="white" />
    </Box>
  );
}
