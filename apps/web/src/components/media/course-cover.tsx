import '@mantine/core/styles/Image.css';
import { Box, Image, Text } from '@mantine/core';

/** A course's cover, or a gradient with its initials when staff gave none. */
export function CourseCover({
  title,
  url,
  height = 140,
}: {
  title: string;
  url: string | null;
  height?: number;
}) {
  if (url) return <Image src={url} alt="" h={height} fit="cover" />;
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
