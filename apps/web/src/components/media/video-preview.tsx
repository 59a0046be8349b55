import { Card, Stack, Text, Title } from '@mantine/core';
import { parseVideoUrl } from '@app/shared';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { VideoEmbed } from './video-embed.tsx';

/**
 * A staff form's preview of the video its link names (VideoEmbed for every provider), or, until
 * the link is one, a card that says what to paste; `children` follow it (a summary…).
 */
export function VideoPreview({
  heading,
  link,
  title,
  hint,
  icon,
  children,
}: {
  heading: string;
  link: string;
  /** The player's accessible name. */
  title: string;
  hint: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {heading}
      </Title>
      {parseVideoUrl(link) !== null ? (
        <VideoEmbed url={link} title={title} />
      ) : (
        <Card withBorder radius="lg" padding="xl" bg="var(--mantine-color-default-hover)">
          <Stack align="center" gap="xs">
            {icon}
            <Text size="sm" c="dimmed" ta="center">
              {hint}
            </Text>
          </Stack>
        </Card>
      )}
      {children}
    </Stack>
  );
}
