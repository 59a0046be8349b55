import { Card, Stack, Text, Title } from '@mantine/core';
import { parseVideoUrl } from '@app/shared';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTextsOf } from '../../i18n/use-texts-of.ts';
import { VideoEmbed } from './video-embed.tsx';

/**
 * A staff form's preview of the video its link names (VideoEmbed for every provider), or, until
 * the link is one, a card that says what to paste; `children` follow it (a summary…). Its words
 * are the form's (`texts`: `ns:section` with `preview`, `previewHint` and `new`).
 */
export function VideoPreview({
  texts,
  link,
  title,
  icon,
  children,
}: {
  texts: string;
  link: string;
  /** The player's accessible name (blank: the form's `new`). */
  title: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTextsOf(texts);
  const heading = t(`${texts}.preview`);
  const hint = t(`${texts}.previewHint`);
  title ||= t(`${texts}.new`);
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
