import '@mantine/core/styles/Image.css';
import { Box, Image, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';

/** A course's cover, or a gradient with its initials when staff gave none. */
export function CourseCover({
  title,
  url,
  alt,
  height = 140,
}: {
  title: string;
  url: string | null;
  /** Staff's alt text of the cover; without it the title says what the picture is of. */
  alt?: string | null;
  height?: number;
}) {
  const { t } = useTranslation();
  if (url) return <Image src={url} alt={alt ?? t('covers.of', { title })} h={height} fit="cover" />;
  const initials = title
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <Box
      h={height}
      aria-hidden
      style={{
        display: 'grid',
        placeItems: 'center',
        background:
          'linear-gradient(135deg, var(--mantine-primary-color-filled), var(--mantine-color-dark-6))',
      }}
    >
      <Text c="white" fw={800} fz={height / 3} style={{ letterSpacing: 2, opacity: 0.9 }}>
        {initials}
      </Text>
    </Box>
  );
}
